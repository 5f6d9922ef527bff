import { sql, type Kysely, type Migration } from 'kysely';

/** What the sandbox providers remember: which orders were shipped through the sandbox shop platform. */
export const sandbox: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('sandbox_shipments')
      .addColumn('platform', 'varchar(16)', (col) => col.notNull())
      .addColumn('shop_id', 'varchar(64)', (col) => col.notNull())
      .addColumn('shop_order', 'varchar(64)', (col) => col.notNull())
      .addColumn('waybill_code', 'varchar(32)', (col) => col.notNull())
      .addColumn('shipped_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint('sandbox_shipments_pkey', ['platform', 'shop_id', 'shop_order'])
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('sandbox_shipments').ifExists().execute();
  },
};
