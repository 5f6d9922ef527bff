import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Money powers one operator cannot abuse alone (issue 35).
 * - `money_rules`: one row, set by an admin in the console (资金安全): the amount above which a withdrawal needs two
 *   different approvers (default 5,000 元) and the floor of a member group's discount (default 80 %: a group may
 *   not pay less than 80 % of the list price). Who set them last and when, so that operator never approves a large
 *   withdrawal.
 * - `balance_adjustments.review_reason`: why a row waits for a second operator — `amount` (it alone is above the
 *   threshold) or `daily_total` (today's at-once adjustments of its requester or its user would pass the threshold).
 * - `withdrawals.first_approved_by` / `first_approved_at`: the first of the two approvals of a large withdrawal (it
 *   stays pending, 待复核, until another operator approves it); never the same operator as the second.
 */
export const moneyRules: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('money_rules')
      .addColumn('id', 'integer', (col) => col.primaryKey().check(sql`id = 1`))
      .addColumn('payout_review_threshold_fen', 'bigint', (col) =>
        col
          .notNull()
          .defaultTo(500_000)
          .check(sql`payout_review_threshold_fen >= 0`),
      )
      .addColumn('group_discount_floor_percent', 'smallint', (col) =>
        col
          .notNull()
          .defaultTo(80)
          .check(sql`group_discount_floor_percent between 1 and 100`),
      )
      .addColumn('updated_by', 'integer', (col) => col.references('operators.id'))
      .addColumn('updated_at', 'timestamptz')
      .execute();
    await sql`insert into money_rules (id) values (1)`.execute(db);

    await sql`alter table balance_adjustments add column review_reason varchar(16) not null default '' check (review_reason in ('', 'amount', 'daily_total'))`.execute(
      db,
    );

    await sql`alter table withdrawals add column first_approved_by integer references operators (id), add column first_approved_at timestamptz`.execute(db);
    await sql`alter table withdrawals add constraint withdrawals_two_approvers check (first_approved_by is null or reviewed_by is null or first_approved_by <> reviewed_by)`.execute(
      db,
    );
  },

  async down(db: Kysely<unknown>) {
    await sql`alter table withdrawals drop constraint if exists withdrawals_two_approvers, drop column if exists first_approved_at, drop column if exists first_approved_by`.execute(
      db,
    );
    await sql`alter table balance_adjustments drop column if exists review_reason`.execute(db);
    await db.schema.dropTable('money_rules').ifExists().execute();
  },
};
