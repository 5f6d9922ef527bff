import { sql, type Kysely, type Selectable } from 'kysely';
import type { Paginated, WorkOrderStatus, WorkOrderType } from 'shared-contracts';
import type { Database, WorkOrderAttachmentsTable, WorkOrdersTable } from '../db/schema';
import { inScope, siteNameOf } from '../lib/data-scope';
import { paginate, type PageRequest } from '../lib/paginate';

export type WorkOrderRow = Selectable<WorkOrdersTable>;
export type AttachmentRow = Selectable<WorkOrderAttachmentsTable>;

/** A row of a list (the merchant's or the queue): the work order, its opening words and, for the queue, whose it is. */
export interface WorkOrderListRow extends WorkOrderRow {
  summary: string;
  mobile: string;
  assignee_name: string | null;
  site_name: string;
}

/** The queue's filters (services/work-orders/admin.ts turns the console's query into these). */
export interface WorkOrdersFilter {
  userId?: number;
  /** one site's members' (the main console's site filter) */
  siteId?: number;
  status?: WorkOrderStatus;
  open?: boolean;
  type?: WorkOrderType;
  /** an operator id, or null for unclaimed */
  assignee?: number | null;
  /** a whole mobile (exact) or its last 4 digits */
  mobile?: string;
  /** a work order id (from GD…) */
  id?: number;
  /** a parcel's 包裹号 or 运单号 */
  parcelCode?: string;
  since?: Date;
  until?: Date;
}

/** A parcel of a work order, with what either side shows of it. */
export interface WorkOrderParcelRow {
  id: number;
  user_id: number;
  parcel_sn: string;
  waybill_code: string;
  express_name: string;
  goods_name: string;
  consignee: string;
  track_state: string;
  price_fen: number;
  compensation_fen: number | null;
  compensation_reason: string | null;
  compensation_at: Date | null;
}

export interface WorkOrderMessageRow {
  id: number;
  author: 'merchant' | 'operator' | 'system';
  operator_name: string | null;
  content: string;
  created_at: Date;
}

const OPEN: WorkOrderStatus[] = ['pending', 'processing', 'awaiting_merchant'];
const ENDED: WorkOrderStatus[] = ['done', 'closed'];

/**
 * 工单管理 (issue 21): work orders, their parcels, messages and pictures (services/work-orders). A 分站 operator's
 * reads and changes see only its members' work orders (lib/data-scope.ts).
 */
