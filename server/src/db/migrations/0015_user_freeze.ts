import type { Kysely, Migration } from 'kysely';

/**
 * A user the operator console froze (issue 20 "用户"): can still sign in and read, but not order or
 * withdraw (services/ordering/ordering.ts). The reason is shown to operators, not to the user.
 */
export const userFreeze: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('users')
      .addColumn('frozen', 'boolean', (col) => col.notNull().defaultTo(false))
      .execute();
    await db.schema
      .alterTable('users')
      .addColumn('frozen_reason', 'varchar(200)', (col) => col.notNull().defaultTo(''))
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('users').dropColumn('frozen_reason').execute();
    await db.schema.alterTable('users').dropColumn('frozen').execute();
  },
};
