import { sql, type Kysely, type Migration } from 'kysely';

/**
 * A merchant with 1,000,000 parcels (issue 24, server/bench/scale.ts): what their lists and workbench need.
 *
 * `parcel_counts`: a user's parcels per status and 物流状态, kept by the database in the same statement as
 * the parcels change (statement-level triggers reading the transition tables), so the workbench counters and
 * the count of an unfiltered (or status / 物流状态 only) parcel list are a sum over a few rows instead of a
 * count over a million (measured: 340 ms → a few ms). The rows are deltas, appended and never updated: two
 * transactions changing one merchant's parcels never wait for each other on a counter row, and cannot
 * deadlock on them. The housekeeping job folds a user's deltas into one row per status and state
 * (ordersRepository.compactParcelCounts), so a read sums at most ten minutes of changes.
 *
 * `parcels_user_created_idx` (user_id, created_at, id): the parcel list's order (newest 下单时间 first, then id).
 * Its first page is the top of this index; a date-range filter reads just its range, in order, and counts
 * its parcels in the index alone (an index-only scan). Ordered by id alone, the planner walked the primary key
 * backwards through every user's newer parcels to reach a range a month back (300 ms at 10,000,000 parcels).
 */
export const parcelCounts: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create table parcel_counts (user_id integer not null, status smallint not null, track_state varchar(16) not null, n bigint not null)`.execute(db);
    await sql`create index parcel_counts_user_idx on parcel_counts (user_id)`.execute(db);
    await sql`
      create function parcel_counts_changed() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then
          insert into parcel_counts (user_id, status, track_state, n)
          select user_id, status, track_state, count(*) from new_parcels group by user_id, status, track_state;
        elsif tg_op = 'DELETE' then
          insert into parcel_counts (user_id, status, track_state, n)
          select user_id, status, track_state, -count(*) from old_parcels group by user_id, status, track_state;
        else
          -- an update that moves no parcel between a status or a state (most of them) adds nothing
          insert into parcel_counts (user_id, status, track_state, n)
          select user_id, status, track_state, sum(n) from (
            select user_id, status, track_state, count(*) as n from new_parcels group by user_id, status, track_state
            union all
            select user_id, status, track_state, -count(*) from old_parcels group by user_id, status, track_state
          ) moved
          group by user_id, status, track_state having sum(n) <> 0;
        end if;
        return null;
      end $$`.execute(db);
    // one trigger per event: a trigger with transition tables may name only one of them
    await sql`create trigger parcel_counts_insert after insert on parcels referencing new table as new_parcels for each statement execute function parcel_counts_changed()`.execute(
      db
    );
    await sql`create trigger parcel_counts_update after update on parcels referencing old table as old_parcels new table as new_parcels for each statement execute function parcel_counts_changed()`.execute(
      db
    );
    await sql`create trigger parcel_counts_delete after delete on parcels referencing old table as old_parcels for each statement execute function parcel_counts_changed()`.execute(
      db
    );
    await sql`insert into parcel_counts (user_id, status, track_state, n) select user_id, status, track_state, count(*) from parcels group by user_id, status, track_state`.execute(
      db
    );

    await sql`create index parcels_user_created_idx on parcels (user_id, created_at, id)`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`drop index if exists parcels_user_created_idx`.execute(db);
    for (const event of ['insert', 'update', 'delete']) await sql`drop trigger if exists ${sql.raw(`parcel_counts_${event}`)} on parcels`.execute(db);
    await sql`drop function if exists parcel_counts_changed()`.execute(db);
    await sql`drop table if exists parcel_counts`.execute(db);
  },
};
