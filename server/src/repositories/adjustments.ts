import { sql, type Kysely } from 'kysely';
import type { Paginated } from 'shared-contracts';
import type { AdjustmentDirection, AdjustmentStatus } from 'shared-contracts/admin';
import type { Database } from '../db/schema';
import { paginate, type PageRequest } from '../lib/paginate';

/** The ledger source of an adjustment's entry: `adjustment` + its id (unique with the type: booked once). */
export const ADJUSTMENT_SOURCE = 'adjustment';

export interface AdjustmentsFilter {
  status?: AdjustmentStatus;
  /** a whole mobile (exact) or its last 4 digits */
  mobile?: string;
  since?: Date;
  until?: Date;
}

export interface NewAdjustment {
  user_id: number;
  direction: AdjustmentDirection;
  amount_fen: number;
  reason: string;
  requested_by: number;
  requested_at: Date;
  idempotency_key: string;
  request_hash: string;
  /** why it waits for a second operator (0049), '' when booked at once */
  review_reason?: '' | 'amount' | 'daily_total';
}

/** A row with the user's and operators' names, as the list and every write's answer show it. */
export interface AdjustmentListRow {
  id: number;
  user_id: number;
  username: string;
  mobile: string;
  direction: AdjustmentDirection;
  amount_fen: number;
  reason: string;
  status: AdjustmentStatus;
  requested_by: number;
  requester_name: string;
  requested_at: Date;
  reviewed_by: number | null;
  reviewer_name: string | null;
  reviewed_at: Date | null;
  review_note: string;
  ledger_entry_id: number | null;
  review_reason: '' | 'amount' | 'daily_total';
}

