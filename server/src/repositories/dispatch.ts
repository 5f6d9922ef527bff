import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Parcels numbered in one statement at most this many at a time (as repositories/orders.ts inserts them). */
const CHUNK = 1000;

/**
 * The dispatch's statements (services/ordering/dispatch.ts): the parcels waiting for a waybill, numbering them
 * with their supplier shop and supply price, a courier's or a supplier's refusal, the order's refund and its
 * settling, and the sweep of orders still waiting.
 */
export function dispatchRepository(db: Kysely<Database>) {
  return {
    /** Parcels of the order still waiting for a waybill number, with what the courier needs. */
    waitingParcels(orderId: number) {
      return db
        .selectFrom('parcels')
        .innerJoin('orders', 'orders.id', 'parcels.order_id')
        .innerJoin('goods', 'goods.id', 'orders.goods_id')
        .select([
          'parcels.id',
          'parcels.parcel_sn',
          'parcels.rec_name',
          'parcels.rec_mobile',
          'parcels.rec_province',
          'parcels.rec_city',
          'parcels.rec_district',
          'parcels.rec_address',
          'orders.courier_id',
          'orders.goods_num',
          'goods.weight_g',
        ])
        .where('parcels.order_id', '=', orderId)
        .where('parcels.status', '=', 2)
        .orderBy('parcels.line')
        .execute();
    },

    /**
     * Gives waiting parcels their waybill numbers (status 3), with the supplier shop that ships them and its supply
     * price for the parcel's pieces (issue 33); a parcel settled meanwhile is left alone. Answers the parcels numbered now.
     */
    async markDispatched(numbered: { id: number; waybillCode: string }[], at: Date): Promise<{ id: number; parcel_sn: string; shop_id: number | null; supply_fen: number | null }[]> {
      const done: { id: number; parcel_sn: string; shop_id: number | null; supply_fen: number | null }[] = [];
      for (let i = 0; i < numbered.length; i += CHUNK) {
        const values = sql.join(numbered.slice(i, i + CHUNK).map((p) => sql`(${p.id}::bigint, ${p.waybillCode}::varchar)`));
        const { rows } = await sql<{ id: number; parcel_sn: string; shop_id: number | null; supply_fen: number | null }>`
          update parcels set status = 3, waybill_code = v.code, dispatched_at = ${at}, shop_id = g.shop_id, supply_fen = g.supply_price_fen * o.goods_num
          from (values ${values}) as v(id, code), orders o, goods g
          where parcels.id = v.id and parcels.status = 2 and o.id = parcels.order_id and g.id = o.goods_id
          returning parcels.id, parcels.parcel_sn, parcels.shop_id, parcels.supply_fen`.execute(db);
        done.push(...rows);
      }
      return done;
    },

    /**
     * Marks a parcel refused (status 4): a waiting one (the courier refused it), or — given the supplier shop — one
     * numbered for that shop it has not shipped (无法发货). What it cost and who paid, or undefined if it was neither.
     */
    refuse(parcelId: number, reason: string, shopId?: number) {
      let query = db
        .updateTable('parcels')
        .set({ status: 4, error: reason.slice(0, 255) })
        .where('id', '=', parcelId);
      query = shopId === undefined ? query.where('status', '=', 2) : query.where('status', '=', 3).where('shop_id', '=', shopId).where('shipped_at', 'is', null);
      return query.returning(['parcel_sn', 'price_fen', 'user_id', 'order_id', 'site_commission_fen', 'site_margin_fen', 'shop_id', 'supply_fen']).executeTakeFirst();
    },

    async addRefund(orderId: number, amountFen: number): Promise<{ goods_id: number; goods_num: number; order_sn: string }> {
      return db
        .updateTable('orders')
        .set((eb) => ({ refund_fen: eb('refund_fen', '+', amountFen) }))
        .where('id', '=', orderId)
        .returning(['goods_id', 'goods_num', 'order_sn'])
        .executeTakeFirstOrThrow();
    },

    /** The order is dispatched (3) once none of its parcels waits. */
    async settleOrder(orderId: number): Promise<void> {
      await sql`
        update orders set status = 3 where id = ${orderId} and status = 2
          and not exists (select 1 from parcels where order_id = ${orderId} and status = 2)`.execute(db);
    },

    /** Ids of orders that still have a parcel waiting (the dispatch sweep). */
    async ordersWaiting(olderThan: Date, limit: number): Promise<number[]> {
      const rows = await db.selectFrom('orders').select('id').where('status', '=', 2).where('created_at', '<', olderThan).orderBy('id').limit(limit).execute();
      return rows.map((row) => row.id);
    },

  };
}

export type DispatchRepository = ReturnType<typeof dispatchRepository>;
