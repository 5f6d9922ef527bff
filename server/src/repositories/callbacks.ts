import { sql, type Kysely, type RawBuilder } from 'kysely';
import { TRACK_STATE_NAMES, type CallbackEvent, type CallbackStatus } from 'shared-contracts';
import { COMPENSATION_REASONS } from 'shared-contracts/admin';
import type { Database } from '../db/schema';
import { paginate, type PageRequest } from '../lib/paginate';

/** A delivery as the sender holds it while sending (claimed: `lease` is its next_attempt_at until the outcome is written). */
export interface ClaimedDelivery {
  id: number;
  user_id: number;
  event: CallbackEvent;
  event_id: string;
  url: string;
  body: string;
  /** tries before this one */
  attempts: number;
  lease: Date;
}

/** What one try came to. */
export interface DeliveryOutcome {
  statusCode: number | null;
  error: string | null;
  at: Date;
  /** 2xx: delivered */
  delivered: boolean;
  /** when not delivered: the next try, or null to give up (failed) */
  retryAt: Date | null;
}

/** A Chinese text per key, as a SQL `case` over `column` (texts from the contract, one place). */
function textOf(column: RawBuilder<unknown>, texts: Record<string, string>): RawBuilder<string> {
  return sql<string>`case ${column} ${sql.join(
    Object.entries(texts).map(([key, text]) => sql`when ${key} then ${text}::text`),
    sql` `,
  )} else ${column}::text end`;
}

/**
 * An event's id from what makes it once (the event and, say, the parcel's number): a UUID (version 5's
 * nibble and the RFC 4122 variant over an md5), the same however often or concurrently its cause is
 * replayed — so `on conflict (event_id) do nothing` records each event once (a dispatch pass and its job
 * numbering the same parcel, a compensation run replayed).
 */
const eventIdOf = (event: CallbackEvent, key: RawBuilder<unknown>) => sql<string>`overlay(overlay(md5(${event}::text || ':' || ${key}) placing '5' from 13) placing '8' from 17)::uuid::text`;

/**
 * The INSERT … SELECT that records `event` for every row of `source` (columns user_id, key — what makes
 * the event once —, data json) whose merchant has the API on, a callback URL and a key: one statement
 * for a whole batch, and merchants without the API cost nothing but the join. The body is the exact text
 * sent and signed: `{ event, event_id, created_at (ISO), data }`. Returns the ids recorded. A statement of
 * its own, or a CTE of a bigger one (repositories/tracking.ts's ingestion).
 */
export function insertDeliveries(event: CallbackEvent, source: RawBuilder<unknown>, at: Date): RawBuilder<{ id: number }> {
  return sql<{ id: number }>`
    insert into callback_deliveries (user_id, event, event_id, url, body, created_at, next_attempt_at)
    select s.user_id, ${event}, s.event_id, a.callback_url,
           json_build_object('event', ${event}::text, 'event_id', s.event_id, 'created_at', ${at.toISOString()}::text, 'data', s.data)::text,
           ${at}::timestamptz, ${at}::timestamptz
    from (select src.user_id, ${eventIdOf(event, sql`src.key`)} as event_id, src.data from (${source}) src) s
    join api_settings a on a.user_id = s.user_id and a.enabled and a.callback_url <> '' and a.secret_enc is not null
    on conflict (event_id) do nothing
    returning id`;
}

/** Yuan as a JSON number (12.5, not 12.50) from integer fen. */
const yuanOf = (fenColumn: RawBuilder<unknown>) => sql`(${fenColumn}::numeric / 100)::float8`;

/** The parcel fields every parcel event carries (p: parcels, o: orders). */
const parcelFields = sql`'order_sn', o.order_sn, 'parcel_sn', p.parcel_sn, 'shop_order', p.shop_order`;

/** The data of a `parcel.tracking` event for the parcel `p` (its order `o`) whose state is now `state` since `at`. */
export function trackingEventSource(from: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`
    select p.user_id, p.parcel_sn || ':' || p.state || ':' || (extract(epoch from p.state_at) * 1000)::bigint as key,
           json_build_object(${parcelFields}, 'waybill_code', p.waybill_code, 'express_name', o.express_name,
             'state', p.state, 'state_name', ${textOf(sql`p.state`, TRACK_STATE_NAMES)},
             'time', to_char((p.state_at at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD HH24:MI:SS'), 'desc', p.description) as data
    from (${from}) p join orders o on o.id = p.order_id`;
}

const deliveryColumns = ['id', 'user_id', 'event', 'event_id', 'url', 'body', 'attempts'] as const;

