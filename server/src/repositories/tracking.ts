import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { TrackEvent } from '../providers/tracking';
import { insertDeliveries, trackingEventSource } from './callbacks';

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

/** The rank of the parcel's own state, as STATE_RANK ranks an event's. */
const PARCEL_STATE_RANK = sql<number>`case p.track_state when 'picked_up' then 1 when 'in_transit' then 2 when 'delivering' then 3 when 'exception' then 4 when 'returned' then 5 when 'signed' then 6 else 0 end`;

/** Whether the batch's latest event `l` is later than the parcel's state (at the same moment: further along). */
const LATER = sql<boolean>`l.parcel_id is not null and (p.track_state_at is null or l.occurred_at > p.track_state_at or (l.occurred_at = p.track_state_at and l.rank >= ${PARCEL_STATE_RANK}))`;

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


    /**
     * Takes in a provider's events for one parcel (a poll) or for every dispatched parcel with the waybill
     * (a push), each event stored once (one already stored is skipped), in ONE statement: the events are
     * inserted and merged into each parcel's tracking columns — the state of the latest event (at the same
     * moment, the one further along) unless the parcel already holds a later one, the first pickup (揽收 or
     * any later state — a courier may skip that scan; an exception alone is not a pickup) and the first 签收
     * — from the parcel's row as the update finds it. Two statements for one parcel queue on its row and the
     * second merges into what the first left, so pushes arriving together, in any order, end alike. A parcel
     * whose state changed gets its `parcel.tracking` callback recorded by the same statement (issue 23:
     * repositories/callbacks.ts; nothing for merchants without the API). Returns the events added and the
     * callbacks recorded.
     */
    async ingest(target: { parcelId: number } | { waybillCode: string }, events: TrackEvent[], receivedAt: Date): Promise<{ added: number; callbacks: number }> {
      const where =
        'parcelId' in target
          ? sql`id = ${target.parcelId}`
          : sql`waybill_code = ${target.waybillCode} and status = 3 and dispatched_at is not null`;
      if (events.length === 0) {
        await sql`update parcels set track_updated_at = ${receivedAt} where ${where}`.execute(db);
        return { added: 0, callbacks: 0 };
      }
      let added = 0;
      let callbacks = 0;
      for (let i = 0; i < events.length; i += CHUNK) {
        const incoming = sql.join(
          events
            .slice(i, i + CHUNK)
            .map((event) => sql`(${event.state}::text, ${event.description.slice(0, 500)}::text, ${event.location.slice(0, 128)}::text, ${event.occurredAt}::timestamptz)`),
        );
        const { rows } = await sql<{ added: number; callbacks: number }>`
          with target as (select id, waybill_code, track_state as old_state from parcels where ${where}),
          incoming (state, description, location, occurred_at) as (values ${incoming}),
          added as (
            insert into tracking_events (parcel_id, waybill_code, state, description, location, occurred_at, received_at)
            select t.id, t.waybill_code, i.state, i.description, i.location, i.occurred_at, ${receivedAt}::timestamptz
            from target t cross join incoming i
            on conflict on constraint tracking_events_once do nothing
            returning parcel_id, state, description, occurred_at
          ),
          latest as (
            select distinct on (parcel_id) parcel_id, state, description, occurred_at, ${STATE_RANK} as rank
            from added order by parcel_id, occurred_at desc, rank desc
          ),
          firsts as (
            select parcel_id, count(*)::int as n,
                   min(occurred_at) filter (where state <> 'exception') as picked_up_at,
                   min(occurred_at) filter (where state = 'signed') as signed_at
            from added group by parcel_id
          ),
          updated as (
          update parcels p set
            track_updated_at = ${receivedAt}::timestamptz,
            track_state = case when ${LATER} then l.state else p.track_state end,
            track_state_at = case when ${LATER} then l.occurred_at else p.track_state_at end,
            picked_up_at = least(p.picked_up_at, f.picked_up_at),
            signed_at = least(p.signed_at, f.signed_at)
          from target t
          left join latest l on l.parcel_id = t.id
          left join firsts f on f.parcel_id = t.id
          where p.id = t.id
          -- (the new row's values:) the batch's latest event became the parcel's state, and that state is new
          returning p.id, p.user_id, p.order_id, p.parcel_sn, p.shop_order, p.waybill_code, coalesce(f.n, 0) as added,
                    l.parcel_id is not null and p.track_state = l.state and p.track_state_at = l.occurred_at and l.state is distinct from t.old_state as changed,
                    l.state, l.occurred_at as state_at, l.description
          ),
          callbacks as (${insertDeliveries('parcel.tracking', trackingEventSource(sql`select * from updated where changed`), receivedAt)})
          select coalesce(sum(added), 0)::int as added, (select count(*) from callbacks)::int as callbacks from updated`.execute(db);
        added += rows.reduce((sum, row) => sum + Number(row.added), 0);
        callbacks += rows.reduce((sum, row) => sum + Number(row.callbacks), 0);
      }
      return { added, callbacks };
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
