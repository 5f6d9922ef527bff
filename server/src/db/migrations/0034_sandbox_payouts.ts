import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The sandbox payout provider's transfers (issue 22), by out_biz_no — what a real provider keeps on its side:
 * the same number asked again answers the first result, whichever server process asks.
 */
export const sandboxPayouts: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('sandbox_payouts')
      .addColumn('out_biz_no', 'varchar(64)', (col) => col.primaryKey())
      .addColumn('amount_fen', 'bigint', (col) => col.notNull())
      .addColumn('account', 'varchar(100)', (col) => col.notNull())
      .addColumn('name', 'varchar(50)', (col) => col.notNull())
      .addColumn('status', 'varchar(8)', (col) => col.notNull().check(sql`status in ('paid', 'failed')`))
      .addColumn('order_id', 'varchar(64)')
      .addColumn('reason', 'varchar(200)')
      .addColumn('created_at', 'timestamptz', (col) => col.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('sandbox_payouts').ifExists().execute();
  },
};
