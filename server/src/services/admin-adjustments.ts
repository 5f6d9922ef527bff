import { createHash } from 'node:crypto';
import { fen, fenToYuan, formatYuan, ResultCode, type Paginated } from 'shared-contracts';
import { adjustmentBalanceShort, AdjustmentMessages, type AdjustmentDirection, type AdminAdjustmentRow, type AdminAdjustmentUser } from 'shared-contracts/admin';
import { chinaText, startOfChinaDay } from 'shared-contracts/china-time';
import { BusinessError, fail, NotFoundError, UnauthorizedError } from '../lib/errors';
import type { PageRequest } from '../lib/paginate';
import { maskMobile } from '../lib/tokens';
import type { Repositories } from '../repositories';
import { ADJUSTMENT_SOURCE, type AdjustmentListRow, type AdjustmentsFilter } from '../repositories/adjustments';
import type { AuditService } from './audit';
import type { WriteContext } from './admin-catalogue';
import type { WalletService } from './wallet';

export interface AdjustmentRequest {
  /** the user by id or whole mobile (both given: they must name the same user) */
  userId?: number;
  mobile?: string;
  direction: AdjustmentDirection;
  /** fen, > 0 */
  amountFen: number;
  reason: string;
}

/** What was asked, as the idempotency digest sees it (the resolved user, not how it was named). */
const requestHash = (userId: number, request: AdjustmentRequest) =>
  createHash('sha256')
    .update(
      JSON.stringify({
        userId,
        direction: request.direction,
        amountFen: request.amountFen,
        reason: request.reason,
      }),
    )
    .digest('hex');

const isUniqueViolation = (error: unknown, constraint: string) =>
  typeof error === 'object' &&
  error !== null &&
  (error as { code?: string }).code === '23505' &&
  String((error as { constraint?: string; message?: string }).constraint ?? (error as Error).message).includes(constraint);

const yuan = (amount: number) => fenToYuan(fen(amount));

const toRow = (row: AdjustmentListRow): AdminAdjustmentRow => ({
  id: row.id,
  user_id: row.user_id,
  username: row.username,
  mobile: maskMobile(row.mobile),
  direction: row.direction,
  amount: yuan(row.amount_fen),
  reason: row.reason,
  status: row.status,
  requested_by: row.requested_by,
  requester_name: row.requester_name,
  requested_at: chinaText(row.requested_at),
  reviewed_by: row.reviewed_by,
  reviewer_name: row.reviewer_name,
  reviewed_at: row.reviewed_at ? chinaText(row.reviewed_at) : null,
  review_note: row.review_note,
  ledger_entry_id: row.ledger_entry_id,
  review_reason: row.review_reason === '' ? null : row.review_reason,
});

/** The operator of a write: always a signed-in one here (the command line adjusts nothing). */
function operatorId(ctx: WriteContext): number {
  if (ctx.operator.id === null) throw new UnauthorizedError();
  return ctx.operator.id;
}

/**
 * 资金调整 (issue 20): an operator's manual credit or debit of a user's balance. Never an edit: booking is
 * an `adjust` ledger entry through wallet.post() (source `adjustment` + the row's id — the ledger's unique
 * source books it once at most), in the same transaction as the row's status change and its audit row.
 * At or below the review threshold the request books at once; above it the row waits (pending) for a
 * second operator — never the requester — to approve or reject it. So do requests that would bring the China
 * day's at-once total of their requester or their user past the threshold (issue 35: by total, not by entry). Reviews lock the row (FOR UPDATE) and
 * change it only from pending, so two approvals at once book once. A debit beyond the balance is refused
 * when asked and again when booked (the balance may have moved meanwhile): the wallet never goes negative.
 */
