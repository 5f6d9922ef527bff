import { CallerLimitMessages } from 'shared-contracts';
import { startOfChinaDay } from 'shared-contracts/china-time';
import { fail } from '../lib/errors';
import type { Repositories } from '../repositories';
import type { RateKind } from '../repositories/rate-events';
import { MINUTE } from './limits';

/**
 * What one caller can make the server do (issue 35). Each count is kept in `rate_events` under a lock of
 * the caller's, so it holds across processes and concurrent requests; an attempt counts when it is let
 * through (before the work), so a picture that then fails to decode still counted.
 */

/** Who is asking: a member, an operator or a supplier, by id. */
export type Caller = { kind: 'user' | 'operator' | 'supplier'; id: number };

export interface CallerQuota {
  perMinute: number;
  perDay: number;
}

/**
 * Picture uploads (工单 pictures, the console's 图片上传): each is decoded and re-encoded, which costs
 * CPU and memory. A member attaches a few pictures to a work order; an operator may load a catalogue.
 */
export const UPLOAD_QUOTAS: Record<Caller['kind'], CallerQuota> = {
  user: { perMinute: 10, perDay: 100 },
  supplier: { perMinute: 10, perDay: 200 },
  operator: { perMinute: 30, perDay: 1000 },
};

/** 发送测试回调 and 重发 (each a POST to the merchant's URL, waited for up to its timeout), per member. */
export const MANUAL_CALLBACK_QUOTA: CallerQuota = { perMinute: 10, perDay: 100 };

/**
 * Counts one attempt of `kind` for the caller, or refuses it (a business refusal in Chinese) when the
 * caller has had `perMinute` in the last minute or `perDay` since the start of the China day. Runs in a
 * transaction of its own under the caller's lock: a refusal writes nothing.
 */
export function callerLimits(deps: { repos: Repositories; now: () => Date }) {
  const { repos, now } = deps;

  async function take(kind: RateKind, caller: Caller, quota: CallerQuota, messages: { minute: string; day: string }): Promise<void> {
    const subject = `${caller.kind}:${caller.id}`;
    await repos.transaction(async () => {
      await repos.rateEvents.lock(`${kind}:${subject}`);
      const at = now();
      const lastMinute = await repos.rateEvents.count(kind, subject, new Date(at.getTime() - MINUTE));
      if (lastMinute >= quota.perMinute) throw fail(messages.minute);
      const today = await repos.rateEvents.count(kind, subject, new Date(startOfChinaDay(at).getTime() - 1));
      if (today >= quota.perDay) throw fail(messages.day);
      await repos.rateEvents.record(kind, subject, at);
    });
  }

  return {
    /** One picture upload by the caller. */
    upload: (caller: Caller) =>
      take('upload', caller, UPLOAD_QUOTAS[caller.kind], { minute: CallerLimitMessages.uploadsTooOften, day: CallerLimitMessages.uploadsDailyLimit }),
    /** One 发送测试回调 or 重发 by the member. */
    manualCallback: (userId: number) =>
      take('callback_manual', { kind: 'user', id: userId }, MANUAL_CALLBACK_QUOTA, {
        minute: CallerLimitMessages.callbacksTooOften,
        day: CallerLimitMessages.callbacksDailyLimit,
      }),
  };
}

export type CallerLimitsService = ReturnType<typeof callerLimits>;
