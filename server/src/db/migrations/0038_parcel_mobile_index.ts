import { sql, type Kysely, type Migration } from 'kysely';

/**
 * 包裹列表's recipient filter by a whole mobile number (issue 24): a merchant with a million parcels searched
 * `rec_name ilike '%…%' or rec_mobile like '%…%'` over all of them (2 s). A whole mainland number now matches
 * the phone by prefix (`13912345678`, or `13912345678-1234` with an extension) through this index —
 * text_pattern_ops, so `like 'prefix%'` is a range scan whatever the database's collation — within the
 * merchant's own rows. A name or part of a number still scans the merchant's parcels (a trigram index would
 * serve those; not yet).
 */
export const parcelMobileIndex: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create index if not exists parcels_user_mobile_idx on parcels (user_id, rec_mobile text_pattern_ops)`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`drop index if exists parcels_user_mobile_idx`.execute(db);
  },
};
