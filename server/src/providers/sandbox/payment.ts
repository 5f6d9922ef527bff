import { createHmac, timingSafeEqual } from 'node:crypto';
import { formatYuan, parseYuan, type Fen } from 'shared-contracts';
import type { PaymentNotice, PaymentProvider } from '../payment';

/**
 * The sandbox payment gateway (the default): the QR code points at a cashier page the server serves at
 * `/pay/sandbox/<trade_no>`; paying there makes the gateway post a notification — the same verification
 * path a real gateway's notification takes. It signs the body as it sends it: the form body is
 * `<fields>&sign=<hex>`, where the HMAC-SHA256 under `secret` covers every byte before `&sign=`, and the
 * fields are read only from those bytes once they verify. A body with the same fields written otherwise
 * (re-ordered, re-encoded) is not what was signed, and is refused.
 */
export interface SandboxPayment extends PaymentProvider {
  /**
   * The fields of the notification the sandbox gateway sends for a paid trade, in the order it writes
   * them, `sign` last: `new URLSearchParams(fields).toString()` is the body it posts.
   */
  notification(notice: { tradeNo: string; amount: Fen; gatewayTradeNo: string }): Record<string, string>;
}

/** What ends a signed body: the signature, the last field. */
const SIGN_FIELD = '&sign=';
const SIGNATURE = /^[0-9a-f]{64}$/;

/** The fields of a signed form body, or null when a field is repeated or claims to be the signature. */
function fieldsOf(signed: Buffer): Record<string, string> | null {
  const fields: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(signed.toString('utf8'))) {
    if (key === 'sign' || Object.hasOwn(fields, key)) return null;
    fields[key] = value;
  }
  return fields;
}

export function createSandboxPayment(secret: string): SandboxPayment {
  const signatureOf = (bytes: Buffer) => createHmac('sha256', secret).update(bytes).digest();

  return {
    name: 'sandbox',
    channels: [{ channel: 1, name: '沙箱支付' }],
    acknowledgement: 'success',

    async createPayment(request) {
      return { type: 'qrcode', data: new URL(`/pay/sandbox/${encodeURIComponent(request.tradeNo)}`, request.siteUrl).href };
    },

    notification({ tradeNo, amount, gatewayTradeNo }) {
      const fields: Record<string, string> = {
        out_trade_no: tradeNo,
        trade_no: gatewayTradeNo,
        total_amount: formatYuan(amount),
        trade_status: 'TRADE_SUCCESS',
        sign_type: 'HMAC-SHA256',
      };
      return { ...fields, sign: signatureOf(Buffer.from(new URLSearchParams(fields).toString(), 'utf8')).toString('hex') };
    },

    async verifyNotification({ rawBody }): Promise<PaymentNotice | null> {
      const at = rawBody.lastIndexOf(SIGN_FIELD);
      if (at <= 0) return null;
      const given = rawBody.subarray(at + SIGN_FIELD.length).toString('latin1');
      if (!SIGNATURE.test(given)) return null;
      const signed = rawBody.subarray(0, at);
      if (!timingSafeEqual(signatureOf(signed), Buffer.from(given, 'hex'))) return null;
      // verified: from here on, only what was signed is read
      const fields = fieldsOf(signed);
      if (!fields) return null;
      const amount = parseYuan(fields.total_amount ?? '');
      if (amount === null || !fields.out_trade_no || !fields.trade_no) return null;
      return { tradeNo: fields.out_trade_no, gatewayTradeNo: fields.trade_no, amount, paid: fields.trade_status === 'TRADE_SUCCESS' };
    },
  };
}
