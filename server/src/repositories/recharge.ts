import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Top-up settings, bonuses and orders. */
export function rechargeRepository(db: Kysely<Database>) {
  return {
    settings() {
      return db.selectFrom('recharge_settings').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
    },

    welfare() {
      return db.selectFrom('recharge_welfare').selectAll().orderBy('amount_fen').execute();
    },

    async createOrder(order: { trade_no: string; user_id: number; channel: number; provider: string; amount_fen: number; created_at: Date }): Promise<void> {
      await db.insertInto('recharge_orders').values(order).execute();
    },

    /** The caller's own order, or undefined (another user's order is as good as unknown). */
    findOwn(userId: number, tradeNo: string) {
      return db.selectFrom('recharge_orders').selectAll().where('trade_no', '=', tradeNo).where('user_id', '=', userId).executeTakeFirst();
    },

    /** The order, locked until the transaction ends (a notification's first step). */
    lockOrder(tradeNo: string) {
      return db.selectFrom('recharge_orders').selectAll().where('trade_no', '=', tradeNo).forUpdate().executeTakeFirst();
    },

    /** pending → closed (the gateway closed it unpaid); false when it was no longer pending. */
    async markClosed(tradeNo: string): Promise<boolean> {
      const row = await db.updateTable('recharge_orders').set({ status: 'closed' }).where('trade_no', '=', tradeNo).where('status', '=', 'pending').returning('trade_no').executeTakeFirst();
      return row !== undefined;
    },

    /** Pending top-ups created before `before`, oldest first (the query-and-close sweep). */
    pendingBefore(before: Date, limit: number) {
      return db.selectFrom('recharge_orders').selectAll().where('status', '=', 'pending').where('created_at', '<', before).orderBy('created_at').limit(limit).execute();
    },

    /** Top-ups of one gateway credited in [start, end) (对账: ours against its bill). */
    paidBetween(provider: string, start: Date, end: Date) {
      return db.selectFrom('recharge_orders').selectAll().where('status', '=', 'paid').where('provider', '=', provider).where('paid_at', '>=', start).where('paid_at', '<', end).execute();
    },

    /** The top-ups with these trade numbers. */
    byTradeNos(tradeNos: string[]) {
      if (!tradeNos.length) return Promise.resolve([]);
      return db.selectFrom('recharge_orders').selectAll().where('trade_no', 'in', tradeNos).execute();
    },

    find(tradeNo: string) {
      return db.selectFrom('recharge_orders').selectAll().where('trade_no', '=', tradeNo).executeTakeFirst();
    },

    /**
     * pending → paid, once; also closed → paid (we closed it while the buyer was paying, and the gateway took the
     * money): false when it was paid already (a replayed or late notification, a second 补单).
     */
    async markPaid(tradeNo: string, change: { gateway_trade_no: string; bonus_fen: number; paid_at: Date }): Promise<boolean> {
      const row = await db
        .updateTable('recharge_orders')
        .set({ status: 'paid', ...change })
        .where('trade_no', '=', tradeNo)
        .where('status', 'in', ['pending', 'closed'])
        .returning('trade_no')
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type RechargeRepository = ReturnType<typeof rechargeRepository>;
