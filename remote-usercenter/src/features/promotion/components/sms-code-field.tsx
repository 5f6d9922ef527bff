import { createSmsCodeField } from 'shared-kits/sms-code';
import { useLazyWithdrawCaptchaQuery, useSendWithdrawSmsMutation } from '../api/withdraw';

/** 短信验证码 for the withdrawal password: the code goes to the user's own registered mobile. */
export const SmsCodeField = createSmsCodeField({
  useSend: useSendWithdrawSmsMutation,
  useLazyCaptcha: useLazyWithdrawCaptchaQuery,
  sentText: '验证码已发送至您的注册手机',
});
