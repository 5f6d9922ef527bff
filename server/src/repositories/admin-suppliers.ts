import { sql, type Kysely } from 'kysely';
import type { Paginated } from 'shared-contracts';
import type { Database, SupplierRole } from '../db/schema';
import { escapeLike } from '../lib/escape-like';
import { paginate, type PageRequest } from '../lib/paginate';

type Status = 'pending' | 'approved' | 'rejected';
type RequestKind = 'supply_price' | 'on_sale' | 'off_sale';

export interface AdminSupplierAccountRow {
  id: number;
  shop_id: number;
  shop_name: string;
  name: string;
  mobile: string;
  role: SupplierRole;
  disabled: boolean;
  created_at: Date;
}

export interface AdminSupplierApplicationListRow {
  id: number;
  mobile: string;
  company_name: string;
  contact_name: string;
  goods_desc: string;
  status: Status;
  reason: string;
  shop_id: number | null;
  shop_name: string | null;
  reviewed_by_name: string | null;
  reviewed_at: Date | null;
  created_at: Date;
}

export interface AdminSupplierRequestListRow {
  id: number;
  goods_id: number;
  goods_name: string;
  shop_id: number;
  shop_name: string;
  supplier_name: string;
  kind: RequestKind;
  old_supply_fen: number | null;
  supply_fen: number | null;
  price_fen: number;
  supply_price_fen: number;
  is_on_sale: boolean;
  note: string;
  status: Status;
  reason: string;
  created_at: Date;
  reviewed_by_name: string | null;
  reviewed_at: Date | null;
}

export interface SettlementRow {
  shop_id: number;
  shop_name: string;
  payable: number;
  withdrawing: number;
  paid: number;
  deducted: number;
  month_shipped: number;
}

/** A group of parcels that share their deadlines: the same issue deadline, China day of payment, and side of that deadline. */
export interface DeadlineGroup {
  deadline: string;
  day: string;
  before: boolean;
  /** one parcel's payment time in the group (every parcel of it has the same deadlines) */
  sample: Date;
}

export interface PerformanceFigures {
  shop_id: number;
  shop_name: string;
  dispatched: number;
  shipped: number;
  compensations: number;
  compensation_fen: number;
  deducted_fen: number;
}

export interface PlatformShareDay {
  day: string;
  parcels: number;
  paid_fen: number;
  supply_fen: number;
  margin_fen: number;
  commission_fen: number;
}

const n = (value: unknown) => Number(value ?? 0);

/** A timestamp's China day as text (YYYY-MM-DD), and its China time of day. */
const chinaDay = (column: string) => sql<string>`to_char((${sql.ref(column)} at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD')`;
const chinaTimeOfDay = (column: string) => sql`((${sql.ref(column)} at time zone 'UTC') + interval '8 hours')::time`;
/** The issue deadline a parcel is judged by: its order's, else its courier's (as 超时赔付 takes it). */
const DEADLINE = sql<string>`coalesce(o.issue_deadline, c.issue_deadline)`;

/**
 * The main console's supply side (issue 33): supplier accounts and their sessions, 供应商入驻, 供货价审核, and the
 * settlement, dispatch-performance and platform-share reports. Main-site operators only (the permission table):
 * none of these rows belongs to a 分站, so no data scope applies. The supplier's own side is ./suppliers.ts.
 */
