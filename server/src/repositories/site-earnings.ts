import { sql, type Kysely } from 'kysely';
import type { Database, SiteLedgerAccount } from '../db/schema';
import { inScope } from '../lib/data-scope';
import { paginate, type PageRequest } from '../lib/paginate';
import { appendEntry, chainBreaches, entryRow, totalBreaches, type EntryOf } from './ledger-entries';

/** A 分站's accounts, in the order its wallet row keeps them (0043). */
export const SITE_ACCOUNTS: readonly SiteLedgerAccount[] = ['site_earnings_frozen', 'site_earnings_available', 'site_withdrawing'];

/** An order's margin entries come from source `order` + the order id; a reversal from `parcel` + the parcel id. */
export const SITE_MARGIN_ORDER_SOURCE = 'order';
export const SITE_MARGIN_PARCEL_SOURCE = 'parcel';

export type SiteTotals = Record<SiteLedgerAccount, number>;

export interface NewSiteEntry extends EntryOf {
  siteId: number;
  account: SiteLedgerAccount;
}

export interface SiteOrderMarginRow {
  order_id: number;
  site_id: number;
  amount_fen: number;
  reversed_fen: number;
}

export interface SiteMarginFilter {
  status?: 'frozen' | 'available' | 'reversed';
  since?: Date;
  until?: Date;
}

/**
 * A 分站's earnings on the one ledger (issue 32): its wallet row (one total per account, never negative), its
 * entries (`ledger_entries` with `site_id`, no user), its orders' margins and the parcels' margin records. Only
 * services/site-earnings.ts writes, inside transactions, with the wallet row locked.
 */
