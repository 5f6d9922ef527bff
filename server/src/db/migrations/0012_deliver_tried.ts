import { sql, type Kysely, type Migration } from 'kysely';

/**
 * When a parcel's delivery to its shop was last tried: an upload claimed, or a `shop-deliver` job queued
 * for it (the housekeeping sweep, a renewed authorisation). It stays when the upload settles, so the sweep
 * can tell a parcel whose job gave up (untried for hours) from one whose job is still retrying.
 */
export const deliverTried: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table parcels add column deliver_tried_at timestamptz`.execute(db);
  },

  async down(db: Kysely<unknown>) {
    await sql`alter table parcels drop column if exists deliver_tried_at`.execute(db);
  },
};
