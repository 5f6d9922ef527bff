import { sql, type Kysely, type Migration } from 'kysely';

/**
 * 微信支付 and 对账 (issue 34).
 * - `sandbox_payments`: what the sandbox gateway took, one row per trade — its bill and its answer to a query are
 *   made from these rows, as a real gateway's are from its own books. A payment can be taken without its
 *   notification being delivered (the cashier's 模拟通知丢失), so 对账 has something to find in demo mode.
 * - `reconciliation_runs`: one per gateway and China day: how the day's bill compared with our top-ups (a re-run
 *   replaces the day's findings that are still open).
 * - `reconciliation_items`: each difference — paid there and not credited here (补单 credits it through the
 *   notification's exactly-once path), a trade we do not know, an amount that differs, or credited here and
 *   absent there — open until a finance operator resolves it.
 * - Indexes for 财务报表 (entries by time) and the sweep of pending top-ups.
 */
export const reconciliation: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('sandbox_payments')
      .addColumn('trade_no', 'varchar(32)', (col) => col.primaryKey())
      .addColumn('gateway_trade_no', 'varchar(64)', (col) => col.notNull().unique())
      .addColumn('channel', 'smallint', (col) => col.notNull())
      .addColumn('amount_fen', 'bigint', (col) => col.notNull().check(sql`amount_fen > 0`))
      .addColumn('paid_at', 'timestamptz', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('sandbox_payments_paid_idx').on('sandbox_payments').column('paid_at').execute();

    await db.schema
      .createTable('reconciliation_runs')
      .addColumn('id', 'serial', (col) => col.primaryKey())
      .addColumn('gateway', 'varchar(32)', (col) => col.notNull())
      .addColumn('bill_date', 'varchar(10)', (col) => col.notNull())
      .addColumn('status', 'varchar(16)', (col) => col.notNull().check(sql`status in ('clean', 'issues', 'failed')`))
      .addColumn('bill_count', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('bill_total_fen', 'bigint', (col) => col.notNull().defaultTo(0))
      .addColumn('credited_count', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('credited_total_fen', 'bigint', (col) => col.notNull().defaultTo(0))
      .addColumn('issue_count', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('error', 'varchar(500)')
      .addColumn('ran_at', 'timestamptz', (col) => col.notNull())
      .addUniqueConstraint('reconciliation_runs_day_key', ['gateway', 'bill_date'])
      .execute();

    await db.schema
      .createTable('reconciliation_items')
      .addColumn('id', 'serial', (col) => col.primaryKey())
      .addColumn('gateway', 'varchar(32)', (col) => col.notNull())
      .addColumn('bill_date', 'varchar(10)', (col) => col.notNull())
      .addColumn('kind', 'varchar(16)', (col) => col.notNull().check(sql`kind in ('missing_credit', 'unknown_trade', 'amount_differs', 'not_in_bill')`))
      .addColumn('trade_no', 'varchar(64)', (col) => col.notNull())
      .addColumn('gateway_trade_no', 'varchar(64)', (col) => col.notNull().defaultTo(''))
      .addColumn('bill_amount_fen', 'bigint')
      .addColumn('our_amount_fen', 'bigint')
      .addColumn('status', 'varchar(16)', (col) => col.notNull().defaultTo('open').check(sql`status in ('open', 'resolved')`))
      .addColumn('resolution', 'varchar(200)')
      .addColumn('resolved_by', 'integer', (col) => col.references('operators.id'))
      .addColumn('resolved_at', 'timestamptz')
      .addColumn('created_at', 'timestamptz', (col) => col.notNull())
      .addUniqueConstraint('reconciliation_items_key', ['gateway', 'bill_date', 'kind', 'trade_no'])
      .execute();
    await sql`create index reconciliation_items_open_idx on reconciliation_items (bill_date desc, id) where status = 'open'`.execute(db);
    // 财务报表 sums a day's or a month's entries of every type by created_at (0021 indexed only orders and refunds)
    await sql`create index ledger_entries_created_idx on ledger_entries (created_at)`.execute(db);
    // the day's credited top-ups are read by paid_at (0021 recharge_orders_paid_idx); a pending one by its age
    await sql`create index recharge_orders_pending_idx on recharge_orders (created_at) where status = 'pending'`.execute(db);
  },

  async down(db: Kysely<unknown>) {
    await sql`drop index if exists recharge_orders_pending_idx`.execute(db);
    await sql`drop index if exists ledger_entries_created_idx`.execute(db);
    await db.schema.dropTable('reconciliation_items').execute();
    await db.schema.dropTable('reconciliation_runs').execute();
    await db.schema.dropTable('sandbox_payments').execute();
  },
};
