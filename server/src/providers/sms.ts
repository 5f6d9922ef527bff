import type { SmsOutboxRepository } from '../repositories/sms-outbox';

/**
 * Why a code is sent: each has its own approved template at a real SMS service. `site-opened` (issue 32) carries a
 * 分站 owner's one-time console password instead of a verification code. Issue 33's notices to suppliers carry
 * in `code`: `supplier-created` the one-time password of an account made in the console, `supplier-approved` the
 * 供货店铺's name, `supplier-rejected` the reason.
 */
export type SmsScene = 'register' | 'login' | 'find-password' | 'withdrawal-password' | 'site-opened' | 'supplier-created' | 'supplier-approved' | 'supplier-rejected';

/** A verification-code message: real services send a template (one per scene) with the code as its parameter. */
export interface SmsMessage {
  scene: SmsScene;
  code: string;
}

/**
 * Sends one verification-code message. Real providers plug in by name (SMS_PROVIDER, providers/index.ts);
 * the sandbox is the default. A temporary failure (network, outage, throttling) is thrown as an error and
 * the 'sms-send' job retries it; a final refusal (a bad number, a limit, an unapproved template) is thrown
 * as SmsRefusedError and is not retried.
 */
export interface SmsProvider {
  readonly name: string;
  send(mobile: string, message: SmsMessage): Promise<void>;
}

/** The SMS service refused the message for good (retrying cannot help); `message` is Chinese, safe to show and log. */
export class SmsRefusedError extends Error {
  constructor(
    message: string,
    /** The service's own code (e.g. isv.MOBILE_NUMBER_ILLEGAL), for the log. */
    readonly providerCode: string,
  ) {
    super(message);
    this.name = 'SmsRefusedError';
  }
}

/** Writes messages to the sms_outbox table, readable at the dev-only GET /api/dev/sms-outbox. */
export function createSandboxSms(outbox: SmsOutboxRepository, now: () => Date): SmsProvider {
  return {
    name: 'sandbox',
    async send(mobile, { scene, code }) {
      await outbox.add({ mobile, text: smsText(scene, code), created_at: now() });
    },
  };
}

export function smsCodeText(code: string): string {
  return `【礼品代发商城】您的验证码是${code}，5分钟内有效。请勿泄露给他人。`;
}

/** What the sandbox writes for a scene (a real service sends its template with `code`). */
export function smsText(scene: SmsScene, code: string): string {
  if (scene === 'site-opened') return siteOpenedText(code);
  if (scene === 'supplier-created') return supplierCreatedText(code);
  if (scene === 'supplier-approved') return supplierApprovedText(code);
  if (scene === 'supplier-rejected') return supplierRejectedText(code);
  return smsCodeText(code);
}

/** A supplier account made in the console (issue 33): `${code}` the one-time password. */
export function supplierCreatedText(password: string): string {
  return `【礼品代发商城】平台已为您开通供应商账号。请在登录时选择「供应商」，用本手机号和一次性密码${password}登录，首次登录须修改密码。`;
}

/** A 供应商入驻 approved (issue 33): `${code}` the 供货店铺's name. */
export function supplierApprovedText(shopName: string): string {
  return `【礼品代发商城】您的供应商入驻申请已审核通过（供货店铺：${shopName}）。请在登录时选择「供应商」，用申请时的手机号和密码登录。`;
}

/** A 供应商入驻 rejected (issue 33): `${code}` the reason. */
export function supplierRejectedText(reason: string): string {
  return `【礼品代发商城】很抱歉，您的供应商入驻申请未通过审核，原因：${reason}。如有疑问请联系平台客服。`;
}

/** The 分站 owner's message when 开通 made their console (the approved template's text, `${code}` the one-time password). */
export function siteOpenedText(password: string): string {
  return `【礼品代发商城】您申请的分站已开通。请用本手机号和一次性密码${password}登录分站后台（您的分站域名/admin），首次登录须修改密码并绑定动态验证码。`;
}
