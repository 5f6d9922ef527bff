import { sql, type Kysely, type RawBuilder } from 'kysely';
import { CHINA_OFFSET_MS } from 'shared-contracts/china-time';
import type { Database } from '../db/schema';

/** A figure per China-time day number (shared-contracts chinaDayNumber); days without rows are absent. */
export type PerDay = Map<number, number>;

export interface DashboardDays {
  orders: PerDay;
  parcels: PerDay;
  /** fen */
  topUp: PerDay;
  /** fen: spent on orders minus refunded */
  consumption: PerDay;
  newUsers: PerDay;
}

const OFFSET_SECONDS = CHINA_OFFSET_MS / 1000;

/**
 * The China-time day number of a timestamptz column, whatever the session's time zone — the same number
 * chinaDayNumber gives in JavaScript (PostgreSQL and PGlite alike).
 */
const dayOf = (column: string) => sql<number>`floor((extract(epoch from ${sql.ref(column)}) + ${sql.lit(OFFSET_SECONDS)}) / 86400)::int`;

const toMap = (rows: { day: number; n: string | number | null }[]): PerDay => new Map(rows.map((row) => [Number(row.day), Number(row.n ?? 0)]));

/**
 * The 概览 dashboard's reads (issue 20): figures per China-time day over a range of days, each one
 * grouped query over an index range of its table (0021's indexes), and the parcels waiting for a waybill.
 */
export function adminDashboardRepository(db: Kysely<Database>) {
  /** `value` summed (or rows counted) per day of `column`, for from ≤ column < to. */
  async function perDay(
    table: 'orders' | 'parcels' | 'users' | 'recharge_orders' | 'ledger_entries',
    column: string,
    from: Date,
    to: Date,
    value: RawBuilder<unknown>,
    where?: RawBuilder<unknown>,
  ): Promise<PerDay> {
    const { rows } = await sql<{ day: number; n: string | number | null }>`
      select ${dayOf(column)} as day, ${value} as n
      from ${sql.table(table)}
      where ${sql.ref(column)} >= ${from} and ${sql.ref(column)} < ${to} ${where ? sql`and ${where}` : sql``}
      group by 1`.execute(db);
    return toMap(rows);
  }

  return {
    /** Every figure per day for from ≤ time < to (whole China-time days). */
    async days(from: Date, to: Date): Promise<DashboardDays> {
      const count = sql`count(*)`;
      const [orders, parcels, topUp, consumption, newUsers] = await Promise.all([
        perDay('orders', 'created_at', from, to, count),
        perDay('parcels', 'created_at', from, to, count),
        perDay('recharge_orders', 'paid_at', from, to, sql`sum(amount_fen)`, sql`status = 'paid'`),
        // order entries are negative, refunds positive: what left the balances for goods, net
        perDay('ledger_entries', 'created_at', from, to, sql`-sum(amount)`, sql`type in ('order', 'refund')`),
        perDay('users', 'created_at', from, to, count),
      ]);
      return { orders, parcels, topUp, consumption, newUsers };
    },

    /** Paid parcels without a waybill yet (status 2: no waybill until dispatched, status 3). */
    async waitingParcels(): Promise<number> {
      const { rows } = await sql<{
        n: number;
      }>`select count(*)::int as n from parcels where status = 2`.execute(db);
      return rows[0]?.n ?? 0;
    },

    /**
     * The parcels that were waiting for a waybill at a moment: made before it and still waiting, or
     * dispatched after it (a parcel refused by the courier since is not counted).
     */
    async waitingParcelsAt(at: Date): Promise<number> {
      const { rows } = await sql<{ n: number }>`
        select ((select count(*) from parcels where status = 2 and created_at < ${at})
              + (select count(*) from parcels where dispatched_at >= ${at} and created_at < ${at}))::int as n`.execute(db);
      return rows[0]?.n ?? 0;
    },
  };
}

export type AdminDashboardRepository = ReturnType<typeof adminDashboardRepository>;
