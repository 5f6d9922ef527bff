import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { TrackEvent } from '../providers/tracking';

/** Rows a multi-row INSERT carries at once. */
const CHUNK = 1000;

/** A dispatched parcel as the tracking provider is told about it. */
export interface TrackingParcel {
  id: number;
  waybill_code: string;
  express_name: string;
  send_province: string;
  send_city: string;
  rec_province: string;
  rec_city: string;
  rec_district: string;
  rec_address: string;
  rec_mobile: string;
  dispatched_at: Date;
}

/**
 * Among events at the same moment, the one further along the parcel's life is the latest (a courier often
 * scans 派件 and 签收 in one second).
 */
const STATE_RANK = sql<number>`case state when 'picked_up' then 1 when 'in_transit' then 2 when 'delivering' then 3 when 'exception' then 4 when 'returned' then 5 when 'signed' then 6 else 0 end`;

/** Parcels' courier events (migration 0022) and the tracking columns of parcels. */
export function trackingRepository(db: Kysely<Database>) {
  const parcelColumns = [
    'parcels.id',
    'parcels.waybill_code',
    'orders.express_name',
    'couriers.send_province',
    'couriers.send_city',
    'parcels.rec_province',
    'parcels.rec_city',
    'parcels.rec_district',
    'parcels.rec_address',
    'parcels.rec_mobile',
    'parcels.dispatched_at',
  ] as const;
  const dispatched = () =>
    db
      .selectFrom('parcels')
      .innerJoin('orders', 'orders.id', 'parcels.order_id')
      .innerJoin('couriers', 'couriers.id', 'orders.courier_id')
      .select(parcelColumns)
      .where('parcels.status', '=', 3)
      .where('parcels.waybill_code', '<>', '')
      .where('parcels.dispatched_at', 'is not', null);
  const asTracking = (rows: { id: number; dispatched_at: Date | null }[]) => rows.map((row) => ({ ...row, id: Number(row.id), dispatched_at: row.dispatched_at! })) as TrackingParcel[];

  return {
    /** Numbered parcels not yet subscribed with the provider, oldest first. */
    async dueForSubscription(limit: number): Promise<TrackingParcel[]> {
      return asTracking(await dispatched().where('parcels.track_subscribed_at', 'is', null).orderBy('parcels.id').limit(limit).execute());
    },

    async markSubscribed(ids: number[], at: Date): Promise<void> {
      if (ids.length) await db.updateTable('parcels').set({ track_subscribed_at: at }).where('id', 'in', ids).execute();
    },

    /**
     * Parcels to ask the provider about: dispatched since `since`, not signed or returned, and nothing taken
     * in since `staleBefore` — the longest-waiting first.
     */
    async dueForPoll(staleBefore: Date, since: Date, limit: number): Promise<TrackingParcel[]> {
      const rows = await dispatched()
        .where('parcels.track_state', 'not in', ['signed', 'returned'])
        .where((eb) => eb.or([eb('parcels.track_updated_at', 'is', null), eb('parcels.track_updated_at', '<', staleBefore)]))
        .where('parcels.dispatched_at', '>=', since)
        .orderBy(sql`parcels.track_updated_at nulls first`)
        .orderBy('parcels.id')
        .limit(limit)
        .execute();
      return asTracking(rows);
    },

    /** The dispatched parcels with this waybill number (a push names nothing else). */
    async findByWaybill(waybillCode: string): Promise<TrackingParcel[]> {
      return asTracking(await dispatched().where('parcels.waybill_code', '=', waybillCode).execute());
    },

    /**
     * Stores the events (each once: one already stored is skipped) and brings the parcel's tracking columns
     * up to date from every event it has: the latest state, the first pickup (揽收 or any later state — a
     * courier may skip that scan; an exception alone is not a pickup) and the first 签收. The parcel's row is
     * locked first, so two pushes for one parcel are taken one after the other. Returns the rows added.
     */
    async ingest(parcelId: number, waybillCode: string, events: TrackEvent[], receivedAt: Date): Promise<number> {
      await db.updateTable('parcels').set({ track_updated_at: receivedAt }).where('id', '=', parcelId).execute();
      let added = 0;
      for (let i = 0; i < events.length; i += CHUNK) {
        const rows = events.slice(i, i + CHUNK).map((event) => ({
          parcel_id: parcelId,
          waybill_code: waybillCode,
          state: event.state,
          description: event.description.slice(0, 500),
          location: event.location.slice(0, 128),
          occurred_at: event.occurredAt,
          received_at: receivedAt,
        }));
        const inserted = await db
          .insertInto('tracking_events')
          .values(rows)
          .onConflict((conflict) => conflict.constraint('tracking_events_once').doNothing())
          .returning('id')
          .execute();
        added += inserted.length;
      }
      if (added > 0) {
        await sql`
          update parcels set
            track_state = coalesce((select state from tracking_events where parcel_id = ${parcelId} order by occurred_at desc, ${STATE_RANK} desc, id desc limit 1), track_state),
            picked_up_at = (select min(occurred_at) from tracking_events where parcel_id = ${parcelId} and state <> 'exception'),
            signed_at = (select min(occurred_at) from tracking_events where parcel_id = ${parcelId} and state = 'signed')
          where id = ${parcelId}`.execute(db);
      }
      return added;
    },

    /** A poll found nothing new: the parcel waits its turn again. */
    async touch(parcelId: number, at: Date): Promise<void> {
      await db.updateTable('parcels').set({ track_updated_at: at }).where('id', '=', parcelId).execute();
    },

    /** The caller's parcel with its tracking columns, or undefined (not theirs, or none). */
    findOwnParcel(userId: number, parcelId: number) {
      return db
        .selectFrom('parcels')
        .innerJoin('orders', 'orders.id', 'parcels.order_id')
        .select([
          'parcels.id',
          'parcels.parcel_sn',
          'parcels.status',
          'parcels.waybill_code',
          'orders.express_name',
          'parcels.dispatched_at',
          'parcels.track_state',
          'parcels.picked_up_at',
          'parcels.signed_at',
          'parcels.track_updated_at',
        ])
        .where('parcels.user_id', '=', userId)
        .where('parcels.id', '=', parcelId)
        .executeTakeFirst();
    },

    /** A parcel's events, newest first. */
    events(parcelId: number) {
      return db
        .selectFrom('tracking_events')
        .select(['state', 'description', 'location', 'occurred_at'])
        .where('parcel_id', '=', parcelId)
        .orderBy('occurred_at', 'desc')
        .orderBy(STATE_RANK, 'desc')
        .orderBy('id', 'desc')
        .execute();
    },
  };
}

export type TrackingRepository = ReturnType<typeof trackingRepository>;
