import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The console's 操作员 and 概览 pages (issue 20). Operators get the time of their last sign-in (filled in
 * from the audit log's sign-ins so far). The dashboard counts the day's orders, parcels, top-ups, spending
 * and new users by creation time: each of those reads becomes an index range instead of a table scan.
 */
export const operatorsAdmin: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table operators add column last_login_at timestamptz`.execute(db);
    await sql`
      update operators set last_login_at = signed.at
      from (select operator_id, max(created_at) as at from audit_log where action = 'login' and operator_id is not null group by operator_id) as signed
      where signed.operator_id = operators.id`.execute(db);

    // 概览: today's and the last 14 days' figures, by China-time day
    await sql`create index orders_created_idx on orders (created_at)`.execute(db);
    await sql`create index parcels_created_idx on parcels (created_at)`.execute(db);
    // parcels dispatched since a moment (how many were still waiting for a waybill then)
    await sql`create index parcels_dispatched_idx on parcels (dispatched_at) where dispatched_at is not null`.execute(db);
    await sql`create index users_created_idx on users (created_at)`.execute(db);
    await sql`create index recharge_orders_paid_idx on recharge_orders (paid_at) where status = 'paid'`.execute(db);
    await sql`create index ledger_entries_spending_idx on ledger_entries (created_at) where type in ('order', 'refund')`.execute(db);
  },

  async down(db: Kysely<unknown>) {
    for (const index of ['ledger_entries_spending_idx', 'recharge_orders_paid_idx', 'users_created_idx', 'parcels_dispatched_idx', 'parcels_created_idx', 'orders_created_idx']) {
      await sql`drop index if exists ${sql.raw(index)}`.execute(db);
    }
    await sql`alter table operators drop column if exists last_login_at`.execute(db);
  },
};
