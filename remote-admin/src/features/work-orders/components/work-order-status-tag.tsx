import { WORK_ORDER_STATUSES, type WorkOrderStatus } from 'shared-contracts';
import { Tag } from 'shared-contracts/ui';

/** 工单状态 colours: waiting for 客服 is a warning, with 客服 in progress, with the merchant a question, ended done or grey. */
const STATUS_COLOURS: Record<WorkOrderStatus, string> = {
  pending: 'warning',
  processing: 'processing',
  awaiting_merchant: 'purple',
  done: 'success',
  closed: 'default',
};

/** A work order's status as a coloured Tag (待处理 / 处理中 / 待商家回复 / 已完成 / 已关闭). */
export function WorkOrderStatusTag({ status }: { status: WorkOrderStatus }) {
  return <Tag color={STATUS_COLOURS[status]}>{WORK_ORDER_STATUSES[status]}</Tag>;
}
