import { sql, type Kysely } from 'kysely';
import type { Database, SupplierRole } from '../db/schema';
import { escapeLike } from '../lib/escape-like';
import { paginate, type PageRequest } from '../lib/paginate';

/** A supplier behind a token, with its shop. */
export interface SupplierSessionRow {
  supplier_id: number;
  shop_id: number;
  role: SupplierRole;
  must_change_password: boolean;
  disabled: boolean;
  created_at: Date;
  expires_at: Date;
}

export interface SupplierParcelFilter {
  status?: 'to_ship' | 'shipped' | 'refused';
  courierId?: number;
  goodsId?: number;
  keyword?: string;
  since?: Date;
  until?: Date;
}

/** Parcels a supplier sees: numbered for its shop (status 3), or refused after that (4). */
const PARCEL_STATUS = sql<string>`case when p.status = 4 then 'refused' when p.shipped_at is null then 'to_ship' else 'shipped' end`;

/**
 * The supply side's accounts, goods and parcels (issue 33). Every read and write that takes a supplier's ids
 * names its shop too, so another shop's row is never found (the routes answer 404).
 */
export function suppliersRepository(db: Kysely<Database>) {
  const parcelsOf = (shopId: number) =>
    db
      .selectFrom('parcels as p')
      .innerJoin('orders as o', 'o.id', 'p.order_id')
      .innerJoin('couriers as c', 'c.id', 'o.courier_id')
      .where('p.shop_id', '=', shopId)
      .where('p.status', 'in', [3, 4]);

  return {
    // ---- accounts and sessions ----

    findByMobile(mobile: string) {
      return db.selectFrom('supplier_accounts').selectAll().where('mobile', '=', mobile).executeTakeFirst();
    },

    /** The account with its shop (GET /api/supplier/me). */
    findWithShop(id: number) {
      return db
        .selectFrom('supplier_accounts as a')
        .innerJoin('supplier_shops as s', 's.id', 'a.shop_id')
        .select(['a.id', 'a.name', 'a.mobile', 'a.role', 'a.must_change_password', 'a.password_hash', 's.id as shop_id', 's.name as shop_name', 's.logo as shop_logo'])
        .where('a.id', '=', id)
        .executeTakeFirst();
    },

    shopExists(shopId: number) {
      return db.selectFrom('supplier_shops').select('id').where('id', '=', shopId).executeTakeFirst();
    },

    /** A new account; null when the mobile is a supplier's already. */
    async createAccount(values: { shop_id: number; mobile: string; name: string; password_hash: string; role: SupplierRole; must_change_password: boolean; created_at: Date }) {
      const row = await db
        .insertInto('supplier_accounts')
        .values(values)
        .onConflict((oc) => oc.column('mobile').doNothing())
        .returning('id')
        .executeTakeFirst();
      return row ?? null;
    },

    async setPassword(id: number, passwordHash: string, mustChange: boolean): Promise<void> {
      await db.updateTable('supplier_accounts').set({ password_hash: passwordHash, must_change_password: mustChange }).where('id', '=', id).execute();
    },

    async createSession(session: { token_hash: string; supplier_id: number; created_at: Date; expires_at: Date }): Promise<void> {
      await db.insertInto('supplier_sessions').values(session).execute();
    },

    findSession(tokenHash: string): Promise<SupplierSessionRow | undefined> {
      return db
        .selectFrom('supplier_sessions as s')
        .innerJoin('supplier_accounts as a', 'a.id', 's.supplier_id')
        .select(['s.supplier_id', 'a.shop_id', 'a.role', 'a.must_change_password', 'a.disabled', 's.created_at', 's.expires_at'])
        .where('s.token_hash', '=', tokenHash)
        .executeTakeFirst();
    },

    async extendSession(tokenHash: string, expiresAt: Date): Promise<void> {
      await db.updateTable('supplier_sessions').set({ expires_at: expiresAt }).where('token_hash', '=', tokenHash).execute();
    },

    async removeSession(tokenHash: string): Promise<void> {
      await db.deleteFrom('supplier_sessions').where('token_hash', '=', tokenHash).execute();
    },

    /** Every session of the account but one (a password change keeps the caller's). */
    async removeSessionsOf(supplierId: number, keepTokenHash?: string): Promise<void> {
      let query = db.deleteFrom('supplier_sessions').where('supplier_id', '=', supplierId);
      if (keepTokenHash) query = query.where('token_hash', '<>', keepTokenHash);
      await query.execute();
    },

    // ---- 入驻申请 ----

    pendingApplication(mobile: string) {
      return db.selectFrom('supplier_applications').select('id').where('mobile', '=', mobile).where('status', '=', 'pending').executeTakeFirst();
    },

    /** A new pending application; null when the mobile has one pending already. */
    async createApplication(values: { mobile: string; password_hash: string; company_name: string; contact_name: string; goods_desc: string; created_at: Date }) {
      const row = await db
        .insertInto('supplier_applications')
        .values(values)
        .onConflict((oc) => oc.expression(sql`mobile`).where('status', '=', 'pending').doNothing())
        .returning('id')
        .executeTakeFirst();
      return row ?? null;
    },

    // ---- 商品 ----

    goodsPage(shopId: number, keyword: string | undefined, page: PageRequest) {
      let query = db
        .selectFrom('goods as g')
        .innerJoin('couriers as c', 'c.id', 'g.courier_id')
        .select([
          'g.id',
          'g.name',
          'g.pics',
          'g.description',
          'g.weight_g',
          'g.price_fen',
          'g.supply_price_fen',
          'g.stock',
          'g.stock_warning',
          'g.is_on_sale',
          'c.name as courier_name',
          sql<{ id: number; kind: 'supply_price' | 'on_sale' | 'off_sale'; supply_fen: number | null; created_at: string }[]>`coalesce((
            select json_agg(json_build_object('id', r.id, 'kind', r.kind, 'supply_fen', r.supply_fen, 'created_at', r.created_at) order by r.id)
            from supplier_requests r where r.goods_id = g.id and r.status = 'pending'), '[]'::json)`.as('pending'),
        ])
        .where('g.shop_id', '=', shopId);
      if (keyword) query = query.where('g.name', 'ilike', `%${escapeLike(keyword)}%`);
      return paginate(query.orderBy('g.id', 'desc'), page);
    },

    /** The shop's goods, locked for the transaction; undefined when it is not the shop's. */
    lockGoods(shopId: number, goodsId: number) {
      return db
        .selectFrom('goods')
        .select(['id', 'name', 'price_fen', 'supply_price_fen', 'is_on_sale', 'stock'])
        .where('id', '=', goodsId)
        .where('shop_id', '=', shopId)
        .forUpdate()
        .executeTakeFirst();
    },

    async updateGoods(shopId: number, goodsId: number, values: { name: string; pics: string[]; description: string; weight_g: number; stock_warning: number }) {
      const row = await db
        .updateTable('goods')
        .set({ ...values, pics: JSON.stringify(values.pics) })
        .where('id', '=', goodsId)
        .where('shop_id', '=', shopId)
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * Sets the stock only if it is still what the supplier saw: an order that took stock meanwhile makes this
     * change nothing (no update lost either way). 'missing' when the goods is not the shop's.
     */
    async setStock(shopId: number, goodsId: number, stock: number, expected: number): Promise<'set' | 'changed' | 'missing'> {
      const row = await db
        .updateTable('goods')
        .set({ stock })
        .where('id', '=', goodsId)
        .where('shop_id', '=', shopId)
        .where('stock', '=', expected)
        .returning('id')
        .executeTakeFirst();
      if (row) return 'set';
      const exists = await db.selectFrom('goods').select('id').where('id', '=', goodsId).where('shop_id', '=', shopId).executeTakeFirst();
      return exists ? 'changed' : 'missing';
    },

    /** A pending request; null when one of its kind is pending for the goods already. */
    async createRequest(values: { goods_id: number; shop_id: number; supplier_id: number; kind: 'supply_price' | 'on_sale' | 'off_sale'; old_supply_fen: number | null; supply_fen: number | null; note: string; created_at: Date }) {
      const row = await db
        .insertInto('supplier_requests')
        .values(values)
        .onConflict((oc) => oc.expression(sql`goods_id, (kind = 'supply_price')`).where('status', '=', 'pending').doNothing())
        .returning('id')
        .executeTakeFirst();
      return row ?? null;
    },

    requestsPage(shopId: number, page: PageRequest) {
      const query = db
        .selectFrom('supplier_requests as r')
        .innerJoin('goods as g', 'g.id', 'r.goods_id')
        .select(['r.id', 'r.goods_id', 'g.name as goods_name', 'r.kind', 'r.old_supply_fen', 'r.supply_fen', 'r.status', 'r.reason', 'r.created_at', 'r.reviewed_at'])
        .where('r.shop_id', '=', shopId)
        .orderBy('r.id', 'desc');
      return paginate(query, page);
    },

    lowStock(shopId: number) {
      return db
        .selectFrom('goods')
        .select(['id', 'name', 'stock', 'stock_warning'])
        .where('shop_id', '=', shopId)
        .where('is_on_sale', '=', true)
        .whereRef('stock', '<=', 'stock_warning')
        .orderBy('stock')
        .orderBy('id')
        .limit(20)
        .execute();
    },

    // ---- 待发货 ----

    parcelsPage(shopId: number, filter: SupplierParcelFilter, page: PageRequest) {
      let query = parcelsOf(shopId).select([
        'p.id',
        'p.parcel_sn',
        'p.waybill_code',
        'o.order_sn',
        'o.goods_id',
        'o.goods_name',
        'o.goods_num',
        'o.courier_id',
        'c.name as courier_name',
        sql<string>`coalesce(o.issue_deadline, c.issue_deadline)`.as('issue_deadline'),
        'p.rec_name',
        'p.rec_mobile',
        'p.rec_province',
        'p.rec_city',
        'p.rec_district',
        'p.rec_address',
        PARCEL_STATUS.as('status'),
        'p.error',
        'p.created_at',
        'p.shipped_at',
      ]);
      if (filter.status === 'refused') query = query.where('p.status', '=', 4);
      if (filter.status === 'to_ship') query = query.where('p.status', '=', 3).where('p.shipped_at', 'is', null);
      if (filter.status === 'shipped') query = query.where('p.status', '=', 3).where('p.shipped_at', 'is not', null);
      if (filter.courierId) query = query.where('o.courier_id', '=', filter.courierId);
      if (filter.goodsId) query = query.where('o.goods_id', '=', filter.goodsId);
      if (filter.keyword) query = query.where((eb) => eb.or([eb('p.waybill_code', '=', filter.keyword!), eb('p.parcel_sn', '=', filter.keyword!), eb('o.order_sn', '=', filter.keyword!)]));
      if (filter.since) query = query.where('p.created_at', '>=', filter.since);
      if (filter.until) query = query.where('p.created_at', '<=', filter.until);
      return paginate(query.orderBy('p.id'), page);
    },

    /** The shop's parcels among `ids` (numbered or refused), with what a label and a pick list need. */
    parcelsByIds(shopId: number, ids: number[]) {
      return parcelsOf(shopId)
        .innerJoin('goods as g', 'g.id', 'o.goods_id')
        .select([
          'p.id',
          'p.parcel_sn',
          'p.waybill_code',
          'p.status',
          'p.shipped_at',
          'o.order_sn',
          'o.goods_id',
          'o.goods_name',
          'o.goods_num',
          'o.courier_id',
          'c.name as courier_name',
          'c.subname as courier_subname',
          'c.send_province',
          'c.send_city',
          'c.send_district',
          'c.send_address',
          'p.rec_name',
          'p.rec_mobile',
          'p.rec_province',
          'p.rec_city',
          'p.rec_district',
          'p.rec_address',
        ])
        .where('p.id', 'in', ids)
        .orderBy('p.id')
        .execute();
    },

    /** 发货: the shop's numbered parcels among `ids` not yet shipped are shipped now; answers those it marked. */
    async ship(shopId: number, ids: number[], at: Date): Promise<number[]> {
      const rows = await db
        .updateTable('parcels')
        .set({ shipped_at: at })
        .where('shop_id', '=', shopId)
        .where('id', 'in', ids)
        .where('status', '=', 3)
        .where('shipped_at', 'is', null)
        .returning('id')
        .execute();
      return rows.map((row) => row.id);
    },

    /** 工作台: numbered parcels not yet shipped, per courier with its 出单截止时间. */
    toShipByCourier(shopId: number) {
      return db
        .selectFrom('parcels as p')
        .innerJoin('orders as o', 'o.id', 'p.order_id')
        .innerJoin('couriers as c', 'c.id', 'o.courier_id')
        .select(['c.id as courier_id', 'c.name as courier_name', 'c.issue_deadline', sql<string>`count(*)`.as('parcels')])
        .where('p.shop_id', '=', shopId)
        .where('p.status', '=', 3)
        .where('p.shipped_at', 'is', null)
        .groupBy(['c.id', 'c.name', 'c.issue_deadline'])
        .orderBy('c.issue_deadline')
        .orderBy('c.id')
        .execute();
    },

    async shippedSince(shopId: number, since: Date): Promise<number> {
      const row = await db
        .selectFrom('parcels')
        .select(sql<string>`count(*)`.as('n'))
        .where('shop_id', '=', shopId)
        .where('status', '=', 3)
        .where('shipped_at', '>=', since)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}

export type SuppliersRepository = ReturnType<typeof suppliersRepository>;
