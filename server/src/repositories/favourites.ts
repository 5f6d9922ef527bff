import { sql, type Kysely } from 'kysely';
import type { Paginated } from 'shared-contracts';
import type { Database } from '../db/schema';
import { paginate, type PageRequest } from '../lib/paginate';
import { selectGoods, type CatalogueSite, type GoodsRow } from './catalogue';

/** Favourites; `goods.collect_count` is kept in step by the service inside one transaction. */
export function favouritesRepository(db: Kysely<Database>) {
  return {
    /** true when the pair was new. */
    async add(userId: number, goodsId: number, now: Date): Promise<boolean> {
      const row = await db
        .insertInto('favourites')
        .values({ user_id: userId, goods_id: goodsId, created_at: now })
        .onConflict((oc) => oc.doNothing())
        .returning('goods_id')
        .executeTakeFirst();
      return !!row;
    },

    /** true when the pair existed. */
    async remove(userId: number, goodsId: number): Promise<boolean> {
      const row = await db
        .deleteFrom('favourites')
        .where('user_id', '=', userId)
        .where('goods_id', '=', goodsId)
        .returning('goods_id')
        .executeTakeFirst();
      return !!row;
    },

    async adjustCollectCount(goodsId: number, delta: 1 | -1): Promise<void> {
      await db
        .updateTable('goods')
        .set({ collect_count: sql`greatest(collect_count + ${delta}, 0)` })
        .where('id', '=', goodsId)
        .execute();
    },

    /** The user's favourite goods ids, newest first. */
    async goodsIds(userId: number, offset: number, limit: number): Promise<{ ids: number[]; count: number }> {
      const base = db
        .selectFrom('favourites')
        .innerJoin('goods', 'goods.id', 'favourites.goods_id')
        .where('favourites.user_id', '=', userId)
        .where('goods.is_on_sale', '=', true);
      const [rows, countRow] = await Promise.all([
        base.select('favourites.goods_id').orderBy('favourites.created_at', 'desc').orderBy('favourites.goods_id', 'desc').offset(offset).limit(limit).execute(),
        base.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
      ]);
      return { ids: rows.map((row) => row.goods_id), count: Number(countRow.count) };
    },

    /** One page of the user's favourite goods on sale, newest favourite first, with their count. */
    listGoods(userId: number, site: CatalogueSite | null, page: PageRequest): Promise<Paginated<GoodsRow>> {
      const query = selectGoods(db, userId, site)
        .innerJoin('favourites', 'favourites.goods_id', 'goods.id')
        .where('favourites.user_id', '=', userId)
        .orderBy('favourites.created_at', 'desc')
        .orderBy('favourites.goods_id', 'desc');
      return paginate(query, page);
    },
  };
}

export type FavouritesRepository = ReturnType<typeof favouritesRepository>;
