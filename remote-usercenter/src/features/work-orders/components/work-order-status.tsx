import { WORK_ORDER_STATUSES, type WorkOrderStatus } from 'shared-contracts';
import { Tag } from 'shared-contracts/ui';

/** 状态 colours: waiting for the merchant stands out, 处理中 in progress, 已完成 done, 已关闭 plain. */
const STATUS_COLOURS: Record<WorkOrderStatus, string> = {
  pending: 'orange',
  processing: 'processing',
  awaiting_merchant: 'error',
  done: 'success',
  closed: 'default',
};

/** A work order's 状态 as a coloured Tag. */
export function WorkOrderStatusTag({ status }: { status: WorkOrderStatus }) {
  return <Tag color={STATUS_COLOURS[status] ?? 'default'}>{WORK_ORDER_STATUSES[status] ?? status}</Tag>;
}