/** Callbacks to merchants' systems (issue 23): the events recorded, their delivery, and the log. */
export function callbacksRepository(db: Kysely<Database>) {
  async function record(event: CallbackEvent, source: RawBuilder<unknown>, at: Date): Promise<number> {
    const { rows } = await insertDeliveries(event, source, at).execute(db);
    return rows.length;
  }

  const claimed = (row: { id: number | string; user_id: number; event: string; event_id: string; url: string; body: string; attempts: number }, lease: Date): ClaimedDelivery => ({
    ...row,
    id: Number(row.id),
    event: row.event as CallbackEvent,
    lease,
  });

  return {
    /** `parcel.waybill` for parcels just numbered (the dispatch's flush, in its transaction). */
    recordWaybills(parcelIds: number[], at: Date): Promise<number> {
      return record(
        'parcel.waybill',
        sql`select p.user_id, p.parcel_sn as key,
                   json_build_object(${parcelFields}, 'waybill_code', p.waybill_code, 'express_name', o.express_name) as data
            from parcels p join orders o on o.id = p.order_id
            where p.id = any(${parcelIds}::bigint[]) and p.status = 3 and p.waybill_code <> ''`,
        at,
      );
    },

    /** `parcel.refunded` for a parcel the courier refused, its money just given back. */
    recordRefund(parcelId: number, at: Date): Promise<number> {
      return record(
        'parcel.refunded',
        sql`select p.user_id, p.parcel_sn as key,
                   json_build_object(${parcelFields}, 'amount', ${yuanOf(sql`p.price_fen`)}, 'reason', p.error) as data
            from parcels p join orders o on o.id = p.order_id
            where p.id = ${parcelId} and p.status = 4`,
        at,
      );
    },

    /** `parcel.compensated` for parcels whose 超时赔付 was just booked (parcel_compensations). */
    recordCompensations(parcelIds: number[], at: Date): Promise<number> {
      return record(
        'parcel.compensated',
        sql`select p.user_id, p.parcel_sn as key,
                   json_build_object(${parcelFields}, 'waybill_code', p.waybill_code, 'amount', ${yuanOf(sql`c.amount_fen`)},
                     'reason', ${textOf(sql`c.reason`, COMPENSATION_REASONS)}) as data
            from parcel_compensations c join parcels p on p.id = c.parcel_id join orders o on o.id = p.order_id
            where c.parcel_id = any(${parcelIds}::bigint[])`,
        at,
      );
    },

    /** One delivery recorded by hand (the test callback), already claimed by its sender until `lease`. */
    async insertClaimed(row: { user_id: number; event: CallbackEvent; event_id: string; url: string; body: string; created_at: Date }, lease: Date): Promise<ClaimedDelivery> {
      const inserted = await db
        .insertInto('callback_deliveries')
        .values({ ...row, next_attempt_at: lease })
        .returning(deliveryColumns)
        .executeTakeFirstOrThrow();
      return claimed(inserted, lease);
    },

    /**
     * The next due delivery, claimed: its next_attempt_at moves to `lease`, so no other process takes it
     * (SKIP LOCKED: rows another claim is writing are passed over, not waited for) until its outcome is
     * written — or, if the sender died, until the lease runs out and it is due again.
     */
    async claimDue(now: Date, lease: Date): Promise<ClaimedDelivery | undefined> {
      const { rows } = await sql<ClaimedDelivery>`
        update callback_deliveries set next_attempt_at = ${lease}
        where id = (select id from callback_deliveries where status = 'pending' and next_attempt_at <= ${now}
                    order by next_attempt_at, id limit 1 for update skip locked)
        returning id, user_id, event, event_id, url, body, attempts`.execute(db);
      return rows[0] && claimed(rows[0], lease);
    },

    /** The caller's delivery claimed for a resend now, whatever its state (a failed one is pending again); undefined if not theirs. */
    async claimOwn(userId: number, id: number, lease: Date): Promise<ClaimedDelivery | undefined> {
      const row = await db
        .updateTable('callback_deliveries')
        .set({ status: 'pending', next_attempt_at: lease })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .returning(deliveryColumns)
        .executeTakeFirst();
      return row && claimed(row, lease);
    },

    /**
     * Writes a try's outcome, if the sender still holds the claim (a resend may have taken it over: then
     * the resend's outcome is the one written). The row goes to the URL it was sent to.
     */
    async finish(delivery: ClaimedDelivery, url: string, outcome: DeliveryOutcome): Promise<boolean> {
      const status: CallbackStatus = outcome.delivered ? 'delivered' : outcome.retryAt ? 'pending' : 'failed';
      const result = await db
        .updateTable('callback_deliveries')
        .set((eb) => ({
          status,
          url,
          attempts: eb('attempts', '+', 1),
          last_status_code: outcome.statusCode,
          last_error: outcome.error?.slice(0, 200) ?? null,
          last_attempt_at: outcome.at,
          next_attempt_at: outcome.delivered ? null : outcome.retryAt,
          ...(outcome.delivered ? { delivered_at: outcome.at } : {}),
        }))
        .where('id', '=', delivery.id)
        .where('status', '=', 'pending')
        .where('next_attempt_at', '=', delivery.lease)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** What a sender needs of the merchant's settings: the sealed secret (null before the first key) and the callback URL now. */
    senderSettings(userId: number) {
      return db.selectFrom('api_settings').select(['secret_enc', 'callback_url', 'app_key']).where('user_id', '=', userId).executeTakeFirst();
    },

    /** One of the caller's deliveries (the log's row), or undefined. */
    findOwn(userId: number, id: number) {
      return db.selectFrom('callback_deliveries').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    },

    /** Deliveries settled (delivered or failed) before `before`: the log keeps CALLBACK_LOG_DAYS (housekeeping). */
    async removeSettledBefore(before: Date): Promise<number> {
      const result = await db.deleteFrom('callback_deliveries').where('status', '<>', 'pending').where('created_at', '<', before).executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** The caller's delivery log, newest first. */
    list(userId: number, filter: { event?: CallbackEvent; status?: CallbackStatus }, page: PageRequest) {
      let query = db.selectFrom('callback_deliveries').selectAll().where('user_id', '=', userId);
      if (filter.event) query = query.where('event', '=', filter.event);
      if (filter.status) query = query.where('status', '=', filter.status);
      return paginate(query.orderBy('id', 'desc'), page);
    },
  };
}

export type CallbacksRepository = ReturnType<typeof callbacksRepository>;
export type CallbackDeliveryRow = NonNullable<Awaited<ReturnType<CallbacksRepository['findOwn']>>>;
