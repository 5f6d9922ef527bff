import { sql, type Kysely } from 'kysely';
import type { Paginated } from 'shared-contracts';
import type { FinanceAccount, FinanceFigure } from 'shared-contracts/admin';
import { CHINA_OFFSET_MS } from 'shared-contracts/china-time';
import type { Database, LedgerEntryType } from '../db/schema';
import { siteNameOf } from '../lib/data-scope';
import { paginate, type PageRequest } from '../lib/paginate';

/**
 * What each flow figure of 财务报表 sums: the entries of one type, on one side. A type that moves money between two
 * accounts of one owner books two entries (out of one, into the other: withdraw, withdraw_return), so those figures
 * take the side into the account the figure names; a type booked one way (a debit, or 人工调整's either way) takes the
 * side it is about. `in` sums the positive amounts, `out` the negative ones said as positive.
 */
export const FIGURE_ENTRIES: Record<FinanceFigure, { type: LedgerEntryType; side: 'in' | 'out' }> = {
  top_up_total: { type: 'recharge', side: 'in' },
  bonus_total: { type: 'bonus', side: 'in' },
  spending_total: { type: 'order', side: 'out' },
  refund_total: { type: 'refund', side: 'in' },
  compensation_total: { type: 'compensation', side: 'in' },
  commission_total: { type: 'commission', side: 'in' },
  commission_reverse_total: { type: 'commission_reverse', side: 'out' },
  adjust_in_total: { type: 'adjust', side: 'in' },
  adjust_out_total: { type: 'adjust', side: 'out' },
  // into withdrawing (a member's), site_withdrawing or supplier_withdrawing
  withdraw_total: { type: 'withdraw', side: 'in' },
  // out of the withdrawing account: paid to the payee's Alipay
  payout_total: { type: 'withdraw_paid', side: 'out' },
  // back into what may be withdrawn
  withdraw_return_total: { type: 'withdraw_return', side: 'in' },
  supply_total: { type: 'supply', side: 'in' },
  supply_reverse_total: { type: 'supply_reverse', side: 'out' },
  supply_deduct_total: { type: 'supply_deduct', side: 'out' },
  site_margin_total: { type: 'site_margin', side: 'in' },
  site_margin_reverse_total: { type: 'site_margin_reverse', side: 'out' },
};
const FIGURE_TYPES = [...new Set(Object.values(FIGURE_ENTRIES).map((entry) => entry.type))];

/** One China day's sums of one entry type (fen; `minus` said as positive). */
export interface FlowRow {
  /** China day number (shared-contracts chinaDayNumber) */
  day: number;
  type: LedgerEntryType;
  plus: number;
  plus_count: number;
  minus: number;
  minus_count: number;
}

export interface ChannelRow {
  /** recharge_orders.channel; 0 for an entry without its top-up order */
  channel: number;
  amount: number;
  count: number;
}

export interface FinanceEntryRecord {
  id: number;
  created_at: Date;
  user_id: number | null;
  site_id: number | null;
  shop_id: number | null;
  mobile: string | null;
  site_name: string;
  shop_name: string | null;
  account: FinanceAccount;
  type: LedgerEntryType;
  amount: number;
  balance_after: number;
  remark: string;
  source_type: string;
  source_id: string;
  channel: number | null;
}

const n = (value: unknown) => Number(value ?? 0);
/** The China day number of a timestamptz, whatever the session's zone (as repositories/admin-dashboard.ts). */
const dayOf = sql<number>`floor((extract(epoch from e.created_at) + ${sql.lit(CHINA_OFFSET_MS / 1000)}) / 86400)::int`;

/**
 * 财务报表's reads (money.read, main site): every figure summed in SQL over `ledger_entries.created_at` ranges (index
 * `ledger_entries_created_idx`, see docs/money.md), in fen.
 */
