import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { paginate, type PageRequest } from '../lib/paginate';

/** A referred order's commission entries come from source `order` + the order id; a reversal from `parcel` + the parcel id. */
export const COMMISSION_ORDER_SOURCE = 'order';
export const COMMISSION_PARCEL_SOURCE = 'parcel';

export interface PromotionSettings {
  rate_bp: number;
  freeze_days: number;
  withdraw_min_fen: number;
  withdraw_daily_count: number;
}

export interface CommissionRow {
  id: number;
  order_id: number;
  referrer_id: number;
  user_id: number;
  rate_bp: number;
  amount_fen: number;
  reversed_fen: number;
  status: 'frozen' | 'available' | 'reversed';
}

/** 推广佣金 (issue 22, migration 0032): the settings, the referrer and rate of a buyer, each order's commission. */
export function commissionsRepository(db: Kysely<Database>) {
  return {
    settings(): Promise<PromotionSettings> {
      return db.selectFrom('promotion_settings').select(['rate_bp', 'freeze_days', 'withdraw_min_fen', 'withdraw_daily_count']).where('id', '=', 1).executeTakeFirstOrThrow();
    },

    /**
     * The buyer's referrer and the rate that referrer earns — their VIP group's, else their site's: the main
     * site's 推广设置, or a 分站's own rate (issue 32) — or null.
     */
    async referrerOf(userId: number): Promise<{ referrer_id: number; rate_bp: number } | null> {
      const row = await sql<{ referrer_id: number; rate_bp: number }>`
        select u.referrer_id, coalesce(g.commission_bp, case when st.is_main then s.rate_bp else st.commission_bp end) as rate_bp
        from users u
        join users r on r.id = u.referrer_id
        join sites st on st.id = r.site_id
        left join user_groups g on g.id = r.group_id
        cross join promotion_settings s
        where u.id = ${userId} and u.referrer_id is not null and u.referrer_id <> u.id`.execute(db);
      return row.rows[0] ?? null;
    },

    /** The rate a user earns as a referrer: their VIP group's, else their site's (basis points). */
    async rateOf(userId: number): Promise<number> {
      const row = await sql<{ rate_bp: number }>`
        select coalesce(g.commission_bp, case when st.is_main then s.rate_bp else st.commission_bp end) as rate_bp
        from users u join sites st on st.id = u.site_id left join user_groups g on g.id = u.group_id cross join promotion_settings s
        where u.id = ${userId}`.execute(db);
      return row.rows[0]?.rate_bp ?? (await this.settings()).rate_bp;
    },

    /** How many users the referrer brought, and how many of those have ordered. */
    async referredCounts(referrerId: number): Promise<{ invited: number; ordered: number }> {
      const { rows } = await sql<{ invited: number; ordered: number }>`
        select count(*)::int as invited,
               count(*) filter (where exists (select 1 from orders o where o.user_id = u.id))::int as ordered
        from users u where u.referrer_id = ${referrerId}`.execute(db);
      return rows[0];
    },

    /** The users the referrer brought, newest first, with their orders, what they paid and what they earned the referrer. */
    referredUsers(referrerId: number, filter: { mobile?: string }, page: PageRequest) {
      let query = db
        .selectFrom('users as u')
        .select([
          'u.id',
          'u.mobile',
          'u.created_at',
          sql<number>`(select count(*)::int from orders o where o.user_id = u.id)`.as('orders'),
          sql<number>`(select coalesce(sum(o.total_fen - o.refund_fen), 0) from orders o where o.user_id = u.id)`.as('amount_fen'),
          sql<number>`(select coalesce(sum(c.amount_fen - c.reversed_fen), 0) from commissions c where c.user_id = u.id and c.referrer_id = ${referrerId})`.as('commission_fen'),
        ])
        .where('u.referrer_id', '=', referrerId);
      if (filter.mobile) query = filter.mobile.length === 4 ? query.where('u.mobile', 'like', `%${filter.mobile}`) : query.where('u.mobile', '=', filter.mobile);
      return paginate(query.orderBy('u.id', 'desc'), page);
    },

    /**
     * 佣金记录: the referrer's commissions, newest first, with the referred user's mobile, the order's parcel
     * count, whether a parcel still waits for its waybill and when the last one was dispatched.
     */
    referredOrders(referrerId: number, filter: { status?: CommissionRow['status']; mobile?: string }, page: PageRequest) {
      let query = db
        .selectFrom('commissions as c')
        .innerJoin('users as u', 'u.id', 'c.user_id')
        .select([
          sql<number>`c.id::int`.as('id'),
          'u.mobile',
          'c.created_at',
          'c.base_fen',
          'c.rate_bp',
          'c.amount_fen',
          'c.reversed_fen',
          'c.status',
          'c.released_at',
          sql<number>`(select count(*)::int from parcels p where p.order_id = c.order_id)`.as('parcels'),
          sql<boolean>`exists (select 1 from parcels p where p.order_id = c.order_id and p.status = 2)`.as('waiting'),
          sql<Date | null>`(select max(p.dispatched_at) from parcels p where p.order_id = c.order_id and p.status = 3)`.as('last_dispatched_at'),
        ])
        .where('c.referrer_id', '=', referrerId);
      if (filter.status) query = query.where('c.status', '=', filter.status);
      if (filter.mobile) query = filter.mobile.length === 4 ? query.where('u.mobile', 'like', `%${filter.mobile}`) : query.where('u.mobile', '=', filter.mobile);
      return paginate(query.orderBy('c.id', 'desc'), page);
    },

    /** Commission earned (booked net of reversals) since a moment, fen. */
    async earnedSince(referrerId: number, since: Date): Promise<number> {
      const { rows } = await sql<{ total: number | null }>`
        select sum(amount) as total from ledger_entries
        where user_id = ${referrerId} and account = 'commission_frozen' and type in ('commission', 'commission_reverse') and created_at >= ${since}`.execute(db);
      return Number(rows[0]?.total ?? 0);
    },

    async insert(row: { order_id: number; referrer_id: number; user_id: number; rate_bp: number; base_fen: number; amount_fen: number; created_at: Date }): Promise<void> {
      await db.insertInto('commissions').values(row).execute();
    },

    /** The order's commission, locked until the transaction ends. */
    ofOrderLocked(orderId: number): Promise<CommissionRow | undefined> {
      return db
        .selectFrom('commissions')
        .select([sql<number>`id::int`.as('id'), sql<number>`order_id::int`.as('order_id'), 'referrer_id', 'user_id', 'rate_bp', 'amount_fen', 'reversed_fen', 'status'])
        .where('order_id', '=', orderId)
        .forUpdate()
        .executeTakeFirst();
    },

    async addReversed(id: number, amountFen: number): Promise<void> {
      await sql`update commissions set reversed_fen = reversed_fen + ${amountFen}, status = case when reversed_fen + ${amountFen} = amount_fen then 'reversed' else status end where id = ${id}`.execute(db);
    },

    /**
     * Up to `limit` frozen commissions whose order has no parcel waiting for its waybill and whose last
     * parcel was dispatched at or before `dispatchedBy` (an order whose parcels were all refused has none,
     * and is due at once), locked; rows another run holds are skipped.
     */
    async lockDue(dispatchedBy: Date, limit: number): Promise<CommissionRow[]> {
      const { rows } = await sql<CommissionRow>`
        select c.id::int as id, c.order_id::int as order_id, c.referrer_id, c.user_id, c.rate_bp, c.amount_fen, c.reversed_fen, c.status
        from commissions c
        where c.status = 'frozen'
          and not exists (select 1 from parcels p where p.order_id = c.order_id and p.status = 2)
          and coalesce((select max(p.dispatched_at) from parcels p where p.order_id = c.order_id and p.status = 3), '-infinity') <= ${dispatchedBy}
        order by c.id
        limit ${limit}
        for update of c skip locked`.execute(db);
      return rows;
    },

    /**
     * Referred 分站 orders whose commission is not the sum of its parcels' shares (each capped by the parcel's
     * margin, kept on the parcel, issue 32): check-ledger's.
     */
    async siteShareBreaches(): Promise<{ user_id: number; problem: string }[]> {
      const { rows } = await sql<{ user_id: number; problem: string }>`
        select c.referrer_id as user_id,
               'order ' || c.order_id || ': commission ' || c.amount_fen || ' ≠ its 分站 parcels'' shares ' || s.total as problem
        from commissions c
        join (select order_id, sum(site_commission_fen) as total from parcels where site_commission_fen is not null group by order_id) s on s.order_id = c.order_id
        where c.amount_fen <> s.total`.execute(db);
      return rows;
    },

    async markReleased(id: number, releasedFen: number, at: Date): Promise<void> {
      await db
        .updateTable('commissions')
        .set({ status: releasedFen > 0 ? 'available' : 'reversed', released_fen: releasedFen, released_at: at })
        .where('id', '=', id)
        .execute();
    },
  };
}

export type CommissionsRepository = ReturnType<typeof commissionsRepository>;
