import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { SandboxPayouts } from '../providers/sandbox/payout';

/** The sandbox payout provider's transfers (0034), one per out_biz_no. */
export function sandboxPayoutsRepository(db: Kysely<Database>): SandboxPayouts {
  return {
    async record({ outBizNo, amountFen, account, name, result, at }) {
      await db
        .insertInto('sandbox_payouts')
        .values({
          out_biz_no: outBizNo,
          amount_fen: amountFen,
          account,
          name,
          status: result.status,
          order_id: result.status === 'paid' ? result.orderId : null,
          reason: result.status === 'failed' ? result.reason : null,
          created_at: at,
        })
        .onConflict((oc) => oc.column('out_biz_no').doNothing())
        .execute();
      const first = await db.selectFrom('sandbox_payouts').select(['status', 'order_id', 'reason']).where('out_biz_no', '=', outBizNo).executeTakeFirstOrThrow();
      return first.status === 'paid' ? { status: 'paid', orderId: first.order_id ?? '' } : { status: 'failed', reason: first.reason ?? '' };
    },
  };
}
