import { useState } from 'react';
import { AccountMessages, Messages, ResultCode, SEND_CODE_COUNTDOWN_S, type SmsScene } from 'shared-contracts';
import { captchaSchema, firstError } from 'shared-contracts/rules';
import { isApiError, useCountdown } from 'shared-contracts/app';
import { Button, Modal, showNotice } from 'shared-contracts/ui';
import { Form } from 'shared-contracts/ui/more';
import { useSendSmsCodeMutation } from '../api/send-sms-code';
import { useCaptcha } from '../hooks/use-captcha';
import { ErrorText, Hint } from './auth-styles';
import { CaptchaField } from './captcha-field';

export interface SendCodeButtonProps {
  scene: SmsScene;
  /** The form field holding the mobile number. */
  mobileField?: string;
}

/**
 * 获取验证码: validates the mobile first, sends the SMS code for `scene`, then counts down 60 s (SPEC §4, §9).
 * Code 80 asks for an image captcha first (a small dialog), and the send is retried with captcha + key.
 * Must sit inside the antd Form that holds the mobile field.
 */
export function SendCodeButton({ scene, mobileField = 'mobile' }: SendCodeButtonProps) {
  const form = Form.useFormInstance();
  const [sendSmsCode, { isLoading }] = useSendSmsCodeMutation();
  const { remaining, running, start } = useCountdown(SEND_CODE_COUNTDOWN_S);
  const { captcha, refresh, loading: captchaLoading } = useCaptcha();
  const [captchaOpen, setCaptchaOpen] = useState(false);
  const [answer, setAnswer] = useState('');
  const [captchaError, setCaptchaError] = useState<string | null>(null);

  const closeCaptcha = () => {
    setCaptchaOpen(false);
    setAnswer('');
    setCaptchaError(null);
  };

  const send = async (withCaptcha?: { captcha: string; key: string }) => {
    let mobile: string;
    try {
      const values = await form.validateFields([mobileField]);
      mobile = String(values[mobileField]).trim();
    } catch {
      closeCaptcha();
      return; // the mobile field shows why
    }
    try {
      await sendSmsCode({ scene, mobile, ...withCaptcha }).unwrap();
      closeCaptcha();
      // find-password: the server answers the same for any number, and so does this
      showNotice({ level: 'success', text: scene === 'find-password' ? Messages.findPasswordCodeSent : Messages.codeSent });
      start();
    } catch (error) {
      // transport failures (network, timeout, 5xx) were already reported by the base query
      if (!isApiError(error) || error.status !== 'BUSINESS') return;
      if (error.code === ResultCode.CAPTCHA_REQUIRED) {
        setAnswer('');
        setCaptchaError(withCaptcha ? error.msg || AccountMessages.captchaInvalid : null);
        setCaptchaOpen(true);
        await refresh();
        return;
      }
      closeCaptcha();
      showNotice({ level: 'warning', text: error.msg });
    }
  };

  const submitCaptcha = (value: string) => {
    const problem = firstError(captchaSchema, value);
    if (problem) {
      setCaptchaError(problem);
      return;
    }
    if (!captcha) {
      setCaptchaError(AccountMessages.captchaKeyRequired);
      return;
    }
    void send({ captcha: value.trim(), key: captcha.key });
  };

  return (
    <>
      <Button size="large" onClick={() => void send()} disabled={running} loading={isLoading && !captchaOpen}>
        {running ? `${remaining}秒后重发` : '获取验证码'}
      </Button>
      <Modal
        open={captchaOpen}
        title="安全验证"
        width={360}
        centered
        footer={null}
        destroyOnHidden
        mask={{ closable: false }}
        onCancel={closeCaptcha}
      >
        <Hint style={{ marginBottom: 12 }}>为保障账户安全，请先输入图形验证码</Hint>
        <CaptchaField
          captcha={captcha}
          loading={captchaLoading}
          onRefresh={() => void refresh()}
          value={answer}
          onChange={(value) => {
            setAnswer(value);
            setCaptchaError(null);
          }}
          onComplete={submitCaptcha}
          status={captchaError ? 'error' : undefined}
          autoFocus
        />
        {captchaError && <ErrorText role="alert">{captchaError}</ErrorText>}
        <Button
          type="primary"
          size="large"
          block
         
          loading={isLoading}
          onClick={() => submitCaptcha(answer)}
          style={{ marginTop: 16 }}
        >
          确定
        </Button>
      </Modal>
    </>
  );
}