export function adminAdjustmentsService({ repos, audit, wallet, now }: { repos: Repositories; audit: AuditService; wallet: WalletService; now: () => Date }) {
  async function rowOf(id: number): Promise<AdminAdjustmentRow> {
    const row = await repos.adjustments.find(id);
    if (!row) throw new NotFoundError(AdjustmentMessages.notFound);
    return toRow(row);
  }

  /** The adjustment this requester's key made before, or null; the key with another request is refused. */
  async function replay(requestedBy: number, key: string, hash: string): Promise<AdminAdjustmentRow | null> {
    const existing = await repos.adjustments.findByKey(requestedBy, key);
    if (!existing) return null;
    if (existing.request_hash !== hash) throw fail(AdjustmentMessages.keyReused);
    return rowOf(existing.id);
  }

  /** The state an audit row shows (the mobile is masked by the audit service). */
  const described = (
    row: {
      user_id: number;
      direction: AdjustmentDirection;
      amount_fen: number;
      reason: string;
    },
    mobile: string,
    status: string,
  ) => ({
    user_id: row.user_id,
    mobile,
    direction: row.direction,
    amount: yuan(row.amount_fen),
    reason: row.reason,
    status,
  });

  /**
   * Books a pending adjustment inside the caller's transaction: the ledger entry (the reason is the remark
   * the user sees; no operator's name), then pending → booked. A debit the balance no longer covers is
   * refused with the balance in the message, and the caller's transaction rolls back.
   */
  async function book(
    row: {
      id: number;
      user_id: number;
      direction: AdjustmentDirection;
      amount_fen: number;
      reason: string;
    },
    reviewedBy: number | null,
    at: Date,
  ) {
    try {
      await wallet.post({
        userId: row.user_id,
        type: 'adjust',
        amount: fen(row.direction === 'credit' ? row.amount_fen : -row.amount_fen),
        source: { type: ADJUSTMENT_SOURCE, id: String(row.id) },
        remark: row.reason,
      });
    } catch (error) {
      if (error instanceof BusinessError && error.code === ResultCode.BALANCE_INSUFFICIENT) {
        const balance = (await repos.wallet.find(row.user_id))?.balance ?? 0;
        throw fail(adjustmentBalanceShort(formatYuan(fen(balance)), formatYuan(fen(row.amount_fen))));
      }
      throw error;
    }
    // posted now, or (never expected: the row is locked and pending) posted before — either way one entry
    const entry = await repos.adjustments.ledgerEntryOf(row.id);
    if (!entry) throw new Error(`adjustment ${row.id}: no ledger entry after posting`);
    if (
      !(await repos.adjustments.markBooked(row.id, {
        reviewed_by: reviewedBy,
        reviewed_at: at,
        ledger_entry_id: entry.id,
      }))
    )
      throw fail(AdjustmentMessages.alreadyBooked);
    return {
      ledger_entry_id: entry.id,
      balance_after: yuan(entry.balance_after),
    };
  }

  /** The pending row locked for a review by `reviewer`, or the reason it cannot be reviewed. */
  async function lockedForReview(id: number, reviewer: number) {
    const row = await repos.adjustments.forUpdate(id);
    if (!row) throw new NotFoundError(AdjustmentMessages.notFound);
    if (row.status === 'booked') throw fail(AdjustmentMessages.alreadyBooked);
    if (row.status === 'rejected') throw fail(AdjustmentMessages.alreadyRejected);
    if (row.requested_by === reviewer) throw fail(AdjustmentMessages.ownRequest);
    const user = await repos.adjustments.findUser({ id: row.user_id });
    return { row, mobile: user?.mobile ?? '' };
  }

  /**
   * Whether a new adjustment waits for a second operator (issue 35), and why: above the threshold alone (`amount`),
   * or because the China day's adjustments booked at once by this requester, or for this user, would pass the
   * threshold with it (`daily_total`; absolute amounts, credits and debits alike). '' books at once. The caller
   * holds the requester's and the user's locks, so concurrent requests see each other's bookings.
   */
  async function reviewReasonOf(requester: number, userId: number, amountFen: number, thresholdFen: number, at: Date): Promise<'' | 'amount' | 'daily_total'> {
    if (amountFen > thresholdFen) return 'amount';
    const since = startOfChinaDay(at);
    const byRequester = await repos.adjustments.bookedAtOnce({ requestedBy: requester }, since);
    if (byRequester + amountFen > thresholdFen) return 'daily_total';
    const forUser = await repos.adjustments.bookedAtOnce({ userId }, since);
    return forUser + amountFen > thresholdFen ? 'daily_total' : '';
  }

  return {
    async list(filter: AdjustmentsFilter, page: PageRequest): Promise<Paginated<AdminAdjustmentRow>> {
      const found = await repos.adjustments.list(filter, page);
      return { ...found, list: found.list.map(toRow) };
    },

    /** Who a new adjustment would be for: username, masked mobile, balance. */
    async user(mobile: string): Promise<AdminAdjustmentUser> {
      const user = await repos.adjustments.findUser({ mobile });
      if (!user) throw new NotFoundError(AdjustmentMessages.userNotFound);
      return {
        id: user.id,
        username: user.username,
        mobile: maskMobile(user.mobile),
        balance: yuan(Number(user.balance)),
        frozen: user.frozen,
      };
    },

    /**
     * Records an adjustment (audited adjustment.request) and, at or below `reviewThresholdFen`, books it at
     * once (adjustment.book), all in one transaction. The same `key` from the same operator again returns
     * the adjustment it made and books nothing (also when both arrive at once).
     */
    async request(request: AdjustmentRequest, key: string, ctx: WriteContext, reviewThresholdFen: number): Promise<AdminAdjustmentRow> {
      const requester = operatorId(ctx);
      const user = await repos.adjustments.findUser({
        id: request.userId,
        mobile: request.mobile,
      });
      if (!user) throw fail(AdjustmentMessages.userNotFound);
      const hash = requestHash(user.id, request);
      const replayed = await replay(requester, key, hash);
      if (replayed) return replayed;
      // refused before anything is written; booking checks again under the wallet's lock
      if (request.direction === 'debit' && Number(user.balance) < request.amountFen) {
        throw fail(adjustmentBalanceShort(formatYuan(fen(Number(user.balance))), formatYuan(fen(request.amountFen))));
      }

      let id: number;
      try {
        id = await repos.transaction(async () => {
          const at = now();
          // one request at a time per requester and per user (always in this order): the day's totals below hold
          await repos.rateEvents.lock(`adjustment-operator:${requester}`);
          await repos.rateEvents.lock(`adjustment-user:${user.id}`);
          const reviewReason = await reviewReasonOf(requester, user.id, request.amountFen, reviewThresholdFen, at);
          const row = {
            user_id: user.id,
            direction: request.direction,
            amount_fen: request.amountFen,
            reason: request.reason,
          };
          const created = await repos.adjustments.insert({
            ...row,
            requested_by: requester,
            requested_at: at,
            idempotency_key: key,
            request_hash: hash,
            review_reason: reviewReason,
          });
          const needsReview = reviewReason !== '';
          await audit.record({
            ...ctx,
            action: 'adjustment.request',
            entity: 'adjustment',
            entityId: created,
            after: {
              ...described(row, user.mobile, 'pending'),
              needs_review: needsReview,
              ...(needsReview ? { review_reason: reviewReason } : {}),
            },
          });
          if (!needsReview) {
            const booked = await book({ id: created, ...row }, null, at);
            await audit.record({
              ...ctx,
              action: 'adjustment.book',
              entity: 'adjustment',
              entityId: created,
              before: described(row, user.mobile, 'pending'),
              after: { ...described(row, user.mobile, 'booked'), ...booked },
            });
          }
          return created;
        });
      } catch (error) {
        // the same key twice at once: the other request made it
        if (isUniqueViolation(error, 'balance_adjustments_idempotency_key')) {
          const again = await replay(requester, key, hash);
          if (again) return again;
        }
        throw error;
      }
      return rowOf(id);
    },

    /** A second operator approves a pending adjustment: booked, in one transaction with adjustment.approve. */
    async approve(id: number, ctx: WriteContext): Promise<AdminAdjustmentRow> {
      const reviewer = operatorId(ctx);
      await repos.transaction(async () => {
        const { row, mobile } = await lockedForReview(id, reviewer);
        const booked = await book(row, reviewer, now());
        await audit.record({
          ...ctx,
          action: 'adjustment.approve',
          entity: 'adjustment',
          entityId: id,
          before: described(row, mobile, 'pending'),
          after: { ...described(row, mobile, 'booked'), ...booked },
        });
      });
      return rowOf(id);
    },

    /** A second operator rejects a pending adjustment with a note: nothing is booked. */
    async reject(id: number, note: string, ctx: WriteContext): Promise<AdminAdjustmentRow> {
      const reviewer = operatorId(ctx);
      await repos.transaction(async () => {
        const { row, mobile } = await lockedForReview(id, reviewer);
        if (
          !(await repos.adjustments.markRejected(id, {
            reviewed_by: reviewer,
            reviewed_at: now(),
            review_note: note,
          }))
        )
          throw fail(AdjustmentMessages.alreadyBooked);
        await audit.record({
          ...ctx,
          action: 'adjustment.reject',
          entity: 'adjustment',
          entityId: id,
          before: described(row, mobile, 'pending'),
          after: { ...described(row, mobile, 'rejected'), review_note: note },
        });
      });
      return rowOf(id);
    },
  };
}

export type AdminAdjustmentsService = ReturnType<typeof adminAdjustmentsService>;
