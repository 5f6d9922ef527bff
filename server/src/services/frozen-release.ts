import type { Repositories } from '../repositories';

/** Rows released per transaction by a run. */
const RELEASE_BATCH = 200;

/** A frozen amount as a release run finds it: what was booked and what went back since (refused parcels). */
interface Frozen {
  amount_fen: number;
  reversed_fen: number;
}

/**
 * A release run of frozen money (a referrer's commissions, a 分站's order margins): the rows due, a batch at a time
 * (`lockDue` locks up to `limit` of them, skipping rows another run holds), each batch one transaction in which a row's
 * amount left after reversals moves frozen → available (`release`, when there is any) and the row is marked released
 * with it (`markReleased`, 0 when all of it went back). Safe to run at any time, twice, or at once.
 */
export async function releaseFrozen<Row extends Frozen>(
  transaction: Repositories['transaction'],
  steps: {
    lockDue(limit: number): Promise<Row[]>;
    release(row: Row, left: number): Promise<unknown>;
    markReleased(row: Row, left: number): Promise<void>;
  },
): Promise<{ released: number; amountFen: number }> {
  const run = { released: 0, amountFen: 0 };
  for (;;) {
    const done = await transaction(async () => {
      const due = await steps.lockDue(RELEASE_BATCH);
      for (const row of due) {
        const left = row.amount_fen - row.reversed_fen;
        if (left > 0) {
          await steps.release(row, left);
          run.released += 1;
          run.amountFen += left;
        }
        await steps.markReleased(row, left);
      }
      return due.length < RELEASE_BATCH;
    });
    if (done) return run;
  }
}
