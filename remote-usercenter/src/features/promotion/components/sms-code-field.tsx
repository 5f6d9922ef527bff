import { SmsCodeInput } from 'shared-kits/sms-code';
import { useLazyWithdrawCaptchaQuery, useSendWithdrawSmsMutation } from '../api/withdraw';

interface SmsCodeFieldProps {
  /** Injected by Form.Item */
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
}

/** 短信验证码 for the withdrawal password: the code goes to the user's own registered mobile. */
export function SmsCodeField(props: SmsCodeFieldProps) {
  const [send, { isLoading }] = useSendWithdrawSmsMutation();
  const [fetchCaptcha] = useLazyWithdrawCaptchaQuery();
  return (
    <SmsCodeInput
      {...props}
      send={(captcha) => send(captcha).unwrap()}
      sending={isLoading}
      captcha={() => fetchCaptcha().unwrap()}
      sentText="验证码已发送至您的注册手机"
    />
  );
}
