import { sql, type Kysely, type Migration } from 'kysely';

/**
 * API设置 and the Open API (issue 23).
 * - `api_settings`: one per merchant — on/off, the app key (public, unique), the secret sealed like ID
 *   numbers (AES-256-GCM, lib/secret-box.ts) and when it was made, the callback URL, the IP whitelist
 *   (addresses or CIDRs; empty = any).
 * - `api_nonces`: each X-Nonce a key used, for 10 minutes (a replay within them is refused); the primary key
 *   makes the check and the record one statement, whichever process takes the call.
 * - `api_rate_windows`: calls per key per minute, counted by one upsert (shared by all processes).
 * - `callback_deliveries`: every event for a merchant's callback URL, written in the transaction of what
 *   caused it; its event id (X-Event-Id, the same on every retry), the exact body sent, and the delivery:
 *   pending → delivered, or failed after the last retry; attempts, the last answer, the next try.
 */
export const openApi: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('api_settings')
      .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id'))
      .addColumn('enabled', 'boolean', (col) => col.notNull().defaultTo(false))
      .addColumn('app_key', 'varchar(32)', (col) => col.unique())
      .addColumn('secret_enc', 'text')
      .addColumn('secret_created_at', 'timestamptz')
      .addColumn('callback_url', 'varchar(500)', (col) => col.notNull().defaultTo(''))
      .addColumn('ip_whitelist', sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'`))
      .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .execute();

    await db.schema
      .createTable('api_nonces')
      .addColumn('app_key', 'varchar(32)', (col) => col.notNull())
      .addColumn('nonce', 'varchar(64)', (col) => col.notNull())
      .addColumn('created_at', 'timestamptz', (col) => col.notNull())
      .addPrimaryKeyConstraint('api_nonces_pkey', ['app_key', 'nonce'])
      .execute();
    await db.schema.createIndex('api_nonces_created_idx').on('api_nonces').column('created_at').execute();

    await db.schema
      .createTable('api_rate_windows')
      .addColumn('app_key', 'varchar(32)', (col) => col.notNull())
      .addColumn('window_start', 'timestamptz', (col) => col.notNull())
      .addColumn('count', 'integer', (col) => col.notNull())
      .addPrimaryKeyConstraint('api_rate_windows_pkey', ['app_key', 'window_start'])
      .execute();

    await db.schema
      .createTable('callback_deliveries')
      .addColumn('id', 'bigserial', (col) => col.primaryKey())
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
      .addColumn('event', 'varchar(32)', (col) => col.notNull())
      .addColumn('event_id', 'varchar(40)', (col) => col.notNull().unique())
      .addColumn('url', 'varchar(500)', (col) => col.notNull())
      .addColumn('body', 'text', (col) => col.notNull())
      .addColumn('status', 'varchar(12)', (col) => col.notNull().defaultTo('pending').check(sql`status in ('pending', 'delivered', 'failed')`))
      .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('last_status_code', 'integer')
      .addColumn('last_error', 'varchar(200)')
      .addColumn('created_at', 'timestamptz', (col) => col.notNull())
      .addColumn('last_attempt_at', 'timestamptz')
      .addColumn('next_attempt_at', 'timestamptz')
      .addColumn('delivered_at', 'timestamptz')
      .execute();
    await db.schema.createIndex('callback_deliveries_user_idx').on('callback_deliveries').columns(['user_id', 'id']).execute();
    await sql`create index callback_deliveries_due_idx on callback_deliveries (next_attempt_at) where status = 'pending'`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['callback_deliveries', 'api_rate_windows', 'api_nonces', 'api_settings']) await db.schema.dropTable(table).ifExists().execute();
  },
};
