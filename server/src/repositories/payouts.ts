import { sql, type Kysely } from 'kysely';
import type { CommissionStatus, WithdrawalStatusKey } from 'shared-contracts';
import type { Database, WithdrawalStatus } from '../db/schema';
import { paginate, type PageRequest } from '../lib/paginate';
import type { PromotionSettings } from './commissions';

/** The console's filters of 提现审核 and 佣金记录: a mobile whole or its last 4 digits, made between two moments. */
export interface PayoutsFilter<S extends string> {
  /** one site's (its members' withdrawals and the 分站's own; a supplier shop's count as the main site's) */
  siteId?: number;
  /** one kind's (issue 33): a member's commission, a 分站's earnings or a supplier shop's payable */
  kind?: 'commission' | 'site_earnings' | 'supplier_payable';
  status?: S;
  mobile?: string;
  since?: Date;
  until?: Date;
}

export interface AdminWithdrawalListRow {
  id: number;
  /** null: a 分站's earnings or a supplier shop's payable */
  user_id: number | null;
  /** a supplier shop's payable (issue 33), else null */
  shop_id: number | null;
  shop_name: string | null;
  site_id: number;
  site_name: string;
  /** the member's, or the 分站 owner's or the supplier's who applied */
  mobile: string;
  amount_fen: number;
  alipay_account: string;
  alipay_name: string;
  /** the sealed real name while the user's verification stands passed */
  real_name_enc: string | null;
  status: WithdrawalStatus;
  reason: string | null;
  created_at: Date;
  reviewed_by_name: string | null;
  reviewed_at: Date | null;
  paid_at: Date | null;
  provider_order_id: string | null;
  /** a large withdrawal's first approver (issue 35) */
  first_approved_by_name: string | null;
  first_approved_at: Date | null;
}

export interface PayoutWithdrawal {
  id: number;
  /** the member whose commission it is, or null when it is a 分站's earnings (site_id) */
  user_id: number | null;
  site_id: number | null;
  /** a supplier shop's payable (issue 33) */
  shop_id: number | null;
  amount_fen: number;
  alipay_account: string;
  alipay_name: string;
  status: WithdrawalStatus;
  /** out_biz_no, drawn at approval (0041) */
  payout_no: string | null;
  /** the first of a large withdrawal's two approvers (0049) */
  first_approved_by: number | null;
}

/** A withdrawal's next state and what comes with it. */
export type WithdrawalChange =
  | { status: 'paying'; reviewed_by: number; reviewed_at: Date; payout_no: string }
  | { status: 'rejected'; reason: string; reviewed_by: number; reviewed_at: Date }
  | { status: 'paid'; paid_at: Date; provider_order_id: string }
  | { status: 'failed'; reason: string }
  | { first_approved_by: number; first_approved_at: Date };

const mobileMatches = (column: string, mobile: string) => {
  const ref = column === 'payee_mobile' ? sql`coalesce(u.mobile, ap.mobile, sp.mobile)` : sql.ref(column);
  return mobile.length === 4 ? sql<boolean>`${ref} like ${`%${mobile}`}` : sql<boolean>`${ref} = ${mobile}`;
};

const MAIN_SITE = sql<number>`(select id from sites where is_main)`;

/**
 * 推广与提现 in the console (issue 22): the withdrawals finance reviews and the state changes of their payout,
 * the referred orders' commissions, and the programme's settings. The user's side is ./withdrawals.ts.
 */
