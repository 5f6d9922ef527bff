/**
 * The business clock: every "now" a rule reads — sessions and codes expiring, day and month limits in China
 * time, deadlines, sync ranges, job progress stamps — comes from the one Clock the app is built with
 * (`app.clock`, handed to the services, providers and job queue). Production runs on the system clock;
 * tests build the app on a settable clock and move it instead of sleeping. The demo mode adds an offset
 * every process shares, moved by POST /api/dev/clock (lib/business-clock.ts).
 *
 * Not on it: waits and timeouts, which are real time (a loop's deadline, how long to wait for another
 * caller, a job's start delay — pg-boss compares that with the database's own clock).
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands still until it is set or moved. */
export interface SettableClock extends Clock {
  set(at: Date | string | number): void;
  advance(ms: number): void;
}

export function settableClock(start: Date | string | number): SettableClock {
  let at = new Date(start).getTime();
  if (Number.isNaN(at)) throw new Error(`not a time: ${String(start)}`);
  return {
    now: () => new Date(at),
    set(to) {
      const next = new Date(to).getTime();
      if (Number.isNaN(next)) throw new Error(`not a time: ${String(to)}`);
      at = next;
    },
    advance(ms) {
      at += ms;
    },
  };
}
