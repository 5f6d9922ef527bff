import { sql, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { Paginated } from 'shared-contracts';
import type { CouriersTable, Database, GoodsCategoriesTable, GoodsTable, SupplierShopsTable } from '../db/schema';
import { escapeLike } from '../lib/escape-like';
import { paginate, type PageRequest } from '../lib/paginate';

/** The console's goods filters (every goods, on shelf or not). */
export interface AdminGoodsFilter {
  /** substring of the name, or the id when it is a number */
  keyword?: string;
  courierId?: number;
  shopId?: number;
  category?: string;
  tag?: string;
  onShelf?: boolean;
  stockBelow?: number;
}

export type AdminGoodsRow = Selectable<GoodsTable> & { courier_name: string; shop_name: string };
export type CourierRow = Selectable<CouriersTable>;
export type ShopRow = Selectable<SupplierShopsTable>;
export type CategoryRow = Selectable<GoodsCategoriesTable>;

const count = (value: string | number | bigint | null | undefined) => Number(value ?? 0);

/**
 * The operator console's catalogue (issue 20): every goods whatever its shelf state, couriers, supplier
 * shops, categories. Writes to goods, couriers and supplier_shops send NOTIFY catalogue_changed at
 * commit (migration 0006's statement triggers), so every process drops its visitors' cache.
 */
export function adminCatalogueRepository(db: Kysely<Database>) {
  const goodsSelect = () =>
    db
      .selectFrom('goods')
      .innerJoin('couriers', 'couriers.id', 'goods.courier_id')
      .innerJoin('supplier_shops', 'supplier_shops.id', 'goods.shop_id')
      .selectAll('goods')
      .select(['couriers.name as courier_name', 'supplier_shops.name as shop_name']);

  const filtered = (filter: AdminGoodsFilter) => {
    let query = goodsSelect();
    const keyword = filter.keyword?.trim();
    if (keyword) {
      query = /^\d{1,9}$/.test(keyword)
        ? query.where((eb) => eb.or([eb('goods.id', '=', Number(keyword)), eb('goods.name', 'ilike', `%${escapeLike(keyword)}%`)]))
        : query.where('goods.name', 'ilike', `%${escapeLike(keyword)}%`);
    }
    if (filter.courierId !== undefined) query = query.where('goods.courier_id', '=', filter.courierId);
    if (filter.shopId !== undefined) query = query.where('goods.shop_id', '=', filter.shopId);
    if (filter.category) query = query.where('goods.category', '=', filter.category);
    if (filter.tag) query = query.where('goods.tag', '=', filter.tag);
    if (filter.onShelf !== undefined) query = query.where('goods.is_on_sale', '=', filter.onShelf);
    if (filter.stockBelow !== undefined) query = query.where('goods.stock', '<', filter.stockBelow);
    return query.orderBy('goods.id', 'desc');
  };

  return {
    listGoods(filter: AdminGoodsFilter, page: PageRequest): Promise<Paginated<AdminGoodsRow>> {
      return paginate(filtered(filter), page);
    },

    /** Every goods of a filter, in batches (the export). */
    async *goodsBatches(filter: AdminGoodsFilter, size = 500): AsyncIterable<AdminGoodsRow[]> {
      let before: number | null = null;
      for (;;) {
        const query = before === null ? filtered(filter) : filtered(filter).where('goods.id', '<', before);
        const batch: AdminGoodsRow[] = await query.limit(size).execute();
        if (batch.length) yield batch;
        if (batch.length < size) return;
        before = batch[batch.length - 1].id;
      }
    },

    findGoods(id: number): Promise<AdminGoodsRow | undefined> {
      return goodsSelect().where('goods.id', '=', id).executeTakeFirst();
    },

    /** The goods of these ids, locked for the caller's transaction. */
    goodsForUpdate(ids: number[]): Promise<Selectable<GoodsTable>[]> {
      if (!ids.length) return Promise.resolve([]);
      return db.selectFrom('goods').selectAll().where('id', 'in', ids).orderBy('id').forUpdate().execute();
    },

    async insertGoods(values: Insertable<GoodsTable>): Promise<number> {
      const row = await db.insertInto('goods').values(values).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },

    async updateGoods(id: number, values: Updateable<GoodsTable>): Promise<void> {
      await db.updateTable('goods').set(values).where('id', '=', id).execute();
    },

    async setShelf(ids: number[], onShelf: boolean): Promise<void> {
      await db.updateTable('goods').set({ is_on_sale: onShelf }).where('id', 'in', ids).execute();
    },

    /** New prices, one statement: [id, price_fen] pairs. */
    async setPrices(prices: [number, number][]): Promise<void> {
      if (!prices.length) return;
      const rows = sql.join(prices.map(([id, price]) => sql`(${id}::int, ${price}::int)`));
      await sql`update goods set price_fen = v.price from (values ${rows}) as v(id, price) where goods.id = v.id`.execute(db);
    },

    async existingGoodsIds(ids: number[]): Promise<Set<number>> {
      if (!ids.length) return new Set();
      const rows = await db.selectFrom('goods').select('id').where('id', 'in', ids).execute();
      return new Set(rows.map((row) => row.id));
    },

    // ---- couriers ----
    listCouriers(): Promise<(CourierRow & { goods_count: string | number })[]> {
      return db
        .selectFrom('couriers')
        .selectAll('couriers')
        .select((eb) => eb.selectFrom('goods').select(eb.fn.countAll<string>().as('n')).whereRef('goods.courier_id', '=', 'couriers.id').as('goods_count'))
        .orderBy('couriers.id')
        .execute() as Promise<(CourierRow & { goods_count: string | number })[]>;
    },
    findCourier(id: number): Promise<CourierRow | undefined> {
      return db.selectFrom('couriers').selectAll().where('id', '=', id).executeTakeFirst();
    },
    async courierIdByName(name: string): Promise<number | null> {
      return (await db.selectFrom('couriers').select('id').where('name', '=', name).executeTakeFirst())?.id ?? null;
    },
    async insertCourier(values: Insertable<CouriersTable>): Promise<number> {
      return (await db.insertInto('couriers').values(values).returning('id').executeTakeFirstOrThrow()).id;
    },
    async updateCourier(id: number, values: Updateable<CouriersTable>): Promise<void> {
      await db.updateTable('couriers').set(values).where('id', '=', id).execute();
    },
    async deleteCourier(id: number): Promise<void> {
      await db.deleteFrom('couriers').where('id', '=', id).execute();
    },
    async courierUse(id: number): Promise<{ goods: number; orders: number }> {
      const [goods, orders] = await Promise.all([
        db.selectFrom('goods').select(db.fn.countAll<string>().as('n')).where('courier_id', '=', id).executeTakeFirstOrThrow(),
        db.selectFrom('orders').select(db.fn.countAll<string>().as('n')).where('courier_id', '=', id).executeTakeFirstOrThrow(),
      ]);
      return { goods: count(goods.n), orders: count(orders.n) };
    },

    // ---- supplier shops ----
    listShops(): Promise<(ShopRow & { goods_count: string | number })[]> {
      return db
        .selectFrom('supplier_shops')
        .selectAll('supplier_shops')
        .select((eb) => eb.selectFrom('goods').select(eb.fn.countAll<string>().as('n')).whereRef('goods.shop_id', '=', 'supplier_shops.id').as('goods_count'))
        .orderBy('supplier_shops.id')
        .execute() as Promise<(ShopRow & { goods_count: string | number })[]>;
    },
    findShop(id: number): Promise<ShopRow | undefined> {
      return db.selectFrom('supplier_shops').selectAll().where('id', '=', id).executeTakeFirst();
    },
    async shopIdByName(name: string): Promise<number | null> {
      return (await db.selectFrom('supplier_shops').select('id').where('name', '=', name).executeTakeFirst())?.id ?? null;
    },
    async insertShop(values: Insertable<SupplierShopsTable>): Promise<number> {
      return (await db.insertInto('supplier_shops').values(values).returning('id').executeTakeFirstOrThrow()).id;
    },
    async updateShop(id: number, values: Updateable<SupplierShopsTable>): Promise<void> {
      await db.updateTable('supplier_shops').set(values).where('id', '=', id).execute();
    },
    async deleteShop(id: number): Promise<void> {
      await db.deleteFrom('supplier_shops').where('id', '=', id).execute();
    },
    /** Whether a supplier shop has accounts, applications, parcels or money (issue 33): then it stays. */
    async shopInSupplyUse(id: number): Promise<boolean> {
      const { rows } = await sql<{ used: boolean }>`
        select exists (select 1 from supplier_accounts where shop_id = ${id})
            or exists (select 1 from supplier_applications where shop_id = ${id})
            or exists (select 1 from parcels where shop_id = ${id})
            or exists (select 1 from ledger_entries where shop_id = ${id})
            or exists (select 1 from withdrawals where shop_id = ${id})
            or exists (select 1 from supplier_wallets where shop_id = ${id})
            or exists (select 1 from supplier_payout_profiles where shop_id = ${id}) as used`.execute(db);
      return rows[0]?.used === true;
    },
    async shopGoodsCount(id: number): Promise<number> {
      return count((await db.selectFrom('goods').select(db.fn.countAll<string>().as('n')).where('shop_id', '=', id).executeTakeFirstOrThrow()).n);
    },

    // ---- categories ----
    listCategories(): Promise<(CategoryRow & { goods_count: string | number })[]> {
      return db
        .selectFrom('goods_categories')
        .selectAll('goods_categories')
        .select((eb) => eb.selectFrom('goods').select(eb.fn.countAll<string>().as('n')).whereRef('goods.category', '=', 'goods_categories.name').as('goods_count'))
        .orderBy('goods_categories.sort')
        .orderBy('goods_categories.id')
        .execute() as Promise<(CategoryRow & { goods_count: string | number })[]>;
    },
    findCategory(id: number): Promise<CategoryRow | undefined> {
      return db.selectFrom('goods_categories').selectAll().where('id', '=', id).executeTakeFirst();
    },
    async categoryIdByName(name: string): Promise<number | null> {
      return (await db.selectFrom('goods_categories').select('id').where('name', '=', name).executeTakeFirst())?.id ?? null;
    },
    async categoryNames(): Promise<Set<string>> {
      return new Set((await db.selectFrom('goods_categories').select('name').execute()).map((row) => row.name));
    },
    async insertCategory(values: Insertable<GoodsCategoriesTable>): Promise<number> {
      return (await db.insertInto('goods_categories').values(values).returning('id').executeTakeFirstOrThrow()).id;
    },
    async updateCategory(id: number, values: Updateable<GoodsCategoriesTable>): Promise<void> {
      await db.updateTable('goods_categories').set(values).where('id', '=', id).execute();
    },
    /** Moves every goods of a category to its new name. */
    async renameGoodsCategory(from: string, to: string): Promise<void> {
      await db.updateTable('goods').set({ category: to }).where('category', '=', from).execute();
    },
    async deleteCategory(id: number): Promise<void> {
      await db.deleteFrom('goods_categories').where('id', '=', id).execute();
    },
    async categoryGoodsCount(name: string): Promise<number> {
      return count((await db.selectFrom('goods').select(db.fn.countAll<string>().as('n')).where('category', '=', name).executeTakeFirstOrThrow()).n);
    },
    async courierIds(): Promise<Set<number>> {
      return new Set((await db.selectFrom('couriers').select('id').execute()).map((row) => row.id));
    },
    async shopIds(): Promise<Set<number>> {
      return new Set((await db.selectFrom('supplier_shops').select('id').execute()).map((row) => row.id));
    },
  };
}

export type AdminCatalogueRepository = ReturnType<typeof adminCatalogueRepository>;
