import { createHash } from 'node:crypto';
import { fen, fenToYuan, formatYuan, type Paginated } from 'shared-contracts';
import {
  compensationAboveCost,
  CompensationMessages,
  type AdminCompensationParcel,
  type AdminCompensationRow,
  type AdminCompensationSummary,
  type AdminCompensationsQuery,
} from 'shared-contracts/admin';
import { chinaText, parseChinaTime } from 'shared-contracts/china-time';
import { fail, NotFoundError, UnauthorizedError } from '../lib/errors';
import type { PageRequest } from '../lib/paginate';
import { maskMobile } from '../lib/tokens';
import type { Repositories } from '../repositories';
import type { CompensationListRow, CompensationsFilter } from '../repositories/admin-compensations';
import { COMPENSATION_SOURCE } from '../repositories/compensations';
import type { AuditService } from './audit';
import type { NotificationService } from './notifications/notifications';
import type { CallbackEventService } from './callbacks/events';
import type { WalletService } from './wallet';
import type { WriteContext } from './write-context';

export interface ManualCompensation {
  parcelId: number;
  /** fen, > 0, at most the parcel's price */
  amountFen: number;
  reason: string;
}

/** Paid parcels: awaiting dispatch (2) or dispatched (3); 4 is refused by the courier and refunded. */
const PAID_STATUSES = [2, 3];

const yuan = (amount: number) => fenToYuan(fen(Number(amount)));

const requestHash = (request: ManualCompensation) =>
  createHash('sha256').update(JSON.stringify({ parcelId: request.parcelId, amountFen: request.amountFen, reason: request.reason })).digest('hex');

const toRow = (row: CompensationListRow): AdminCompensationRow => ({
  id: row.id,
  parcel_id: row.parcel_id,
  parcel_sn: row.parcel_sn,
  user_id: row.user_id,
  mobile: maskMobile(row.mobile),
  courier_id: row.courier_id,
  courier_name: row.courier_name,
  amount: yuan(row.amount_fen),
  reason: row.reason,
  note: row.note,
  created_at: chinaText(row.created_at),
  operator_id: row.operator_id,
  operator_name: row.operator_name,
});

/** The console's filters → the repository's (China days, both included). */
export function compensationsFilter(query: Omit<AdminCompensationsQuery, 'page' | 'page_size'>): CompensationsFilter {
  return {
    courierId: query.courier_id,
    reason: query.reason,
    mobile: query.mobile,
    since: query.start_date ? (parseChinaTime(query.start_date) ?? undefined) : undefined,
    until: query.end_date ? (parseChinaTime(query.end_date, true) ?? undefined) : undefined,
  };
}

/**
 * 赔付记录 (issue 21): the compensations booked, and a manual one for a case the 超时赔付 rules do not cover.
 * A manual one is booked exactly as the job books one — a `compensation` ledger entry through
 * wallet.post() from source `parcel` + the parcel id, and its parcel_compensations row (reason manual,
 * with the operator and the note) — with its audit row, in one transaction that holds the parcel's row:
 * the job skips a parcel held (and closes nothing of it), and finds the entry afterwards; a manual one
 * after the job finds its row and is refused (该包裹已赔付). The same operator's Idempotency-Key again
 * answers the row it booked and books nothing.
 */
