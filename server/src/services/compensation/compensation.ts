import { fen, ParcelStatus } from 'shared-contracts';
import type { JobQueue } from '../../jobs/queue';
import type { Repositories } from '../../repositories';
import { COMPENSATION_SOURCE, type OpenParcel } from '../../repositories/compensations';
import type { CallbackEventService } from '../callbacks/events';
import type { NotificationService } from '../notifications/notifications';
import type { SupplierLedgerService } from '../suppliers/ledger';
import type { WalletService } from '../wallet';
import { judgeParcel, parcelDeadlines, WAYBILL_GRACE_MS, type CompensationReason } from './rules';

/** Parcels judged per transaction: short enough that no lock is held for long. */
export const BATCH_SIZE = 500;

const REASON_TEXT: Record<CompensationReason, string> = { waybill_late: '超时未出单', pickup_late: '超时未揽收' };

interface Owed {
  parcel: OpenParcel;
  reason: CompensationReason;
  amountFen: number;
}

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
 * judges them at the business clock's now, and for those owed books `compensation` ledger entries
 * through wallet.creditMany() (source `parcel` + its id) with their parcel_compensations rows and the
 * merchants' notifications, then closes every parcel whose verdict is final. Replays and concurrent runs book nothing twice: the ledger's unique source
 * and the row's unique parcel refuse a second one. A pickup recorded after the verdict changes nothing.
 */
export function compensationService(deps: {
  repos: Repositories;
  wallet: WalletService;
  notifications: NotificationService;
  /** parcel.compensated to merchants' callback URLs (issue 23) */
  callbackEvents: Pick<CallbackEventService, 'compensated'>;
  /** 赔付扣款: a missed pickup the supplier had not shipped in time is deducted from its payable (issue 33) */
  supplierLedger: Pick<SupplierLedgerService, 'deduct'>;
  jobs: JobQueue;
  now: () => Date;
}) {
  const { repos, wallet, notifications, callbackEvents, supplierLedger, now } = deps;

  /**
   * Books what a batch owes: one `compensation` entry per parcel through wallet.creditMany() (wallets locked
   * newest user first, the order every transaction holding two wallets keeps), its parcel_compensations
   * row, and each merchant's notification of the day — all in the batch's transaction, in a few statements
   * whatever the batch holds. A parcel booked before (a replay, or 人工赔付 first) keeps that entry as its
   * one compensation and is neither credited nor announced again.
   */
  async function book(owed: Owed[], at: Date): Promise<{ count: number; amountFen: number }> {
    if (owed.length === 0) return { count: 0, amountFen: 0 };
    const { booked, before } = await wallet.creditMany(
      owed.map(({ parcel, reason, amountFen }) => ({
        userId: parcel.user_id,
        type: 'compensation' as const,
        amount: fen(amountFen),
        source: { type: COMPENSATION_SOURCE, id: String(parcel.id) },
        remark: `超时赔付：${parcel.parcel_sn} ${REASON_TEXT[reason]}`,
      })),
    );
    await repos.compensations.recordMany(
      owed.map(({ parcel, reason }) => {
        const entry = booked.get(String(parcel.id)) ?? before.get(String(parcel.id));
        if (!entry) throw new Error(`parcel ${parcel.id}: its compensation entry is missing`);
        return { parcel_id: parcel.id, user_id: entry.user_id, amount_fen: entry.amount, reason, ledger_entry_id: entry.id, created_at: at };
      }),
    );
    // told with the money, and only of what this run credited: the day's one notification counts it
    const perUser = new Map<number, { count: number; amountFen: number }>();
    for (const entry of booked.values()) {
      const sum = perUser.get(entry.user_id) ?? { count: 0, amountFen: 0 };
      perUser.set(entry.user_id, { count: sum.count + 1, amountFen: sum.amountFen + entry.amount });
    }
    for (const [userId, sum] of perUser) await notifications.compensated(userId, sum.amountFen, { count: sum.count });
    // and their systems, per parcel (one statement for the batch)
    await callbackEvents.compensated([...booked.keys()].map(Number));
    // the supplier pays for a pickup it missed: it had not marked the parcel shipped before the pickup deadline
    for (const { parcel, reason } of owed) {
      const entry = booked.get(String(parcel.id));
      if (!entry || reason !== 'pickup_late' || parcel.shop_id === null) continue;
      const { pickupBefore } = parcelDeadlines(parcel.created_at, parcel.issue_deadline);
      if (parcel.shipped_at && parcel.shipped_at.getTime() < pickupBefore.getTime()) continue;
      await supplierLedger.deduct({ parcelId: parcel.id, shopId: parcel.shop_id, amountFen: entry.amount, parcelSn: parcel.parcel_sn });
    }
    return { count: booked.size, amountFen: [...booked.values()].reduce((total, entry) => total + entry.amount, 0) };
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
          const owed: Owed[] = [];
          for (const parcel of parcels) {
            // refused by the courier and refunded: nothing was promised, nothing is owed
            if (parcel.status === ParcelStatus.REFUNDED) {
              final.push(parcel.id);
              continue;
            }
            const verdict = judgeParcel(
              { paidAt: parcel.created_at, issueDeadline: parcel.issue_deadline, dispatchedAt: parcel.dispatched_at, pickedUpAt: parcel.picked_up_at, priceFen: parcel.price_fen },
              at,
            );
            if (verdict.kind === 'pending') continue;
            final.push(parcel.id);
            if (verdict.kind === 'compensate' && verdict.amountFen > 0) owed.push({ parcel, reason: verdict.reason, amountFen: verdict.amountFen });
          }
          const booked = await book(owed, at);
          run.compensated += booked.count;
          run.amountFen += booked.amountFen;
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
