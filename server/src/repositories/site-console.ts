import { sql, type Kysely } from 'kysely';
import type { Database, WithdrawalStatus } from '../db/schema';
import { escapeLike } from '../lib/escape-like';
import { paginate, type PageRequest } from '../lib/paginate';

export interface SiteGoodsFilter {
  keyword?: string;
  hidden?: boolean;
  /** only goods with a fixed price */
  fixed?: boolean;
}

/**
 * A 分站 owner's console (issue 32): the catalogue as it prices it, its fixed prices and hidden goods, its
 * overview figures, and its own withdrawals (password, account, applications). Every call names the site: the
 * operator's own (lib/data-scope.ts `ownSite`), which the routes read.
 */
export function siteConsoleRepository(db: Kysely<Database>) {
  /** The goods on sale with the site's override of each: its fixed price (null: the marked-up list price) and hidden flag. */
  const goodsOnSale = (siteId: number) =>
    db
      .selectFrom('goods')
      .innerJoin('couriers', 'couriers.id', 'goods.courier_id')
      .leftJoin('site_goods', (join) => join.onRef('site_goods.goods_id', '=', 'goods.id').on('site_goods.site_id', '=', siteId))
      .select([
        'goods.id',
        'goods.name',
        'goods.pics',
        'goods.price_fen',
        'couriers.name as courier_name',
        sql<number | null>`site_goods.price_fen`.as('fixed_fen'),
        sql<boolean>`coalesce(site_goods.hidden, false)`.as('hidden'),
      ])
      .where('goods.is_on_sale', '=', true);

  return {
    /** The catalogue on sale with the site's fixed price and hidden flag, newest goods first. */
    goods(siteId: number, filter: SiteGoodsFilter, page: PageRequest) {
      let query = goodsOnSale(siteId);
      if (filter.keyword) query = query.where('goods.name', 'ilike', `%${escapeLike(filter.keyword)}%`);
      if (filter.hidden !== undefined) query = query.where(sql<boolean>`coalesce(site_goods.hidden, false) = ${filter.hidden}`);
      if (filter.fixed) query = query.where('site_goods.price_fen', 'is not', null);
      return paginate(query.orderBy('goods.id', 'desc'), page);
    },

    /** One goods on sale with the site's override, locked (a change's "before"). */
    goodsForUpdate(siteId: number, goodsId: number) {
      return goodsOnSale(siteId).where('goods.id', '=', goodsId).forUpdate('goods').executeTakeFirst();
    },

    /** Sets the site's fixed price (null: the markup's) and hidden flag; a row with neither is removed. */
    async setGoods(siteId: number, goodsId: number, change: { price_fen: number | null; hidden: boolean }, at: Date): Promise<void> {
      if (change.price_fen === null && !change.hidden) {
        await db.deleteFrom('site_goods').where('site_id', '=', siteId).where('goods_id', '=', goodsId).execute();
        return;
      }
      await db
        .insertInto('site_goods')
        .values({ site_id: siteId, goods_id: goodsId, ...change, updated_at: at })
        .onConflict((oc) => oc.columns(['site_id', 'goods_id']).doUpdateSet({ ...change, updated_at: at }))
        .execute();
    },

    /** The overview's figures since a moment: members' paid parcels net of refunds, orders, parcels, new members. */
    async figuresSince(siteId: number, since: Date): Promise<{ sales_fen: number; orders: number; parcels: number; new_members: number }> {
      const { rows } = await sql<{ sales_fen: string | null; orders: number; parcels: number; new_members: number }>`
        select (select sum(total_fen - refund_fen) from orders where site_id = ${siteId} and created_at >= ${since}) as sales_fen,
               (select count(*)::int from orders where site_id = ${siteId} and created_at >= ${since}) as orders,
               (select count(*)::int from parcels where site_id = ${siteId} and created_at >= ${since} and status <> 4) as parcels,
               (select count(*)::int from users where site_id = ${siteId} and created_at >= ${since}) as new_members`.execute(db);
      const row = rows[0];
      return { sales_fen: Number(row?.sales_fen ?? 0), orders: row?.orders ?? 0, parcels: row?.parcels ?? 0, new_members: row?.new_members ?? 0 };
    },

    async openWorkOrders(siteId: number): Promise<number> {
      const { rows } = await sql<{ n: number }>`
        select count(*)::int as n from work_orders where site_id = ${siteId} and status in ('pending', 'processing', 'awaiting_merchant')`.execute(db);
      return rows[0]?.n ?? 0;
    },

    // ---- withdrawals of the 分站's earnings ----

    profile(siteId: number) {
      return db.selectFrom('site_withdraw_profiles').selectAll().where('site_id', '=', siteId).executeTakeFirst();
    },

    /** The profile locked until the transaction ends (created empty if missing): wrong tries are counted one at a time. */
    async lockProfile(siteId: number) {
      await db.insertInto('site_withdraw_profiles').values({ site_id: siteId }).onConflict((oc) => oc.column('site_id').doNothing()).execute();
      return db.selectFrom('site_withdraw_profiles').selectAll().where('site_id', '=', siteId).forUpdate().executeTakeFirstOrThrow();
    },

    async setTries(siteId: number, failedTries: number, lockedUntil: Date | null): Promise<void> {
      await db.updateTable('site_withdraw_profiles').set({ failed_tries: failedTries, locked_until: lockedUntil }).where('site_id', '=', siteId).execute();
    },

    async setPassword(siteId: number, passwordHash: string, at: Date): Promise<void> {
      const change = { password_hash: passwordHash, password_set_at: at, failed_tries: 0, locked_until: null };
      await db
        .insertInto('site_withdraw_profiles')
        .values({ site_id: siteId, ...change })
        .onConflict((oc) => oc.column('site_id').doUpdateSet(change))
        .execute();
    },

    async setAccount(siteId: number, account: string, name: string, at: Date): Promise<void> {
      const change = { alipay_account: account, alipay_name: name, account_updated_at: at };
      await db
        .insertInto('site_withdraw_profiles')
        .values({ site_id: siteId, ...change })
        .onConflict((oc) => oc.column('site_id').doUpdateSet(change))
        .execute();
    },

    async countWithdrawalsSince(siteId: number, since: Date): Promise<number> {
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from withdrawals where site_id = ${siteId} and created_at >= ${since}`.execute(db);
      return rows[0]?.n ?? 0;
    },

    findWithdrawalByKey(siteId: number, key: string) {
      return db.selectFrom('withdrawals').selectAll().where('site_id', '=', siteId).where('idempotency_key', '=', key).executeTakeFirst();
    },

    async insertWithdrawal(row: { site_id: number; applied_by: number; amount_fen: number; alipay_account: string; alipay_name: string; idempotency_key: string; request_hash: string; created_at: Date }): Promise<number> {
      const { id } = await db.insertInto('withdrawals').values({ ...row, user_id: null }).returning('id').executeTakeFirstOrThrow();
      return Number(id);
    },

    withdrawals(siteId: number, filter: { status?: WithdrawalStatus }, page: PageRequest) {
      let query = db.selectFrom('withdrawals').select(['id', 'amount_fen', 'alipay_account', 'status', 'reason', 'created_at', 'paid_at']).where('site_id', '=', siteId);
      if (filter.status) query = query.where('status', '=', filter.status);
      return paginate(query.orderBy('id', 'desc'), page);
    },
  };
}

export type SiteConsoleRepository = ReturnType<typeof siteConsoleRepository>;