export function adminCompensationsService({
  repos,
  audit,
  wallet,
  notifications,
  callbackEvents,
  now,
}: {
  repos: Repositories;
  audit: AuditService;
  wallet: WalletService;
  notifications: NotificationService;
  /** the merchant's system hears of it as of the job's (parcel.compensated) */
  callbackEvents: Pick<CallbackEventService, 'compensated'>;
  now: () => Date;
}) {
  async function rowOf(id: number): Promise<AdminCompensationRow> {
    const row = await repos.adminCompensations.find(id);
    if (!row) throw new NotFoundError(CompensationMessages.parcelNotFound);
    return toRow(row);
  }

  async function replay(operatorId: number, key: string, hash: string): Promise<AdminCompensationRow | null> {
    const existing = await repos.adminCompensations.byKey(operatorId, key);
    if (!existing) return null;
    if (existing.request_hash !== hash) throw fail(CompensationMessages.keyReused);
    return rowOf(existing.id);
  }

  return {
    async list(filter: CompensationsFilter, page: PageRequest): Promise<Paginated<AdminCompensationRow>> {
      const found = await repos.adminCompensations.list(filter, page);
      return { ...found, list: found.list.map(toRow) };
    },

    async summary(filter: CompensationsFilter): Promise<AdminCompensationSummary> {
      const { total, couriers, days } = await repos.adminCompensations.summary(filter);
      return {
        total: { count: total.count, amount: yuan(total.amount_fen) },
        couriers: couriers.map((c) => ({ courier_id: c.courier_id, courier_name: c.courier_name, count: c.count, amount: yuan(c.amount_fen) })),
        days: days.map((d) => ({ day: d.day, count: d.count, amount: yuan(d.amount_fen) })),
      };
    },

    /** The parcel as the 人工赔付 dialog shows it: whose, what, what it cost, and whether it was compensated. */
    async parcel(id: number): Promise<AdminCompensationParcel> {
      const parcel = await repos.adminCompensations.parcel(id);
      if (!parcel) throw new NotFoundError(CompensationMessages.parcelNotFound);
      const compensation = await repos.adminCompensations.ofParcel(id);
      return {
        id: parcel.id,
        parcel_sn: parcel.parcel_sn,
        user_id: parcel.user_id,
        username: parcel.username,
        mobile: maskMobile(parcel.mobile),
        goods_name: parcel.goods_name,
        courier_name: parcel.courier_name,
        price: yuan(parcel.price_fen),
        payable: PAID_STATUSES.includes(Number(parcel.status)),
        compensation: compensation ? { amount: yuan(compensation.amount_fen), reason: compensation.reason, created_at: chinaText(compensation.created_at) } : null,
      };
    },

    /** Books a manual compensation (audited compensation.manual) in one transaction; see above. */
    async manual(request: ManualCompensation, key: string, ctx: WriteContext): Promise<AdminCompensationRow> {
      const operatorId = ctx.operator.id;
      if (operatorId === null) throw new UnauthorizedError();
      const hash = requestHash(request);
      const replayed = await replay(operatorId, key, hash);
      if (replayed) return replayed;

      let id: number;
      try {
        id = await repos.transaction(async () => {
          // held until the end: the job skips it meanwhile, a second manual one waits and then finds the row
          const parcel = await repos.adminCompensations.parcel(request.parcelId, true);
          if (!parcel) throw fail(CompensationMessages.parcelNotFound);
          if (!PAID_STATUSES.includes(Number(parcel.status))) throw fail(CompensationMessages.notPaid);
          if (await repos.adminCompensations.ofParcel(parcel.id)) throw fail(CompensationMessages.alreadyCompensated);
          if (request.amountFen > parcel.price_fen) throw fail(compensationAboveCost(formatYuan(fen(parcel.price_fen))));
          const at = now();
          const posted = await wallet.post({
            userId: parcel.user_id,
            type: 'compensation',
            amount: fen(request.amountFen),
            source: { type: COMPENSATION_SOURCE, id: String(parcel.id) },
            remark: `人工赔付：${parcel.parcel_sn} ${request.reason}`,
          });
          // an entry without its row (never expected: the row is written in the entry's transaction)
          if (posted === null) throw fail(CompensationMessages.alreadyCompensated);
          const entry = await repos.compensations.entryFor(parcel.id);
          if (!entry) throw new Error(`parcel ${parcel.id}: its compensation entry is missing`);
          await repos.compensations.record({
            parcel_id: parcel.id,
            user_id: parcel.user_id,
            amount_fen: request.amountFen,
            reason: 'manual',
            ledger_entry_id: entry.id,
            created_at: at,
            operator_id: operatorId,
            note: request.reason,
            idempotency_key: key,
            request_hash: hash,
          });
          // settled: the job has nothing more to judge here
          await repos.compensations.close([parcel.id]);
          await notifications.compensated(parcel.user_id, request.amountFen, { manual: true });
          await callbackEvents.compensated([parcel.id]);
          const row = await repos.adminCompensations.ofParcel(parcel.id);
          if (!row) throw new Error(`parcel ${parcel.id}: its compensation row is missing`);
          await audit.record({
            ...ctx,
            action: 'compensation.manual',
            entity: 'parcel',
            entityId: parcel.id,
            after: {
              parcel_id: parcel.id,
              parcel_sn: parcel.parcel_sn,
              user_id: parcel.user_id,
              mobile: parcel.mobile,
              amount: yuan(request.amountFen),
              reason: request.reason,
              ledger_entry_id: entry.id,
              balance_after: yuan(posted.balance),
            },
          });
          return row.id;
        });
      } catch (error) {
        // the same key twice at once: the other request booked it
        const code = (error as { code?: string })?.code;
        if (code === '23505') {
          const again = await replay(operatorId, key, hash);
          if (again) return again;
        }
        throw error;
      }
      return rowOf(id);
    },
  };
}

export type AdminCompensationsService = ReturnType<typeof adminCompensationsService>;
