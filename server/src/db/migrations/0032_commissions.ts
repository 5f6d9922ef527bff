import { sql, type Kysely, type Migration } from 'kysely';

const TYPES_BEFORE = ['recharge', 'bonus', 'order', 'refund', 'commission', 'adjust', 'compensation'];
const typeCheck = (types: string[]) => sql.raw(`check (type in (${types.map((t) => `'${t}'`).join(', ')}))`);

/**
 * 推广佣金 (issue 22). `promotion_settings` (one row): the commission rate in basis points of what a referred
 * user pays for parcels (default 500 = 5 %), how many days after its parcels' dispatch an order's commission
 * stays frozen (default 7), and the withdrawal rules (minimum, count per day); `user_groups.commission_bp`
 * overrides the rate for referrers in that VIP group. `commissions`: one row per order of a referred user —
 * its referrer, the rate applied, what was booked frozen, reversed (refused parcels) and released. Ledger
 * types `commission_reverse` (a refused parcel's share taken back from frozen) and `commission_release`
 * (frozen → available).
 */
export const commissions: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('promotion_settings')
      .addColumn('id', 'smallint', (col) => col.primaryKey().defaultTo(1).check(sql`id = 1`))
      .addColumn('rate_bp', 'integer', (col) => col.notNull().defaultTo(500).check(sql`rate_bp between 0 and 5000`))
      .addColumn('freeze_days', 'integer', (col) => col.notNull().defaultTo(7).check(sql`freeze_days between 0 and 90`))
      .addColumn('withdraw_min_fen', 'bigint', (col) => col.notNull().defaultTo(1000).check(sql`withdraw_min_fen > 0`))
      .addColumn('withdraw_daily_count', 'integer', (col) => col.notNull().defaultTo(3).check(sql`withdraw_daily_count between 1 and 100`))
      .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .execute();
    await sql`insert into promotion_settings (id) values (1)`.execute(db);
    await sql`alter table user_groups add column commission_bp integer check (commission_bp between 0 and 5000)`.execute(db);

    await db.schema
      .createTable('commissions')
      .addColumn('id', 'bigserial', (col) => col.primaryKey())
      .addColumn('order_id', 'bigint', (col) => col.notNull().unique().references('orders.id'))
      .addColumn('referrer_id', 'integer', (col) => col.notNull().references('users.id'))
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
      .addColumn('rate_bp', 'integer', (col) => col.notNull())
      .addColumn('base_fen', 'bigint', (col) => col.notNull().check(sql`base_fen >= 0`))
      .addColumn('amount_fen', 'bigint', (col) => col.notNull().check(sql`amount_fen > 0`))
      .addColumn('reversed_fen', 'bigint', (col) => col.notNull().defaultTo(0).check(sql`reversed_fen >= 0`))
      .addColumn('released_fen', 'bigint', (col) => col.notNull().defaultTo(0).check(sql`released_fen >= 0`))
      .addColumn('status', 'varchar(16)', (col) => col.notNull().defaultTo('frozen').check(sql`status in ('frozen', 'available', 'reversed')`))
      .addColumn('created_at', 'timestamptz', (col) => col.notNull())
      .addColumn('released_at', 'timestamptz')
      .addCheckConstraint('commissions_parts', sql`reversed_fen + released_fen <= amount_fen`)
      .execute();
    await db.schema.createIndex('commissions_referrer_idx').on('commissions').columns(['referrer_id', 'id']).execute();
    await sql`create index commissions_frozen_idx on commissions (order_id) where status = 'frozen'`.execute(db);

    // the new names are longer than the 16 characters the column took (widening a varchar rewrites nothing)
    await sql`alter table ledger_entries alter column type type varchar(24)`.execute(db);
    await sql`alter table ledger_entries drop constraint ledger_entries_type_check`.execute(db);
    await sql`alter table ledger_entries add constraint ledger_entries_type_check ${typeCheck([...TYPES_BEFORE, 'commission_reverse', 'commission_release'])}`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`alter table ledger_entries drop constraint ledger_entries_type_check`.execute(db);
    await sql`alter table ledger_entries add constraint ledger_entries_type_check ${typeCheck(TYPES_BEFORE)} not valid`.execute(db);
    await db.schema.dropTable('commissions').ifExists().execute();
    await sql`alter table user_groups drop column if exists commission_bp`.execute(db);
    await db.schema.dropTable('promotion_settings').ifExists().execute();
  },
};
