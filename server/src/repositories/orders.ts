import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { Insertable } from 'kysely';
import type { Database, ParcelsTable } from '../db/schema';
import { inScope, siteNameOf } from '../lib/data-scope';
import { escapeLike } from '../lib/escape-like';
import { paginate, type PageRequest } from '../lib/paginate';

/** Rows a multi-row INSERT or UPDATE … FROM (VALUES …) carries at once (well under PostgreSQL's 65,535 parameters). */
const CHUNK = 1000;

/** A parcel as make writes it: everything but what the database and the dispatch fill in. */
export type NewParcel = Omit<Insertable<ParcelsTable>, 'id' | 'status' | 'waybill_code' | 'error' | 'created_at' | 'dispatched_at'>;

/**
 * Whose orders a list reads: a member's own (the user centre), or — in the console — every member's within the
 * operator's data scope (lib/data-scope.ts: a 分站 operator's only its members'), optionally one site's and one
 * member's by mobile (whole, or its last 4 digits).
 */
export type OrderOwner = { userId: number } | { console: { siteId?: number; mobile?: string; /** parcels of one 供货店铺 (issue 33) */ shopId?: number } };

/** The list filters of the order and parcel lists (and their exports), times already parsed. */
export interface OrderFilter {
  status?: number;
  orderSn?: string;
  shopOrder?: string;
  waybillCode?: string;
  /** recipient name or phone */
  rec?: string;
  goodsName?: string;
  since?: Date;
  until?: Date;
  /** 物流状态 (parcels only) */
  trackState?: string;
  /** the console's (issue 34): the recipient's whole phone, exactly; the goods; the courier */
  recMobile?: string;
  goodsId?: number;
  courierId?: number;
}

const ORDER_COLUMNS = [
  'orders.id',
  'orders.order_sn',
  'orders.goods_id',
  'orders.goods_name',
  'orders.goods_pic',
  'orders.goods_num',
  'orders.express_name',
  'orders.platform',
  'orders.order_source',
  'orders.rec_count',
  'orders.total_fen',
  'orders.refund_fen',
  'orders.status',
  'orders.remark',
  'orders.created_at',
] as const;

const PARCEL_COLUMNS = [
  'parcels.id',
  'parcels.shop_order',
  'parcels.rec_name',
  'parcels.rec_mobile',
  'parcels.rec_province',
  'parcels.rec_city',
  'parcels.rec_district',
  'parcels.rec_address',
  'parcels.lp_reissue_sn',
  'parcels.price_fen',
  'parcels.status',
  'parcels.waybill_code',
  'parcels.error',
  'parcels.created_at',
  'parcels.dispatched_at',
  'parcels.deliver_status',
  'parcels.deliver_msg',
  'parcels.track_state',
  'orders.store_id',
  'orders.platform',
  'orders.order_sn',
  'orders.goods_name',
  'orders.goods_num',
  'orders.express_name',
] as const;