export function payoutsRepository(db: Kysely<Database>) {
  // a member's withdrawal (their commission) or a 分站's (its earnings, applied by its owner): payee's site and mobile
  const withdrawals = (filter: PayoutsFilter<WithdrawalStatusKey>) => {
    let query = db
      .selectFrom('withdrawals as w')
      .leftJoin('users as u', 'u.id', 'w.user_id')
      .leftJoin('operators as ap', 'ap.id', 'w.applied_by')
      // a supplier shop's (issue 33): applied by its owner; the main site's business
      .leftJoin('supplier_accounts as sp', 'sp.id', 'w.applied_by_supplier');
    if (filter.siteId !== undefined) query = query.where(sql<boolean>`coalesce(w.site_id, u.site_id, ${MAIN_SITE}) = ${filter.siteId}`);
    if (filter.kind === 'commission') query = query.where('w.user_id', 'is not', null);
    if (filter.kind === 'site_earnings') query = query.where('w.site_id', 'is not', null);
    if (filter.kind === 'supplier_payable') query = query.where('w.shop_id', 'is not', null);
    if (filter.status) query = query.where('w.status', '=', filter.status);
    if (filter.mobile) query = query.where(mobileMatches('payee_mobile', filter.mobile));
    if (filter.since) query = query.where('w.created_at', '>=', filter.since);
    if (filter.until) query = query.where('w.created_at', '<=', filter.until);
    return query;
  };

  return {
    /** Newest first, with the reviewer's name and the user's sealed real name (if verified). */
    listWithdrawals(filter: PayoutsFilter<WithdrawalStatusKey>, page: PageRequest) {
      const query = withdrawals(filter)
        .leftJoin('operators as r', 'r.id', 'w.reviewed_by')
        .leftJoin('user_identities as i', (join) => join.onRef('i.user_id', '=', 'w.user_id').on('i.status', '=', 2))
        .select([
          sql<number>`w.id::int`.as('id'),
          'w.user_id',
          'w.shop_id',
          sql<string | null>`(select ss.name from supplier_shops ss where ss.id = w.shop_id)`.as('shop_name'),
          sql<number>`coalesce(w.site_id, u.site_id, ${MAIN_SITE})`.as('site_id'),
          sql<string>`coalesce((select s.config->>'site_name' from sites s where s.id = coalesce(w.site_id, u.site_id, ${MAIN_SITE})), '')`.as('site_name'),
          sql<string>`coalesce(u.mobile, ap.mobile, sp.mobile, '')`.as('mobile'),
          'w.amount_fen',
          'w.alipay_account',
          'w.alipay_name',
          sql<string | null>`i.real_name_enc`.as('real_name_enc'),
          'w.status',
          'w.reason',
          'w.created_at',
          sql<string | null>`r.name`.as('reviewed_by_name'),
          'w.reviewed_at',
          'w.paid_at',
          'w.provider_order_id',
          sql<string | null>`(select f.name from operators f where f.id = w.first_approved_by)`.as('first_approved_by_name'),
          'w.first_approved_at',
        ])
        .orderBy('w.id', 'desc');
      return paginate(query, page);
    },

    /** Count and fen per status of what the filter selects. */
    async withdrawalTotals(filter: PayoutsFilter<WithdrawalStatusKey>): Promise<{ status: WithdrawalStatus; count: number; amount_fen: number }[]> {
      const rows = await withdrawals(filter)
        .select(['w.status', sql<number>`count(*)::int`.as('count'), sql<number>`coalesce(sum(w.amount_fen), 0)::bigint`.as('amount_fen')])
        .groupBy('w.status')
        .execute();
      return rows;
    },

    /** The withdrawal as it is now (the payout job reads it before calling the provider, holding nothing). */
    withdrawal(id: number): Promise<PayoutWithdrawal | undefined> {
      return db.selectFrom('withdrawals').select(['id', 'user_id', 'site_id', 'shop_id', 'amount_fen', 'alipay_account', 'alipay_name', 'status', 'payout_no', 'first_approved_by']).where('id', '=', id).executeTakeFirst();
    },

    /** The withdrawal, locked until the transaction ends (a review and the payout job take turns on it). */
    lockWithdrawal(id: number): Promise<PayoutWithdrawal | undefined> {
      return db.selectFrom('withdrawals').select(['id', 'user_id', 'site_id', 'shop_id', 'amount_fen', 'alipay_account', 'alipay_name', 'status', 'payout_no', 'first_approved_by']).where('id', '=', id).forUpdate().executeTakeFirst();
    },

    async changeWithdrawal(id: number, change: WithdrawalChange): Promise<void> {
      await db.updateTable('withdrawals').set(change).where('id', '=', id).execute();
    },

    /** 佣金记录: every referred order's commission, newest first, with both mobiles and the order number. */
    listCommissions(filter: PayoutsFilter<CommissionStatus>, page: PageRequest) {
      let query = db
        .selectFrom('commissions as c')
        .innerJoin('orders as o', 'o.id', 'c.order_id')
        .innerJoin('users as r', 'r.id', 'c.referrer_id')
        .innerJoin('users as u', 'u.id', 'c.user_id')
        .select([
          sql<number>`c.id::int`.as('id'),
          sql<number>`c.order_id::int`.as('order_id'),
          'o.order_sn',
          'c.referrer_id',
          'r.mobile as referrer_mobile',
          'c.user_id',
          'u.mobile as user_mobile',
          'c.base_fen',
          'c.rate_bp',
          'c.amount_fen',
          'c.reversed_fen',
          'c.released_fen',
          'c.status',
          'c.created_at',
          'c.released_at',
        ]);
      if (filter.status) query = query.where('c.status', '=', filter.status);
      if (filter.mobile) query = query.where(sql<boolean>`(${mobileMatches('r.mobile', filter.mobile)} or ${mobileMatches('u.mobile', filter.mobile)})`);
      if (filter.since) query = query.where('c.created_at', '>=', filter.since);
      if (filter.until) query = query.where('c.created_at', '<=', filter.until);
      return paginate(query.orderBy('c.id', 'desc'), page);
    },

    /** The main site's VIP groups, lowest first, with their own commission rate (basis points) or null. */
    groupRates(): Promise<{ id: number; name: string; commission_bp: number | null }[]> {
      return db.selectFrom('user_groups').select(['id', 'name', 'commission_bp']).where('site_id', '=', MAIN_SITE).orderBy('level').orderBy('id').execute();
    },

    async saveSettings(settings: PromotionSettings, at: Date): Promise<void> {
      await db
        .updateTable('promotion_settings')
        .set({ ...settings, updated_at: at })
        .where('id', '=', 1)
        .execute();
    },

    /** Sets each named group's rate (null: the site's); answers how many of the ids exist. */
    async setGroupRates(groups: { id: number; commission_bp: number | null }[]): Promise<number> {
      let found = 0;
      for (const group of groups) {
        const result = await db.updateTable('user_groups').set({ commission_bp: group.commission_bp }).where('id', '=', group.id).where('site_id', '=', MAIN_SITE).executeTakeFirst();
        found += Number(result.numUpdatedRows);
      }
      return found;
    },
  };
}

export type PayoutsRepository = ReturnType<typeof payoutsRepository>;
