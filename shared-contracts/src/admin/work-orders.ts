/**
 * 工单 in the console (issue 21), zod-free: the support queue, a work order with its parcels (tracks and
 * compensation) and conversation, claim / reply / status. Permissions: workorders.read for the queue and a
 * work order, workorders.write for claim, reply, status and picture uploads (admin, support). Every write
 * is audited (work_order.claim, work_order.reply, work_order.status). Times are China time texts.
 */
import type { ParcelTrack } from '../orders';
import type { WorkOrderAttachment, WorkOrderItem, WorkOrderMessage, WorkOrderStatus, WorkOrderType } from '../work-orders';

/** GET /api/admin/work-orders */
export interface AdminWorkOrdersQuery {
  page?: number;
  page_size?: number;
  /** main-site operators: one site's members' work orders */
  site_id?: number;
  status?: WorkOrderStatus;
  /** 待处理 + 处理中 + 待商家回复 at once */
  open?: '1';
  type?: WorkOrderType;
  /** 'me' (mine), 'none' (unclaimed), or an operator id */
  assignee?: string;
  /** the merchant's whole mobile or its last 4 digits */
  mobile?: string;
  /** GD… or a parcel's 包裹号 / 运单号 */
  keyword?: string;
  /** China days, YYYY-MM-DD, both included (created) */
  start_date?: string;
  end_date?: string;
}

/** A row of the queue. */
export interface AdminWorkOrderRow extends Omit<WorkOrderItem, 'unread'> {
  user_id: number;
  /** 138****0000 */
  mobile: string;
  assignee_id: number | null;
  assignee_name: string | null;
  /** the merchant wrote since 客服 last opened it */
  unread: boolean;
  /** China time text of the first 客服 reply, '' when none yet */
  first_reply_at: string;
  /** the member's site (issue 32): a 分站 answers its members first; main-site support sees them all */
  site_id: number;
  site_name: string;
}

/** A parcel of the work order as 客服 sees it: its track and any compensation. */
export interface AdminWorkOrderParcel {
  id: number;
  parcel_sn: string;
  goods_name: string;
  consignee: string;
  /** yuan paid for the parcel */
  price: number;
  track: ParcelTrack;
  compensation: { amount: number; reason: string; created_at: string } | null;
}

/** GET /api/admin/work-orders/:id (opening it marks the merchant's messages read for 客服). */
export interface AdminWorkOrderDetail extends AdminWorkOrderRow {
  username: string;
  parcels: AdminWorkOrderParcel[];
  messages: WorkOrderMessage[];
  resolved_at: string;
}

/** POST /api/admin/work-orders/:id/reply — the status it moves to (default 待商家回复). */
export interface AdminWorkOrderReplyBody {
  content: string;
  attachment_ids?: number[];
  status?: WorkOrderStatus;
}

/** POST /api/admin/work-orders/:id/status */
export interface AdminWorkOrderStatusBody {
  status: WorkOrderStatus;
}

export type AdminWorkOrderAttachment = WorkOrderAttachment;

/** How many days the dashboard's 客服 times cover, today included. */
export const WORK_ORDER_STATS_DAYS = 30;

/** GET /api/admin/dashboard/work-orders: 客服 response times per operator over the last WORK_ORDER_STATS_DAYS days. */
export interface AdminWorkOrderStats {
  days: number;
  /** open work orders now, and those nobody claimed */
  open: number;
  unclaimed: number;
  operators: {
    operator_id: number;
    operator_name: string;
    /** work orders first answered by this operator in the period, and the mean minutes from opening to that reply */
    replied: number;
    avg_first_reply_minutes: number | null;
    /** work orders of theirs ended (已完成 / 已关闭) in the period, and the mean minutes from opening to the end */
    resolved: number;
    avg_resolution_minutes: number | null;
  }[];
}