/** Orders and their parcels. Every read is scoped by the caller's user id; the services write inside transactions. */
export function ordersRepository(db: Kysely<Database>) {
  /**
   * 收件人 filter: a name or any part of a phone; a whole mainland number matches the phone by prefix (so with
   * an extension too) through parcels_user_mobile_idx (0038) — no name holds 11 digits. Any other text is a
   * substring of the name or the number, narrowed first by the grams parcels_recipient_grams_idx keeps (0040).
   */
  function recMatches(rec: string) {
    if (/^1\d{10}$/.test(rec)) return sql<SqlBool>`parcels.rec_mobile like ${`${rec}%`}`;
    const like = `%${escapeLike(rec)}%`;
    const grams = sql`(recipient_name_grams(parcels.rec_name) || recipient_number_grams(parcels.rec_mobile))`;
    const byName = sql<SqlBool>`(${grams} @> recipient_name_grams(${rec}) and parcels.rec_name ilike ${like})`;
    if (!/^[\d-]+$/.test(rec)) return byName; // a number holds only digits and the extension's dash
    // one to three digits have no gram of their own: that rare search reads the merchant's numbers
    const byNumber = rec.length >= 4 ? sql<SqlBool>`(${grams} @> recipient_number_grams(${rec}) and parcels.rec_mobile like ${like})` : sql<SqlBool>`parcels.rec_mobile like ${like}`;
    return sql<SqlBool>`(${byName} or ${byNumber})`;
  }

  /**
   * The console's recipient phone (issue 34): exactly this whole number, across members — narrowed by the grams
   * of parcels_recipient_grams_idx (0040; a number's eight 4-digit pieces), then compared whole.
   */
  const recMobileIs = (mobile: string) =>
    sql<SqlBool>`((recipient_name_grams(parcels.rec_name) || recipient_number_grams(parcels.rec_mobile)) @> recipient_number_grams(${mobile}) and parcels.rec_mobile = ${mobile})`;

  /** The members a console list may read, by mobile: a subquery of their ids. */
  const membersByMobile = (mobile: string) => {
    const users = db.selectFrom('users').select('users.id').where(inScope('users.site_id'));
    return mobile.length === 4 ? users.where('users.mobile', 'like', `%${mobile}`) : users.where('users.mobile', '=', mobile);
  };

  function ordersQuery(owner: OrderOwner, filter: OrderFilter) {
    let query = db.selectFrom('orders');
    if ('userId' in owner) query = query.where('orders.user_id', '=', owner.userId);
    else {
      query = query.where(inScope('orders.site_id'));
      if (owner.console.siteId !== undefined) query = query.where('orders.site_id', '=', owner.console.siteId);
      if (owner.console.mobile) query = query.where('orders.user_id', 'in', membersByMobile(owner.console.mobile));
    }
    const userId = 'userId' in owner ? owner.userId : null;
    if (filter.status !== undefined) query = query.where('orders.status', '=', filter.status);
    if (filter.orderSn) query = query.where('orders.order_sn', '=', filter.orderSn);
    if (filter.goodsName) query = query.where('orders.goods_name', 'ilike', `%${escapeLike(filter.goodsName)}%`);
    if (filter.goodsId !== undefined) query = query.where('orders.goods_id', '=', filter.goodsId);
    if (filter.courierId !== undefined) query = query.where('orders.courier_id', '=', filter.courierId);
    if (filter.since) query = query.where('orders.created_at', '>=', filter.since);
    if (filter.until) query = query.where('orders.created_at', '<=', filter.until);
    if (filter.shopOrder || filter.waybillCode || filter.rec || filter.recMobile) {
      query = query.where(({ exists, selectFrom }) => {
        let parcels = selectFrom('parcels').select(sql`1`.as('one')).whereRef('parcels.order_id', '=', 'orders.id');
        if (userId !== null) parcels = parcels.where('parcels.user_id', '=', userId);
        if (filter.shopOrder) parcels = parcels.where('parcels.shop_order', '=', filter.shopOrder);
        if (filter.waybillCode) parcels = parcels.where('parcels.waybill_code', '=', filter.waybillCode);
        if (filter.rec) parcels = parcels.where(recMatches(filter.rec));
        if (filter.recMobile) parcels = parcels.where(recMobileIs(filter.recMobile));
        return exists(parcels);
      });
    }
    return query;
  }

  /** The filtered parcels, without the join to orders that only the listed columns need (a count skips it). */
  function parcelsQuery(owner: OrderOwner, filter: OrderFilter) {
    let query = db.selectFrom('parcels');
    if ('userId' in owner) query = query.where('parcels.user_id', '=', owner.userId);
    else {
      query = query.where(inScope('parcels.site_id'));
      if (owner.console.siteId !== undefined) query = query.where('parcels.site_id', '=', owner.console.siteId);
      if (owner.console.mobile) query = query.where('parcels.user_id', 'in', membersByMobile(owner.console.mobile));
      if (owner.console.shopId !== undefined) query = query.where('parcels.shop_id', '=', owner.console.shopId);
    }
    if (filter.status !== undefined) query = query.where('parcels.status', '=', filter.status);
    if (filter.orderSn || filter.goodsName || filter.goodsId !== undefined || filter.courierId !== undefined) {
      query = query.where('parcels.order_id', 'in', (eb) => {
        let orders = eb.selectFrom('orders').select('orders.id');
        if ('userId' in owner) orders = orders.where('orders.user_id', '=', owner.userId);
        if (filter.orderSn) orders = orders.where('orders.order_sn', '=', filter.orderSn);
        if (filter.goodsName) orders = orders.where('orders.goods_name', 'ilike', `%${escapeLike(filter.goodsName)}%`);
        if (filter.goodsId !== undefined) orders = orders.where('orders.goods_id', '=', filter.goodsId);
        if (filter.courierId !== undefined) orders = orders.where('orders.courier_id', '=', filter.courierId);
        return orders;
      });
    }
    if (filter.shopOrder) query = query.where('parcels.shop_order', '=', filter.shopOrder);
    if (filter.waybillCode) query = query.where('parcels.waybill_code', '=', filter.waybillCode);
    if (filter.rec) query = query.where(recMatches(filter.rec) as Expression<SqlBool>);
    if (filter.recMobile) query = query.where(recMobileIs(filter.recMobile) as Expression<SqlBool>);
    if (filter.since) query = query.where('parcels.created_at', '>=', filter.since);
    if (filter.until) query = query.where('parcels.created_at', '<=', filter.until);
    if (filter.trackState) query = query.where('parcels.track_state', '=', filter.trackState);
    return query;
  }

  /** The filtered parcels with their orders' columns (and, in the console, the member's and the site's). */
  function listedParcels(owner: OrderOwner, filter: OrderFilter) {
    return parcelsQuery(owner, filter)
      .innerJoin('orders', 'orders.id', 'parcels.order_id')
      .select(PARCEL_COLUMNS)
      .$if('console' in owner, (query) =>
        query
          .select(['parcels.user_id', 'parcels.site_id', 'parcels.site_cost_fen', 'parcels.site_margin_fen', siteNameOf('parcels.site_id').as('site_name')])
          .select(sql<string>`(select mobile from users where users.id = parcels.user_id)`.as('mobile')),
      );
  }

  /** The filtered orders with their counts (and, in the console, the member's and the site's, and the 分站's margin). */
  function listedOrders(owner: OrderOwner, filter: OrderFilter) {
    return ordersQuery(owner, filter)
      .select(ORDER_COLUMNS)
      .select(countParcels(3).as('dispatched_count'))
      .select(countParcels(4).as('refunded_count'))
      .$if('console' in owner, (query) =>
        query
          .select(['orders.user_id', 'orders.site_id', siteNameOf('orders.site_id').as('site_name')])
          .select(sql<string>`(select mobile from users where users.id = orders.user_id)`.as('mobile'))
          .select(sql<number | null>`(select amount_fen - reversed_fen from site_order_margins m where m.order_id = orders.id)`.as('margin_fen')),
      );
  }

  /** A user's parcels per status and 物流状态: the sum of the deltas the triggers keep (0037). */
  function keptCounts(userId: number) {
    return db
      .selectFrom('parcel_counts')
      .select(['status', 'track_state', sql<string>`sum(n)`.as('n')])
      .where('user_id', '=', userId)
      .groupBy(['status', 'track_state'])
      .execute();
  }

  /**
   * How many parcels the filter finds: filtered by status and 物流状态 at most (the list as it opens, a
   * merchant's million), from the kept counts; else counted, without the join.
   */
  async function countFiltered(owner: OrderOwner, filter: OrderFilter): Promise<number> {
    const { status, trackState, ...rest } = filter;
    if ('userId' in owner && Object.values(rest).every((value) => value === undefined)) {
      const kept = await keptCounts(owner.userId);
      return kept
        .filter((row) => (status === undefined || row.status === status) && (!trackState || row.track_state === trackState))
        .reduce((sum, row) => sum + Number(row.n), 0);
    }
    const row = await parcelsQuery(owner, filter).select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow();
    return Number(row.n);
  }

  return {
    findByKey(userId: number, key: string) {
      return db
        .selectFrom('orders')
        .select(['id', 'order_sn', 'request_hash', 'express_name', 'rejected'])
        .where('user_id', '=', userId)
        .where('idempotency_key', '=', key)
        .executeTakeFirst();
    },

    /** The next order number: `GO` + China date + an 8-digit sequence, unique and increasing. */
    async nextOrderSn(chinaDate: string): Promise<string> {
      const { rows } = await sql<{ n: string | number }>`select nextval('order_sn_seq') as n`.execute(db);
      return `GO${chinaDate}${String(rows[0].n).padStart(8, '0')}`;
    },

    /** A new order, with its courier's 出单截止时间 as it is now (0028: a later change does not move it). */
    async insertOrder(values: Omit<Insertable<Database['orders']>, 'id' | 'status' | 'refund_fen' | 'created_at' | 'rejected' | 'issue_deadline'> & { site_id: number; rejected: string; created_at: Date }) {
      const row = await db
        .insertInto('orders')
        .values({ ...values, issue_deadline: sql<string>`(select issue_deadline from couriers where id = ${values.courier_id})` })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** Paid parcels, each with its 超时赔付 verdict pending (compensation_pending, 0029) in the same statement. */
    async insertParcels(parcels: NewParcel[], at: Date): Promise<void> {
      for (let i = 0; i < parcels.length; i += CHUNK) {
        await db
          .with('inserted', (q) =>
            q
              .insertInto('parcels')
              .values(parcels.slice(i, i + CHUNK).map((p) => ({ ...p, created_at: at })))
              .returning('id'),
          )
          .insertInto('compensation_pending')
          .columns(['parcel_id'])
          .expression((eb) => eb.selectFrom('inserted').select('id'))
          .execute();
      }
    },

    /** Takes `pieces` from the goods' stock (and counts them sold); false when the stock is short. */
    async takeStock(goodsId: number, pieces: number): Promise<boolean> {
      const row = await db
        .updateTable('goods')
        .set((eb) => ({ stock: eb('stock', '-', pieces), sale_count: eb('sale_count', '+', pieces) }))
        .where('id', '=', goodsId)
        .where('stock', '>=', pieces)
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },

    async returnStock(goodsId: number, pieces: number): Promise<void> {
      await db
        .updateTable('goods')
        .set((eb) => ({ stock: eb('stock', '+', pieces), sale_count: sql`greatest(sale_count - ${pieces}, 0)` }))
        .where('id', '=', goodsId)
        .execute();
    },

    /** An order's parcels in recipient order, as make's answer reports them. */
    parcelResults(orderId: number) {
      return db
        .selectFrom('parcels')
        .select(['row_id', 'line', 'shop_order', 'status', 'waybill_code', 'error'])
        .where('order_id', '=', orderId)
        .orderBy('line')
        .execute();
    },

    /** The caller's earlier parcels for these shop order numbers (refunded ones do not count), newest first. */
    duplicates(userId: number, shopOrders: string[]) {
      return db
        .selectFrom('parcels')
        .innerJoin('orders', 'orders.id', 'parcels.order_id')
        .select(['parcels.shop_order', 'orders.order_sn', 'orders.goods_id', 'orders.goods_name', 'orders.created_at'])
        .where('parcels.user_id', '=', userId)
        .where('parcels.shop_order', 'in', shopOrders)
        .where('parcels.status', '<>', 4)
        .orderBy('orders.id', 'desc')
        .execute();
    },

    listOrders(owner: OrderOwner, filter: OrderFilter, page: PageRequest) {
      return paginate(listedOrders(owner, filter).orderBy('orders.id', 'desc'), page);
    },

    listParcels(owner: OrderOwner, filter: OrderFilter, page: PageRequest) {
      // newest 下单时间 first (parcels_user_created_idx, 0037: a date range reads its part of the index in order)
      // a page past the middle (the last of 50,000 among them) is read from the oldest end
      return paginate(
        listedParcels(owner, filter).orderBy('parcels.created_at', 'desc').orderBy('parcels.id', 'desc'),
        page,
        () => countFiltered(owner, filter),
        listedParcels(owner, filter).orderBy('parcels.created_at', 'asc').orderBy('parcels.id', 'asc'),
      );
    },

    /** One parcel in the console (issue 34), within the operator's data scope, with its 包裹号 and goods id; undefined if none. */
    consoleParcel(parcelId: number) {
      return listedParcels({ console: {} }, {}).select(['parcels.parcel_sn', 'orders.goods_id']).where('parcels.id', '=', parcelId).executeTakeFirst();
    },

    /** The filtered orders, newest first, a batch at a time (exports of any size). */
    async *eachOrder(owner: OrderOwner, filter: OrderFilter) {
      let before: number | undefined;
      for (;;) {
        let query = listedOrders(owner, filter);
        if (before !== undefined) query = query.where('orders.id', '<', before);
        const rows = await query.orderBy('orders.id', 'desc').limit(CHUNK).execute();
        if (rows.length === 0) return;
        yield rows;
        before = rows[rows.length - 1].id;
      }
    },

    async *eachParcel(owner: OrderOwner, filter: OrderFilter) {
      let before: number | undefined;
      for (;;) {
        let query = listedParcels(owner, filter);
        if (before !== undefined) query = query.where('parcels.id', '<', before);
        const rows = await query.orderBy('parcels.id', 'desc').limit(CHUNK).execute();
        if (rows.length === 0) return;
        yield rows;
        before = Number(rows[rows.length - 1].id);
      }
    },

    /** Parcels per status and the 已签收 / 异常 ones (the workbench counters), from the kept counts (0037). */
    async parcelCounts(userId: number): Promise<{ byStatus: Record<number, number>; signed: number; exception: number }> {
      const byStatus: Record<number, number> = {};
      let signed = 0;
      let exception = 0;
      for (const row of await keptCounts(userId)) {
        const n = Number(row.n);
        byStatus[row.status] = (byStatus[row.status] ?? 0) + n;
        if (row.track_state === 'signed') signed += n;
        if (row.track_state === 'exception') exception += n;
      }
      return { byStatus, signed, exception };
    },

    /**
     * Folds each user's count deltas into one row per status and 物流状态 (the housekeeping job), only for users
     * with more rows than that. One statement: a delta appended meanwhile is not in its snapshot and stays.
     */
    async compactParcelCounts(): Promise<void> {
      await sql`
        with folded as (
          delete from parcel_counts where user_id in (
            select user_id from parcel_counts group by user_id having count(*) > count(distinct (status, track_state))
          )
          returning user_id, status, track_state, n
        )
        insert into parcel_counts (user_id, status, track_state, n)
        select user_id, status, track_state, sum(n) from folded group by user_id, status, track_state having sum(n) <> 0`.execute(db);
    },

    /** The goods the user orders most (常发商品). */
    frequentGoods(userId: number, limit: number) {
      return db
        .selectFrom('orders')
        .innerJoin('goods', 'goods.id', 'orders.goods_id')
        .select(['goods.id', 'goods.name', 'goods.pics', sql<number>`count(*)`.as('times')])
        .where('orders.user_id', '=', userId)
        .groupBy(['goods.id', 'goods.name', 'goods.pics'])
        .orderBy(sql`count(*)`, 'desc')
        .orderBy(sql`max(orders.id)`, 'desc')
        .limit(limit)
        .execute();
    },
  };
}

function countParcels(status: number) {
  return sql<number>`(select count(*) from parcels where parcels.order_id = orders.id and parcels.status = ${status})`;
}

export type OrdersRepository = ReturnType<typeof ordersRepository>;
