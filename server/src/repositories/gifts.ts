import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { paginate, type PageRequest } from '../lib/paginate';

/** 我的礼品 and 已选礼品 (礼品管理): the caller's orders grouped by goods, and the saved selection. Every read and write is within one user's rows. */
export function giftsRepository(db: Kysely<Database>) {
  const selectionRows = (userId: number) =>
    db
      .selectFrom('gift_selections as s')
      .innerJoin('goods', 'goods.id', 's.goods_id')
      .innerJoin('couriers as chosen', 'chosen.id', 's.courier_id')
      .innerJoin('couriers as current', 'current.id', 'goods.courier_id')
      .where('s.user_id', '=', userId)
      .select([
        's.id',
        's.goods_id',
        's.courier_id',
        's.goods_num',
        's.created_at',
        'goods.name as goods_name',
        sql<string>`coalesce(goods.pics->>0, '')`.as('goods_pic'),
        'goods.price_fen',
        'goods.limit',
        'goods.stock',
        'goods.is_on_sale',
        'chosen.name as courier_name',
        'goods.courier_id as goods_courier_id',
        'current.name as goods_courier_name',
      ]);

  return {
    /**
     * One page of the user's ordered goods, the most recently ordered first: per goods its orders, parcels
     * (recipients), fen debited and refunded, last order time, the couriers used (newest first, may repeat:
     * the caller dedupes) and the goods' courier today.
     */
    orderedGoods(userId: number, page: PageRequest) {
      const query = db
        .selectFrom('orders as o')
        .innerJoin('goods', 'goods.id', 'o.goods_id')
        .innerJoin('couriers', 'couriers.id', 'goods.courier_id')
        .where('o.user_id', '=', userId)
        .groupBy(['o.goods_id', 'goods.id', 'couriers.id'])
        .select([
          'o.goods_id',
          'goods.name as goods_name',
          sql<string>`coalesce(goods.pics->>0, '')`.as('goods_pic'),
          'goods.courier_id',
          'couriers.name as courier_name',
          'goods.is_on_sale',
          'goods.stock',
          sql<string>`count(*)`.as('order_count'),
          sql<string>`sum(o.rec_count)`.as('parcel_count'),
          sql<string>`sum(o.total_fen)`.as('total_fen'),
          sql<string>`sum(o.refund_fen)`.as('refund_fen'),
          sql<Date>`max(o.created_at)`.as('last_ordered_at'),
          sql<string[]>`array_agg(o.express_name order by o.id desc)`.as('express_names'),
          sql<boolean>`exists (select 1 from gift_selections s where s.user_id = ${userId} and s.goods_id = o.goods_id)`.as('selected'),
        ])
        .orderBy(sql`max(o.id)`, 'desc')
        .orderBy('o.goods_id', 'desc');
      return paginate(query, page);
    },

    listSelected(userId: number, page: PageRequest) {
      return paginate(selectionRows(userId).orderBy('s.id', 'desc'), page);
    },

    findSelected(userId: number, id: number) {
      return selectionRows(userId).where('s.id', '=', id).executeTakeFirst();
    },

    async hasSelected(userId: number, goodsId: number): Promise<boolean> {
      return !!(await db.selectFrom('gift_selections').select('id').where('user_id', '=', userId).where('goods_id', '=', goodsId).executeTakeFirst());
    },

    /**
     * Adds the goods unless the user already has it or `max` rows: one statement, so two adds at once
     * cannot both pass the count. The new row's id, or null when nothing was added.
     */
    async addSelected(userId: number, row: { goodsId: number; courierId: number; goodsNum: number }, max: number, now: Date): Promise<number | null> {
      const inserted = await db
        .insertInto('gift_selections')
        .columns(['user_id', 'goods_id', 'courier_id', 'goods_num', 'created_at', 'updated_at'])
        .expression(
          db
            .selectNoFrom([
              sql<number>`${userId}::int`.as('user_id'),
              sql<number>`${row.goodsId}::int`.as('goods_id'),
              sql<number>`${row.courierId}::int`.as('courier_id'),
              sql<number>`${row.goodsNum}::int`.as('goods_num'),
              sql<Date>`${now}::timestamptz`.as('created_at'),
              sql<Date>`${now}::timestamptz`.as('updated_at'),
            ])
            .where(sql<boolean>`(select count(*) from gift_selections where user_id = ${userId}) < ${max}`),
        )
        .onConflict((oc) => oc.columns(['user_id', 'goods_id']).doNothing())
        .returning('id')
        .executeTakeFirst();
      return inserted?.id ?? null;
    },

    /** true when the user's row was there. */
    async updateSelected(userId: number, id: number, patch: { courierId: number; goodsNum: number }, now: Date): Promise<boolean> {
      const row = await db
        .updateTable('gift_selections')
        .set({ courier_id: patch.courierId, goods_num: patch.goodsNum, updated_at: now })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .returning('id')
        .executeTakeFirst();
      return !!row;
    },

    /** true when the user's row was there. */
    async removeSelected(userId: number, id: number): Promise<boolean> {
      const row = await db.deleteFrom('gift_selections').where('id', '=', id).where('user_id', '=', userId).returning('id').executeTakeFirst();
      return !!row;
    },
  };
}

export type GiftsRepository = ReturnType<typeof giftsRepository>;
export type SelectedRow = NonNullable<Awaited<ReturnType<GiftsRepository['findSelected']>>>;
export type OrderedGoodsRow = Awaited<ReturnType<GiftsRepository['orderedGoods']>>['list'][number];
