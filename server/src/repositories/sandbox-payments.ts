import type { Kysely } from 'kysely';
import { fen } from 'shared-contracts';
import type { Database } from '../db/schema';
import type { SandboxPaymentRecord, SandboxPayments } from '../providers/sandbox/payment';

const recordOf = (row: Database['sandbox_payments']): SandboxPaymentRecord => ({
  tradeNo: row.trade_no,
  gatewayTradeNo: row.gateway_trade_no,
  channel: row.channel,
  amount: fen(Number(row.amount_fen)),
  paidAt: row.paid_at,
});

/** The sandbox payment gateway's books (0046), one row per trade it took. */
export function sandboxPaymentsRepository(db: Kysely<Database>): SandboxPayments {
  const find = async (tradeNo: string) => {
    const row = await db.selectFrom('sandbox_payments').selectAll().where('trade_no', '=', tradeNo).executeTakeFirst();
    return row ? recordOf(row) : undefined;
  };
  return {
    async record(payment) {
      await db
        .insertInto('sandbox_payments')
        .values({ trade_no: payment.tradeNo, gateway_trade_no: payment.gatewayTradeNo, channel: payment.channel, amount_fen: payment.amount, paid_at: payment.paidAt })
        .onConflict((oc) => oc.column('trade_no').doNothing())
        .execute();
      return (await find(payment.tradeNo))!;
    },
    find,
    async between(start, end) {
      const rows = await db.selectFrom('sandbox_payments').selectAll().where('paid_at', '>=', start).where('paid_at', '<', end).orderBy('paid_at').execute();
      return rows.map(recordOf);
    },
  };
}
