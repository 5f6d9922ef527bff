import type { SmsOutboxRepository } from '../repositories/sms-outbox';

/** Sends one text message. Real providers plug in by name (SMS_PROVIDER, providers/index.ts); the sandbox is the default. */
export interface SmsProvider {
  readonly name: string;
  send(mobile: string, text: string): Promise<void>;
}

/** Writes messages to the sms_outbox table, readable at the dev-only GET /api/dev/sms-outbox. */
export function createSandboxSms(outbox: SmsOutboxRepository, now: () => Date): SmsProvider {
  return {
    name: 'sandbox',
    async send(mobile, text) {
      await outbox.add({ mobile, text, created_at: now() });
    },
  };
}

export function smsCodeText(code: string): string {
  return `【礼品代发商城】您的验证码是${code}，5分钟内有效。请勿泄露给他人。`;
}
