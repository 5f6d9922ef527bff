import { sql, type Kysely, type Migration } from 'kysely';

/**
 * A withdrawal's transfer number (Alipay's out_biz_no), drawn when finance approves it and kept (issue 22
 * follow-up). It was `W` + the withdrawal id: a database restored from a backup hands out ids again, and a
 * new withdrawal with an id paid before the restore would get that transfer's answer ("paid") without any
 * money moving. The number is now the id and random characters, so no two withdrawals share one whatever
 * the database went through; every attempt for one withdrawal uses its own. Withdrawals approved before
 * this keep `W` + id, so a payout in flight keeps its number.
 */
export const withdrawalPayoutNo: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('withdrawals').addColumn('payout_no', 'varchar(64)').execute();
    await sql`update withdrawals set payout_no = 'W' || lpad(id::text, 12, '0') where status <> 'pending' and status <> 'rejected'`.execute(db);
    await db.schema.createIndex('withdrawals_payout_no_key').unique().on('withdrawals').column('payout_no').execute();
    // approved (paying, paid, failed) ⇔ it has a number
    await sql`alter table withdrawals add constraint withdrawals_payout_no_check check ((payout_no is null) = (status in ('pending', 'rejected')))`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`alter table withdrawals drop constraint if exists withdrawals_payout_no_check`.execute(db);
    await db.schema.dropIndex('withdrawals_payout_no_key').ifExists().execute();
    await db.schema.alterTable('withdrawals').dropColumn('payout_no').execute();
  },
};
