import { randomBytes } from 'node:crypto';
import type { Fen } from 'shared-contracts';

/** One transfer to a payee's Alipay account: a withdrawal paid out (issue 22). */
export interface PayoutRequest {
  /**
   * The site's number for this transfer, stable for its withdrawal: the provider's idempotency key (Alipay's
   * out_biz_no) — the same number again is the same transfer, never a second one.
   */
  outBizNo: string;
  amount: Fen;
  /** The payee's Alipay logon id (a mobile or an email). */
  account: string;
  /** The name on that account; the provider refuses a transfer whose name does not match. */
  name: string;
  /** What the payee's bill shows, e.g. 推广佣金提现 */
  title: string;
}

/**
 * What a transfer came to. `paid`: the money left, with the provider's transfer id. `failed`: a final refusal
 * (no such payee, wrong name, account frozen …), with the reason in Chinese for the user — asking again
 * cannot help. Anything the provider may still do (an outage, a timeout, a transfer in progress, the
 * payer's balance short) is thrown instead: the caller asks again later with the same `outBizNo`.
 */
export type PayoutResult = { status: 'paid'; orderId: string } | { status: 'failed'; reason: string };

export interface PayoutProvider {
  readonly name: string;
  transfer(request: PayoutRequest): Promise<PayoutResult>;
}

/**
 * A withdrawal's transfer number, drawn once when it is approved and kept (withdrawals.payout_no): every
 * attempt for it asks with this number, and no other withdrawal ever has it — not even one that gets the same
 * id after a database is restored from a backup (0041). Letters and digits, as out_biz_no takes.
 */
export const newPayoutNo = (withdrawalId: number) => `W${String(withdrawalId).padStart(12, '0')}${randomBytes(5).toString('hex')}`;
