import { sql, type Kysely } from 'kysely';
import type { Database, ParcelCompensationsTable } from '../db/schema';

/** A compensation's ledger entry is `compensation` from source `parcel` + the parcel id: one per parcel. */
export const COMPENSATION_SOURCE = 'parcel';

/** What the 超时赔付 rules need of an open parcel. */
export interface OpenParcel {
  id: number;
  user_id: number;
  parcel_sn: string;
  price_fen: number;
  /** 2 awaiting dispatch, 3 dispatched, 4 refused by the courier and refunded (owed nothing: closed as it is) */
  status: number;
  /** paid: the order was paid from the balance when it was made */
  created_at: Date;
  dispatched_at: Date | null;
  picked_up_at: Date | null;
  /** the courier's issue deadline, `HH:MM:SS` China time */
  issue_deadline: string;
  /** the supplier shop that ships it, and when it marked it shipped (issue 33: 赔付扣款) */
  shop_id: number | null;
  shipped_at: Date | null;
}

/** 超时赔付 (services/compensation): open parcels to judge, the compensations booked, and their audit. */
export function compensationsRepository(db: Kysely<Database>) {
  return {
    /**
     * Up to `limit` parcels whose verdict is pending (compensation_pending) after id `after`, paid at or
     * before `paidBy`, in id order, their pending rows and parcels locked until the transaction ends.
     * Parcels another run — or a manual compensation, which locks its parcel first — holds are skipped,
     * not waited for: that one settles them.
     */
    async lockOpen(after: number, paidBy: Date, limit: number): Promise<OpenParcel[]> {
      const { rows } = await sql<OpenParcel>`
        select p.id::int as id, p.user_id, p.parcel_sn, p.price_fen, p.status, p.created_at, p.dispatched_at, p.picked_up_at, p.shop_id, p.shipped_at,
               coalesce(o.issue_deadline, c.issue_deadline)::text as issue_deadline
        from compensation_pending w
        join parcels p on p.id = w.parcel_id
        join orders o on o.id = p.order_id
        join couriers c on c.id = o.courier_id
        -- p.id > after says again what the join implies, so the planner starts both scans there (a merge
        -- join from the first parcel made every batch read all the parcels before it)
        where w.parcel_id > ${after} and p.id > ${after} and p.created_at <= ${paidBy}
        order by w.parcel_id
        limit ${limit}
        for update of w, p skip locked`.execute(db);
      return rows;
    },

    /** The verdict on these parcels is final: they are not read again. */
    async close(ids: number[]): Promise<void> {
      if (ids.length) await sql`delete from compensation_pending where parcel_id = any(${ids}::bigint[])`.execute(db);
    },

    /** The compensation entry booked for a parcel, if any. */
    async entryFor(parcelId: number): Promise<{ id: number; user_id: number; amount: number } | undefined> {
      return db
        .selectFrom('ledger_entries')
        .select([sql<number>`id::int`.as('id'), sql<number>`user_id`.as('user_id'), sql<number>`amount::int`.as('amount')])
        .where('type', '=', 'compensation')
        .where('source_type', '=', COMPENSATION_SOURCE)
        .where('source_id', '=', String(parcelId))
        .executeTakeFirst();
    },

    /** Records booked compensations at once; a parcel that has one already keeps it. */
    async recordMany(rows: Omit<ParcelCompensationsTable, 'id'>[]): Promise<void> {
      for (let i = 0; i < rows.length; i += 1000) {
        await db
          .insertInto('parcel_compensations')
          .values(rows.slice(i, i + 1000))
          .onConflict((oc) => oc.column('parcel_id').doNothing())
          .execute();
      }
    },

    /** Records a booked compensation; false when the parcel has one already. */
    async record(row: Omit<ParcelCompensationsTable, 'id'>): Promise<boolean> {
      const inserted = await db
        .insertInto('parcel_compensations')
        .values(row)
        .onConflict((oc) => oc.column('parcel_id').doNothing())
        .returning('id')
        .executeTakeFirst();
      return inserted !== undefined;
    },

    /** The compensations of these parcels (the parcel list's 已赔付). */
    ofParcels(parcelIds: number[]) {
      if (parcelIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('parcel_compensations')
        .select([sql<number>`parcel_id::int`.as('parcel_id'), sql<number>`amount_fen::int`.as('amount_fen'), 'reason', 'created_at'])
        .where('parcel_id', 'in', parcelIds)
        .execute();
    },

    /**
     * For `npm run check-ledger`: every compensation row is exactly its ledger entry (same user, same
     * amount, source the parcel), and every compensation entry has its row. Empty when they agree.
     */
    async breaches(): Promise<{ user_id: number; problem: string }[]> {
      const { rows } = await sql<{ user_id: number; problem: string }>`
        select c.user_id, 'compensation of parcel ' || c.parcel_id || ': its ledger entry is missing or differs' as problem
        from parcel_compensations c
        left join ledger_entries e on e.id = c.ledger_entry_id
        where e.id is null or e.type <> 'compensation' or e.source_type <> ${COMPENSATION_SOURCE} or e.source_id <> c.parcel_id::text
           or e.user_id <> c.user_id or e.amount <> c.amount_fen
        union all
        select e.user_id, 'entry ' || e.id || ': a compensation entry without its parcel_compensations row' as problem
        from ledger_entries e
        left join parcel_compensations c on c.ledger_entry_id = e.id
        where e.type = 'compensation' and c.id is null`.execute(db);
      return rows.map((row) => ({ user_id: Number(row.user_id), problem: row.problem }));
    },
  };
}

export type CompensationsRepository = ReturnType<typeof compensationsRepository>;
