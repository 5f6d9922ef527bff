import { z } from 'zod';
import { CAPTCHA_MAX_LENGTH, PASSWORD_MAX, PASSWORD_MIN, SMS_CODE_LENGTH, UserType } from '../constants';
import { safeString } from './safe-text';

/**
 * SPEC §5 account rules with the spec's Chinese messages. One source for the login modal
 * (via `zodRule`) and for the server's request schemas.
 */
import { AccountMessages, MOBILE_RE } from './account-text';

export * from './account-text';

const required = (message: string) => safeString({ error: message }).trim().min(1, { error: message });

export const mobileSchema = required(AccountMessages.mobileRequired).regex(MOBILE_RE, {
  error: AccountMessages.mobileInvalid,
});

export const smsCodeSchema = required(AccountMessages.smsCodeRequired).length(SMS_CODE_LENGTH, {
  error: AccountMessages.smsCodeInvalid,
});

const passwordWith = (emptyMessage: string) =>
  safeString({ error: emptyMessage })
    .min(1, { error: emptyMessage })
    .min(PASSWORD_MIN, { error: AccountMessages.passwordInvalid })
    .max(PASSWORD_MAX, { error: AccountMessages.passwordInvalid });

/** Login password: required; length is not re-checked at login so old passwords keep working. */
export const loginPasswordSchema = required(AccountMessages.passwordRequired).max(64, {
  error: AccountMessages.passwordInvalid,
});
export const registerPasswordSchema = passwordWith(AccountMessages.registerPasswordRequired);
export const oldPasswordSchema = required(AccountMessages.oldPasswordRequired).max(64, {
  error: AccountMessages.passwordInvalid,
});
export const newPasswordSchema = passwordWith(AccountMessages.newPasswordRequired);

export const captchaSchema = required(AccountMessages.captchaRequired).max(CAPTCHA_MAX_LENGTH, {
  error: AccountMessages.captchaInvalid,
});
const captchaKeySchema = safeString().max(64);
const userTypeSchema = z.union([z.literal(UserType.ORDINARY), z.literal(UserType.SUPPLIER)]);

/** POST /api/login */
export const loginBody = z.object({
  mobile: mobileSchema,
  password: loginPasswordSchema,
  captcha: safeString().max(CAPTCHA_MAX_LENGTH).optional(),
  key: captchaKeySchema.optional(),
  type: userTypeSchema.optional(),
});

/** POST /api/sms-login */
export const smsLoginBody = z.object({
  mobile: mobileSchema,
  sms_code: smsCodeSchema,
  type: userTypeSchema.optional(),
  /** only when code 80 asked for them (issue 35) */
  captcha: safeString().max(CAPTCHA_MAX_LENGTH).optional(),
  key: captchaKeySchema.optional(),
});

/** POST /api/register (referral travels as the `referral` query parameter, SPEC §7). */
export const registerBody = z.object({
  mobile: mobileSchema,
  password: registerPasswordSchema,
  sms_code: smsCodeSchema,
  type: userTypeSchema.optional(),
  /** only when code 80 asked for them (issue 35) */
  captcha: safeString().max(CAPTCHA_MAX_LENGTH).optional(),
  key: captchaKeySchema.optional(),
});
export const registerQuery = z.object({
  referral: safeString().trim().max(32).regex(/^[\w-]*$/).optional(),
});

/** POST /api/find-password */
export const findPasswordBody = z.object({
  mobile: mobileSchema,
  password: registerPasswordSchema,
  sms_code: smsCodeSchema,
});

/** PUT /api/user/password */
export const changePasswordBody = z.object({
  old_password: oldPasswordSchema,
  password: newPasswordSchema,
});

/** POST /api/common/sms/{register|login|find-password}: captcha and key only when code 80 asked for them. */
export const sendSmsBody = z.object({
  mobile: mobileSchema,
  captcha: safeString().max(CAPTCHA_MAX_LENGTH).optional(),
  key: captchaKeySchema.optional(),
});

export type LoginBody = z.infer<typeof loginBody>;
export type SmsLoginBody = z.infer<typeof smsLoginBody>;
export type RegisterBody = z.infer<typeof registerBody>;
export type FindPasswordBody = z.infer<typeof findPasswordBody>;
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;
export type SendSmsBody = z.infer<typeof sendSmsBody>;

/** First error message of a schema for a value, or null when valid: the bridge to form rules. */
export function firstError(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value ?? '');
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}
