import { sql, type Kysely, type Migration } from 'kysely';

/**
 * 赔付记录 (issue 21): a manual compensation from the console, for a case the 超时赔付 rules do not cover,
 * is a `parcel_compensations` row of reason `manual` like the job's (the same ledger source, so a parcel
 * is compensated once whichever comes first). It also names who booked it, why (the note the operator
 * wrote), and the operator's Idempotency-Key and a digest of what was asked, so a retry answers the same
 * row. The job's rows leave the four empty. The console's list filters by day and sums by courier.
 */
export const compensationAdmin: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('parcel_compensations')
      .addColumn('operator_id', 'integer', (col) => col.references('operators.id'))
      .addColumn('note', 'varchar(200)', (col) => col.notNull().defaultTo(''))
      .addColumn('idempotency_key', 'varchar(64)')
      .addColumn('request_hash', 'varchar(64)')
      .execute();
    await sql`alter table parcel_compensations add constraint parcel_compensations_idempotency_key unique (operator_id, idempotency_key)`.execute(db);
    await sql`alter table parcel_compensations add constraint parcel_compensations_manual_operator check ((reason = 'manual') = (operator_id is not null))`.execute(db);
  },

  async down(db: Kysely<unknown>) {
    await sql`alter table parcel_compensations drop constraint if exists parcel_compensations_manual_operator`.execute(db);
    await sql`alter table parcel_compensations drop constraint if exists parcel_compensations_idempotency_key`.execute(db);
    for (const column of ['request_hash', 'idempotency_key', 'note', 'operator_id']) await sql`alter table parcel_compensations drop column if exists ${sql.id(column)}`.execute(db);
  },
};
