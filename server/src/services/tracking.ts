import { chinaText } from 'shared-contracts/china-time';
import { NotFoundError } from '../lib/errors';
import { TRACK_STATE_NAMES, TrackPushRefusedError, TrackSubscribeRefusedError, type TrackEvent, type TrackState, type TrackedWaybill, type TrackingProvider } from '../providers/tracking';
import type { Repositories } from '../repositories';
import type { TrackingParcel } from '../repositories/tracking';
import type { CallbackEventService } from './callbacks/events';
import { DAY, MINUTE } from './limits';

/** Waybills subscribed, and parcels polled, per run of the `track-poll` job. */
const BATCH = 500;
/** Provider calls in flight at once. */
const CONCURRENCY = 8;
/** A parcel with nothing taken in for this long is asked about (the push may have stopped, or the provider only polls). */
export const POLL_STALE_AFTER = 30 * MINUTE;
/** Parcels dispatched longer ago than this are not followed any more (never picked up, or lost to the provider). */
export const FOLLOW_FOR = 15 * DAY;

export interface TrackRunOutcome {
  subscribed: number;
  polled: number;
  /** Events stored (new ones only). */
  events: number;
  failed: number;
}

export interface PushOutcome {
  accepted: boolean;
  /** Why it was refused (logged; never the details to the caller). */
  reason?: string;
  waybillCode?: string;
  events?: number;
  /** The provider's answer body. */
  answer: unknown;
}

function waybillOf(parcel: TrackingParcel): TrackedWaybill {
  return {
    waybillCode: parcel.waybill_code,
    courierName: parcel.express_name,
    from: { province: parcel.send_province, city: parcel.send_city },
    recipient: { province: parcel.rec_province, city: parcel.rec_city, district: parcel.rec_district, address: parcel.rec_address, mobile: parcel.rec_mobile },
    dispatchedAt: parcel.dispatched_at,
  };
}

/** Runs `work` over the items, `CONCURRENCY` at a time. */
async function eachLimited<T>(items: T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, items.length) }, worker));
}

/**
 * 物流跟踪 (issue 21): numbered parcels are subscribed with the tracking provider, their events taken in
 * from its pushes or by polling it, each event stored once, and the parcel keeps its latest state, its
 * first pickup and its 签收 (repositories/tracking.ts). Nothing here is on the ordering path: the
 * `track-poll` job subscribes what was numbered since its last run.
 */
export function trackingService(deps: {
  repos: Repositories;
  provider: TrackingProvider;
  /** wakes the delivery of the parcel.tracking callbacks an ingestion recorded (issue 23) */
  callbackEvents: Pick<CallbackEventService, 'recorded'>;
  now: () => Date;
  onError?: (error: unknown, context: Record<string, unknown>) => void;
}) {
  const { repos, provider, callbackEvents, now } = deps;

  /**
   * Events taken in (one statement: repositories/tracking.ts, the state changes' callbacks recorded in it;
   * their delivery is woken after it — the minute's sweep sends them should this process stop between).
   * Returns the events added.
   */
  async function take(target: Parameters<Repositories['tracking']['ingest']>[0], events: TrackEvent[]): Promise<number> {
    const { added, callbacks } = await repos.tracking.ingest(target, events, now());
    await callbackEvents.recorded(callbacks);
    return added;
  }

  /** A poll's events for one parcel. */
  async function ingest(parcelId: number, events: TrackEvent[]): Promise<number> {
    return take({ parcelId }, events);
  }

  return {
    ingest,

    /**
     * One run of the `track-poll` job: subscribes the waybills numbered since the last run, then asks the
     * provider about parcels not heard of for POLL_STALE_AFTER. A provider failing for one parcel does not
     * stop the others (it is asked again next run).
     */
    async run(): Promise<TrackRunOutcome> {
      const outcome: TrackRunOutcome = { subscribed: 0, polled: 0, events: 0, failed: 0 };
      const toSubscribe = await repos.tracking.dueForSubscription(BATCH);
      const done: number[] = [];
      await eachLimited(toSubscribe, async (parcel) => {
        try {
          await provider.subscribe(waybillOf(parcel));
          done.push(parcel.id);
        } catch (error) {
          // refused for good: not asked again (the poll still follows it where the provider can answer)
          if (error instanceof TrackSubscribeRefusedError) done.push(parcel.id);
          else outcome.failed += 1;
          deps.onError?.(error, { parcelId: parcel.id, waybill: parcel.waybill_code, step: 'subscribe' });
        }
      });
      await repos.tracking.markSubscribed(done, now());
      outcome.subscribed = done.length;

      const at = now().getTime();
      const toPoll = await repos.tracking.dueForPoll(new Date(at - POLL_STALE_AFTER), new Date(at - FOLLOW_FOR), BATCH);
      await eachLimited(toPoll, async (parcel) => {
        try {
          const events = await provider.poll(waybillOf(parcel));
          outcome.events += await ingest(parcel.id, events);
          outcome.polled += 1;
        } catch (error) {
          outcome.failed += 1;
          deps.onError?.(error, { parcelId: parcel.id, waybill: parcel.waybill_code, step: 'poll' });
          // asked again after POLL_STALE_AFTER, not at once every run
          await repos.tracking.touch(parcel.id, now());
        }
      });
      return outcome;
    },

    /**
     * A provider's push, its form fields as they arrived: the signature is checked before anything else
     * (a refused push changes nothing), then the events go to every dispatched parcel with that waybill.
     * A waybill we do not know is accepted and dropped: the provider would only push it again.
     */
    async push(providerName: string, fields: Readonly<Record<string, string>>): Promise<PushOutcome> {
      if (providerName !== provider.name) return { accepted: false, reason: `not the configured provider (${provider.name})`, answer: provider.pushAnswer(false, '未启用') };
      let push;
      try {
        push = provider.verifyPush(fields);
      } catch (error) {
        if (!(error instanceof TrackPushRefusedError)) throw error;
        return { accepted: false, reason: error.reason, answer: provider.pushAnswer(false, error.reason === '签名错误' ? '签名错误' : '参数错误') };
      }
      const events = await take({ waybillCode: push.waybillCode }, push.events);
      return { accepted: true, waybillCode: push.waybillCode, events, answer: provider.pushAnswer(true, '成功') };
    },

    /** GET /api/user/order/parcel/track: the caller's parcel's state and its events, newest first, in China time. */
    async timeline(userId: number, parcelId: number) {
      const parcel = await repos.tracking.findOwnParcel(userId, parcelId);
      if (!parcel) throw new NotFoundError('包裹不存在');
      const events = await repos.tracking.events(Number(parcel.id));
      const state = parcel.track_state as TrackState;
      const text = (at: Date | null) => (at ? chinaText(at) : '');
      return {
        id: Number(parcel.id),
        parcel_sn: parcel.parcel_sn,
        waybill_code: parcel.waybill_code,
        express_name: parcel.express_name,
        track_state: state,
        track_state_name: TRACK_STATE_NAMES[state] ?? state,
        dispatched_at: text(parcel.dispatched_at),
        picked_up_at: text(parcel.picked_up_at),
        signed_at: text(parcel.signed_at),
        events: events.map((event) => ({
          time: chinaText(event.occurred_at),
          state: event.state as TrackState,
          state_name: TRACK_STATE_NAMES[event.state as TrackState] ?? event.state,
          description: event.description,
          location: event.location,
        })),
      };
    },
  };
}

export type TrackingService = ReturnType<typeof trackingService>;
