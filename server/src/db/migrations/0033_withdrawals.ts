import { sql, type Kysely, type Migration } from 'kysely';

const TYPES_BEFORE = ['recharge', 'bonus', 'order', 'refund', 'commission', 'adjust', 'compensation', 'commission_reverse', 'commission_release'];
const typeCheck = (types: string[]) => sql.raw(`check (type in (${types.map((t) => `'${t}'`).join(', ')}))`);

/**
 * 提现 (issue 22). `withdraw_profiles`: per user, the 6-digit withdrawal password (scrypt, set and reset with
 * an SMS code), its wrong tries and lock, and the Alipay account with the name on it. `withdrawals`: one per
 * application — the amount moved available → withdrawing when applied (ledger type `withdraw`), the account
 * as it was then, the status 待审核 pending → 打款中 paying (an operator approved; the payout job pays it
 * once, the withdrawal id being the provider's idempotency key) → 已到账 paid (withdrawing → out,
 * `withdraw_paid`) or 打款失败 failed / 已驳回 rejected (withdrawing → available, `withdraw_return`), with the
 * reason. The Idempotency-Key is unique per user, with the request's digest so a reused key with another
 * request is caught. `commission_transfers`: available commission moved into the prepaid balance
 * (`commission_transfer`, one entry on each account), idempotent the same way.
 */
export const withdrawals: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('withdraw_profiles')
      .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id'))
      .addColumn('password_hash', 'varchar(255)')
      .addColumn('password_set_at', 'timestamptz')
      .addColumn('failed_tries', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('locked_until', 'timestamptz')
      .addColumn('alipay_account', 'varchar(100)')
      .addColumn('alipay_name', 'varchar(50)')
      .addColumn('account_updated_at', 'timestamptz')
      .execute();

    await db.schema
      .createTable('withdrawals')
      .addColumn('id', 'bigserial', (col) => col.primaryKey())
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
      .addColumn('amount_fen', 'bigint', (col) => col.notNull().check(sql`amount_fen > 0`))
      .addColumn('alipay_account', 'varchar(100)', (col) => col.notNull())
      .addColumn('alipay_name', 'varchar(50)', (col) => col.notNull())
      .addColumn('status', 'varchar(16)', (col) => col.notNull().defaultTo('pending').check(sql`status in ('pending', 'paying', 'paid', 'rejected', 'failed')`))
      .addColumn('reason', 'varchar(200)')
      .addColumn('idempotency_key', 'varchar(64)', (col) => col.notNull())
      .addColumn('request_hash', 'varchar(64)', (col) => col.notNull())
      .addColumn('created_at', 'timestamptz', (col) => col.notNull())
      .addColumn('reviewed_by', 'integer', (col) => col.references('operators.id'))
      .addColumn('reviewed_at', 'timestamptz')
      .addColumn('paid_at', 'timestamptz')
      .addColumn('provider_order_id', 'varchar(64)')
      .addUniqueConstraint('withdrawals_idempotency_key', ['user_id', 'idempotency_key'])
      .execute();
    await db.schema.createIndex('withdrawals_user_idx').on('withdrawals').columns(['user_id', 'id']).execute();
    await db.schema.createIndex('withdrawals_status_idx').on('withdrawals').columns(['status', 'id']).execute();

    await db.schema
      .createTable('commission_transfers')
      .addColumn('id', 'bigserial', (col) => col.primaryKey())
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
      .addColumn('amount_fen', 'bigint', (col) => col.notNull().check(sql`amount_fen > 0`))
      .addColumn('idempotency_key', 'varchar(64)', (col) => col.notNull())
      .addColumn('request_hash', 'varchar(64)', (col) => col.notNull())
      .addColumn('created_at', 'timestamptz', (col) => col.notNull())
      .addUniqueConstraint('commission_transfers_idempotency_key', ['user_id', 'idempotency_key'])
      .execute();

    await sql`alter table ledger_entries drop constraint ledger_entries_type_check`.execute(db);
    await sql`alter table ledger_entries add constraint ledger_entries_type_check ${typeCheck([...TYPES_BEFORE, 'withdraw', 'withdraw_paid', 'withdraw_return', 'commission_transfer'])}`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`alter table ledger_entries drop constraint ledger_entries_type_check`.execute(db);
    await sql`alter table ledger_entries add constraint ledger_entries_type_check ${typeCheck(TYPES_BEFORE)} not valid`.execute(db);
    for (const table of ['commission_transfers', 'withdrawals', 'withdraw_profiles']) await db.schema.dropTable(table).ifExists().execute();
  },
};
