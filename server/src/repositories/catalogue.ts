import { escapeLike } from '../lib/escape-like';
import { sql, type Kysely, type RawBuilder, type Selectable } from 'kysely';
import type { Paginated, SitePricing } from 'shared-contracts';
import type { Database, GoodsTable } from '../db/schema';
import { paginate, type PageRequest } from '../lib/paginate';
import { ownOrMain } from './content';

export type GoodsSort = 'default' | 'time' | 'price' | 'sale' | 'collect';

/**
 * The site a catalogue read is for (issue 32): the main site (`pricing` null: list prices, every goods) or a
 * 分站 (its pricing, its fixed prices, without the goods it hides).
 */
export interface CatalogueSite {
  id: number;
  pricing: SitePricing | null;
}

export interface GoodsFilter {
  priceMinFen?: number;
  priceMaxFen?: number;
  /** substring of the goods name */
  keyword?: string;
  /** send city without 市 */
  city?: string;
  courierName?: string;
  shopId?: number;
  /** goods whose courier ships for this platform (PLATFORMS id) */
  platform?: number;
  /** the courier's send province */
  province?: string;
  category?: string;
  sort: GoodsSort;
  order: 'asc' | 'desc';
  /** the caller, for is_collect */
  userId: number | null;
  site: CatalogueSite | null;
}

/** A goods row joined with its courier, as the services map it to the wire. */
export type GoodsRow = Pick<
  Selectable<GoodsTable>,
  'name' | 'price_fen' | 'weight_g' | 'limit' | 'stock' | 'tag' | 'city' | 'pics' | 'shop_id' | 'courier_id'
> & {
  id: number;
  courier_name: string;
  courier_logo: string;
  is_collect: boolean;
  /** a 分站 owner's fixed price for the goods (fen), null when the markup applies or on the main site */
  site_price_fen: number | null;
};

const SORT_COLUMNS = {
  default: 'goods.id',
  time: 'goods.created_at',
  price: 'goods.price_fen',
  sale: 'goods.sale_count',
  collect: 'goods.collect_count',
} as const;


/**
 * A 分站's selling price in SQL, for its goods list's price filter and sort only: the mirror of shared-contracts
 * `goodsPrice` (the one rule, which prices every row shown; `site-pricing.test.ts` checks the two agree at the
 * rounding edges). Integer division of non-negative bigints is the floor, so (x × p + 50) / 100 rounds half up.
 */
export function sellingPriceSql(pricing: SitePricing): RawBuilder<number> {
  const cost = sql`((goods.price_fen::bigint * ${pricing.cost_percent}::int + 50) / 100)`;
  return sql<number>`greatest(${cost}, coalesce(site_goods.price_fen::bigint, (${cost} * ${100 + pricing.markup_percent}::int + 50) / 100))`;
}

/**
 * Goods on sale joined with their courier, with `is_collect` for `userId` and, on a 分站, its fixed price (goods it
 * hides left out): the select every goods read starts from.
 */
export function selectGoods(db: Kysely<Database>, userId: number | null, site: CatalogueSite | null) {
  const siteId = site?.pricing ? site.id : null;
  return db
    .selectFrom('goods')
    .innerJoin('couriers', 'couriers.id', 'goods.courier_id')
    .leftJoin('site_goods', (join) => join.onRef('site_goods.goods_id', '=', 'goods.id').on('site_goods.site_id', '=', siteId ?? 0))
    .select([
      'goods.id',
      'goods.name',
      'goods.price_fen',
      'goods.weight_g',
      'goods.limit',
      'goods.stock',
      'goods.tag',
      'goods.city',
      'goods.pics',
      'goods.shop_id',
      'goods.courier_id',
      'couriers.name as courier_name',
      'couriers.logo as courier_logo',
    ])
    .select(
      userId === null
        ? sql<boolean>`false`.as('is_collect')
        : sql<boolean>`exists (select 1 from favourites f where f.goods_id = goods.id and f.user_id = ${userId})`.as('is_collect'),
    )
    .select(sql<number | null>`site_goods.price_fen`.as('site_price_fen'))
    .where('goods.is_on_sale', '=', true)
    .where(sql<boolean>`coalesce(site_goods.hidden, false) = false`);
}

