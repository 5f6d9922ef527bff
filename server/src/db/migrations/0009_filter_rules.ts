import { sql, type Kysely, type Migration } from 'kysely';

/** The merchant's smart-filtering rules (SPEC §1 source 3), one row per user, kept for next time. */
export const filterRules: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('sheet_filter_rules')
      .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('remark_keywords', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
      .addColumn('buyer_names', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
      .addColumn('order_numbers', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
      .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('sheet_filter_rules').ifExists().execute();
  },
};
