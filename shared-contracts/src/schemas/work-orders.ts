/**
 * 工单管理 and 消息 (issue 21), the merchant's side: work orders about their parcels, the conversation with
 * 客服, the pictures they attach, and their notifications. The types in ../work-orders.ts are inferred
 * from these schemas; the server validates and documents with them.
 */
import { z } from 'zod';
import { safeString } from '../rules/safe-text';
import {
  NOTIFICATION_KINDS,
  WORK_ORDER_ATTACHMENTS_MAX,
  WORK_ORDER_CONTENT_MAX,
  WORK_ORDER_PARCELS_MAX,
  WORK_ORDER_STATUSES,
  WORK_ORDER_TYPES,
  WorkOrderMessages,
  type NotificationKind,
  type WorkOrderStatus,
  type WorkOrderType,
} from '../work-order-texts';
import { pageOf, pageQuery, recordId, yuan } from './common';

const types = Object.keys(WORK_ORDER_TYPES) as [WorkOrderType, ...WorkOrderType[]];
const statuses = Object.keys(WORK_ORDER_STATUSES) as [WorkOrderStatus, ...WorkOrderStatus[]];
const kinds = Object.keys(NOTIFICATION_KINDS) as [NotificationKind, ...NotificationKind[]];

export const workOrderType = z.enum(types, { error: WorkOrderMessages.typeRequired });
export const workOrderStatus = z.enum(statuses, { error: '工单状态不正确' });

/** What a person types in a work order (a new one or a reply): 1 to 2000 characters. */
export const workOrderContent = safeString({ error: WorkOrderMessages.contentRequired })
  .trim()
  .min(1, { error: WorkOrderMessages.contentRequired })
  .max(WORK_ORDER_CONTENT_MAX, { error: WorkOrderMessages.contentTooLong });

/** Pictures uploaded before (POST …/attachment), by id: at most 6, each once. */
export const attachmentIds = z
  .array(recordId('图片不正确'), { error: '图片不正确' })
  .max(WORK_ORDER_ATTACHMENTS_MAX, { error: WorkOrderMessages.tooManyImages })
  .refine((ids) => new Set(ids).size === ids.length, { error: '图片重复' })
  .default([]);

/** A picture upload (user or operator): the file's name (shown only) and its bytes as base64. */
export const workOrderAttachmentBody = z.object({
  name: safeString({ error: '文件名不正确' }).trim().min(1, { error: '文件名不正确' }).max(200, { error: '文件名不正确' }),
  data: z.string({ error: WorkOrderMessages.imageEmpty }).min(1, { error: WorkOrderMessages.imageEmpty }),
});

/** An uploaded picture as a page shows it: `url` is signed (only its owner and operators are given it) and works for an hour. */
export const workOrderAttachment = z.object({
  id: z.number().int(),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
});

/** POST /api/user/work-order: parcels by 包裹号 or 运单号 (the merchant's own), at least one. */
export const workOrderCreateBody = z.object({
  type: workOrderType,
  content: workOrderContent,
  parcels: z
    .array(safeString({ error: '包裹号不正确' }).trim().min(1, { error: '包裹号不正确' }).max(64, { error: '包裹号不正确' }), { error: WorkOrderMessages.parcelsRequired })
    .min(1, { error: WorkOrderMessages.parcelsRequired })
    .max(WORK_ORDER_PARCELS_MAX, { error: WorkOrderMessages.tooManyParcels }),
  attachment_ids: attachmentIds,
});

/** POST /api/user/work-order/reply */
export const workOrderReplyBody = z.object({
  id: recordId('工单不正确'),
  content: workOrderContent,
  attachment_ids: attachmentIds,
});

/** POST /api/user/work-order/close and /reopen; GET /api/user/work-order/detail */
export const workOrderIdBody = z.object({ id: recordId('工单不正确') });

/** GET /api/user/work-order/list */
export const workOrderListQuery = pageQuery.extend({
  status: workOrderStatus.optional(),
  type: workOrderType.optional(),
});

/** One message of a conversation: the merchant's, 客服's (an operator's name is never shown to the merchant) or the system's. */
export const workOrderMessage = z.object({
  id: z.number().int(),
  author: z.enum(['merchant', 'operator', 'system']),
  /** '客服' to the merchant; the operator's name in the console; '' for the merchant and the system */
  author_name: z.string(),
  content: z.string(),
  attachments: z.array(workOrderAttachment),
  /** China time text */
  created_at: z.string(),
});

/** A parcel of the work order, with what after-sales needs to see of it. */
export const workOrderParcel = z.object({
  id: z.number().int(),
  parcel_sn: z.string(),
  waybill_code: z.string(),
  express_name: z.string(),
  goods_name: z.string(),
  consignee: z.string(),
  track_state: z.string(),
  track_state_name: z.string(),
  /** yuan, null when not compensated */
  compensation: yuan.nullable(),
});

/** A row of the merchant's list. */
export const workOrderItem = z.object({
  id: z.number().int(),
  /** GD + yymmdd + id, what the merchant and 客服 quote */
  work_order_sn: z.string(),
  type: workOrderType,
  type_name: z.string(),
  status: workOrderStatus,
  status_name: z.string(),
  /** the first message's start */
  summary: z.string(),
  parcel_sns: z.array(z.string()),
  /** a reply from 客服 the merchant has not opened yet */
  unread: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});

/** GET /api/user/work-order/detail: the order, its parcels and the whole conversation (opening it marks it read). */
export const workOrderDetail = workOrderItem.extend({
  parcels: z.array(workOrderParcel),
  messages: z.array(workOrderMessage),
  /** what the merchant may do now */
  can_reply: z.boolean(),
  can_close: z.boolean(),
  can_reopen: z.boolean(),
  /** China time text until which 重新打开 works ('' when open) */
  reopen_until: z.string(),
});

export const workOrderList = pageOf(workOrderItem);

/** GET /api/user/work-order/unread: the menu badge. */
export const unreadCounts = z.object({ work_orders: z.number().int(), notifications: z.number().int() });

/** One notification (消息). */
export const notification = z.object({
  id: z.number().int(),
  kind: z.enum(kinds),
  kind_name: z.string(),
  title: z.string(),
  content: z.string(),
  /** a path inside the site to see more ('' when none) */
  link: z.string(),
  read: z.boolean(),
  created_at: z.string(),
});

/** GET /api/user/notification/list */
export const notificationListQuery = pageQuery.extend({
  unread: z
    .enum(['0', '1'], { error: '筛选条件不正确' })
    .optional()
    .transform((v) => (v === undefined ? undefined : v === '1')),
});
export const notificationList = pageOf(notification);

/** POST /api/user/notification/read: the given ones, or every one when `ids` is absent (全部已读). */
export const notificationReadBody = z.object({
  ids: z.array(recordId('消息不正确')).max(100, { error: '一次最多 100 条' }).optional(),
});

/** GET /api/files/work-order/:id — the signed address an attachment's `url` holds. */
export const attachmentFileParams = z.object({ id: recordId('图片不存在') });
export const attachmentFileQuery = z.object({
  expires: z.coerce.number<number>({ error: '链接已失效' }).int({ error: '链接已失效' }).positive({ error: '链接已失效' }),
  signature: safeString({ error: '链接已失效' }).regex(/^[A-Za-z0-9_-]{43}$/, { error: '链接已失效' }),
});
