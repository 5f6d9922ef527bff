import { WORK_ORDER_STATUSES, WorkOrderMessages, fen, fenToYuan, type Paginated, type WorkOrderStatus } from 'shared-contracts';
import {
  WORK_ORDER_STATS_DAYS,
  type AdminWorkOrderAttachment,
  type AdminWorkOrderDetail,
  type AdminWorkOrderRow,
  type AdminWorkOrdersQuery,
  type AdminWorkOrderStats,
} from 'shared-contracts/admin';
import { chinaDayNumber, chinaDayStart, chinaText, parseChinaTime } from 'shared-contracts/china-time';
import { scopedSite } from '../../lib/data-scope';
import { NotFoundError, UnauthorizedError } from '../../lib/errors';
import type { PageRequest } from '../../lib/paginate';
import { maskMobile } from '../../lib/tokens';
import type { Repositories } from '../../repositories';
import type { WorkOrderListRow, WorkOrderRow, WorkOrdersFilter } from '../../repositories/work-orders';
import type { AuditService } from '../audit';
import type { NotificationService } from '../notifications/notifications';
import type { TrackingService } from '../tracking';
import type { WriteContext } from '../write-context';
import type { AttachmentService } from './attachments';
import { endMoments, idOfSn, isEnded, itemOf, messagesOf, refuse, attachPictures, workOrderSn } from './shared';

const text = (at: Date | null) => (at ? chinaText(at) : '');
const operatorUnread = (row: WorkOrderRow) => row.last_merchant_at !== null && (row.operator_read_at === null || row.operator_read_at < row.last_merchant_at);

/** The console's query → the repository's filter ('me' is the caller; GD… a work order, other keywords a parcel's code). */
export function workOrdersFilter(query: Omit<AdminWorkOrdersQuery, 'page' | 'page_size'>, operatorId: number): WorkOrdersFilter {
  const keyword = query.keyword?.trim();
  const snId = keyword ? idOfSn(keyword) : null;
  return {
    siteId: scopedSite(query.site_id),
    status: query.status,
    open: query.open === '1',
    type: query.type,
    assignee: query.assignee === undefined ? undefined : query.assignee === 'me' ? operatorId : query.assignee === 'none' ? null : Number(query.assignee),
    mobile: query.mobile,
    id: snId ?? undefined,
    parcelCode: keyword && snId === null ? keyword : undefined,
    since: query.start_date ? (parseChinaTime(query.start_date) ?? undefined) : undefined,
    until: query.end_date ? (parseChinaTime(query.end_date, true) ?? undefined) : undefined,
  };
}

const rowOf = (row: WorkOrderListRow, parcelSns: string[]): AdminWorkOrderRow => ({
  ...itemOf(row, parcelSns),
  user_id: row.user_id,
  mobile: maskMobile(row.mobile),
  assignee_id: row.assignee_id,
  assignee_name: row.assignee_name,
  unread: operatorUnread(row),
  first_reply_at: text(row.first_reply_at),
  site_id: row.site_id,
  site_name: row.site_name,
});

/**
 * 工单 in the console (issue 21, support): the queue, a work order with its parcels' tracks and
 * compensation, claim, reply (with pictures) and status. Each write holds the work order's row and writes
 * its audit row (work_order.claim / .reply / .status) in the same transaction; a reply also tells the
 * merchant (their work_order notification) there. 客服's name is shown here, never to the merchant.
 */
