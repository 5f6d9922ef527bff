import { sql, type Kysely, type Migration } from 'kysely';

/**
 * `parcels.track_state_at` (issue 21's bench): when the event behind the parcel's latest state happened. With
 * it a push is taken in by one statement with no transaction around it (repositories/tracking.ts): the new
 * events are inserted and merged into the parcel's columns — a later state wins, the earliest pickup and
 * 签收 are kept — from the parcel's own row as it stands when the statement gets it, so two pushes for one
 * parcel at once still end at the same place. Before, a push re-read every event of the parcel under a
 * lock, in five statements.
 *
 * `tracking_events_parcel_idx` (parcel_id, occurred_at) goes: the unique index of tracking_events_once
 * starts with the same two columns and answers the same reads, and every event written paid for both.
 */
export const trackStateAt: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table parcels add column track_state_at timestamptz`.execute(db);
    await sql`
      update parcels p set track_state_at = e.latest
      from (select parcel_id, max(occurred_at) as latest from tracking_events group by parcel_id) e
      where e.parcel_id = p.id`.execute(db);
    await sql`drop index if exists tracking_events_parcel_idx`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`create index if not exists tracking_events_parcel_idx on tracking_events (parcel_id, occurred_at)`.execute(db);
    await sql`alter table parcels drop column if exists track_state_at`.execute(db);
  },
};