/** 资金调整's rows (issue 20). Booking goes through services/wallet.ts; this never touches a balance. */
export function adjustmentsRepository(db: Kysely<Database>) {
  const withNames = () =>
    db
      .selectFrom('balance_adjustments as a')
      .innerJoin('users as u', 'u.id', 'a.user_id')
      .innerJoin('operators as r', 'r.id', 'a.requested_by')
      .leftJoin('operators as v', 'v.id', 'a.reviewed_by')
      .select([
        'a.id',
        'a.user_id',
        'u.username',
        'u.mobile',
        'a.direction',
        'a.amount_fen',
        'a.reason',
        'a.status',
        'a.requested_by',
        'r.name as requester_name',
        'a.requested_at',
        'a.reviewed_by',
        'v.name as reviewer_name',
        'a.reviewed_at',
        'a.review_note',
        sql<number | null>`a.ledger_entry_id::int`.as('ledger_entry_id'),
        'a.review_reason',
      ]);

  return {
    list(filter: AdjustmentsFilter, page: PageRequest): Promise<Paginated<AdjustmentListRow>> {
      let query = withNames();
      if (filter.status) query = query.where('a.status', '=', filter.status);
      if (filter.mobile) query = filter.mobile.length === 4 ? query.where('u.mobile', 'like', `%${filter.mobile}`) : query.where('u.mobile', '=', filter.mobile);
      if (filter.since) query = query.where('a.requested_at', '>=', filter.since);
      if (filter.until) query = query.where('a.requested_at', '<=', filter.until);
      return paginate(query.orderBy('a.id', 'desc'), page) as Promise<Paginated<AdjustmentListRow>>;
    },

    find(id: number): Promise<AdjustmentListRow | undefined> {
      return withNames().where('a.id', '=', id).executeTakeFirst() as Promise<AdjustmentListRow | undefined>;
    },

    /** The row, locked until the caller's transaction ends: one review at a time. */
    forUpdate(id: number) {
      return db.selectFrom('balance_adjustments').select(['id', 'user_id', 'direction', 'amount_fen', 'reason', 'status', 'requested_by']).where('id', '=', id).forUpdate().executeTakeFirst();
    },

    /** The row a requester's Idempotency-Key made, if any. */
    findByKey(requestedBy: number, key: string) {
      return db.selectFrom('balance_adjustments').select(['id', 'request_hash']).where('requested_by', '=', requestedBy).where('idempotency_key', '=', key).executeTakeFirst();
    },

    async insert(row: NewAdjustment): Promise<number> {
      const inserted = await db.insertInto('balance_adjustments').values(row).returning('id').executeTakeFirstOrThrow();
      return inserted.id;
    },

    /** pending → booked, with the entry; false when it was not pending (someone else got there first). */
    async markBooked(
      id: number,
      review: {
        reviewed_by: number | null;
        reviewed_at: Date;
        ledger_entry_id: number;
      },
    ): Promise<boolean> {
      const result = await db
        .updateTable('balance_adjustments')
        .set({ status: 'booked', ...review })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** pending → rejected, with the note; false when it was not pending. */
    async markRejected(id: number, review: { reviewed_by: number; reviewed_at: Date; review_note: string }): Promise<boolean> {
      const result = await db
        .updateTable('balance_adjustments')
        .set({ status: 'rejected', ...review })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** The ledger entry an adjustment was booked as (wallet.post() answers the balance, not the entry). */
    async ledgerEntryOf(id: number): Promise<{ id: number; balance_after: number } | undefined> {
      return db
        .selectFrom('ledger_entries')
        .select([sql<number>`id::int`.as('id'), 'balance_after'])
        .where('type', '=', 'adjust')
        .where('source_type', '=', ADJUSTMENT_SOURCE)
        .where('source_id', '=', String(id))
        .executeTakeFirst();
    },

    /**
     * Adjustments and the ledger disagreeing (`npm run check-ledger`): a booked adjustment without its one
     * `adjust` entry of the right user and signed amount, or an `adjustment` entry without a booked row.
     */
    async breaches(): Promise<{ user_id: number; problem: string }[]> {
      const { rows } = await sql<{ user_id: number; problem: string }>`
        select a.user_id, 'adjustment ' || a.id || ': booked, but its ledger entry is missing or differs' as problem
        from balance_adjustments a
        left join ledger_entries e on e.type = 'adjust' and e.source_type = ${ADJUSTMENT_SOURCE} and e.source_id = a.id::text
        where a.status = 'booked'
          and (e.id is null or e.id <> a.ledger_entry_id or e.user_id <> a.user_id
               or e.amount <> case when a.direction = 'credit' then a.amount_fen else -a.amount_fen end)
        union all
        select e.user_id, 'entry ' || e.id || ': an adjustment entry without a booked adjustment' as problem
        from ledger_entries e
        left join balance_adjustments a on a.id::text = e.source_id and a.status = 'booked' and a.ledger_entry_id = e.id
        where e.source_type = ${ADJUSTMENT_SOURCE} and a.id is null`.execute(db);
      return rows.map((row) => ({ user_id: Number(row.user_id), problem: row.problem }));
    },

    /** A user by whole mobile or id, with the balance (no wallet yet: 0). */
    findUser(by: { id?: number; mobile?: string }) {
      let query = db
        .selectFrom('users')
        .leftJoin('wallets', 'wallets.user_id', 'users.id')
        .select(['users.id', 'users.username', 'users.mobile', 'users.frozen', sql<number>`coalesce(wallets.balance, 0)`.as('balance')]);
      if (by.id !== undefined) query = query.where('users.id', '=', by.id);
      if (by.mobile !== undefined) query = query.where('users.mobile', '=', by.mobile);
      return query.executeTakeFirst();
    },

    /** Today's (since `since`) adjustments booked at once — no reviewer — by an operator, or for a user: fen, absolute. */
    async bookedAtOnce(by: { requestedBy?: number; userId?: number }, since: Date): Promise<number> {
      let query = db
        .selectFrom('balance_adjustments')
        .select(sql<string>`coalesce(sum(amount_fen), 0)`.as('total'))
        .where('status', '=', 'booked')
        .where('reviewed_by', 'is', null)
        .where('requested_at', '>=', since);
      if (by.requestedBy !== undefined) query = query.where('requested_by', '=', by.requestedBy);
      if (by.userId !== undefined) query = query.where('user_id', '=', by.userId);
      const row = await query.executeTakeFirstOrThrow();
      return Number(row.total);
    },
  };
}

export type AdjustmentsRepository = ReturnType<typeof adjustmentsRepository>;
