import type { Queue } from 'pg-boss';
import type { SmsScene } from '../providers/sms';

/**
 * Every background job: its payload type and its queue's policy. One place, so a producer and its
 * worker cannot disagree on a name or a shape. Handlers must be idempotent: after a crash a job runs
 * again.
 */
export interface JobPayloads {
  /** A verification code to one mobile, sent through the SMS provider with its scene's template (the outbox of account codes). */
  'sms-send': { mobile: string; scene: SmsScene; code: string };
  /** Asks the courier for the waybill numbers an order's parcels still lack (services/ordering/dispatch.ts). */
  'waybill-dispatch': { orderId: number };
  /** Pages through a store's orders in a time range into store_orders (services/stores). Key `store:<id>`. */
  'shop-order-sync': { storeId: number; start: string; end: string };
  /** Tells a store the waybill numbers of an order's parcels made from it (services/stores/deliver.ts). */
  'shop-deliver': { orderId: number };
  /** 物流跟踪: subscribes newly numbered waybills with the tracking provider and polls the parcels it has not pushed lately (services/tracking.ts). Scheduled. */
  'track-poll': Record<string, never>;
  /** Deletes dead rows: expired sessions, captchas, SMS codes, old rate events. Scheduled. */
  housekeeping: Record<string, never>;
  /** 超时赔付: judges open parcels and books what is owed (services/compensation). Scheduled; also sent on demand. */
  'parcel-compensation': Record<string, never>;
  /** 推广佣金 and 分站收益: frozen commissions and 分站 margins whose freeze is over move to available (services/promotion, services/site-earnings.ts). Scheduled; also after a clock move. */
  'commission-release': Record<string, never>;
  /** 提现打款: pays an approved withdrawal through the payout provider, once (services/promotion/payouts.ts). */
  'withdrawal-payout': { withdrawalId: number };
  /** 在线充值: asks the gateways about top-ups left pending, credits the paid and closes the expired (services/top-up-credit.ts). Scheduled. */
  'top-up-sweep': Record<string, never>;
  /** 对账: every payment gateway's bill of a China day against our top-ups (services/reconciliation.ts). Scheduled daily for yesterday. */
  reconciliation: { date?: string };
  /** Callbacks to merchants' systems: sends every due delivery (services/callbacks/delivery.ts). Woken by what records events, by retries at their time; scheduled as a backstop. */
  'callback-deliver': Record<string, never>;
}

export type JobName = keyof JobPayloads;

/**
 * How a job held by a process that died (SIGKILL, a lost machine) runs again within a minute, in any other
 * process: a worker touches its running job every HEARTBEAT_S / 2; a job untouched for HEARTBEAT_S is failed
 * by the supervisor of whichever process looks next (every SUPERVISE_S) and retried after its queue's
 * retryDelay (doubled at most, with backoff), then fetched within the polling interval (2 s). So
 * HEARTBEAT_S + SUPERVISE_S + 2 × retryDelay + 2 ≤ 60 for every queue that retries (checked by
 * definitions.test.ts; queue.crash.test.ts measures it). expireInSeconds stays the bound of a job that is
 * alive but stuck. pg-boss's defaults (no heartbeat, supervision every 60 s, 15-minute expiry) took minutes.
 */
export const HEARTBEAT_S = 15;
/** The schema pg-boss keeps its tables in, beside the app's (the queue, the metrics and the tests read it). */
export const JOB_SCHEMA = 'pgboss';
export const SUPERVISE_S = 10;
/**
 * How often finished jobs past their queue's deleteAfterSeconds are deleted. pg-boss's default is once a
 * day, which kept a sent verification code (sms-send's payload) in the job table for up to a day instead of
 * a minute. One process sweeps each queue per interval (pg-boss claims it); a sweep of a small queue is cheap.
 */
export const MAINTENANCE_S = 60;
/** What every queue gets unless its definition says otherwise. */
export const QUEUE_DEFAULTS: Omit<Queue, 'name'> = { heartbeatSeconds: HEARTBEAT_S };

export interface JobDefinition {
  queue: Omit<Queue, 'name'>;
  /** A cron expression (UTC): one job per slot across every server process. */
  schedule?: string;
  /** Jobs of this queue a worker runs at once, per process. */
  concurrency?: number;
}

