import { randomUUID } from 'node:crypto';
import { CALLBACK_EVENTS, CALLBACK_HEADERS, CALLBACK_RETRY_DELAYS_S, CALLBACK_STATUS, CALLBACK_TIMEOUT_MS, OpenApiMessages, type CallbackDelivery, type CallbackDeliveryQuery, type CallbackStatus, type CallbackTestResult } from 'shared-contracts';
import { chinaText } from 'shared-contracts/china-time';
import type { JobQueue } from '../../jobs/queue';
import { fail, NotFoundError } from '../../lib/errors';
import { callbackSignature } from '../../lib/open-signature';
import { checkCallbackUrl, type CheckOptions } from '../../lib/outbound-address';
import type { SecretBox } from '../../lib/secret-box';
import type { Repositories } from '../../repositories';
import type { CallbackDeliveryRow, ClaimedDelivery } from '../../repositories/callbacks';
import { callerLimits } from '../caller-limits';
import { postPinned } from './http-post';

/**
 * How long a claimed delivery is its sender's: longer than any try (CALLBACK_TIMEOUT_MS and a little), so
 * a live sender always writes its outcome first; if the process dies mid-send the row is due again after it.
 */
export const LEASE_MS = 60_000;
/** Deliveries in flight at once per run. */
const SENDERS = 8;

/** Why a try failed, as the delivery log shows it. */
export const SEND_ERRORS = {
  timeout: '超时未响应',
  connect: '连接失败',
  status: (code: number) => `返回 HTTP ${code}`,
  noKey: OpenApiMessages.keyRequired,
  unexpected: '发送失败',
  refused: {
    [OpenApiMessages.callbackUrlPrivate]: '地址被拒绝（内网地址）',
    [OpenApiMessages.callbackUrlUnresolved]: '域名无法解析',
    [OpenApiMessages.callbackUrlInvalid]: '回调地址无效',
  } as Record<string, string>,
};

export interface CallbackDeliveryOptions {
  /** Inside addresses allowed (the demo mode: `!config.isProduction`). */
  allowPrivate: boolean;
  /** The answer's deadline (default CALLBACK_TIMEOUT_MS; tests shorten it). */
  timeoutMs?: number;
  /** Name resolution for the SSRF check (tests give a fake). */
  lookup?: CheckOptions['lookup'];
}

interface Attempt {
  statusCode: number | null;
  error: string | null;
  delivered: boolean;
}

const isOk = (code: number | null) => code !== null && code >= 200 && code < 300;
const timeText = (at: Date | null) => (at ? chinaText(at) : null);

/** A log row as the API设置 page shows it. */
function present(row: CallbackDeliveryRow): CallbackDelivery {
  const event = row.event as keyof typeof CALLBACK_EVENTS;
  const status = row.status as CallbackStatus;
  return {
    id: Number(row.id),
    event,
    event_name: CALLBACK_EVENTS[event] ?? row.event,
    event_id: row.event_id,
    status,
    status_text: CALLBACK_STATUS[status],
    attempts: row.attempts,
    last_status_code: row.last_status_code,
    last_error: row.last_error,
    created_at: chinaText(row.created_at),
    last_attempt_at: timeText(row.last_attempt_at),
    next_attempt_at: status === 'pending' ? timeText(row.next_attempt_at) : null,
  };
}

/**
 * Sends the recorded callbacks (issue 23). Each try POSTs the row's exact body to the merchant's callback
 * URL of the moment, signed with their secret of the moment (unsealed at send time: a reset key signs the
 * next try with the new secret), after the SSRF check of that URL resolved now — the connection goes to
 * the address checked. A 2xx within the deadline is delivered; anything else is tried again after
 * CALLBACK_RETRY_DELAYS_S[attempts-1], with the same X-Event-Id, and after the last the row is failed.
 *
 * Several processes share the work without sending a row twice: a sender claims one due row at a time
 * in one statement (FOR UPDATE SKIP LOCKED, moving its next_attempt_at to a lease LEASE_MS ahead), sends
 * it outside any transaction, and writes the outcome only while it still holds that lease. A run is the
 * `callback-deliver` job: woken by the transaction that recorded the events (services/callbacks/events.ts),
 * by a retry's own job at its time, and every minute by its schedule (the backstop).
 */
