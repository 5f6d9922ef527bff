import { useState } from 'react';
import { ResultCode, SEND_CODE_COUNTDOWN_S, type CaptchaInfo } from 'shared-contracts';
import { isApiError, useCountdown } from 'shared-contracts/app';
import { Button, showNotice, Space } from 'shared-contracts/ui';
import { Input } from 'shared-contracts/ui/more';
import styled from 'styled-components';

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

/** The image captcha's answer, sent with the code's request when the server asked for it. */
export interface SmsCaptchaAnswer {
  captcha: string;
  key: string;
}

export interface SmsCodeInputProps {
  /** Injected by Form.Item */
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  /** sends the code to the signed-in account's own mobile; rejects with the ApiError */
  send: (captcha?: SmsCaptchaAnswer) => Promise<unknown>;
  sending: boolean;
  /** a fresh image captcha */
  captcha: () => Promise<CaptchaInfo>;
  /** the notice once sent, e.g. 验证码已发送至您的注册手机 */
  sentText: string;
}

/**
 * 短信验证码 with 获取验证码 for a code sent to the signed-in account's own mobile (the withdrawal password of a
 * member's 推广 and of a 分站 owner), then 60 s before another. When the server asks for the image captcha first
 * (code 80), its image and box show and the next press sends the answer. Transport failures were already
 * announced by the base query; a business refusal is said here.
 */
export function SmsCodeInput({ id, value, onChange, send, sending, captcha: fetchCaptcha, sentText }: SmsCodeInputProps) {
  const { remaining, running, start } = useCountdown(SEND_CODE_COUNTDOWN_S);
  const [captcha, setCaptcha] = useState<CaptchaInfo | null>(null);
  const [answer, setAnswer] = useState('');

  const refreshCaptcha = async () => {
    setAnswer('');
    setCaptcha(await fetchCaptcha().catch(() => null));
  };

  const press = async () => {
    try {
      await send(captcha ? { captcha: answer.trim(), key: captcha.key } : undefined);
      setCaptcha(null);
      setAnswer('');
      showNotice({ level: 'success', text: sentText });
      start();
    } catch (error) {
      if (!isApiError(error) || error.status !== 'BUSINESS') return;
      if (error.code === ResultCode.CAPTCHA_REQUIRED) await refreshCaptcha();
      showNotice({ level: 'warning', text: error.msg });
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
          placeholder="短信验证码"
          inputMode="numeric"
          maxLength={8}
          autoComplete="one-time-code"
          value={value}
          onChange={(e) => onChange?.(e.target.value.trim())}
        />
        <Button onClick={() => void press()} disabled={running || (captcha !== null && !answer)} loading={sending}>
          {running ? `${remaining}秒后重发` : '获取验证码'}
        </Button>
      </Space.Compact>
    </div>
  );
}
