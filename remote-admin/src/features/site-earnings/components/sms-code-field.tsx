import { SmsCodeInput } from 'shared-kits/sms-code';
import { useLazySiteWithdrawCaptchaQuery, useSendSiteWithdrawSmsMutation } from '../api/site-earnings-api';

interface SmsCodeFieldProps {
  /** Injected by Form.Item */
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
}

/** 短信验证码 for the 分站's withdrawal password: the code goes to the signed-in owner's own mobile. */
export function SmsCodeField(props: SmsCodeFieldProps) {
  const [send, { isLoading }] = useSendSiteWithdrawSmsMutation();
  const [fetchCaptcha] = useLazySiteWithdrawCaptchaQuery();
  return (
    <SmsCodeInput
      {...props}
      send={(captcha) => send(captcha).unwrap()}
      sending={isLoading}
      captcha={() => fetchCaptcha().unwrap()}
      sentText="验证码已发送至您的手机，请注意查收"
    />
  );
}