export function workOrdersRepository(db: Kysely<Database>) {
  const listed = (filter: WorkOrdersFilter) => {
    let query = db
      .selectFrom('work_orders as w')
      .innerJoin('users as u', 'u.id', 'w.user_id')
      .leftJoin('operators as a', 'a.id', 'w.assignee_id')
      .where(inScope('w.site_id'));
    if (filter.userId !== undefined) query = query.where('w.user_id', '=', filter.userId);
    if (filter.siteId !== undefined) query = query.where('w.site_id', '=', filter.siteId);
    if (filter.status) query = query.where('w.status', '=', filter.status);
    if (filter.open) query = query.where('w.status', 'in', OPEN);
    if (filter.type) query = query.where('w.type', '=', filter.type);
    if (filter.assignee === null) query = query.where('w.assignee_id', 'is', null);
    else if (filter.assignee !== undefined) query = query.where('w.assignee_id', '=', filter.assignee);
    if (filter.mobile) query = filter.mobile.length === 4 ? query.where('u.mobile', 'like', `%${filter.mobile}`) : query.where('u.mobile', '=', filter.mobile);
    if (filter.id !== undefined) query = query.where('w.id', '=', filter.id);
    if (filter.parcelCode) {
      const code = filter.parcelCode;
      query = query.where(({ exists, selectFrom }) =>
        exists(
          selectFrom('work_order_parcels as wp')
            .innerJoin('parcels as p', 'p.id', 'wp.parcel_id')
            .select(sql`1`.as('one'))
            .whereRef('wp.work_order_id', '=', 'w.id')
            .where((eb) => eb.or([eb('p.parcel_sn', '=', code), eb('p.waybill_code', '=', code)])),
        ),
      );
    }
    if (filter.since) query = query.where('w.created_at', '>=', filter.since);
    if (filter.until) query = query.where('w.created_at', '<=', filter.until);
    return query
      .selectAll('w')
      .select([
        'u.mobile',
        sql<string | null>`a.name`.as('assignee_name'),
        siteNameOf('w.site_id').as('site_name'),
        sql<string>`coalesce((select left(m.content, 100) from work_order_messages m where m.work_order_id = w.id and m.author = 'merchant' order by m.id limit 1), '')`.as('summary'),
      ]);
  };

  return {
    /** A member's work order, on the member's site. */
    async create(row: Omit<WorkOrderRow, 'id' | 'site_id'>): Promise<number> {
      const { id } = await db
        .insertInto('work_orders')
        .values({ ...row, site_id: sql<number>`(select site_id from users where id = ${row.user_id})` })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    async addParcels(workOrderId: number, parcelIds: number[]): Promise<void> {
      if (parcelIds.length) await db.insertInto('work_order_parcels').values(parcelIds.map((parcel_id) => ({ work_order_id: workOrderId, parcel_id }))).execute();
    },

    async addMessage(row: { work_order_id: number; author: 'merchant' | 'operator' | 'system'; operator_id: number | null; content: string; created_at: Date }): Promise<number> {
      const { id } = await db.insertInto('work_order_messages').values(row).returning('id').executeTakeFirstOrThrow();
      return id;
    },

    find(id: number): Promise<WorkOrderRow | undefined> {
      return db.selectFrom('work_orders').selectAll().where('id', '=', id).where(inScope('work_orders.site_id')).executeTakeFirst();
    },

    /** The work order, held until the transaction ends (every change to one goes through here first). */
    lock(id: number): Promise<WorkOrderRow | undefined> {
      return db.selectFrom('work_orders').selectAll().where('id', '=', id).where(inScope('work_orders.site_id')).forUpdate().executeTakeFirst();
    },

    async update(id: number, patch: Partial<Omit<WorkOrderRow, 'id' | 'user_id' | 'created_at'>>): Promise<void> {
      await db.updateTable('work_orders').set(patch).where('id', '=', id).execute();
    },

    /** The user's own parcels whose 包裹号 or 运单号 is one of the codes (each code may match several). */
    async ownParcelsByCode(userId: number, codes: string[]): Promise<{ id: number; parcel_sn: string; waybill_code: string }[]> {
      if (!codes.length) return [];
      return db
        .selectFrom('parcels')
        .select([sql<number>`id::int`.as('id'), 'parcel_sn', 'waybill_code'])
        .where('user_id', '=', userId)
        .where((eb) => eb.or([eb('parcel_sn', 'in', codes), eb('waybill_code', 'in', codes)]))
        .orderBy('id')
        .execute();
    },

    list(filter: WorkOrdersFilter, page: PageRequest): Promise<Paginated<WorkOrderListRow>> {
      return paginate(listed(filter).orderBy('w.id', 'desc'), page) as Promise<Paginated<WorkOrderListRow>>;
    },

    findListed(id: number): Promise<WorkOrderListRow | undefined> {
      return listed({ id }).executeTakeFirst() as Promise<WorkOrderListRow | undefined>;
    },

    /** The 包裹号 of each work order's parcels. */
    async parcelSns(workOrderIds: number[]): Promise<Map<number, string[]>> {
      const found = new Map<number, string[]>();
      if (!workOrderIds.length) return found;
      const rows = await db
        .selectFrom('work_order_parcels as wp')
        .innerJoin('parcels as p', 'p.id', 'wp.parcel_id')
        .select(['wp.work_order_id', 'p.parcel_sn'])
        .where('wp.work_order_id', 'in', workOrderIds)
        .orderBy('wp.parcel_id')
        .execute();
      for (const row of rows) found.set(row.work_order_id, [...(found.get(row.work_order_id) ?? []), row.parcel_sn]);
      return found;
    },

    parcels(workOrderId: number): Promise<WorkOrderParcelRow[]> {
      return db
        .selectFrom('work_order_parcels as wp')
        .innerJoin('parcels as p', 'p.id', 'wp.parcel_id')
        .innerJoin('orders as o', 'o.id', 'p.order_id')
        .leftJoin('parcel_compensations as c', 'c.parcel_id', 'p.id')
        .select([
          sql<number>`p.id::int`.as('id'),
          'p.user_id',
          'p.parcel_sn',
          'p.waybill_code',
          'o.express_name',
          'o.goods_name',
          'p.rec_name as consignee',
          'p.track_state',
          sql<number>`p.price_fen::int`.as('price_fen'),
          sql<number | null>`c.amount_fen::int`.as('compensation_fen'),
          sql<string | null>`c.reason`.as('compensation_reason'),
          sql<Date | null>`c.created_at`.as('compensation_at'),
        ])
        .where('wp.work_order_id', '=', workOrderId)
        .orderBy('p.id')
        .execute();
    },

    messages(workOrderId: number): Promise<WorkOrderMessageRow[]> {
      return db
        .selectFrom('work_order_messages as m')
        .leftJoin('operators as o', 'o.id', 'm.operator_id')
        .select(['m.id', 'm.author', sql<string | null>`o.name`.as('operator_name'), 'm.content', 'm.created_at'])
        .where('m.work_order_id', '=', workOrderId)
        .orderBy('m.id')
        .execute();
    },

    /** The user's work orders with a 客服 reply they have not opened yet (the menu badge). */
    async unreadCount(userId: number): Promise<number> {
      const row = await db
        .selectFrom('work_orders')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('user_id', '=', userId)
        .where(sql<boolean>`last_operator_at is not null and (merchant_read_at is null or merchant_read_at < last_operator_at)`)
        .executeTakeFirstOrThrow();
      return row.n;
    },

    /** Work orders the user opened since `since` (the create limit). */
    async createdSince(userId: number, since: Date): Promise<number> {
      const row = await db
        .selectFrom('work_orders')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('user_id', '=', userId)
        .where('created_at', '>', since)
        .executeTakeFirstOrThrow();
      return row.n;
    },

    async insertAttachment(row: Omit<AttachmentRow, 'id' | 'work_order_id' | 'message_id'>): Promise<number> {
      const { id } = await db.insertInto('work_order_attachments').values(row).returning('id').executeTakeFirstOrThrow();
      return id;
    },

    findAttachment(id: number): Promise<AttachmentRow | undefined> {
      return db.selectFrom('work_order_attachments').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Ties the owner's unused pictures to a message; the ids actually tied (others are not theirs, or used). */
    async useAttachments(owner: { kind: 'user' | 'operator'; id: number }, ids: number[], workOrderId: number, messageId: number): Promise<number[]> {
      if (!ids.length) return [];
      const rows = await db
        .updateTable('work_order_attachments')
        .set({ work_order_id: workOrderId, message_id: messageId })
        .where('id', 'in', ids)
        .where('owner_kind', '=', owner.kind)
        .where('owner_id', '=', owner.id)
        .where('message_id', 'is', null)
        .returning('id')
        .execute();
      return rows.map((row) => row.id);
    },

    /**
     * Pictures uploaded before `before` and never sent with a message (a form left, a picture removed before
     * 发送): their rows deleted, at most `limit`, only while still unused; the storage keys of the files to remove.
     */
    async removeUnusedAttachments(before: Date, limit: number): Promise<string[]> {
      const rows = await db
        .deleteFrom('work_order_attachments')
        .where('id', 'in', (eb) => eb.selectFrom('work_order_attachments').select('id').where('message_id', 'is', null).where('created_at', '<', before).orderBy('id').limit(limit))
        .where('message_id', 'is', null)
        .returning('storage_key')
        .execute();
      return rows.map((row) => row.storage_key);
    },

    attachmentsOf(messageIds: number[]): Promise<AttachmentRow[]> {
      if (!messageIds.length) return Promise.resolve([]);
      return db.selectFrom('work_order_attachments').selectAll().where('message_id', 'in', messageIds).orderBy('id').execute();
    },

    /** Open and unclaimed work orders now (the dashboard). */
    async openCounts(): Promise<{ open: number; unclaimed: number }> {
      return db
        .selectFrom('work_orders')
        .select([sql<number>`count(*)::int`.as('open'), sql<number>`(count(*) filter (where assignee_id is null))::int`.as('unclaimed')])
        .where('status', 'in', OPEN)
        .where(inScope('work_orders.site_id'))
        .executeTakeFirstOrThrow();
    },

    /**
     * Per operator since `since`: work orders they first answered, with the mean minutes from opening to
     * that reply, and work orders of theirs that ended, with the mean minutes from opening to the end.
     */
    async operatorStats(since: Date) {
      const { rows } = await sql<{
        operator_id: number;
        operator_name: string;
        replied: number;
        avg_first_reply_minutes: number | null;
        resolved: number;
        avg_resolution_minutes: number | null;
      }>`
        with replies as (
          select first_reply_by as operator_id, count(*)::int as replied,
                 avg(extract(epoch from first_reply_at - created_at) / 60)::float8 as avg_first_reply_minutes
          from work_orders where first_reply_at >= ${since} and first_reply_by is not null and ${inScope('work_orders.site_id')} group by first_reply_by
        ), ends as (
          select assignee_id as operator_id, count(*)::int as resolved,
                 avg(extract(epoch from resolved_at - created_at) / 60)::float8 as avg_resolution_minutes
          from work_orders where resolved_at >= ${since} and assignee_id is not null and status in (${sql.join(ENDED)}) and ${inScope('work_orders.site_id')} group by assignee_id
        )
        select o.id as operator_id, o.name as operator_name,
               coalesce(r.replied, 0) as replied, r.avg_first_reply_minutes,
               coalesce(e.resolved, 0) as resolved, e.avg_resolution_minutes
        from operators o
        left join replies r on r.operator_id = o.id
        left join ends e on e.operator_id = o.id
        where r.operator_id is not null or e.operator_id is not null
        order by o.id`.execute(db);
      return rows;
    },
  };
}

export type WorkOrdersRepository = ReturnType<typeof workOrdersRepository>;
