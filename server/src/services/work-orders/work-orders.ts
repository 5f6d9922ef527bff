import {
  WorkOrderMessages,
  fen,
  fenToYuan,
  type Paginated,
  type WorkOrderAttachment,
  type WorkOrderDetail,
  type WorkOrderItem,
  type WorkOrderStatus,
  type WorkOrderType,
} from 'shared-contracts';
import { chinaText } from 'shared-contracts/china-time';
import { fail, NotFoundError } from '../../lib/errors';
import type { PageRequest } from '../../lib/paginate';
import { TRACK_STATE_NAMES, type TrackState } from '../../providers/tracking';
import type { Repositories } from '../../repositories';
import type { WorkOrderRow } from '../../repositories/work-orders';
import { HOUR } from '../limits';
import type { NotificationService } from '../notifications/notifications';
import type { AttachmentService } from './attachments';
import { REOPEN_WITHIN_MS, endMoments, isEnded, itemOf, messagesOf, refuse, attachPictures } from './shared';

/** Work orders one merchant may open per hour: plenty for real problems, not a flood for 客服's queue. */
export const WORK_ORDER_CREATES_PER_HOUR = 20;
export const WORK_ORDER_TOO_OFTEN = '提交工单过于频繁，请稍后再试';

export interface WorkOrderCreate {
  type: WorkOrderType;
  content: string;
  parcels: string[];
  attachment_ids: number[];
}

/** Who answers a merchant's message: 处理中 when someone claimed it, else it waits in the queue (待处理). */
const reopenedStatus = (row: WorkOrderRow): WorkOrderStatus => (row.assignee_id === null ? 'pending' : 'processing');

/**
 * 工单管理, the merchant's side (issue 21): open a work order about their own parcels (by 包裹号 or 运单号)
 * with text and pictures, follow the conversation, reply, close, and reopen within WORK_ORDER_REOPEN_DAYS
 * of its end by the business clock. The statuses move as the doc comment of shared-contracts'
 * work-order-texts.ts says. Another user's work order, parcel or picture is 404; every write is one
 * transaction that holds the work order's row.
 */