export function catalogueRepository(db: Kysely<Database>) {
  const goodsQuery = (userId: number | null, site: CatalogueSite | null) => selectGoods(db, userId, site);

  return {
    /** One page of the goods list: filters, sort (then id, so pages never overlap), count of the same filter. */
    listGoods(filter: GoodsFilter, page: PageRequest): Promise<Paginated<GoodsRow>> {
      let query = goodsQuery(filter.userId, filter.site);
      // the price the visitor sees: the list price, or the 分站's selling price
      const price = filter.site?.pricing ? sellingPriceSql(filter.site.pricing) : sql<number>`goods.price_fen`;
      if (filter.priceMinFen !== undefined) query = query.where(sql<boolean>`${price} >= ${filter.priceMinFen}`);
      if (filter.priceMaxFen !== undefined) query = query.where(sql<boolean>`${price} <= ${filter.priceMaxFen}`);
      if (filter.keyword) query = query.where('goods.name', 'ilike', `%${escapeLike(filter.keyword)}%`);
      if (filter.city) query = query.where('goods.city', '=', filter.city);
      if (filter.courierName) query = query.where('couriers.name', '=', filter.courierName);
      if (filter.shopId !== undefined) query = query.where('goods.shop_id', '=', filter.shopId);
      if (filter.platform !== undefined) query = query.where(sql<boolean>`couriers.platforms @> ${JSON.stringify([filter.platform])}::jsonb`);
      if (filter.province) query = query.where('couriers.send_province', '=', filter.province);
      if (filter.category) query = query.where('goods.category', '=', filter.category);
      const sortBy = filter.sort === 'price' ? price : SORT_COLUMNS[filter.sort];
      return paginate(query.orderBy(sortBy, filter.sort === 'default' ? 'asc' : filter.order).orderBy('goods.id', 'asc'), page);
    },

    /** The top 10 of a ranking. */
    topGoods(kind: 'collect' | 'sale' | 'new' | 'recommend', userId: number | null, site: CatalogueSite | null, limit = 10): Promise<GoodsRow[]> {
      const query = goodsQuery(userId, site);
      const ordered =
        kind === 'collect'
          ? query.orderBy('goods.collect_count', 'desc')
          : kind === 'sale'
            ? query.orderBy('goods.sale_count', 'desc')
            : kind === 'new'
              ? query.orderBy('goods.created_at', 'desc')
              : query.where('goods.stock', '>', 0).orderBy(sql`goods.sale_count + goods.collect_count * 10`, 'desc');
      return ordered.orderBy('goods.id', 'asc').limit(limit).execute();
    },

    /** A goods on sale (and not hidden on the site), with the site's fixed price. */
    findGoods(id: number, userId: number | null, site: CatalogueSite | null): Promise<(GoodsRow & { description: string }) | undefined> {
      return goodsQuery(userId, site).select('goods.description').where('goods.id', '=', id).executeTakeFirst();
    },

    async goodsExists(id: number): Promise<boolean> {
      return !!(await db.selectFrom('goods').select('id').where('id', '=', id).executeTakeFirst());
    },

    findCourier(id: number) {
      return db.selectFrom('couriers').selectAll().where('id', '=', id).executeTakeFirst();
    },

    courierOptions(): Promise<{ id: number; name: string }[]> {
      return db.selectFrom('couriers').select(['id', 'name']).orderBy('id').execute();
    },

    async sendProvinces(): Promise<string[]> {
      const rows = await db.selectFrom('couriers').select('send_province').distinct().orderBy('send_province').execute();
      return rows.map((row) => row.send_province);
    },

    async categories(): Promise<string[]> {
      const rows = await db.selectFrom('goods').select('category').distinct().where('is_on_sale', '=', true).where('category', '<>', '').orderBy('category').execute();
      return rows.map((row) => row.category);
    },

    async cities(): Promise<string[]> {
      const rows = await db.selectFrom('goods').select('city').distinct().where('is_on_sale', '=', true).orderBy('city').execute();
      return rows.map((row) => row.city);
    },

    async findShop(id: number) {
      return db
        .selectFrom('supplier_shops')
        .select(['supplier_shops.id', 'supplier_shops.name', 'supplier_shops.logo', 'supplier_shops.intro'])
        .select((eb) =>
          eb
            .selectFrom('goods')
            .select(eb.fn.countAll<string>().as('n'))
            .whereRef('goods.shop_id', '=', 'supplier_shops.id')
            .where('goods.is_on_sale', '=', true)
            .as('goods_count'),
        )
        .where('supplier_shops.id', '=', id)
        .executeTakeFirst();
    },

    /** The site's banners that are on, in order (the main site's while it has none on, issue 32). */
    banners(siteId: number) {
      return db.selectFrom('banners').selectAll().where('is_on', '=', true).where(ownOrMain('banners', siteId, sql`t.is_on`)).orderBy('sort').orderBy('id').execute();
    },

    /** The site's current notice (its latest one; the main site's while it never published one). */
    notice(siteId: number) {
      return db.selectFrom('notices').selectAll().where(ownOrMain('notices', siteId)).orderBy('id', 'desc').executeTakeFirst();
    },

    /** The site's layout blocks that are on, in order (the main site's while it has none on). */
    homeBlocks(siteId: number) {
      return db.selectFrom('home_blocks').selectAll().where('is_on', '=', true).where(ownOrMain('home_blocks', siteId, sql`t.is_on`)).orderBy('sort').orderBy('id').execute();
    },

    async image(key: string): Promise<string | null> {
      const row = await db.selectFrom('catalogue_images').select('svg').where('key', '=', key).executeTakeFirst();
      return row?.svg ?? null;
    },
  };
}

export type CatalogueRepository = ReturnType<typeof catalogueRepository>;
