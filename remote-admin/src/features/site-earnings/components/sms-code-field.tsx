import { useState } from 'react';
import { ResultCode, SEND_CODE_COUNTDOWN_S, type CaptchaInfo } from 'shared-contracts';
import { errorMessage, isApiError, useCountdown } from 'shared-contracts/app';
import { Button, showNotice, Space } from 'shared-contracts/ui';
import { Input } from 'shared-contracts/ui/more';
import styled from 'styled-components';
import { useLazySiteWithdrawCaptchaQuery, useSendSiteWithdrawSmsMutation } from '../api/site-earnings-api';

const CaptchaRow = styled.div`
  display: flex;
  gap: 8px;
  align-items: center;
  margin-bottom: 8px;
  img {
    height: 32px;
    cursor: pointer;
  }
`;

interface SmsCodeFieldProps {
  /** Injected by Form.Item */
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
}

/**
 * 短信验证码 with 获取验证码: the code goes to the signed-in owner's own mobile, then 60 s before another. When the
 * server asks for the image captcha first (code 80), its image and box show and the next press sends the answer.
 */
export function SmsCodeField({ id, value, onChange }: SmsCodeFieldProps) {
  const [send, { isLoading }] = useSendSiteWithdrawSmsMutation();
  const [fetchCaptcha] = useLazySiteWithdrawCaptchaQuery();
  const { remaining, running, start } = useCountdown(SEND_CODE_COUNTDOWN_S);
  const [captcha, setCaptcha] = useState<CaptchaInfo | null>(null);
  const [answer, setAnswer] = useState('');

  const refreshCaptcha = async () => {
    setAnswer('');
    setCaptcha(
      await fetchCaptcha()
        .unwrap()
        .catch(() => null),
    );
  };

  const press = async () => {
    try {
      await send(captcha ? { captcha: answer.trim(), key: captcha.key } : undefined).unwrap();
      setCaptcha(null);
      setAnswer('');
      showNotice({ level: 'success', text: '验证码已发送至您的手机，请注意查收' });
      start();
    } catch (error) {
      if (isApiError(error) && error.status === 'BUSINESS' && error.code === ResultCode.CAPTCHA_REQUIRED) await refreshCaptcha();
      showNotice({ level: 'warning', text: errorMessage(error, '验证码发送失败，请稍后再试') });
    }
  };

  return (
    <div>
      {captcha ? (
        <CaptchaRow>
          <Input aria-label="图形验证码" placeholder="图形验证码" maxLength={6} value={answer} onChange={(e) => setAnswer(e.target.value.replace(/\s/g, ''))} />
          <img src={captcha.img} alt="图形验证码图片" title="看不清？换一张" onClick={() => void refreshCaptcha()} />
        </CaptchaRow>
      ) : null}
      <Space.Compact style={{ width: '100%' }}>
        <Input
          id={id}
          aria-label="短信验证码"
          placeholder="短信验证码"
          inputMode="numeric"
          maxLength={8}
          autoComplete="one-time-code"
          value={value}
          onChange={(e) => onChange?.(e.target.value.trim())}
        />
        <Button onClick={() => void press()} disabled={running || (captcha !== null && !answer)} loading={isLoading}>
          {running ? `${remaining}秒后重发` : '获取验证码'}
        </Button>
      </Space.Compact>
    </div>
  );
}
