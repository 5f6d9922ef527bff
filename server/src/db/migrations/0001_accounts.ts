import { sql, type Kysely, type Migration } from 'kysely';

/** Accounts: groups, users, sessions, SMS codes and outbox, rate events, image captchas. */
export const accounts: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('user_groups')
      .addColumn('id', 'serial', (col) => col.primaryKey())
      .addColumn('name', 'varchar(32)', (col) => col.notNull().unique())
      .addColumn('level', 'smallint', (col) => col.notNull().defaultTo(0))
      .addColumn('is_default', 'boolean', (col) => col.notNull().defaultTo(false))
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .execute();

    await db
      .insertInto('user_groups' as never)
      .values([
        { name: '普通会员', level: 0, is_default: true },
        { name: 'VIP1 黄金会员', level: 1, is_default: false },
        { name: 'VIP2 铂金会员', level: 2, is_default: false },
        { name: 'VIP3 钻石会员', level: 3, is_default: false },
      ] as never)
      .execute();

    await db.schema
      .createTable('users')
      .addColumn('id', 'serial', (col) => col.primaryKey())
      .addColumn('mobile', 'varchar(11)', (col) => col.notNull().unique())
      .addColumn('password_hash', 'text', (col) => col.notNull())
      .addColumn('username', 'varchar(32)', (col) => col.notNull())
      .addColumn('type', 'smallint', (col) => col.notNull().defaultTo(1))
      .addColumn('group_id', 'integer', (col) => col.notNull().references('user_groups.id'))
      .addColumn('refer_code', 'varchar(16)', (col) => col.notNull().unique())
      .addColumn('referrer_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex('users_referrer_idx').on('users').column('referrer_id').execute();

    await db.schema
      .createTable('sessions')
      .addColumn('token_hash', 'char(64)', (col) => col.primaryKey())
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

    await db.schema
      .createTable('sms_codes')
      .addColumn('id', 'serial', (col) => col.primaryKey())
      .addColumn('mobile', 'varchar(11)', (col) => col.notNull())
      .addColumn('scene', 'varchar(16)', (col) => col.notNull())
      .addColumn('code_hash', 'char(64)', (col) => col.notNull())
      .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
      .addColumn('attempts', 'smallint', (col) => col.notNull().defaultTo(0))
      .addColumn('used_at', 'timestamptz')
      .addColumn('ip', 'varchar(64)', (col) => col.notNull())
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex('sms_codes_lookup_idx').on('sms_codes').columns(['mobile', 'scene', 'id']).execute();

    await db.schema
      .createTable('sms_outbox')
      .addColumn('id', 'serial', (col) => col.primaryKey())
      .addColumn('mobile', 'varchar(11)', (col) => col.notNull())
      .addColumn('text', 'text', (col) => col.notNull())
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex('sms_outbox_mobile_idx').on('sms_outbox').columns(['mobile', 'id']).execute();

    await db.schema
      .createTable('rate_events')
      .addColumn('id', 'bigserial', (col) => col.primaryKey())
      .addColumn('kind', 'varchar(32)', (col) => col.notNull())
      .addColumn('subject', 'varchar(64)', (col) => col.notNull())
      .addColumn('created_at', 'timestamptz', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('rate_events_lookup_idx')
      .on('rate_events')
      .columns(['kind', 'subject', 'created_at'])
      .execute();

    await db.schema
      .createTable('captchas')
      .addColumn('key', 'varchar(64)', (col) => col.primaryKey())
      .addColumn('answer_hash', 'char(64)', (col) => col.notNull())
      .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
      .addColumn('used_at', 'timestamptz')
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .execute();
  },

  async down(db: Kysely<unknown>) {
    for (const table of ['captchas', 'rate_events', 'sms_outbox', 'sms_codes', 'sessions', 'users', 'user_groups']) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};
