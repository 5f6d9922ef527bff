import { createHmac, timingSafeEqual } from 'node:crypto';
import { formatYuan, parseYuan, type Fen } from 'shared-contracts';
import type { PaymentNotice, PaymentProvider } from '../payment';

/**
 * The sandbox payment gateway (the default): the QR code points at a cashier page the server serves at
 * `/pay/sandbox/<trade_no>`; paying there makes the gateway post a notification signed with HMAC-SHA256
 * under `secret` — the same verification path a real gateway's notification takes.
 */
export interface SandboxPayment extends PaymentProvider {
  /** The signed notification the sandbox gateway sends for a paid trade. */
  notification(notice: { tradeNo: string; amount: Fen; gatewayTradeNo: string }): Record<string, string>;
}

/** `k=v` pairs sorted by key, without `sign`, joined by `&` — the string that is signed. */
export function signingString(fields: Record<string, string>): string {
  return Object.keys(fields)
    .filter((key) => key !== 'sign' && fields[key] !== undefined && fields[key] !== '')
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('&');
}

export function createSandboxPayment(secret: string): SandboxPayment {
  const sign = (fields: Record<string, string>) => createHmac('sha256', secret).update(signingString(fields), 'utf8').digest('hex');

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
      return { ...fields, sign: sign(fields) };
    },

    async verifyNotification(fields): Promise<PaymentNotice | null> {
      const given = fields.sign;
      if (typeof given !== 'string' || !/^[0-9a-f]{64}$/.test(given)) return null;
      const expected = Buffer.from(sign(fields), 'hex');
      if (!timingSafeEqual(expected, Buffer.from(given, 'hex'))) return null;
      const amount = parseYuan(fields.total_amount ?? '');
      if (amount === null || !fields.out_trade_no || !fields.trade_no) return null;
      return { tradeNo: fields.out_trade_no, gatewayTradeNo: fields.trade_no, amount, paid: fields.trade_status === 'TRADE_SUCCESS' };
    },
  };
}
