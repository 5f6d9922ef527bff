import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The operator console's foundation (issue 20): operators (a role each; a TOTP secret sealed with the app's
 * secret box for the roles that need one), their sessions (the token stored hashed, 12 hours from sign-in)
 * and the audit log — append-only like the ledger: a trigger refuses UPDATE, DELETE and TRUNCATE.
 */
export const operators: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('operators')
      .addColumn('id', 'serial', (col) => col.primaryKey())
      .addColumn('mobile', 'varchar(11)', (col) => col.notNull().unique())
      .addColumn('name', 'varchar(32)', (col) => col.notNull())
      .addColumn('role', 'varchar(16)', (col) => col.notNull().check(sql`role in ('admin', 'ops', 'finance', 'support')`))
      .addColumn('password_hash', 'text', (col) => col.notNull())
      .addColumn('must_change_password', 'boolean', (col) => col.notNull().defaultTo(true))
      // sealed (lib/secret-box.ts); set at the first sign-in that asks for it, enabled by the first good code
      .addColumn('totp_secret', 'text')
      .addColumn('totp_enabled', 'boolean', (col) => col.notNull().defaultTo(false))
      // the time step of the last accepted code: a code is accepted once (RFC 6238 §5.2)
      .addColumn('totp_last_step', 'bigint')
      .addColumn('disabled_at', 'timestamptz')
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .execute();

    await db.schema
      .createTable('operator_sessions')
      .addColumn('token_hash', 'char(64)', (col) => col.primaryKey())
      .addColumn('operator_id', 'integer', (col) => col.notNull().references('operators.id').onDelete('cascade'))
      .addColumn('ip', 'varchar(64)', (col) => col.notNull())
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('operator_sessions_operator_idx').on('operator_sessions').column('operator_id').execute();

    await db.schema
      .createTable('audit_log')
      .addColumn('id', 'bigserial', (col) => col.primaryKey())
      // no foreign key: the row outlives anything it names (and a CLI action has no operator)
      .addColumn('operator_id', 'integer')
      .addColumn('operator_name', 'varchar(32)', (col) => col.notNull())
      .addColumn('role', 'varchar(16)', (col) => col.notNull().defaultTo(''))
      .addColumn('action', 'varchar(64)', (col) => col.notNull())
      .addColumn('entity', 'varchar(32)', (col) => col.notNull())
      .addColumn('entity_id', 'varchar(64)', (col) => col.notNull().defaultTo(''))
      .addColumn('before', 'jsonb')
      .addColumn('after', 'jsonb')
      .addColumn('ip', 'varchar(64)', (col) => col.notNull().defaultTo(''))
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex('audit_log_created_idx').on('audit_log').columns(['created_at', 'id']).execute();
    await db.schema.createIndex('audit_log_operator_idx').on('audit_log').columns(['operator_id', 'id']).execute();

    // append-only, as the ledger: what an operator did cannot be edited or removed afterwards
    await sql`
      create function audit_log_append_only() returns trigger language plpgsql as $$
      begin
        raise exception 'the audit log is append-only (% refused)', tg_op;
      end $$`.execute(db);
    await sql`create trigger audit_log_no_update before update or delete on audit_log for each row execute function audit_log_append_only()`.execute(db);
    await sql`create trigger audit_log_no_truncate before truncate on audit_log for each statement execute function audit_log_append_only()`.execute(db);
  },

  async down(db: Kysely<unknown>) {
    for (const table of ['audit_log', 'operator_sessions', 'operators']) await db.schema.dropTable(table).ifExists().execute();
    await sql`drop function if exists audit_log_append_only()`.execute(db);
  },
};