export function siteEarningsRepository(db: Kysely<Database>) {
  return {
    /** The site's wallet row, created empty if missing, locked until the transaction ends. */
    async lock(siteId: number): Promise<SiteTotals> {
      await db.insertInto('site_wallets').values({ site_id: siteId }).onConflict((oc) => oc.column('site_id').doNothing()).execute();
      const row = await db.selectFrom('site_wallets').select([...SITE_ACCOUNTS]).where('site_id', '=', siteId).forUpdate().executeTakeFirstOrThrow();
      return { site_earnings_frozen: Number(row.site_earnings_frozen), site_earnings_available: Number(row.site_earnings_available), site_withdrawing: Number(row.site_withdrawing) };
    },

    async setAccounts(siteId: number, totals: Partial<SiteTotals>, at: Date): Promise<void> {
      await db
        .updateTable('site_wallets')
        .set({ ...totals, updated_at: at })
        .where('site_id', '=', siteId)
        .execute();
    },

    /** Writes the entry; null when this cause booked that account before (nothing is booked twice). */
    append(entry: NewSiteEntry, balanceAfter: number): Promise<{ id: number } | null> {
      return appendEntry(db, entryRow({ user_id: null, site_id: entry.siteId }, entry, balanceAfter));
    },

    /** Every account's total (0 before the site earned anything). */
    async accounts(siteId: number): Promise<SiteTotals> {
      const row = await db.selectFrom('site_wallets').select([...SITE_ACCOUNTS]).where('site_id', '=', siteId).executeTakeFirst();
      return {
        site_earnings_frozen: Number(row?.site_earnings_frozen ?? 0),
        site_earnings_available: Number(row?.site_earnings_available ?? 0),
        site_withdrawing: Number(row?.site_withdrawing ?? 0),
      };
    },

    /** What left through paid withdrawals ever, fen, positive. */
    async withdrawn(siteId: number): Promise<number> {
      const { rows } = await sql<{ total: string | null }>`
        select -sum(amount) as total from ledger_entries where site_id = ${siteId} and account = 'site_withdrawing' and type = 'withdraw_paid'`.execute(db);
      return Number(rows[0]?.total ?? 0);
    },

    /** Each site's accounts and what it withdrew, for the main console's 分站 list. */
    async everySite(): Promise<Map<number, SiteTotals & { withdrawn: number }>> {
      const { rows } = await sql<SiteTotals & { site_id: number; withdrawn: string | null }>`
        select w.site_id, w.site_earnings_frozen, w.site_earnings_available, w.site_withdrawing,
               (select -sum(amount) from ledger_entries e where e.site_id = w.site_id and e.account = 'site_withdrawing' and e.type = 'withdraw_paid') as withdrawn
        from site_wallets w`.execute(db);
      return new Map(
        rows.map((row) => [
          row.site_id,
          {
            site_earnings_frozen: Number(row.site_earnings_frozen),
            site_earnings_available: Number(row.site_earnings_available),
            site_withdrawing: Number(row.site_withdrawing),
            withdrawn: Number(row.withdrawn ?? 0),
          },
        ]),
      );
    },

    async insertOrderMargin(row: { order_id: number; site_id: number; amount_fen: number; created_at: Date }): Promise<void> {
      await db.insertInto('site_order_margins').values(row).execute();
    },

    /** The order's margin, locked until the transaction ends. */
    orderMarginLocked(orderId: number): Promise<(SiteOrderMarginRow & { status: string }) | undefined> {
      return db
        .selectFrom('site_order_margins')
        .select(['order_id', 'site_id', sql<number>`amount_fen::bigint`.as('amount_fen'), sql<number>`reversed_fen::bigint`.as('reversed_fen'), 'status'])
        .where('order_id', '=', orderId)
        .forUpdate()
        .executeTakeFirst()
        .then((row) => row && { ...row, amount_fen: Number(row.amount_fen), reversed_fen: Number(row.reversed_fen) });
    },

    async addReversed(orderId: number, amountFen: number): Promise<void> {
      await sql`update site_order_margins set reversed_fen = reversed_fen + ${amountFen},
        status = case when reversed_fen + ${amountFen} = amount_fen then 'reversed' else status end where order_id = ${orderId}`.execute(db);
    },

    /**
     * Up to `limit` frozen order margins whose order has no parcel waiting for its waybill and whose last parcel
     * was dispatched at least the 分站's freeze_days before `at` (the business clock), locked; rows another run
     * holds are skipped. The same rule as a referrer's commission (repositories/commissions.ts), per site.
     */
    async lockDue(at: Date, limit: number): Promise<SiteOrderMarginRow[]> {
      const { rows } = await sql<SiteOrderMarginRow>`
        select m.order_id, m.site_id, m.amount_fen::bigint as amount_fen, m.reversed_fen::bigint as reversed_fen
        from site_order_margins m
        join sites s on s.id = m.site_id
        where m.status = 'frozen'
          and not exists (select 1 from parcels p where p.order_id = m.order_id and p.status = 2)
          and coalesce((select max(p.dispatched_at) from parcels p where p.order_id = m.order_id and p.status = 3), '-infinity')
              <= ${at}::timestamptz - make_interval(days => s.freeze_days)
        order by m.order_id
        limit ${limit}
        for update of m skip locked`.execute(db);
      return rows.map((row) => ({ ...row, amount_fen: Number(row.amount_fen), reversed_fen: Number(row.reversed_fen) }));
    },

    async markReleased(orderId: number, releasedFen: number, at: Date): Promise<void> {
      await db
        .updateTable('site_order_margins')
        .set({ status: releasedFen > 0 ? 'available' : 'reversed', released_fen: releasedFen, released_at: at })
        .where('order_id', '=', orderId)
        .execute();
    },

    /** Booked margin (net of reversals) of the site's parcels made in a period. */
    async marginSince(siteId: number, since: Date): Promise<number> {
      const { rows } = await sql<{ total: string | null }>`
        select sum(site_margin_fen) as total from parcels where site_id = ${siteId} and status <> 4 and created_at >= ${since} and site_margin_fen is not null`.execute(db);
      return Number(rows[0]?.total ?? 0);
    },

    /** The 收益 page: one row per parcel of the site's members, newest first, scoped (lib/data-scope.ts). */
    margins(siteId: number, filter: SiteMarginFilter, page: PageRequest) {
      let query = db
        .selectFrom('parcels as p')
        .innerJoin('orders as o', 'o.id', 'p.order_id')
        .innerJoin('users as u', 'u.id', 'p.user_id')
        .leftJoin('site_order_margins as m', 'm.order_id', 'p.order_id')
        .select([
          sql<number>`p.id::int`.as('parcel_id'),
          'p.parcel_sn',
          'o.order_sn',
          'o.goods_name',
          'u.mobile',
          'p.price_fen',
          'p.site_cost_fen',
          'p.site_commission_fen',
          'p.site_margin_fen',
          'p.status',
          'p.created_at',
          'p.dispatched_at',
          sql<string>`coalesce(m.status, 'frozen')`.as('margin_status'),
        ])
        .where('p.site_id', '=', siteId)
        .where(inScope('p.site_id'))
        .where('p.site_margin_fen', 'is not', null);
      if (filter.status === 'reversed') query = query.where('p.status', '=', 4);
      else if (filter.status) query = query.where('p.status', '<>', 4).where(sql<boolean>`coalesce(m.status, 'frozen') = ${filter.status}`);
      if (filter.since) query = query.where('p.created_at', '>=', filter.since);
      if (filter.until) query = query.where('p.created_at', '<=', filter.until);
      return paginate(query.orderBy('p.id', 'desc'), page);
    },

    /**
     * Sites whose books do not add up (check-ledger): a wallet total that is not the sum of its account's
     * entries, an entry whose balance_after breaks its account's running sum, or margin booked (net of
     * reversals) that is not the sum of the margins of its members' parcels that were not refused — each of
     * which is paid − cost − commission by the parcels' own check constraint (0043).
     */
    async invariantBreaches(): Promise<{ site_id: number; problem: string }[]> {
      const books = [...(await totalBreaches(db, 'site_id', 'site_wallets', SITE_ACCOUNTS)), ...(await chainBreaches(db, 'site_id'))];
      const margins = await sql<{ site_id: number; problem: string }>`
        with booked as (
          select site_id, sum(amount) as total from ledger_entries
          where site_id is not null and type in ('site_margin', 'site_margin_reverse') and account = 'site_earnings_frozen'
          group by site_id
        ),
        earned as (select site_id, sum(site_margin_fen) as total from parcels where site_margin_fen is not null and status <> 4 group by site_id)
        select coalesce(b.site_id, e.site_id) as site_id,
               'margin booked ' || coalesce(b.total, 0) || ' ≠ Σ(paid − cost − commission) of its parcels ' || coalesce(e.total, 0) as problem
        from booked b full outer join earned e on e.site_id = b.site_id
        where coalesce(b.total, 0) <> coalesce(e.total, 0)`.execute(db);
      return [...books.map(({ owner, problem }) => ({ site_id: owner, problem })), ...margins.rows.map((row) => ({ site_id: Number(row.site_id), problem: row.problem }))];
    },
  };
}

export type SiteEarningsRepository = ReturnType<typeof siteEarningsRepository>;