export const JOB_DEFINITIONS: Record<JobName, JobDefinition> = {
  'sms-send': {
    queue: {
      // a provider outage is retried for about ten minutes, then the job fails (the code expires in five);
      // a final refusal (SmsRefusedError: bad number, limit, unapproved template) is logged and not retried
      retryLimit: 6,
      retryDelay: 5,
      retryBackoff: true,
      retryDelayMax: 120,
      expireInSeconds: 60,
      // the message holds a verification code: gone a minute after it was sent
      deleteAfterSeconds: 60,
      retentionSeconds: 900,
      notify: true,
    },
    concurrency: 4,
  },
  'waybill-dispatch': {
    // a courier outage is retried for about an hour; the housekeeping sweep sends a new job after that
    queue: { retryLimit: 12, retryDelay: 10, retryBackoff: true, retryDelayMax: 600, expireInSeconds: 600, deleteAfterSeconds: 86400, notify: true },
    concurrency: 2,
  },
  'shop-order-sync': {
    // one sync per shop at a time: a second request joins the running one. Run once more after a failure — a
    // sync whose process died must not stay "running" — then a failed one is started again by the user
    queue: { policy: 'exclusive', retryLimit: 1, retryDelay: 5, expireInSeconds: 1800, deleteAfterSeconds: 86400, notify: true },
    concurrency: 2,
  },
  'shop-deliver': {
    // a platform outage is retried for about two hours; every upload is claimed first, so runs may overlap
    queue: { retryLimit: 14, retryDelay: 10, retryBackoff: true, retryDelayMax: 900, expireInSeconds: 600, deleteAfterSeconds: 86400, notify: true },
    concurrency: 2,
  },
  'track-poll': {
    // one run at a time; run once more soon after a failure (its process may have died), else it is the next slot's work
    queue: { policy: 'exclusive', retryLimit: 1, retryDelay: 15, expireInSeconds: 600, deleteAfterSeconds: 3600 },
    schedule: '*/10 * * * *',
  },
  housekeeping: {
    queue: { policy: 'exclusive', retryLimit: 1, retryDelay: 15, expireInSeconds: 300, deleteAfterSeconds: 3600 },
    schedule: '*/10 * * * *',
  },
  'parcel-compensation': {
    // one run at a time (a run sent while one waits joins it); a run that fails is simply the next slot's to redo
    queue: { policy: 'exclusive', retryLimit: 1, retryDelay: 15, expireInSeconds: 1800, deleteAfterSeconds: 3600 },
    schedule: '*/5 * * * *',
  },
  'commission-release': {
    queue: { policy: 'exclusive', retryLimit: 1, retryDelay: 15, expireInSeconds: 1800, deleteAfterSeconds: 3600 },
    schedule: '*/10 * * * *',
  },
  'withdrawal-payout': {
    // a provider outage, a transfer still in progress or the payer's balance short is retried for about a day
    // (15 s doubling to an hour apart); every attempt uses the same out_biz_no, so none pays twice. One call
    // takes seconds (the SDK gives up after 15): two minutes is plenty
    queue: { retryLimit: 30, retryDelay: 15, retryBackoff: true, retryDelayMax: 3600, expireInSeconds: 120, deleteAfterSeconds: 7 * 86400, notify: true },
    concurrency: 2,
  },
  'top-up-sweep': {
    queue: { policy: 'exclusive', retryLimit: 1, retryDelay: 15, expireInSeconds: 300, deleteAfterSeconds: 3600 },
    schedule: '* * * * *',
  },
  reconciliation: {
    // 10:30 China time: both gateways' bills of yesterday are ready after 10:00; a failed run (a bill not ready yet)
    // is retried with backoff for about 45 minutes (15 s doubling to 15 minutes apart); 对账's page runs a day again on demand
    queue: { policy: 'exclusive', retryLimit: 8, retryDelay: 15, retryBackoff: true, retryDelayMax: 900, expireInSeconds: 1800, deleteAfterSeconds: 7 * 86400 },
    schedule: '30 2 * * *',
  },
  'callback-deliver': {
    // stately: per key one run queued and one running — wake-ups sent while a run is queued join it, one
    // sent while a run is going queues the next (that run may have looked for due rows already); a run
    // never fails (each delivery keeps its own retries), so none is retried here
    queue: { policy: 'stately', retryLimit: 0, expireInSeconds: 900, deleteAfterSeconds: 3600, notify: true },
    schedule: '* * * * *',
  },
};
