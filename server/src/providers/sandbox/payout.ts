import type { PayoutProvider, PayoutResult } from '../payout';

/** What the sandbox keeps of its transfers (repositories/sandbox-payouts.ts): a real provider keeps this itself. */
export interface SandboxPayouts {
  /** Records the first result for `outBizNo` and answers whichever was recorded first. */
  record(transfer: { outBizNo: string; amountFen: number; account: string; name: string; result: PayoutResult; at: Date }): Promise<PayoutResult>;
}

/** Why the sandbox refuses an account with `fail` in it (a final refusal, as a real payee mismatch is). */
export const SANDBOX_PAYOUT_REFUSAL = '收款账户不存在或姓名不匹配（沙箱）';

/**
 * The sandbox payout provider (the default, PAYOUT_PROVIDER=sandbox): pays every transfer at once, except to
 * an account containing `fail`, which it refuses for good — so both ends of a withdrawal can be tried by
 * hand. Idempotent by out_biz_no, as Alipay is: the same number again answers the first result.
 */
export function createSandboxPayout(transfers: SandboxPayouts, now: () => Date): PayoutProvider {
  return {
    name: 'sandbox',
    async transfer(request) {
      const result: PayoutResult = request.account.includes('fail')
        ? { status: 'failed', reason: SANDBOX_PAYOUT_REFUSAL }
        : { status: 'paid', orderId: `SANDBOX${request.outBizNo}` };
      return transfers.record({ outBizNo: request.outBizNo, amountFen: request.amount, account: request.account, name: request.name, result, at: now() });
    },
  };
}