export function adminFinanceRepository(db: Kysely<Database>) {
  return {
    /** Per China day and entry type, the sums of the report's entry types booked in [since, until). */
    async flows(since: Date, until: Date): Promise<FlowRow[]> {
      const { rows } = await sql<Record<keyof FlowRow, unknown>>`
        select ${dayOf} as day, e.type,
               coalesce(sum(e.amount) filter (where e.amount > 0), 0) as plus, count(*) filter (where e.amount > 0) as plus_count,
               coalesce(-sum(e.amount) filter (where e.amount < 0), 0) as minus, count(*) filter (where e.amount < 0) as minus_count
        from ledger_entries e
        where e.created_at >= ${since} and e.created_at < ${until} and e.type in (${sql.join(FIGURE_TYPES)})
        group by 1, 2
        order by 1, 2`.execute(db);
      return rows.map((row) => ({
        day: n(row.day),
        type: row.type as LedgerEntryType,
        plus: n(row.plus),
        plus_count: n(row.plus_count),
        minus: n(row.minus),
        minus_count: n(row.minus_count),
      }));
    },

    /** 充值合计 of [since, until) by the channel of each entry's top-up order (its source). */
    async topUpsByChannel(since: Date, until: Date): Promise<ChannelRow[]> {
      const { rows } = await sql<{ channel: unknown; amount: unknown; count: unknown }>`
        select coalesce(r.channel, 0) as channel, coalesce(sum(e.amount), 0) as amount, count(*) as count
        from ledger_entries e
        left join recharge_orders r on r.trade_no = e.source_id and e.source_type = 'recharge'
        where e.created_at >= ${since} and e.created_at < ${until} and e.type = 'recharge' and e.amount > 0
        group by 1
        order by 1`.execute(db);
      return rows.map((row) => ({ channel: n(row.channel), amount: n(row.amount), count: n(row.count) }));
    },

    /**
     * Every account's total over all its owners at `at` (fen): the totals the wallet rows keep now, less what every
     * entry booked at or after `at` moved. A wallet row's total is the sum of its account's entries (the ledger's
     * invariant, `check-ledger`), so this is Σ amount of the entries before `at` — read over the entries since
     * `at` only (an index range: a recent day reads little), in one statement (one snapshot: an entry booked
     * meanwhile is either in both parts or in neither).
     */
    async closing(at: Date): Promise<Map<FinanceAccount, number>> {
      const { rows } = await sql<{ account: FinanceAccount; total: unknown }>`
        with now_totals (account, total) as (
          select 'balance', coalesce(sum(balance), 0) from wallets
          union all select 'commission_frozen', coalesce(sum(commission_frozen), 0) from wallets
          union all select 'commission_available', coalesce(sum(commission_available), 0) from wallets
          union all select 'withdrawing', coalesce(sum(withdrawing), 0) from wallets
          union all select 'site_earnings_frozen', coalesce(sum(site_earnings_frozen), 0) from site_wallets
          union all select 'site_earnings_available', coalesce(sum(site_earnings_available), 0) from site_wallets
          union all select 'site_withdrawing', coalesce(sum(site_withdrawing), 0) from site_wallets
          union all select 'supplier_payable', coalesce(sum(supplier_payable), 0) from supplier_wallets
          union all select 'supplier_withdrawing', coalesce(sum(supplier_withdrawing), 0) from supplier_wallets
        ), later as (
          select e.account, sum(e.amount) as moved from ledger_entries e where e.created_at >= ${at} group by e.account
        )
        select t.account, t.total - coalesce(l.moved, 0) as total
        from now_totals t left join later l on l.account = t.account`.execute(db);
      return new Map(rows.map((row) => [row.account, n(row.total)]));
    },

    /**
     * The entries behind one figure in [since, until), newest first, with their owner (a member's mobile, a 分站's
     * name, a 供货店铺's name) and a top-up's channel; `channel` keeps one channel's top-ups.
     */
    async entries(figure: FinanceFigure, since: Date, until: Date, channel: number | undefined, page: PageRequest): Promise<Paginated<FinanceEntryRecord>> {
      const { type, side } = FIGURE_ENTRIES[figure];
      const recharge = type === 'recharge';
      let query = db
        .selectFrom('ledger_entries as e')
        .leftJoin('users as u', 'u.id', 'e.user_id')
        .leftJoin('supplier_shops as s', 's.id', 'e.shop_id')
        .leftJoin('recharge_orders as r', (join) =>
          recharge ? join.onRef('r.trade_no', '=', 'e.source_id').on('e.source_type', '=', 'recharge') : join.on(sql<boolean>`false`)
        )
        .where('e.type', '=', type)
        .where('e.created_at', '>=', since)
        .where('e.created_at', '<', until)
        .where('e.amount', side === 'in' ? '>' : '<', 0)
        .select([
          'e.id',
          'e.created_at',
          'e.user_id',
          'e.site_id',
          'e.shop_id',
          'u.mobile',
          siteNameOf('e.site_id').as('site_name'),
          's.name as shop_name',
          'e.account',
          'e.type',
          'e.amount',
          'e.balance_after',
          'e.remark',
          'e.source_type',
          'e.source_id',
          'r.channel',
        ]);
      if (channel !== undefined) query = channel === 0 ? query.where('r.channel', 'is', null) : query.where('r.channel', '=', channel);
      const found = await paginate(query.orderBy('e.created_at', 'desc').orderBy('e.id', 'desc'), page);
      return {
        ...found,
        list: found.list.map((row) => ({
          ...row,
          id: n(row.id),
          account: row.account as FinanceAccount,
          amount: n(row.amount),
          balance_after: n(row.balance_after),
          channel: row.channel === null ? null : n(row.channel),
        })),
      };
    },
  };
}

export type AdminFinanceRepository = ReturnType<typeof adminFinanceRepository>;