export function callbackDeliveryService(deps: {
  repos: Repositories;
  jobs: Pick<JobQueue, 'send'>;
  box: SecretBox;
  /** The business clock: the log's times and the retries' schedule. */
  now: () => Date;
  /** Real time: X-Timestamp (the merchant checks it against their clock) and when a retry's job starts. */
  wallNow?: () => Date;
  options: CallbackDeliveryOptions;
}) {
  const { repos, jobs, box, now, options } = deps;
  const wallNow = deps.wallNow ?? now;
  const timeoutMs = options.timeoutMs ?? CALLBACK_TIMEOUT_MS;
  const leaseFrom = (at: Date) => new Date(at.getTime() + LEASE_MS);
  const limits = callerLimits({ repos, now });

  /** POSTs the body to `url` signed with the secret; what came back. */
  async function post(delivery: ClaimedDelivery, url: string, sealedSecret: string): Promise<Pick<Attempt, 'statusCode' | 'error'>> {
    const check = await checkCallbackUrl(url, { allowPrivate: options.allowPrivate, lookup: options.lookup });
    if (!check.ok) return { statusCode: null, error: SEND_ERRORS.refused[check.message] ?? check.message };
    const timestamp = String(Math.floor(wallNow().getTime() / 1000));
    const headers = {
      'content-type': 'application/json',
      'user-agent': 'gift-mall-callback/1',
      [CALLBACK_HEADERS.eventId]: delivery.event_id,
      [CALLBACK_HEADERS.timestamp]: timestamp,
      [CALLBACK_HEADERS.signature]: callbackSignature(box.open(sealedSecret), timestamp, delivery.body),
    };
    const result = await postPinned(check.url, check.addresses, headers, delivery.body, timeoutMs);
    if ('failure' in result) return { statusCode: null, error: SEND_ERRORS[result.failure] };
    return { statusCode: result.statusCode, error: isOk(result.statusCode) ? null : SEND_ERRORS.status(result.statusCode) };
  }

  /** One try of a claimed delivery, its outcome written and its retry scheduled. */
  async function attempt(delivery: ClaimedDelivery): Promise<Attempt> {
    const settings = await repos.callbacks.senderSettings(delivery.user_id);
    const url = settings?.callback_url || delivery.url;
    let answer: Pick<Attempt, 'statusCode' | 'error'>;
    try {
      answer = settings?.secret_enc ? await post(delivery, url, settings.secret_enc) : { statusCode: null, error: SEND_ERRORS.noKey };
    } catch {
      // never the details (they could hold the secret's trouble): the row shows a plain failure
      answer = { statusCode: null, error: SEND_ERRORS.unexpected };
    }
    const at = now();
    const delivered = isOk(answer.statusCode);
    // a test callback is tried once (the page shows its answer); 重发 tries it again
    const delay = delivered || delivery.event === 'callback.test' ? undefined : CALLBACK_RETRY_DELAYS_S[delivery.attempts];
    const retryAt = delay === undefined ? null : new Date(at.getTime() + delay * 1000);
    const written = await repos.callbacks.finish(delivery, url, { ...answer, at, delivered, retryAt });
    if (written && delay !== undefined) {
      // a run when it is due (a second later, so the row is due by then); same second, one job
      const startAfter = new Date(wallNow().getTime() + (delay + 1) * 1000);
      await jobs.send('callback-deliver', {}, { key: `retry:${Math.floor(startAfter.getTime() / 1000)}`, startAfter });
    }
    return { ...answer, delivered };
  }

  return {
    /**
     * Sends every due delivery, SENDERS at a time, until none is due (those recorded meanwhile included).
     * Safe to run in any number of processes at once.
     */
    async deliverDue(): Promise<{ delivered: number; failed: number }> {
      const tally = { delivered: 0, failed: 0 };
      const sender = async () => {
        for (;;) {
          const at = now();
          const delivery = await repos.callbacks.claimDue(at, leaseFrom(at));
          if (!delivery) return;
          const result = await attempt(delivery);
          tally[result.delivered ? 'delivered' : 'failed'] += 1;
        }
      };
      await Promise.all(Array.from({ length: SENDERS }, sender));
      return tally;
    },

    /**
     * 发送测试回调: a `callback.test` event sent now to the saved callback URL, in the log like any other;
     * delivered or not and the status code (never the time taken). Within MANUAL_CALLBACK_QUOTA with 重发.
     */
    async sendTest(userId: number): Promise<CallbackTestResult> {
      await limits.manualCallback(userId);
      const settings = await repos.callbacks.senderSettings(userId);
      if (!settings?.secret_enc) throw fail(OpenApiMessages.keyRequired);
      if (!settings.callback_url) throw fail(OpenApiMessages.callbackUrlRequired);
      const at = now();
      const eventId = randomUUID();
      const body = JSON.stringify({
        event: 'callback.test',
        event_id: eventId,
        created_at: at.toISOString(),
        data: { app_key: settings.app_key, message: '这是一条测试回调：收到并返回 HTTP 200 即表示回调地址可用' },
      });
      // recorded already claimed, so no worker sends it beside this call
      const delivery = await repos.callbacks.insertClaimed({ user_id: userId, event: 'callback.test', event_id: eventId, url: settings.callback_url, body, created_at: at }, leaseFrom(at));
      const result = await attempt(delivery);
      return { delivered: result.delivered, status_code: result.statusCode };
    },

    /**
     * 重发: the caller's delivery sent again now, the same event id, its attempts going on (a failed one is
     * pending again, and retried as any other if this try fails but for the last). A worker sending it at
     * this very moment loses its claim to this one (the merchant may get the event twice, the same
     * X-Event-Id both times). Answers the log's row after the try. Within MANUAL_CALLBACK_QUOTA with 发送测试回调.
     */
    async resend(userId: number, id: number): Promise<CallbackDelivery> {
      await limits.manualCallback(userId);
      const delivery = await repos.callbacks.claimOwn(userId, id, leaseFrom(now()));
      if (!delivery) throw new NotFoundError(OpenApiMessages.deliveryNotFound);
      await attempt(delivery);
      const row = await repos.callbacks.findOwn(userId, id);
      if (!row) throw new NotFoundError(OpenApiMessages.deliveryNotFound);
      return present(row);
    },

    /** The caller's delivery log, newest first. */
    async list(userId: number, query: Required<Pick<CallbackDeliveryQuery, 'page' | 'page_size'>> & Pick<CallbackDeliveryQuery, 'event' | 'status'>) {
      const page = await repos.callbacks.list(userId, { event: query.event, status: query.status }, { page: query.page, page_size: query.page_size });
      return { ...page, list: page.list.map(present) };
    },
  };
}

export type CallbackDeliveryService = ReturnType<typeof callbackDeliveryService>;
