import type { ClockState } from '../repositories/business-clock';
import type { Clock } from './clock';

/**
 * The demo mode's business clock (issue 21: try 超时赔付, commission freezes and sandbox tracking by hand
 * without waiting days). Business time is the base clock — the system's, or a test's settable one — plus an
 * offset kept in the database (`business_clock`, migration 0024), so every API process and job worker reads
 * the same time. Each process holds the offset in memory, so `now()` stays synchronous, and moves it when
 * the row's NOTIFY arrives, after a listener gap, and at start (plugins/app/business-clock.ts). The offset
 * only grows: POST /api/dev/clock moves business time forward, never back.
 *
 * Production never builds one: `app.clock` is the system clock there, without an offset of any kind.
 */
export interface OffsetClock extends Clock {
  offsetMs(): number;
  version(): number;
  /** Takes a state read or notified when it is newer than the one held; answers the move, or null for a stale or repeated one. */
  apply(state: ClockState): ClockMove | null;
}

/** Business time moved (in this process): every process sees each move once, in version order, stale ones skipped. */
export interface ClockMove {
  offsetMs: number;
  previousOffsetMs: number;
  /** The move's number (business_clock.version): the same in every process, so a job sent for it can be sent once. */
  version: number;
}

export type ClockMoveListener = (move: ClockMove) => void | Promise<void>;

export function offsetClock(base: Clock): OffsetClock {
  let offset = 0;
  let version = 0;
  return {
    now() {
      const at = base.now();
      return offset === 0 ? at : new Date(at.getTime() + offset);
    },
    offsetMs: () => offset,
    version: () => version,
    apply(state) {
      if (state.version <= version) return null;
      const move: ClockMove = { offsetMs: state.offsetMs, previousOffsetMs: offset, version: state.version };
      offset = state.offsetMs;
      version = state.version;
      return move;
    },
  };
}

/**
 * `app.businessClock`: the handle on `app.clock`'s offset. Time-driven work (compensation, commission
 * freezes, sandbox tracking) subscribes with `onMove` to run at once after business time moves instead of
 * at its next schedule — jobs/on-clock-move.ts sends one job per move across every process.
 */
export interface BusinessClockControl {
  /** False in production: `app.clock` is the system clock and never moves. */
  readonly movable: boolean;
  /** How far business time runs ahead of the base clock in this process (0 in production). */
  offsetMs(): number;
  /**
   * Moves business time forward by `ms` in every process: at once in this one, within milliseconds in the
   * others (their NOTIFY). Not inside a transaction: the move counts only once committed. Demo mode only.
   */
  advance(ms: number): Promise<ClockState>;
  /**
   * Reads the offset from the database. A job started by a move calls it before reading `app.clock`: the
   * worker may run in a process the move's notification has not reached yet.
   */
  refresh(): Promise<void>;
  /** Runs `listener` after every move this process sees (never in production); answers the unsubscribe. */
  onMove(listener: ClockMoveListener): () => void;
}
