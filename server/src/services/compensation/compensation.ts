import { fen } from 'shared-contracts';
import type { JobQueue } from '../../jobs/queue';
import type { Repositories } from '../../repositories';
import { COMPENSATION_SOURCE, type OpenParcel } from '../../repositories/compensations';
import type { NotificationService } from '../notifications/notifications';
import type { WalletService } from '../wallet';
import { judgeParcel, WAYBILL_GRACE_MS, type CompensationReason } from './rules';

/** Parcels judged per transaction: short enough that no lock is held for long. */
export const BATCH_SIZE = 500;

const REASON_TEXT: Record<CompensationReason, string> = { waybill_late: '超时未出单', pickup_late: '超时未揽收' };

export interface CompensationRun {
  /** open parcels read */
  examined: number;
  /** compensations booked by this run */
  compensated: number;
  amountFen: number;
  /** parcels whose verdict became final (compensated, in time, or owed nothing) */
  closed: number;
}

/**
 * 超时赔付 kept without anyone asking (SPEC §9; the rules are ./rules.ts). A run walks the open parcels in
 * id order, BATCH_SIZE per transaction: each batch locks its parcels (rows another run holds are skipped),
 * judges them at the business clock's now, and for each one owed books a `compensation` ledger entry
 * through wallet.post() (source `parcel` + its id) with its parcel_compensations row, then closes every
 * parcel whose verdict is final. Replays and concurrent runs book nothing twice: the ledger's unique source
 * and the row's unique parcel refuse a second one. A pickup recorded after the verdict changes nothing.
 */
export function compensationService(deps: { repos: Repositories; wallet: WalletService; notifications: NotificationService; jobs: JobQueue; now: () => Date }) {
  const { repos, wallet, notifications, now } = deps;

  async function book(parcel: OpenParcel, reason: CompensationReason, amountFen: number, at: Date): Promise<boolean> {
    const posted = await wallet.post({
      userId: parcel.user_id,
      type: 'compensation',
      amount: fen(amountFen),
      source: { type: COMPENSATION_SOURCE, id: String(parcel.id) },
      remark: `超时赔付：${parcel.parcel_sn} ${REASON_TEXT[reason]}`,
    });
    // booked before (a replay, or by hand): the entry there is the parcel's one compensation
    const entry = await repos.compensations.entryFor(parcel.id);
    if (!entry) throw new Error(`parcel ${parcel.id}: its compensation entry is missing`);
    await repos.compensations.record({ parcel_id: parcel.id, user_id: entry.user_id, amount_fen: entry.amount, reason, ledger_entry_id: entry.id, created_at: at });
    // told with the money, and only when this run posted it: the day's one notification counts it
    if (posted !== null) await notifications.compensated(parcel.user_id, amountFen);
    return posted !== null;
  }

  return {
    /** Judges every open parcel now and books what is owed; safe to run at any time, twice, or at once. */
    async runDue(options: { batchSize?: number } = {}): Promise<CompensationRun> {
      const batchSize = options.batchSize ?? BATCH_SIZE;
      const at = now();
      // no verdict comes sooner than two hours after payment (./rules.ts: earliestDecision)
      const paidBy = new Date(at.getTime() - WAYBILL_GRACE_MS);
      const run: CompensationRun = { examined: 0, compensated: 0, amountFen: 0, closed: 0 };
      let after = 0;
      for (;;) {
        const done = await repos.transaction(async () => {
          const parcels = await repos.compensations.lockOpen(after, paidBy, batchSize);
          if (parcels.length === 0) return true;
          after = parcels[parcels.length - 1].id;
          run.examined += parcels.length;
          const final: number[] = [];
          const owed: { parcel: OpenParcel; reason: CompensationReason; amountFen: number }[] = [];
          for (const parcel of parcels) {
            const verdict = judgeParcel(
              { paidAt: parcel.created_at, issueDeadline: parcel.issue_deadline, dispatchedAt: parcel.dispatched_at, pickedUpAt: parcel.picked_up_at, priceFen: parcel.price_fen },
              at,
            );
            if (verdict.kind === 'pending') continue;
            final.push(parcel.id);
            if (verdict.kind === 'compensate' && verdict.amountFen > 0) owed.push({ parcel, reason: verdict.reason, amountFen: verdict.amountFen });
          }
          // wallets are locked in user order: two runs' batches never wait on each other in a circle
          owed.sort((a, b) => a.parcel.user_id - b.parcel.user_id || a.parcel.id - b.parcel.id);
          for (const { parcel, reason, amountFen } of owed) {
            if (await book(parcel, reason, amountFen, at)) {
              run.compensated += 1;
              run.amountFen += amountFen;
            }
          }
          await repos.compensations.close(final);
          run.closed += final.length;
          return parcels.length < batchSize;
        });
        if (done) return run;
      }
    },

    /** Asks the job queue for a run soon (after the business clock moved, say); joins one already queued. */
    requestRun(): Promise<string | null> {
      return deps.jobs.send('parcel-compensation', {});
    },
  };
}

export type CompensationService = ReturnType<typeof compensationService>;
