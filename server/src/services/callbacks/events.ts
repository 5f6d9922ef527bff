import type { JobQueue } from '../../jobs/queue';
import type { Repositories } from '../../repositories';

/** The `callback-deliver` job's key for "something new is due now" (retries have keys of their own: delivery.ts). */
export const WAKE_KEY = 'wake';

/**
 * The events of issue 23's callbacks, recorded by what causes them, in the transaction that causes them:
 * one callback_deliveries row per event for merchants whose API is on with a callback URL (one statement
 * per batch: repositories/callbacks.ts), and — when any was recorded — a `callback-deliver` job sent in
 * the same transaction, so a worker sends them the moment it commits (no sweep to wait for). The
 * tracking ingestion records its `parcel.tracking` events inside its own one statement and calls
 * `recorded` with how many.
 */
export function callbackEventService(deps: { repos: Repositories; jobs: Pick<JobQueue, 'send'>; now: () => Date }) {
  const { repos, jobs, now } = deps;

  /** Wakes the delivery worker when deliveries were recorded (many wake-ups while one is queued are one run). */
  async function recorded(count: number): Promise<void> {
    if (count > 0) await jobs.send('callback-deliver', {}, { key: WAKE_KEY });
  }

  return {
    recorded,

    /** `parcel.waybill`: these parcels just got their waybill numbers. */
    async waybills(parcelIds: number[]): Promise<void> {
      if (parcelIds.length) await recorded(await repos.callbacks.recordWaybills(parcelIds, now()));
    },

    /** `parcel.refunded`: the courier refused this parcel and its money went back. */
    async refunded(parcelId: number): Promise<void> {
      await recorded(await repos.callbacks.recordRefund(parcelId, now()));
    },

    /** `parcel.compensated`: 超时赔付 was booked for these parcels. */
    async compensated(parcelIds: number[]): Promise<void> {
      if (parcelIds.length) await recorded(await repos.callbacks.recordCompensations(parcelIds, now()));
    },
  };
}

export type CallbackEventService = ReturnType<typeof callbackEventService>;
