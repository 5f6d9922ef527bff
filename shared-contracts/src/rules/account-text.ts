/**
 * The zod-free part of SPEC §5's account rules: messages, the mobile pattern, SMS scenes, the confirm
 * check. Exported from the package root; the schemas (zod) are in shared-contracts/rules, so a page
 * that needs no form does not download zod.
 */
export const MOBILE_RE = /^1[3-9]\d{9}$/;

export const AccountMessages = {
  mobileRequired: '手机号不能为空',
  mobileInvalid: '请输入正确的手机号',
  smsCodeRequired: '验证码不能为空',
  smsCodeInvalid: '请输入6位验证码',
  passwordRequired: '请输入密码',
  registerPasswordRequired: '注册密码不能为空',
  passwordInvalid: '请输入6-20位密码',
  confirmRequired: '请再次输入密码',
  confirmInvalid: '请输入正确的密码',
  oldPasswordRequired: '请输入原密码',
  newPasswordRequired: '请输入新密码',
  captchaRequired: '请输入图形验证码',
  captchaInvalid: '图形验证码不正确',
  captchaKeyRequired: '请先获取图形验证码',
} as const;

export const SMS_SCENES = ['register', 'login', 'find-password'] as const;
export type SmsScene = (typeof SMS_SCENES)[number];

/** Confirm password: required and equal to the password (SPEC §5). */
export function checkConfirmPassword(password: string | undefined, confirm: string | undefined): string | null {
  if (!confirm) return AccountMessages.confirmRequired;
  if (confirm !== password) return AccountMessages.confirmInvalid;
  return null;
}
