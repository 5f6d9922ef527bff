// After-sales (issue 21, migration 0027): work orders, their parcels, messages and pictures, and the merchant's notifications.
import type { ColumnType, Generated } from 'kysely';
import type { NotificationKind, WorkOrderStatus, WorkOrderType } from 'shared-contracts';

export interface WorkOrdersTable {
  id: Generated<number>;
  /** the member's site (0043) */
  site_id: Generated<number>;
  user_id: number;
  type: WorkOrderType;
  status: WorkOrderStatus;
  /** the operator who claimed it */
  assignee_id: number | null;
  claimed_at: Date | null;
  first_reply_at: Date | null;
  first_reply_by: number | null;
  /** set when it became 已完成 / 已关闭, cleared on reopen */
  resolved_at: Date | null;
  ended_at: Date | null;
  last_merchant_at: Date | null;
  last_operator_at: Date | null;
  merchant_read_at: Date | null;
  operator_read_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface WorkOrderParcelsTable {
  work_order_id: number;
  parcel_id: number;
}

export interface WorkOrderMessagesTable {
  id: Generated<number>;
  work_order_id: number;
  author: 'merchant' | 'operator' | 'system';
  operator_id: number | null;
  content: string;
  created_at: Date;
}

export interface WorkOrderAttachmentsTable {
  id: Generated<number>;
  owner_kind: 'user' | 'operator';
  owner_id: number;
  work_order_id: number | null;
  message_id: number | null;
  storage_key: string;
  mime: string;
  width: number;
  height: number;
  bytes: number;
  sha256: string;
  created_at: Date;
}

/** `data` holds what the texts need (count, amount_fen, order_sn, work_order_sn …): services/notifications/texts.ts. */
export interface UserNotificationsTable {
  id: Generated<number>;
  user_id: number;
  kind: NotificationKind;
  source_key: string;
  data: ColumnType<Record<string, unknown>, string, string>;
  link: Generated<string>;
  read_at: Date | null;
  created_at: Date;
  updated_at: Date;
}