export function adminSuppliersRepository(db: Kysely<Database>) {
  /** Parcels dispatched to a supplier shop (numbered: shop_id is set with the waybill) within [since, until). */
  const dispatchedTo = (since: Date, until: Date) =>
    db
      .selectFrom('parcels as p')
      .innerJoin('orders as o', 'o.id', 'p.order_id')
      .innerJoin('couriers as c', 'c.id', 'o.courier_id')
      .where('p.shop_id', 'is not', null)
      .where('p.dispatched_at', '>=', since)
      .where('p.dispatched_at', '<', until);

  return {
    // ---- accounts ----

    listAccounts(filter: { shopId?: number; keyword?: string }, page: PageRequest): Promise<Paginated<AdminSupplierAccountRow>> {
      let query = db
        .selectFrom('supplier_accounts as a')
        .innerJoin('supplier_shops as s', 's.id', 'a.shop_id')
        .select(['a.id', 'a.shop_id', 's.name as shop_name', 'a.name', 'a.mobile', 'a.role', 'a.disabled', 'a.created_at']);
      if (filter.shopId !== undefined) query = query.where('a.shop_id', '=', filter.shopId);
      const keyword = filter.keyword?.trim();
      if (keyword) {
        if (/^\d{4}$/.test(keyword)) query = query.where('a.mobile', 'like', `%${keyword}`);
        else if (/^1\d{10}$/.test(keyword)) query = query.where('a.mobile', '=', keyword);
        else query = query.where('a.name', 'ilike', `%${escapeLike(keyword)}%`);
      }
      return paginate(query.orderBy('a.shop_id').orderBy('a.id'), page);
    },

    accountForUpdate(id: number) {
      return db.selectFrom('supplier_accounts').select(['id', 'shop_id', 'name', 'mobile', 'role', 'disabled']).where('id', '=', id).forUpdate().executeTakeFirst();
    },


    async setDisabled(id: number, disabled: boolean): Promise<void> {
      await db.updateTable('supplier_accounts').set({ disabled }).where('id', '=', id).execute();
    },

    /** Ends every session of the account at once (its tokens answer 401 from the next call). */
    async removeSessions(supplierId: number): Promise<number> {
      const result = await db.deleteFrom('supplier_sessions').where('supplier_id', '=', supplierId).executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    // ---- shops ----

    shopOptions(): Promise<{ id: number; name: string }[]> {
      return db.selectFrom('supplier_shops').select(['id', 'name']).orderBy('id').execute();
    },

    shop(id: number) {
      return db.selectFrom('supplier_shops').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
    },

    async shopIdByName(name: string): Promise<number | null> {
      return (await db.selectFrom('supplier_shops').select('id').where('name', '=', name).executeTakeFirst())?.id ?? null;
    },

    async insertShop(name: string): Promise<number> {
      return (await db.insertInto('supplier_shops').values({ name, logo: '', intro: '' }).returning('id').executeTakeFirstOrThrow()).id;
    },

    // ---- 供应商入驻 ----

    applications(filter: { status?: Status }, page: PageRequest): Promise<Paginated<AdminSupplierApplicationListRow>> {
      let query = db
        .selectFrom('supplier_applications as a')
        .leftJoin('supplier_shops as s', 's.id', 'a.shop_id')
        .leftJoin('operators as r', 'r.id', 'a.reviewed_by')
        .select([
          'a.id',
          'a.mobile',
          'a.company_name',
          'a.contact_name',
          'a.goods_desc',
          'a.status',
          'a.reason',
          'a.shop_id',
          's.name as shop_name',
          'r.name as reviewed_by_name',
          'a.reviewed_at',
          'a.created_at',
        ]);
      if (filter.status) query = query.where('a.status', '=', filter.status);
      return paginate(query.orderBy('a.id', 'desc'), page);
    },

    /** An application with what its approval needs (the password hash too), locked until the transaction ends. */
    applicationForUpdate(id: number) {
      return db.selectFrom('supplier_applications').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    },

    /** pending → approved / rejected, only from pending: false when another review got there first. */
    async reviewApplication(id: number, change: { status: 'approved'; shop_id: number; reviewed_by: number | null; reviewed_at: Date } | { status: 'rejected'; reason: string; reviewed_by: number | null; reviewed_at: Date }): Promise<boolean> {
      const result = await db.updateTable('supplier_applications').set(change).where('id', '=', id).where('status', '=', 'pending').executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    // ---- 供货价审核 ----

    requests(filter: { status?: Status; shopId?: number }, page: PageRequest): Promise<Paginated<AdminSupplierRequestListRow>> {
      let query = db
        .selectFrom('supplier_requests as q')
        .innerJoin('goods as g', 'g.id', 'q.goods_id')
        .innerJoin('supplier_shops as s', 's.id', 'q.shop_id')
        .innerJoin('supplier_accounts as a', 'a.id', 'q.supplier_id')
        .leftJoin('operators as r', 'r.id', 'q.reviewed_by')
        .select([
          'q.id',
          'q.goods_id',
          'g.name as goods_name',
          'q.shop_id',
          's.name as shop_name',
          'a.name as supplier_name',
          'q.kind',
          'q.old_supply_fen',
          'q.supply_fen',
          'g.price_fen',
          'g.supply_price_fen',
          'g.is_on_sale',
          'q.note',
          'q.status',
          'q.reason',
          'q.created_at',
          'r.name as reviewed_by_name',
          'q.reviewed_at',
        ]);
      if (filter.status) query = query.where('q.status', '=', filter.status);
      if (filter.shopId !== undefined) query = query.where('q.shop_id', '=', filter.shopId);
      return paginate(query.orderBy('q.id', 'desc'), page);
    },

    requestForUpdate(id: number) {
      return db.selectFrom('supplier_requests').select(['id', 'goods_id', 'shop_id', 'kind', 'old_supply_fen', 'supply_fen', 'status']).where('id', '=', id).forUpdate().executeTakeFirst();
    },

    /** The goods a request is about, locked (after the request: every review takes them in this order). */
    goodsForUpdate(id: number) {
      return db.selectFrom('goods').select(['id', 'name', 'price_fen', 'supply_price_fen', 'is_on_sale']).where('id', '=', id).forUpdate().executeTakeFirst();
    },

    async setGoods(id: number, change: { supply_price_fen: number } | { is_on_sale: boolean }): Promise<void> {
      await db.updateTable('goods').set(change).where('id', '=', id).execute();
    },

    async reviewRequest(id: number, change: { status: 'approved' | 'rejected'; reason?: string; reviewed_by: number | null; reviewed_at: Date }): Promise<boolean> {
      const result = await db.updateTable('supplier_requests').set(change).where('id', '=', id).where('status', '=', 'pending').executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    // ---- 供应商结算 ----

    /** Per shop (fen): its accounts, what was paid out and deducted ever (positive), and parcels shipped in [monthStart, monthEnd). */
    async settlement(page: PageRequest, monthStart: Date, monthEnd: Date): Promise<Paginated<SettlementRow>> {
      const query = db
        .selectFrom('supplier_shops as s')
        .leftJoin('supplier_wallets as w', 'w.shop_id', 's.id')
        .select([
          's.id as shop_id',
          's.name as shop_name',
          sql<string>`coalesce(w.supplier_payable, 0)`.as('payable'),
          sql<string>`coalesce(w.supplier_withdrawing, 0)`.as('withdrawing'),
          sql<string>`coalesce((select abs(sum(e.amount)) from ledger_entries e where e.shop_id = s.id and e.type = 'withdraw_paid'), 0)`.as('paid'),
          sql<string>`coalesce((select abs(sum(e.amount)) from ledger_entries e where e.shop_id = s.id and e.type = 'supply_deduct'), 0)`.as('deducted'),
          sql<string>`(select count(*) from parcels p where p.shop_id = s.id and p.shipped_at >= ${monthStart} and p.shipped_at < ${monthEnd})`.as('month_shipped'),
        ])
        .orderBy('s.id');
      const found = await paginate(query, page);
      return {
        ...found,
        list: found.list.map((row) => ({ shop_id: row.shop_id, shop_name: row.shop_name, payable: n(row.payable), withdrawing: n(row.withdrawing), paid: n(row.paid), deducted: n(row.deducted), month_shipped: n(row.month_shipped) })),
      };
    },

    // ---- 发货时效 ----

    /** Every shop's parcels dispatched in [since, until): counts, their compensations and the 赔付扣款 booked for them (fen). */
    async performance(since: Date, until: Date): Promise<PerformanceFigures[]> {
      const parcels = dispatchedTo(since, until).select('p.id');
      const { rows } = await sql<Record<string, unknown>>`
        with d as (${parcels.select(['p.shop_id', 'p.shipped_at'])}),
             -- a parcel is compensated once; its 赔付扣款 is booked with source compensation + the parcel's id (services/compensation)
             comp as (select pc.id, pc.parcel_id, p.shop_id, pc.amount_fen from parcel_compensations pc join parcels p on p.id = pc.parcel_id where pc.parcel_id in (${parcels}))
        select s.id as shop_id, s.name as shop_name,
               (select count(*) from d where d.shop_id = s.id) as dispatched,
               (select count(d.shipped_at) from d where d.shop_id = s.id) as shipped,
               (select count(*) from comp where comp.shop_id = s.id) as compensations,
               (select coalesce(sum(comp.amount_fen), 0) from comp where comp.shop_id = s.id) as compensation_fen,
               (select coalesce(abs(sum(e.amount)), 0) from ledger_entries e join comp on e.source_id = comp.parcel_id::text
                 where e.shop_id = s.id and e.type = 'supply_deduct' and e.source_type = 'compensation') as deducted_fen
        from supplier_shops s order by s.id`.execute(db);
      return rows.map((row) => ({
        shop_id: n(row.shop_id),
        shop_name: String(row.shop_name),
        dispatched: n(row.dispatched),
        shipped: n(row.shipped),
        compensations: n(row.compensations),
        compensation_fen: n(row.compensation_fen),
        deducted_fen: n(row.deducted_fen),
      }));
    },

    /**
     * The shipped parcels dispatched in [since, until) in groups whose every parcel has the same deadlines (its issue
     * deadline, the China day it was paid and the side of that deadline it was paid on), with one parcel's payment
     * time each: the service asks the 超时赔付 rules for the group's deadline (parcelDeadlines).
     */
    async deadlineGroups(since: Date, until: Date): Promise<DeadlineGroup[]> {
      const rows = await dispatchedTo(since, until)
        .where('p.shipped_at', 'is not', null)
        .select([
          sql<string>`${DEADLINE}::text`.as('deadline'),
          chinaDay('p.created_at').as('day'),
          sql<boolean>`${chinaTimeOfDay('p.created_at')} < ${DEADLINE}::time`.as('before'),
          sql<Date>`min(p.created_at)`.as('sample'),
        ])
        .groupBy([sql`1`, sql`2`, sql`3`])
        .execute();
      return rows.map((row) => ({ deadline: row.deadline, day: row.day, before: row.before, sample: new Date(row.sample) }));
    },

    /** Per shop: the shipped parcels dispatched in [since, until) shipped before their group's deadline. */
    async shippedBefore(since: Date, until: Date, groups: (DeadlineGroup & { pickupBefore: Date })[]): Promise<Map<number, number>> {
      if (!groups.length) return new Map();
      const values = sql.join(groups.map((g) => sql`(${g.deadline}::time, ${g.day}::text, ${g.before}::boolean, ${g.pickupBefore}::timestamptz)`));
      const { rows } = await sql<{ shop_id: number; n: string }>`
        select p.shop_id, count(*) as n
        from parcels p
        join orders o on o.id = p.order_id
        join couriers c on c.id = o.courier_id
        join (values ${values}) as v(deadline, day, before, pickup)
          on v.deadline = ${DEADLINE}::time
         and v.day = ${chinaDay('p.created_at')}
         and v.before = (${chinaTimeOfDay('p.created_at')} < ${DEADLINE}::time)
        where p.shop_id is not null and p.dispatched_at >= ${since} and p.dispatched_at < ${until}
          and p.shipped_at < v.pickup
        group by p.shop_id`.execute(db);
      return new Map(rows.map((row) => [n(row.shop_id), n(row.n)]));
    },

    // ---- 平台收益 ----

    /**
     * Per China day of dispatch, over the parcels dispatched in [since, until) and not refused (fen): what was paid,
     * the supply price booked, the 分站 margin, and the commission — a 分站 parcel's own share (site_commission_fen),
     * else the referrer's share of a main-site order (price × the commission's rate, rounded down, as booked).
     */
    async platformShare(since: Date, until: Date): Promise<PlatformShareDay[]> {
      const rows = await db
        .selectFrom('parcels as p')
        .leftJoin('commissions as k', 'k.order_id', 'p.order_id')
        .where('p.status', '=', 3)
        .where('p.dispatched_at', '>=', since)
        .where('p.dispatched_at', '<', until)
        .select([
          chinaDay('p.dispatched_at').as('day'),
          sql<string>`count(*)`.as('parcels'),
          sql<string>`coalesce(sum(p.price_fen), 0)`.as('paid_fen'),
          sql<string>`coalesce(sum(coalesce(p.supply_fen, 0)), 0)`.as('supply_fen'),
          sql<string>`coalesce(sum(coalesce(p.site_margin_fen, 0)), 0)`.as('margin_fen'),
          sql<string>`coalesce(sum(case when p.site_cost_fen is not null then coalesce(p.site_commission_fen, 0)
                                         when k.id is not null then floor(p.price_fen::bigint * k.rate_bp / 10000)
                                         else 0 end), 0)`.as('commission_fen'),
        ])
        .groupBy(sql`1`)
        .orderBy(sql`1`)
        .execute();
      return rows.map((row) => ({ day: row.day, parcels: n(row.parcels), paid_fen: n(row.paid_fen), supply_fen: n(row.supply_fen), margin_fen: n(row.margin_fen), commission_fen: n(row.commission_fen) }));
    },
  };
}

export type AdminSuppliersRepository = ReturnType<typeof adminSuppliersRepository>;
