import { sql, type Kysely } from 'kysely';
import type { Paginated } from 'shared-contracts';
import type { CompensationReasonKey } from 'shared-contracts/admin';
import type { Database } from '../db/schema';
import { paginate, type PageRequest } from '../lib/paginate';

export interface CompensationsFilter {
  courierId?: number;
  reason?: CompensationReasonKey;
  /** a whole mobile (exact) or its last 4 digits */
  mobile?: string;
  since?: Date;
  until?: Date;
}

export interface CompensationListRow {
  id: number;
  parcel_id: number;
  parcel_sn: string;
  user_id: number;
  mobile: string;
  courier_id: number;
  courier_name: string;
  amount_fen: number;
  reason: CompensationReasonKey;
  note: string;
  created_at: Date;
  operator_id: number | null;
  operator_name: string | null;
}

/** The China day of a moment, as text, in SQL (no time zone database needed: China has no summer time). */
const chinaDay = sql<string>`to_char((c.created_at at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD')`;

/** 赔付记录 (issue 21): the console's reads of parcel_compensations, and the parcel a manual one is for. */
export function adminCompensationsRepository(db: Kysely<Database>) {
  const filtered = (filter: CompensationsFilter) => {
    let query = db
      .selectFrom('parcel_compensations as c')
      .innerJoin('parcels as p', 'p.id', 'c.parcel_id')
      .innerJoin('orders as o', 'o.id', 'p.order_id')
      .innerJoin('couriers as k', 'k.id', 'o.courier_id')
      .innerJoin('users as u', 'u.id', 'c.user_id')
      .leftJoin('operators as r', 'r.id', 'c.operator_id');
    if (filter.courierId) query = query.where('o.courier_id', '=', filter.courierId);
    if (filter.reason) query = query.where('c.reason', '=', filter.reason);
    if (filter.mobile) query = filter.mobile.length === 4 ? query.where('u.mobile', 'like', `%${filter.mobile}`) : query.where('u.mobile', '=', filter.mobile);
    if (filter.since) query = query.where('c.created_at', '>=', filter.since);
    if (filter.until) query = query.where('c.created_at', '<=', filter.until);
    return query;
  };
  const rows = (filter: CompensationsFilter) =>
    filtered(filter).select([
      sql<number>`c.id::int`.as('id'),
      sql<number>`c.parcel_id::int`.as('parcel_id'),
      'p.parcel_sn',
      'c.user_id',
      'u.mobile',
      'o.courier_id',
      'k.name as courier_name',
      sql<number>`c.amount_fen::int`.as('amount_fen'),
      'c.reason',
      sql<string>`coalesce(c.note, '')`.as('note'),
      'c.created_at',
      sql<number | null>`c.operator_id`.as('operator_id'),
      sql<string | null>`r.name`.as('operator_name'),
    ]);
  const totals = [sql<number>`count(*)::int`.as('count'), sql<number>`coalesce(sum(c.amount_fen), 0)::int`.as('amount_fen')] as const;

  return {
    list(filter: CompensationsFilter, page: PageRequest): Promise<Paginated<CompensationListRow>> {
      return paginate(rows(filter).orderBy('c.id', 'desc'), page) as Promise<Paginated<CompensationListRow>>;
    },

    find(id: number): Promise<CompensationListRow | undefined> {
      return rows({}).where('c.id', '=', id).executeTakeFirst() as Promise<CompensationListRow | undefined>;
    },

    /** Count and amount of what the filter selects: in all, per courier, per China day (newest first). */
    async summary(filter: CompensationsFilter) {
      const [total, couriers, days] = await Promise.all([
        filtered(filter).select(totals).executeTakeFirstOrThrow(),
        filtered(filter).select(['o.courier_id', 'k.name as courier_name', ...totals]).groupBy(['o.courier_id', 'k.name']).orderBy('o.courier_id').execute(),
        filtered(filter).select([chinaDay.as('day'), ...totals]).groupBy(chinaDay).orderBy(chinaDay, 'desc').execute(),
      ]);
      return { total, couriers, days };
    },

    /** What the 人工赔付 dialog shows of a parcel; `lock` holds it until the transaction ends (the job skips it meanwhile). */
    async parcel(id: number, lock = false) {
      const { rows: found } = await sql<{
        id: number;
        parcel_sn: string;
        user_id: number;
        username: string;
        mobile: string;
        goods_name: string;
        courier_name: string;
        price_fen: number;
        status: number;
      }>`
        select p.id::int as id, p.parcel_sn, p.user_id, u.username, u.mobile, o.goods_name, k.name as courier_name, p.price_fen::int as price_fen, p.status
        from parcels p
        join orders o on o.id = p.order_id
        join couriers k on k.id = o.courier_id
        join users u on u.id = p.user_id
        where p.id = ${id}
        ${lock ? sql`for update of p` : sql``}`.execute(db);
      return found[0];
    },

    /** The parcel's compensation row, if it has one. */
    ofParcel(parcelId: number) {
      return db
        .selectFrom('parcel_compensations')
        .select([sql<number>`id::int`.as('id'), sql<number>`amount_fen::int`.as('amount_fen'), 'reason', 'created_at'])
        .where('parcel_id', '=', parcelId)
        .executeTakeFirst();
    },

    /** The manual compensation an operator's Idempotency-Key booked, if any. */
    byKey(operatorId: number, key: string) {
      return db
        .selectFrom('parcel_compensations')
        .select([sql<number>`id::int`.as('id'), 'request_hash'])
        .where('operator_id', '=', operatorId)
        .where('idempotency_key', '=', key)
        .executeTakeFirst();
    },
  };
}

export type AdminCompensationsRepository = ReturnType<typeof adminCompensationsRepository>;
