import { sql, type Kysely, type Migration } from 'kysely';

/**
 * 出单截止时间 kept per order (issue 21): the courier's issue deadline as it was when the order was paid.
 * The console can now change a courier's deadline; a change applies to orders paid after it, never to the
 * promise already made to parcels on their way. Orders paid before this migration have none and are
 * judged by their courier's current deadline (the 17:00 default, which nobody could change until now).
 */
export const orderIssueDeadline: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table orders add column issue_deadline time`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`alter table orders drop column if exists issue_deadline`.execute(db);
  },
};
