/**
 * 物流跟踪: the courier's events of a parcel after its waybill was printed (issue 21). A provider is told of
 * a waybill once (`subscribe`), then pushes its events (`verifyPush`, on POST /api/track/<name>/callback) or
 * is asked for them (`poll`, the fallback job and the only way for a provider that does not push). Events
 * are stored once each (tracking_events); services/tracking.ts keeps the parcel's latest state.
 */

import { TRACK_STATES, TRACK_STATE_NAMES, type TrackState } from 'shared-contracts';

/**
 * A parcel's tracking state as we store it (parcels.track_state, tracking_events.state) and 物流状态 as the
 * site shows it: one list and one map in shared-contracts, which the client reads too.
 */
export { TRACK_STATES, TRACK_STATE_NAMES, type TrackState };
/** The states an event can have: `none` is only a parcel's, before its first event. */
export type TrackEventState = Exclude<TrackState, 'none'>;

/** Final states: a parcel in one is not polled any more. */
export const FINAL_TRACK_STATES: readonly TrackState[] = ['signed', 'returned'];

/** One courier event, as a provider reports it. */
export interface TrackEvent {
  state: TrackEventState;
  /** The courier's text (快件已揽收 …), at most 500 characters stored. */
  description: string;
  /** Where it happened, when the provider says ('' otherwise). */
  location: string;
  occurredAt: Date;
}

/** What a provider is told about a parcel to follow it. */
export interface TrackedWaybill {
  waybillCode: string;
  /** Our courier's name (中通快递 …): the provider maps it to its own company code. */
  courierName: string;
  /** Where it leaves from (the courier's sending address). */
  from: { province: string; city: string };
  recipient: { province: string; city: string; district: string; address: string; mobile: string };
  /** When it got its waybill: the sandbox's streams start here. */
  dispatchedAt: Date;
}

/** A verified push: the events of one waybill (usually all of them so far, newest first). */
export interface TrackPush {
  waybillCode: string;
  events: TrackEvent[];
}

export interface TrackingProvider {
  readonly name: string;
  /**
   * Tells the provider to follow the waybill (and push its events). Throws TrackSubscribeRefusedError when
   * the provider will not follow it (final: not asked again); any other error is temporary.
   */
  subscribe(waybill: TrackedWaybill): Promise<void>;
  /**
   * A push as it arrived (its form fields), checked against the provider's signature before anything is
   * read from it: the events, or TrackPushRefusedError (bad signature, malformed).
   */
  verifyPush(fields: Readonly<Record<string, string>>): TrackPush;
  /** The provider's answer to a push, in its own protocol. */
  pushAnswer(accepted: boolean, message: string): unknown;
  /** The waybill's events so far (any order); [] when the provider knows none yet. Throws when it cannot be asked now. */
  poll(waybill: TrackedWaybill): Promise<TrackEvent[]>;
}

/** A push that is not the provider's, or not readable: refused, nothing changes. */
export class TrackPushRefusedError extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'TrackPushRefusedError';
  }
}

/** The provider will not follow this waybill (an unsupported courier, a malformed number): not asked again. */
export class TrackSubscribeRefusedError extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'TrackSubscribeRefusedError';
  }
}