export function workOrderService(deps: { repos: Repositories; attachments: AttachmentService; notifications: NotificationService; now: () => Date }) {
  const { repos, attachments, notifications, now } = deps;

  async function own(userId: number, id: number, lock = false): Promise<WorkOrderRow> {
    const row = lock ? await repos.workOrders.lock(id) : await repos.workOrders.find(id);
    if (!row || row.user_id !== userId) throw new NotFoundError(WorkOrderMessages.notFound);
    return row;
  }

  async function detail(userId: number, id: number): Promise<WorkOrderDetail> {
    const row = await own(userId, id);
    const [listed, sns, parcels, messages] = await Promise.all([
      repos.workOrders.findListed(id),
      repos.workOrders.parcelSns([id]),
      repos.workOrders.parcels(id),
      repos.workOrders.messages(id),
    ]);
    const ended = isEnded(row.status);
    const reopenBy = row.ended_at ? new Date(row.ended_at.getTime() + REOPEN_WITHIN_MS) : null;
    return {
      ...itemOf({ ...row, summary: listed?.summary ?? '' }, sns.get(id) ?? []),
      unread: false,
      parcels: parcels.map((parcel) => ({
        id: parcel.id,
        parcel_sn: parcel.parcel_sn,
        waybill_code: parcel.waybill_code,
        express_name: parcel.express_name,
        goods_name: parcel.goods_name,
        consignee: parcel.consignee,
        track_state: parcel.track_state,
        track_state_name: TRACK_STATE_NAMES[parcel.track_state as TrackState] ?? parcel.track_state,
        compensation: parcel.compensation_fen === null ? null : fenToYuan(fen(parcel.compensation_fen)),
      })),
      messages: await messagesOf(repos, attachments, messages, false),
      can_reply: !ended,
      can_close: !ended,
      can_reopen: ended && reopenBy !== null && now() <= reopenBy,
      reopen_until: ended && reopenBy ? chinaText(reopenBy) : '',
    };
  }

  /** The merchant's own message, its pictures tied to it. */
  async function say(userId: number, workOrderId: number, content: string, pictureIds: number[], at: Date): Promise<void> {
    const messageId = await repos.workOrders.addMessage({ work_order_id: workOrderId, author: 'merchant', operator_id: null, content, created_at: at });
    await attachPictures(repos, { kind: 'user', id: userId }, pictureIds, workOrderId, messageId);
  }

  return {
    async create(userId: number, body: WorkOrderCreate): Promise<WorkOrderDetail> {
      const at = now();
      const codes = [...new Set(body.parcels)];
      const id = await repos.transaction(async () => {
        // counted under a per-user lock: simultaneous requests cannot slip past the limit
        await repos.rateEvents.lock(`work-order-create:${userId}`);
        if ((await repos.workOrders.createdSince(userId, new Date(at.getTime() - HOUR))) >= WORK_ORDER_CREATES_PER_HOUR) throw fail(WORK_ORDER_TOO_OFTEN);
        const found = await repos.workOrders.ownParcelsByCode(userId, codes);
        const missing = codes.find((code) => !found.some((parcel) => parcel.parcel_sn === code || parcel.waybill_code === code));
        if (missing !== undefined) throw new NotFoundError(WorkOrderMessages.parcelNotFound(missing));
        const workOrderId = await repos.workOrders.create({
          user_id: userId,
          type: body.type,
          status: 'pending',
          assignee_id: null,
          claimed_at: null,
          first_reply_at: null,
          first_reply_by: null,
          resolved_at: null,
          ended_at: null,
          last_merchant_at: at,
          last_operator_at: null,
          merchant_read_at: at,
          operator_read_at: null,
          created_at: at,
          updated_at: at,
        });
        await repos.workOrders.addParcels(workOrderId, [...new Set(found.map((parcel) => parcel.id))]);
        await say(userId, workOrderId, body.content, body.attachment_ids, at);
        return workOrderId;
      });
      return detail(userId, id);
    },

    async list(userId: number, filter: { status?: WorkOrderStatus; type?: WorkOrderType }, page: PageRequest): Promise<Paginated<WorkOrderItem>> {
      const found = await repos.workOrders.list({ userId, status: filter.status, type: filter.type }, page);
      const sns = await repos.workOrders.parcelSns(found.list.map((row) => row.id));
      return {
        ...found,
        list: found.list.map((row) => ({
          ...itemOf(row, sns.get(row.id) ?? []),
          unread: row.last_operator_at !== null && (row.merchant_read_at === null || row.merchant_read_at < row.last_operator_at),
        })),
      };
    },

    /** The work order with its conversation; opening it marks 客服's replies (and their notification) read. */
    async open(userId: number, id: number): Promise<WorkOrderDetail> {
      await own(userId, id);
      await repos.transaction(async () => {
        await repos.workOrders.update(id, { merchant_read_at: now() });
        await notifications.workOrderOpened(userId, id);
      });
      return detail(userId, id);
    },

    /** The merchant writes again: back to 处理中 (待处理 when nobody claimed it). Refused once it ended. */
    async reply(userId: number, body: { id: number; content: string; attachment_ids: number[] }): Promise<WorkOrderDetail> {
      const at = now();
      await repos.transaction(async () => {
        const row = await own(userId, body.id, true);
        if (isEnded(row.status)) throw refuse(WorkOrderMessages.ended);
        await say(userId, row.id, body.content, body.attachment_ids, at);
        // writing back, the merchant has seen what 客服 wrote before
        await repos.workOrders.update(row.id, { status: reopenedStatus(row), last_merchant_at: at, merchant_read_at: at, updated_at: at });
      });
      return detail(userId, body.id);
    },

    async close(userId: number, id: number): Promise<WorkOrderDetail> {
      const at = now();
      await repos.transaction(async () => {
        const row = await own(userId, id, true);
        if (isEnded(row.status)) throw refuse(WorkOrderMessages.alreadyEnded);
        await repos.workOrders.addMessage({ work_order_id: id, author: 'system', operator_id: null, content: '商家已关闭工单', created_at: at });
        await repos.workOrders.update(id, { status: 'closed', ...endMoments(row.status, 'closed', at, row), updated_at: at });
      });
      return detail(userId, id);
    },

    /** Reopens an ended work order within WORK_ORDER_REOPEN_DAYS of its end (the business clock's now, end included). */
    async reopen(userId: number, id: number): Promise<WorkOrderDetail> {
      const at = now();
      await repos.transaction(async () => {
        const row = await own(userId, id, true);
        if (!isEnded(row.status) || !row.ended_at) throw refuse(WorkOrderMessages.notEnded);
        if (at.getTime() > row.ended_at.getTime() + REOPEN_WITHIN_MS) throw refuse(WorkOrderMessages.reopenExpired);
        const status = reopenedStatus(row);
        await repos.workOrders.addMessage({ work_order_id: id, author: 'system', operator_id: null, content: '商家已重新打开工单', created_at: at });
        await repos.workOrders.update(id, { status, ...endMoments(row.status, status, at, row), last_merchant_at: at, updated_at: at });
      });
      return detail(userId, id);
    },

    /** A picture for a message not sent yet (POST /api/user/work-order/attachment). */
    upload(userId: number, data: string): Promise<WorkOrderAttachment> {
      return attachments.upload({ kind: 'user', id: userId }, data);
    },
  };
}

export type WorkOrderService = ReturnType<typeof workOrderService>;
