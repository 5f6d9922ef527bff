import { sql, type Kysely, type Migration } from 'kysely';

/**
 * 超时赔付's open verdicts in a narrow table of their own (issue 21's bench): `compensation_pending` holds
 * the parcels whose verdict is still to be reached — one row per paid parcel, written with the parcel — and
 * the job deletes a row when the verdict is final either way. It replaces `parcels.compensation_open` and
 * its partial index: closing a verdict by updating that flag rewrote the whole parcel row and every one of
 * the table's indexes (the flag was in an index's predicate, so the update could not be HOT) — half of the
 * job's time over a million parcels. Deleting a row of a one-column table costs a fraction of that.
 */
export const compensationPending: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create table compensation_pending (parcel_id bigint primary key references parcels (id))`.execute(db);
    await sql`insert into compensation_pending (parcel_id) select id from parcels where compensation_open and status in (2, 3)`.execute(db);
    await sql`drop index if exists parcels_compensation_open_idx`.execute(db);
    await sql`alter table parcels drop column compensation_open`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`alter table parcels add column compensation_open boolean not null default false`.execute(db);
    await sql`update parcels set compensation_open = true where id in (select parcel_id from compensation_pending)`.execute(db);
    await sql`alter table parcels alter column compensation_open set default true`.execute(db);
    await sql`create index parcels_compensation_open_idx on parcels (id) where compensation_open and status in (2, 3)`.execute(db);
    await sql`drop table compensation_pending`.execute(db);
  },
};
