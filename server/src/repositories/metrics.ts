import { sql, type Kysely } from 'kysely';
import { chinaText } from 'shared-contracts/china-time';
import type { CallbackDeliveryStatus, Database, WithdrawalStatus } from '../db/schema';

/**
 * The figures /metrics reads from the database at scrape time (plugins/app/metrics.ts). Each query is
 * cheap whatever the size of the tables: it runs on an index, over the last hour, or over a capped
 * number of newest rows — a scrape every 15 s from every process must not become a load of its own.
 */

/** Recent rows looked at, at most, for the figures of the last hour on tables without a time index. */
export const RECENT_ROWS = 10_000;

export const WITHDRAWAL_STATUSES: WithdrawalStatus[] = ['pending', 'paying', 'paid', 'rejected', 'failed'];
export const DELIVERY_STATUSES: CallbackDeliveryStatus[] = ['pending', 'delivered', 'failed'];

export interface WaybillLatency {
  /** parcels numbered in the window (at most RECENT_ROWS looked at) */
  numbered: number;
  /** paid → numbered, seconds, by quantile (0.5, 0.95, 0.99, 1); null without parcels */
  quantiles: Record<'0.5' | '0.95' | '0.99' | '1', number | null>;
}

const num = (value: unknown) => Number(value ?? 0);
const seconds = (from: Date | string | null | undefined, to: Date) => (from ? Math.max(0, (to.getTime() - new Date(from).getTime()) / 1000) : 0);

export function metricsRepository(db: Kysely<Database>, jobSchema: string) {
  return {
    /**
     * Per queue, how long its oldest due job has waited (now − start_after, so a retry's backoff or a
     * job scheduled for later does not count). On pg-boss's own fetch index (job_i11: queued, not
     * blocked), with the database's clock, which is the one pg-boss stamps its jobs with.
     */
    async oldestQueuedJobs(): Promise<Record<string, number>> {
      const { rows } = await sql<{ name: string; age: number }>`
        select name, extract(epoch from now() - min(start_after))::float8 as age
        from ${sql.table(`${jobSchema}.job`)}
        where state < 'active' and not blocked and start_after <= now()
        group by name`.execute(db);
      return Object.fromEntries(rows.map((row) => [row.name, Math.max(0, num(row.age))]));
    },

    /**
     * Top-ups made and paid since `since`. Made: on the primary key, as a trade number begins with R and
     * the China time of its making (services/recharge.ts newTradeNo); paid: on recharge_orders_paid_idx.
     */
    async topUpsSince(since: Date): Promise<{ created: number; paid: number }> {
      const first = `R${chinaText(since).replace(/\D/g, '')}`;
      const { rows } = await sql<{ created: number; paid: number }>`
        select
          (select count(*) from recharge_orders where trade_no >= ${first} and trade_no < 'S')::int as created,
          (select count(*) from recharge_orders where status = 'paid' and paid_at >= ${since})::int as paid`.execute(db);
      return { created: num(rows[0]?.created), paid: num(rows[0]?.paid) };
    },

    /** Withdrawals by status, all time (withdrawals_status_idx; applications are reviewed by hand, so they stay few). */
    async withdrawalsByStatus(): Promise<Record<WithdrawalStatus, number>> {
      const rows = await db.selectFrom('withdrawals').select(['status', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('status').execute();
      const counts = Object.fromEntries(WITHDRAWAL_STATUSES.map((status) => [status, 0])) as Record<WithdrawalStatus, number>;
      for (const row of rows) counts[row.status] = num(row.n);
      return counts;
    },

    /**
     * Callback deliveries made since `since` by status with their tries (among the newest RECENT_ROWS,
     * on the primary key: deliveries have no time index), and every pending one with the age of the
     * oldest (callback_deliveries_due_idx).
     */
    async callbacksSince(since: Date, now: Date) {
      const recent = await sql<{ status: CallbackDeliveryStatus; n: number; attempts: number }>`
        select status, count(*)::int as n, coalesce(sum(attempts), 0)::int as attempts
        from callback_deliveries
        where id > (select coalesce(max(id), 0) from callback_deliveries) - ${RECENT_ROWS} and created_at >= ${since}
        group by status`.execute(db);
      const byStatus = Object.fromEntries(DELIVERY_STATUSES.map((status) => [status, 0])) as Record<CallbackDeliveryStatus, number>;
      let attempts = 0;
      for (const row of recent.rows) {
        byStatus[row.status] = num(row.n);
        attempts += num(row.attempts);
      }
      const pending = await sql<{ n: number; oldest: Date | null }>`
        select count(*)::int as n, min(created_at) as oldest from callback_deliveries where status = 'pending'`.execute(db);
      return { byStatus, attempts, pending: num(pending.rows[0]?.n), oldestPendingSeconds: seconds(pending.rows[0]?.oldest, now) };
    },

    /**
     * Paid → numbered of the parcels numbered since `since` (the newest RECENT_ROWS at most, on
     * parcels_dispatched_idx): a parcel is made paid, so its created_at is the moment it was paid.
     */
    async waybillLatencySince(since: Date, now: Date): Promise<WaybillLatency> {
      const { rows } = await sql<{ n: number; p50: number | null; p95: number | null; p99: number | null; max: number | null }>`
        select count(*)::int as n,
          percentile_cont(0.5) within group (order by latency) as p50,
          percentile_cont(0.95) within group (order by latency) as p95,
          percentile_cont(0.99) within group (order by latency) as p99,
          max(latency) as max
        from (
          select extract(epoch from dispatched_at - created_at)::float8 as latency
          from parcels
          where dispatched_at >= ${since} and dispatched_at <= ${now}
          order by dispatched_at desc
          limit ${RECENT_ROWS}
        ) recent`.execute(db);
      const row = rows[0];
      const quantile = (value: number | null | undefined) => (value === null || value === undefined ? null : Math.max(0, Number(value)));
      return { numbered: num(row?.n), quantiles: { '0.5': quantile(row?.p50), '0.95': quantile(row?.p95), '0.99': quantile(row?.p99), '1': quantile(row?.max) } };
    },

    /**
     * How long the oldest paid parcel still without a waybill has waited: its order is the one with the
     * smallest id among waiting parcels (parcels_waiting_idx, first entry) — order ids grow with time.
     */
    async oldestWaitingForWaybill(now: Date): Promise<number> {
      const { rows } = await sql<{ created_at: Date }>`
        select created_at from orders where id = (select min(order_id) from parcels where status = 2)`.execute(db);
      return seconds(rows[0]?.created_at, now);
    },
  };
}

export type MetricsRepository = ReturnType<typeof metricsRepository>;
