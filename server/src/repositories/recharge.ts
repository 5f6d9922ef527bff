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

    find(tradeNo: string) {
      return db.selectFrom('recharge_orders').selectAll().where('trade_no', '=', tradeNo).executeTakeFirst();
    },

    /** pending → paid, once: false when it was not pending (a replayed or late notification). */
    async markPaid(tradeNo: string, change: { gateway_trade_no: string; bonus_fen: number; paid_at: Date }): Promise<boolean> {
      const row = await db
        .updateTable('recharge_orders')
        .set({ status: 'paid', ...change })
        .where('trade_no', '=', tradeNo)
        .where('status', '=', 'pending')
        .returning('trade_no')
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type RechargeRepository = ReturnType<typeof rechargeRepository>;
