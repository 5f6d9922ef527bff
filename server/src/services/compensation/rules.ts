import { chinaDayNumber, chinaDayStart } from 'shared-contracts/china-time';

/**
 * 超时赔付 (SPEC §9), as the code applies it — pure: every moment comes in as an argument (the job passes
 * the business clock's now), every instant is judged in China time.
 *
 * The order-issue deadline (出单截止时间) is a time of day per courier (`couriers.issue_deadline`, default
 * 17:00 China time, set on the console's 快递 page; each order keeps the one in force when it was paid,
 * `orders.issue_deadline`, so a change never moves a promise already made): a parcel paid before it on day D is to be issued on D, one paid at it or later on D+1;
 * its issue deadline is that day at that time. Then:
 * - the waybill (parcels.dispatched_at) must exist by the issue deadline plus two hours, that instant
 *   included (paid 16:59:59 → by 19:00:00 the same day; paid 17:00:00 → by 19:00:00 the next day);
 * - the pickup record (parcels.picked_up_at, the courier's 揽收 time) must exist before 08:00 of the day
 *   after the issue day (paid before the deadline → before 08:00 the next day; otherwise before 08:00 the
 *   day after), 08:00:00 itself being late. SPEC's "paid before 17:00" is this same deadline: at its
 *   default the rule is SPEC's word for word, and a courier with another deadline keeps the two rules in
 *   step (the pickup is never due before the waybill).
 * A parcel that misses either is compensated once: goods under 2 yuan (a parcel price below 200 fen) at the
 * full, shipping-included price paid for the parcel, otherwise 2 yuan (200 fen). The verdict is final when
 * it is reached: a pickup recorded later does not take it back.
 */

const HOUR_MS = 3_600_000;
/** The waybill may come this long after the issue deadline. */
export const WAYBILL_GRACE_MS = 2 * HOUR_MS;
/** The pickup is due before this time of day (China) on the day after the issue day. */
export const PICKUP_BEFORE_MS = 8 * HOUR_MS;
/** The issue deadline when a courier sets none. */
export const DEFAULT_ISSUE_DEADLINE = '17:00';
/**
 * How long after the pickup deadline a missing pickup is judged: the record's own time decides (a pickup at
 * 07:59 is in time), but the courier's report of it can arrive later (a push's lag, the 10-minute poll), so
 * a parcel without one is left open this long before it is compensated.
 */
export const PICKUP_REPORT_GRACE_MS = HOUR_MS;
/** The most a compensation is (fen): 2 yuan; cheaper parcels are compensated at their price. */
export const COMPENSATION_CAP_FEN = 200;

export type CompensationReason = 'waybill_late' | 'pickup_late';

/**
 * A time of day `HH:MM` or `HH:MM:SS` (as PostgreSQL shows a `time`) → milliseconds after midnight.
 * Throws on anything else: a courier with an unreadable deadline must not silently compensate nobody.
 */
export function timeOfDayMs(text: string): number {
  const match = /^(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/.exec(text);
  const [h, m, s] = match ? [Number(match[1]), Number(match[2]), Number(match[3] ?? 0)] : [NaN, NaN, NaN];
  if (!match || h > 23 || m > 59 || s > 59) throw new Error(`not a time of day: ${text}`);
  return ((h * 60 + m) * 60 + s) * 1000;
}

export interface ParcelDeadlines {
  /** The order-issue deadline the parcel falls under. */
  issueBy: Date;
  /** The waybill is in time at or before this instant. */
  waybillBy: Date;
  /** The pickup is in time strictly before this instant. */
  pickupBefore: Date;
}

/** The deadlines of a parcel paid at `paidAt` under a courier's issue deadline (`HH:MM[:SS]`, China time). */
export function parcelDeadlines(paidAt: Date, issueDeadline: string = DEFAULT_ISSUE_DEADLINE): ParcelDeadlines {
  const deadline = timeOfDayMs(issueDeadline);
  const day = chinaDayNumber(paidAt);
  const issueDay = paidAt.getTime() - chinaDayStart(day) < deadline ? day : day + 1;
  const issueBy = chinaDayStart(issueDay) + deadline;
  return { issueBy: new Date(issueBy), waybillBy: new Date(issueBy + WAYBILL_GRACE_MS), pickupBefore: new Date(chinaDayStart(issueDay + 1) + PICKUP_BEFORE_MS) };
}

/** What a parcel whose deadline was missed is compensated (fen): its price below 2 yuan, else 2 yuan. */
export const compensationFen = (priceFen: number) => (priceFen < COMPENSATION_CAP_FEN ? priceFen : COMPENSATION_CAP_FEN);

export interface ParcelTimes {
  /** When the parcel was paid (the order's payment: parcels.created_at). */
  paidAt: Date;
  /** The courier's issue deadline, `HH:MM[:SS]` China time. */
  issueDeadline?: string;
  /** When its waybill number came (parcels.dispatched_at), null while it has none. */
  dispatchedAt: Date | null;
  /** When the courier picked it up (parcels.picked_up_at), null while it has not. */
  pickedUpAt: Date | null;
  /** What was paid for it (parcels.price_fen). */
  priceFen: number;
}

export type Verdict =
  /** Not decidable yet: look again at `decideAt` (the first instant a verdict can be reached). */
  | { kind: 'pending'; decideAt: Date }
  /** Waybill and pickup in time: nothing is owed, for good. */
  | { kind: 'in_time' }
  /** A deadline was missed: `amountFen` is owed (0 for a parcel that cost nothing), for good. */
  | { kind: 'compensate'; reason: CompensationReason; amountFen: number };

/**
 * The verdict on a parcel at `now`. A missed waybill deadline is judged first (the pickup cannot be in
 * time without a waybill); a waybill that came late is late whenever it is looked at.
 */
export function judgeParcel(parcel: ParcelTimes, now: Date): Verdict {
  const { waybillBy, pickupBefore } = parcelDeadlines(parcel.paidAt, parcel.issueDeadline);
  const at = now.getTime();
  const compensate = (reason: CompensationReason): Verdict => ({ kind: 'compensate', reason, amountFen: compensationFen(parcel.priceFen) });
  const waybill = parcel.dispatchedAt?.getTime() ?? null;
  if (waybill === null ? at > waybillBy.getTime() : waybill > waybillBy.getTime()) return compensate('waybill_late');
  // no waybill yet, and its deadline has not passed: the first verdict is possible just after it
  if (waybill === null) return { kind: 'pending', decideAt: new Date(waybillBy.getTime() + 1) };
  const pickup = parcel.pickedUpAt?.getTime() ?? null;
  const reportedBy = pickupBefore.getTime() + PICKUP_REPORT_GRACE_MS;
  if (pickup === null ? at >= reportedBy : pickup >= pickupBefore.getTime()) return compensate('pickup_late');
  if (pickup === null) return { kind: 'pending', decideAt: new Date(reportedBy) };
  return { kind: 'in_time' };
}

/** The first instant the parcel can be judged (its waybill deadline just passed), whatever happens to it. */
export const earliestDecision = (paidAt: Date, issueDeadline?: string) => new Date(parcelDeadlines(paidAt, issueDeadline).waybillBy.getTime() + 1);
