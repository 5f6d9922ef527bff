import type { CaptchaInfo } from 'shared-contracts';
import { SmsCodeInput, type SmsCaptchaAnswer, type SmsCodeInputProps } from './sms-code-input';

/** A remote's own calls for the code: its RTK Query hooks (send the code; a fresh image captcha) and its notice. */
export interface SmsCodeCalls {
  useSend: () => readonly [(captcha: SmsCaptchaAnswer | void) => { unwrap(): Promise<unknown> }, { isLoading: boolean }];
  useLazyCaptcha: () => readonly [() => { unwrap(): Promise<CaptchaInfo> }, ...unknown[]];
  /** the notice once sent */
  sentText: string;
}

/** The form field (value and onChange injected by Form.Item) of SmsCodeInput bound to a remote's calls. */
export function createSmsCodeField({ useSend, useLazyCaptcha, sentText }: SmsCodeCalls) {
  return function SmsCodeField(props: Pick<SmsCodeInputProps, 'id' | 'value' | 'onChange'>) {
    const [send, { isLoading }] = useSend();
    const [fetchCaptcha] = useLazyCaptcha();
    return (
      <SmsCodeInput {...props} send={(captcha) => send(captcha).unwrap()} sending={isLoading} captcha={() => fetchCaptcha().unwrap()} sentText={sentText} />
    );
  };
}
