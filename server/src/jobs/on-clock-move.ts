import { createHash } from 'node:crypto';
import type { BusinessClockControl } from '../lib/business-clock';
import type { JobPayloads } from './definitions';
import type { JobQueue } from './queue';

/** Queues whose job takes no payload: a sweep that finds its own work by business time. */
export type SweepJobName = { [N in keyof JobPayloads]: JobPayloads[N] extends Record<string, never> ? N : never }[keyof JobPayloads];

/** The job id of a queue's run for one move: the same in every process, so the job is written once. */
export function clockMoveJobId(queue: string, move: { version: number; offsetMs: number }): string {
  const hex = createHash('sha256').update(`clock-move:${queue}:${move.version}:${move.offsetMs}`).digest('hex');
  // a UUID (pg-boss's id column): version 5's nibble and the RFC 4122 variant over the hash
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${((parseInt(hex[16], 16) & 3) | 8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * "Jobs that depend on the business clock run within 60 s after it moves" (issue 21): a time-driven sweep
 * (compensation due, commissions to unfreeze, sandbox tracking events) calls this once per process, where
 * its worker is registered (plugins/app/workers.ts):
 *
 *     sendOnClockMove(app.businessClock, app.jobs, 'compensation-sweep', (err) => app.log.error({ err }, '…'));
 *
 * Every process sees each move (NOTIFY) and sends the queue's job for it with the same id (clockMoveJobId),
 * so the queue holds one job per move however many processes there are (its progress under the key
 * `clock-move:<version>`); it starts at once (a queue with
 * `notify: true` wakes a worker on commit, else within its polling interval). The handler calls
 * `await app.businessClock.refresh()` before reading `app.clock`, since it may run in a process the move's
 * notification has not reached yet, and must be idempotent as every job is (its schedule runs it too).
 * In production the clock never moves and this sends nothing.
 */
export function sendOnClockMove(clock: Pick<BusinessClockControl, 'onMove'>, jobs: Pick<JobQueue, 'send'>, queue: SweepJobName, onError: (error: unknown) => void): () => void {
  return clock.onMove(async (move) => {
    try {
      // the key is the move's own: an `exclusive` queue (one job per key) then takes it even while its
      // scheduled run (no key) is queued or running — that run may have read business time before the move
      await jobs.send(queue, {}, { id: clockMoveJobId(queue, move), key: `clock-move:${move.version}` });
    } catch (error) {
      onError(error);
    }
  });
}
