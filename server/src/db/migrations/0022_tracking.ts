import { sql, type Kysely, type Migration } from 'kysely';

/**
 * 物流跟踪 (issue 21): a parcel's courier events, pushed by the tracking provider (快递100) or polled from it
 * (the sandbox, and the fallback when pushes stop). `tracking_events` keeps every event once: the same event
 * pushed twice, or pushed and then polled, meets the unique key and is dropped. The parcel keeps the latest
 * state for the list filter, and the two moments the 超时赔付 rules (SPEC §9) are judged by: when it was
 * first picked up (揽收, or any later state if the courier skipped that scan) and when it was signed for.
 */
export const tracking: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table parcels add column picked_up_at timestamptz`.execute(db);
    await sql`alter table parcels add column signed_at timestamptz`.execute(db);
    await sql`alter table parcels add column track_state varchar(16) not null default 'none'`.execute(db);
    await sql`alter table parcels add constraint parcels_track_state check (track_state in ('none', 'picked_up', 'in_transit', 'delivering', 'signed', 'exception', 'returned'))`.execute(db);
    // the last event taken in (or the last poll that found nothing new): the poll fallback's clock
    await sql`alter table parcels add column track_updated_at timestamptz`.execute(db);
    // when the waybill was subscribed with the provider; null = still to subscribe (the poll job does it)
    await sql`alter table parcels add column track_subscribed_at timestamptz`.execute(db);

    await db.schema
      .createTable('tracking_events')
      .addColumn('id', 'bigserial', (col) => col.primaryKey())
      .addColumn('parcel_id', 'bigint', (col) => col.notNull().references('parcels.id'))
      .addColumn('waybill_code', 'varchar(40)', (col) => col.notNull())
      .addColumn('state', 'varchar(16)', (col) => col.notNull().check(sql`state in ('picked_up', 'in_transit', 'delivering', 'signed', 'exception', 'returned')`))
      .addColumn('description', 'varchar(500)', (col) => col.notNull())
      .addColumn('location', 'varchar(128)', (col) => col.notNull().defaultTo(''))
      .addColumn('occurred_at', 'timestamptz', (col) => col.notNull())
      .addColumn('received_at', 'timestamptz', (col) => col.notNull())
      // the same event from a repeated push or a poll is one row
      .addUniqueConstraint('tracking_events_once', ['parcel_id', 'occurred_at', 'state', 'description'])
      .execute();
    await db.schema.createIndex('tracking_events_parcel_idx').on('tracking_events').columns(['parcel_id', 'occurred_at']).execute();

    // 物流状态 filter on the user's parcel list
    await db.schema.createIndex('parcels_user_track_idx').on('parcels').columns(['user_id', 'track_state', 'id']).execute();
    // a push names the waybill only
    await sql`create index parcels_waybill_idx on parcels (waybill_code) where waybill_code <> ''`.execute(db);
    // the poll fallback: dispatched parcels whose tracking is not final yet
    await sql`create index parcels_track_open_idx on parcels (track_updated_at) where status = 3 and track_state not in ('signed', 'returned')`.execute(db);
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('tracking_events').ifExists().execute();
    await sql`drop index if exists parcels_track_open_idx`.execute(db);
    await sql`drop index if exists parcels_waybill_idx`.execute(db);
    await sql`drop index if exists parcels_user_track_idx`.execute(db);
    for (const column of ['track_subscribed_at', 'track_updated_at', 'track_state', 'signed_at', 'picked_up_at']) {
      await sql`alter table parcels drop column if exists ${sql.ref(column)}`.execute(db);
    }
  },
};
