import { createSmsCodeField } from 'shared-kits/sms-code';
import { useLazySiteWithdrawCaptchaQuery, useSendSiteWithdrawSmsMutation } from '../api/site-earnings-api';

/** 短信验证码 for the 分站's withdrawal password: the code goes to the signed-in owner's own mobile. */
export const SmsCodeField = createSmsCodeField({
  useSend: useSendSiteWithdrawSmsMutation,
  useLazyCaptcha: useLazySiteWithdrawCaptchaQuery,
  sentText: '验证码已发送至您的手机，请注意查收',
});
