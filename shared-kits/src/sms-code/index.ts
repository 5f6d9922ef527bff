/**
 * shared-kits/sms-code: 短信验证码 with 获取验证码 for a code to the signed-in account's own mobile (image
 * captcha when asked, 60 s countdown) — a member's withdrawal password (remote-usercenter's 推广) and a 分站
 * owner's (remote-admin's 收益与提现); each binds its own send and captcha calls with createSmsCodeField, and both
 * set the password with WithdrawPasswordFields.
 * A shared module loaded only by the pages that use it: never part of the first visit to `/`.
 */
export { SmsCodeInput, type SmsCodeInputProps, type SmsCaptchaAnswer } from './sms-code-input';
export { createSmsCodeField, type SmsCodeCalls } from './sms-code-field';
export { WithdrawPasswordFields, WithdrawPasswordInput } from './withdraw-password';
