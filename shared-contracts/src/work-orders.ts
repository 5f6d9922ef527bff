/**
 * 工单管理 and 消息 (issue 21): the constants and texts (./work-order-texts.ts) and the wire types, inferred
 * from ./schemas/work-orders.ts.
 */
import type { z } from 'zod';
import type {
  notification,
  notificationList,
  notificationListQuery,
  notificationReadBody,
  unreadCounts,
  workOrderAttachment,
  workOrderAttachmentBody,
  workOrderCreateBody,
  workOrderDetail,
  workOrderItem,
  workOrderList,
  workOrderListQuery,
  workOrderMessage,
  workOrderParcel,
  workOrderReplyBody,
} from './schemas/work-orders';

export * from './work-order-texts';

export type WorkOrderAttachment = z.infer<typeof workOrderAttachment>;
export type WorkOrderAttachmentBody = z.input<typeof workOrderAttachmentBody>;
export type WorkOrderCreateBody = z.input<typeof workOrderCreateBody>;
export type WorkOrderReplyBody = z.input<typeof workOrderReplyBody>;
export type WorkOrderListQuery = z.input<typeof workOrderListQuery>;
export type WorkOrderMessage = z.infer<typeof workOrderMessage>;
export type WorkOrderParcel = z.infer<typeof workOrderParcel>;
export type WorkOrderItem = z.infer<typeof workOrderItem>;
export type WorkOrderDetail = z.infer<typeof workOrderDetail>;
export type WorkOrderList = z.infer<typeof workOrderList>;
export type UnreadCounts = z.infer<typeof unreadCounts>;
export type Notification = z.infer<typeof notification>;
export type NotificationList = z.infer<typeof notificationList>;
export type NotificationListQuery = z.input<typeof notificationListQuery>;
export type NotificationReadBody = z.input<typeof notificationReadBody>;