export function adminWorkOrderService(deps: {
  repos: Repositories;
  audit: AuditService;
  attachments: AttachmentService;
  notifications: NotificationService;
  tracking: TrackingService;
  now: () => Date;
}) {
  const { repos, audit, attachments, notifications, tracking, now } = deps;

  const operatorIdOf = (ctx: WriteContext) => {
    if (ctx.operator.id === null) throw new UnauthorizedError();
    return ctx.operator.id;
  };

  async function locked(id: number): Promise<WorkOrderRow> {
    const row = await repos.workOrders.lock(id);
    if (!row) throw new NotFoundError(WorkOrderMessages.notFound);
    return row;
  }

  const brief = (row: WorkOrderRow) => ({ work_order_sn: workOrderSn(row), status: row.status, assignee_id: row.assignee_id });

  async function detail(id: number): Promise<AdminWorkOrderDetail> {
    const row = await repos.workOrders.findListed(id);
    if (!row) throw new NotFoundError(WorkOrderMessages.notFound);
    const [sns, parcels, messages, user] = await Promise.all([
      repos.workOrders.parcelSns([id]),
      repos.workOrders.parcels(id),
      repos.workOrders.messages(id),
      repos.users.findById(row.user_id),
    ]);
    return {
      ...rowOf(row, sns.get(id) ?? []),
      username: user?.username ?? '',
      parcels: await Promise.all(
        parcels.map(async (parcel) => ({
          id: parcel.id,
          parcel_sn: parcel.parcel_sn,
          goods_name: parcel.goods_name,
          consignee: parcel.consignee,
          price: fenToYuan(fen(parcel.price_fen)),
          track: await tracking.timeline(parcel.user_id, parcel.id),
          compensation:
            parcel.compensation_fen === null
              ? null
              : { amount: fenToYuan(fen(parcel.compensation_fen)), reason: parcel.compensation_reason ?? '', created_at: text(parcel.compensation_at) },
        })),
      ),
      messages: await messagesOf(repos, attachments, messages, true),
      resolved_at: text(row.resolved_at),
    };
  }

  return {
    async list(query: AdminWorkOrdersQuery & PageRequest, operatorId: number): Promise<Paginated<AdminWorkOrderRow>> {
      const { page, page_size, ...filter } = query;
      const found = await repos.workOrders.list(workOrdersFilter(filter, operatorId), { page, page_size });
      const sns = await repos.workOrders.parcelSns(found.list.map((row) => row.id));
      return { ...found, list: found.list.map((row) => rowOf(row, sns.get(row.id) ?? [])) };
    },

    /** The work order as 客服 sees it; opening it marks the merchant's messages read for 客服. */
    async open(id: number): Promise<AdminWorkOrderDetail> {
      const row = await repos.workOrders.find(id);
      if (!row) throw new NotFoundError(WorkOrderMessages.notFound);
      await repos.workOrders.update(id, { operator_read_at: now() });
      return detail(id);
    },

    /** Takes the work order (from whoever had it): 待处理 becomes 处理中. Refused once it ended. */
    async claim(id: number, ctx: WriteContext): Promise<AdminWorkOrderDetail> {
      const operatorId = operatorIdOf(ctx);
      const at = now();
      await repos.transaction(async () => {
        const row = await locked(id);
        if (isEnded(row.status)) throw refuse(WorkOrderMessages.alreadyEnded);
        const status: WorkOrderStatus = row.status === 'pending' ? 'processing' : row.status;
        await repos.workOrders.update(id, { assignee_id: operatorId, claimed_at: at, status, updated_at: at });
        await audit.record({ ...ctx, action: 'work_order.claim', entity: 'work_order', entityId: id, before: brief(row), after: { ...brief(row), status, assignee_id: operatorId } });
      });
      return detail(id);
    },

    /**
     * 客服's reply: the message with its pictures, the status it chose (待商家回复 by default), the first
     * reply's moment and author if none yet, the work order claimed by the replier if nobody had, and the
     * merchant's notification. Refused once it ended (change its status first).
     */
    async reply(id: number, body: { content: string; attachment_ids: number[]; status?: WorkOrderStatus }, ctx: WriteContext): Promise<AdminWorkOrderDetail> {
      const operatorId = operatorIdOf(ctx);
      const at = now();
      await repos.transaction(async () => {
        const row = await locked(id);
        if (isEnded(row.status)) throw refuse(WorkOrderMessages.alreadyEnded);
        const status = body.status ?? 'awaiting_merchant';
        const messageId = await repos.workOrders.addMessage({ work_order_id: id, author: 'operator', operator_id: operatorId, content: body.content, created_at: at });
        await attachPictures(repos, { kind: 'operator', id: operatorId }, body.attachment_ids, id, messageId);
        await repos.workOrders.update(id, {
          status,
          ...endMoments(row.status, status, at, row),
          ...(row.first_reply_at === null ? { first_reply_at: at, first_reply_by: operatorId } : {}),
          ...(row.assignee_id === null ? { assignee_id: operatorId, claimed_at: at } : {}),
          last_operator_at: at,
          // replying, 客服 has seen what the merchant wrote before
          operator_read_at: at,
          updated_at: at,
        });
        await notifications.workOrderReplied(row.user_id, { id, sn: workOrderSn(row) });
        await audit.record({
          ...ctx,
          action: 'work_order.reply',
          entity: 'work_order',
          entityId: id,
          before: brief(row),
          after: { ...brief(row), status, message_id: messageId, attachment_ids: body.attachment_ids, content: body.content },
        });
      });
      return detail(id);
    },

    /** Sets the status (ending it, or opening it again); the conversation says so. */
    async setStatus(id: number, status: WorkOrderStatus, ctx: WriteContext): Promise<AdminWorkOrderDetail> {
      operatorIdOf(ctx);
      const at = now();
      await repos.transaction(async () => {
        const row = await locked(id);
        if (row.status === status) throw refuse(WorkOrderMessages.statusUnchanged);
        await repos.workOrders.addMessage({ work_order_id: id, author: 'system', operator_id: null, content: `客服将工单状态改为「${WORK_ORDER_STATUSES[status]}」`, created_at: at });
        await repos.workOrders.update(id, { status, ...endMoments(row.status, status, at, row), updated_at: at });
        await audit.record({ ...ctx, action: 'work_order.status', entity: 'work_order', entityId: id, before: brief(row), after: { ...brief(row), status } });
      });
      return detail(id);
    },

    /** A picture for a reply not sent yet. */
    /** An operator's reply picture, audited (work_order.attachment) in the transaction that records it. */
    upload(data: string, ctx: WriteContext): Promise<AdminWorkOrderAttachment> {
      return attachments.upload({ kind: 'operator', id: operatorIdOf(ctx) }, data, (id, picture) =>
        audit.record({ ...ctx, action: 'work_order.attachment', entity: 'work_order_attachment', entityId: id, after: picture }),
      );
    },

    /** The dashboard's 客服 times over the last WORK_ORDER_STATS_DAYS China days, today included. */
    async stats(): Promise<AdminWorkOrderStats> {
      const since = new Date(chinaDayStart(chinaDayNumber(now()) - (WORK_ORDER_STATS_DAYS - 1)));
      const [counts, operators] = await Promise.all([repos.workOrders.openCounts(), repos.workOrders.operatorStats(since)]);
      const round = (minutes: number | null) => (minutes === null ? null : Math.round(Number(minutes) * 10) / 10);
      return {
        days: WORK_ORDER_STATS_DAYS,
        ...counts,
        operators: operators.map((row) => ({
          operator_id: row.operator_id,
          operator_name: row.operator_name,
          replied: Number(row.replied),
          avg_first_reply_minutes: round(row.avg_first_reply_minutes),
          resolved: Number(row.resolved),
          avg_resolution_minutes: round(row.avg_resolution_minutes),
        })),
      };
    },
  };
}

export type AdminWorkOrderService = ReturnType<typeof adminWorkOrderService>;
