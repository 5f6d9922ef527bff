import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The wallet: balances, the append-only ledger, top-up configuration and orders, real-name records and
 * what the VIP groups give. Every change of a balance is a ledger entry written in the same transaction
 * (services/wallet.ts); the invariant balance = sum(entries) is checked by `npm run check-ledger`.
 */
export const wallet: Migration = {
  async up(db: Kysely<unknown>) {
    // what a group gives (price_percent) and how to reach it (one top-up of upgrade_amount_fen)
    await sql`alter table user_groups add column price_percent smallint not null default 100 check (price_percent between 1 and 100)`.execute(db);
    await sql`alter table user_groups add column upgrade_amount_fen bigint not null default 0 check (upgrade_amount_fen >= 0)`.execute(db);
    for (const [level, percent, fen] of [
      [1, 98, 50_000],
      [2, 95, 200_000],
      [3, 90, 500_000],
    ]) {
      await sql`update user_groups set price_percent = ${percent}, upgrade_amount_fen = ${fen} where level = ${level}`.execute(db);
    }

    await db.schema
      .createTable('wallets')
      .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id'))
      .addColumn('balance', 'bigint', (col) => col.notNull().defaultTo(0).check(sql`balance >= 0`))
      .addColumn('recharge_total', 'bigint', (col) => col.notNull().defaultTo(0).check(sql`recharge_total >= 0`))
      .addColumn('spend_total', 'bigint', (col) => col.notNull().defaultTo(0).check(sql`spend_total >= 0`))
      .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .execute();

    await db.schema
      .createTable('ledger_entries')
      .addColumn('id', 'bigserial', (col) => col.primaryKey())
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
      .addColumn('type', 'varchar(16)', (col) => col.notNull().check(sql`type in ('recharge', 'bonus', 'order', 'refund', 'commission', 'adjust')`))
      .addColumn('amount', 'bigint', (col) => col.notNull().check(sql`amount <> 0`))
      .addColumn('balance_after', 'bigint', (col) => col.notNull().check(sql`balance_after >= 0`))
      // what caused it: one entry of a type per cause, so nothing is booked twice
      .addColumn('source_type', 'varchar(16)', (col) => col.notNull())
      .addColumn('source_id', 'varchar(64)', (col) => col.notNull())
      .addColumn('remark', 'varchar(200)', (col) => col.notNull().defaultTo(''))
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addUniqueConstraint('ledger_entries_source_key', ['type', 'source_type', 'source_id'])
      .execute();
    await db.schema.createIndex('ledger_entries_user_idx').on('ledger_entries').columns(['user_id', 'id']).execute();
    await db.schema.createIndex('ledger_entries_user_type_idx').on('ledger_entries').columns(['user_id', 'type', 'id']).execute();
    // append-only: a mistake is corrected by a reversing entry, never by editing one
    await sql`
      create function ledger_entries_append_only() returns trigger language plpgsql as $$
      begin
        raise exception 'ledger entries are append-only (% refused)', tg_op;
      end $$`.execute(db);
    await sql`create trigger ledger_entries_no_update before update or delete on ledger_entries for each row execute function ledger_entries_append_only()`.execute(db);
    await sql`create trigger ledger_entries_no_truncate before truncate on ledger_entries for each statement execute function ledger_entries_append_only()`.execute(db);

    // the top-up card's settings: one row, editable in the database
    await db.schema
      .createTable('recharge_settings')
      .addColumn('id', 'smallint', (col) => col.primaryKey().check(sql`id = 1`))
      .addColumn('quick_options_fen', 'jsonb', (col) => col.notNull())
      .addColumn('min_fen', 'bigint', (col) => col.notNull().check(sql`min_fen > 0`))
      .addColumn('max_fen', 'bigint', (col) => col.notNull())
      .addColumn('allow_input', 'boolean', (col) => col.notNull().defaultTo(true))
      .addCheckConstraint('recharge_settings_range', sql`max_fen >= min_fen`)
      .execute();
    await sql`insert into recharge_settings (id, quick_options_fen, min_fen, max_fen, allow_input) values (1, '[10000, 20000, 50000, 100000, 200000, 500000]'::jsonb, 1000, 5000000, true)`.execute(db);

    // a bonus for a top-up of at least amount_fen (the largest that applies)
    await db.schema
      .createTable('recharge_welfare')
      .addColumn('amount_fen', 'bigint', (col) => col.primaryKey().check(sql`amount_fen > 0`))
      .addColumn('free_fen', 'bigint', (col) => col.notNull().defaultTo(0).check(sql`free_fen >= 0`))
      .execute();
    await sql`insert into recharge_welfare (amount_fen, free_fen) values (50000, 1000), (200000, 6000), (500000, 20000)`.execute(db);

    await db.schema
      .createTable('recharge_orders')
      .addColumn('trade_no', 'varchar(32)', (col) => col.primaryKey())
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
      .addColumn('channel', 'smallint', (col) => col.notNull())
      .addColumn('provider', 'varchar(32)', (col) => col.notNull())
      .addColumn('amount_fen', 'bigint', (col) => col.notNull().check(sql`amount_fen > 0`))
      .addColumn('status', 'varchar(16)', (col) => col.notNull().defaultTo('pending').check(sql`status in ('pending', 'paid', 'closed')`))
      .addColumn('gateway_trade_no', 'varchar(64)')
      .addColumn('bonus_fen', 'bigint', (col) => col.notNull().defaultTo(0))
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('paid_at', 'timestamptz')
      .execute();
    await db.schema.createIndex('recharge_orders_user_idx').on('recharge_orders').columns(['user_id', 'created_at']).execute();

    // real-name records: name and number encrypted (lib/secret-box.ts), shown only masked
    await db.schema
      .createTable('user_identities')
      .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id'))
      .addColumn('status', 'smallint', (col) => col.notNull().check(sql`status in (1, 2, 3)`))
      .addColumn('real_name_enc', 'text', (col) => col.notNull())
      .addColumn('id_number_enc', 'text', (col) => col.notNull())
      .addColumn('masked_name', 'varchar(32)', (col) => col.notNull())
      .addColumn('masked_id', 'varchar(32)', (col) => col.notNull())
      .addColumn('reason', 'varchar(200)')
      .addColumn('submitted_at', 'timestamptz', (col) => col.notNull())
      .addColumn('verified_at', 'timestamptz')
      .execute();
  },

  async down(db: Kysely<unknown>) {
    for (const table of ['user_identities', 'recharge_orders', 'recharge_welfare', 'recharge_settings', 'ledger_entries', 'wallets']) {
      await db.schema.dropTable(table).ifExists().execute();
    }
    await sql`drop function if exists ledger_entries_append_only()`.execute(db);
    await sql`alter table user_groups drop column if exists upgrade_amount_fen, drop column if exists price_percent`.execute(db);
  },
};
