import { createHmac, timingSafeEqual } from 'node:crypto';
import { formatYuan, parseYuan, type Fen } from 'shared-contracts';
import { parseChinaTime } from 'shared-contracts/china-time';
import type { BillRow, PaymentNotice, PaymentProvider, TradeState } from '../payment';

/** One payment the sandbox gateway took. */
export interface SandboxPaymentRecord {
  tradeNo: string;
  gatewayTradeNo: string;
  channel: number;
  amount: Fen;
  paidAt: Date;
}

/** The sandbox gateway's own books (repositories/sandbox-payments.ts, table sandbox_payments). */
export interface SandboxPayments {
  /** Records a payment once (a second record of the trade keeps the first); the payment as recorded. */
  record(payment: SandboxPaymentRecord): Promise<SandboxPaymentRecord>;
  find(tradeNo: string): Promise<SandboxPaymentRecord | undefined>;
  /** The payments taken in [start, end). */
  between(start: Date, end: Date): Promise<SandboxPaymentRecord[]>;
}

/**
 * The sandbox payment gateway (the default): the QR code points at a cashier page the server serves at
 * `/pay/sandbox/<trade_no>`; paying there makes the gateway post a notification — the same verification
 * path a real gateway's notification takes. It signs the body as it sends it: the form body is
 * `<fields>&sign=<hex>`, where the HMAC-SHA256 under `secret` covers every byte before `&sign=`, and the
 * fields are read only from those bytes once they verify. A body with the same fields written otherwise
 * (re-ordered, re-encoded) is not what was signed, and is refused.
 */
export interface SandboxPayment extends PaymentProvider {
  /** What it took (the cashier records a payment here before its notification is sent). */
  books: SandboxPayments;
  /**
   * The fields of the notification the sandbox gateway sends for a paid trade, in the order it writes
   * them, `sign` last: `new URLSearchParams(fields).toString()` is the body it posts.
   */
  notification(notice: { tradeNo: string; amount: Fen; gatewayTradeNo: string }): Record<string, string>;
}

/** Books kept in memory (tests and benches that never read them back from the database). */
export function memoryBooks(): SandboxPayments {
  const rows = new Map<string, SandboxPaymentRecord>();
  return {
    async record(payment) {
      if (!rows.has(payment.tradeNo)) rows.set(payment.tradeNo, payment);
      return rows.get(payment.tradeNo)!;
    },
    find: async (tradeNo) => rows.get(tradeNo),
    between: async (start, end) => [...rows.values()].filter((p) => p.paidAt >= start && p.paidAt < end),
  };
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

/**
 * The sandbox gateway offers both channels the real ones do (支付宝 1, 微信支付 2): either QR code opens its cashier.
 * It keeps what it took in `books`, so a query, a close and a day's bill are answered from its own records as a
 * real gateway's are — and 对账 can find a payment whose notification never arrived.
 */
export function createSandboxPayment(secret: string, books: SandboxPayments): SandboxPayment {
  const signatureOf = (bytes: Buffer) => createHmac('sha256', secret).update(bytes).digest();

  return {
    name: 'sandbox',
    channels: [
      { channel: 1, name: '支付宝' },
      { channel: 2, name: '微信支付' },
    ],
    books,

    answer: (accepted) => ({ status: accepted ? 200 : 400, contentType: 'text/plain; charset=utf-8', body: accepted ? 'success' : 'fail' }),

    async query(tradeNo): Promise<TradeState> {
      const paid = await books.find(tradeNo);
      // a trade it never took is still waiting for the buyer (its cashier refuses a closed top-up)
      return paid ? { tradeNo, gatewayTradeNo: paid.gatewayTradeNo, amount: paid.amount, state: 'paid' } : { tradeNo, gatewayTradeNo: '', amount: 0 as Fen, state: 'pending' };
    },

    async close(tradeNo) {
      if (await books.find(tradeNo)) throw new Error(`沙箱支付：交易 ${tradeNo} 已支付，不能关闭`);
    },

    async bill(date): Promise<BillRow[]> {
      const start = parseChinaTime(date);
      if (!start) throw new Error(`账单日期不正确：${date}`);
      const end = new Date(start.getTime() + 86_400_000);
      return (await books.between(start, end)).map((p) => ({ tradeNo: p.tradeNo, gatewayTradeNo: p.gatewayTradeNo, amount: p.amount, paidAt: p.paidAt }));
    },

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
