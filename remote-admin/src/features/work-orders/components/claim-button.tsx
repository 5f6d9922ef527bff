import { WorkOrderMessages } from 'shared-contracts';
import type { AdminWorkOrderRow } from 'shared-contracts/admin';
import { Button } from 'shared-contracts/ui';
import { Popconfirm } from 'shared-contracts/ui/more';
import { runWrite } from '../../../shared/run-write';
import { useAdminWorkOrderClaimMutation } from '../api/work-orders-api';

interface ClaimButtonProps {
  order: Pick<AdminWorkOrderRow, 'id' | 'work_order_sn' | 'assignee_id' | 'assignee_name'>;
  /** the signed-in operator */
  operatorId: number;
  size?: 'small' | 'middle';
}

/**
 * 认领: the work order becomes the operator's (POST …/claim). Shown while nobody or someone else handles
 * it; taking it from someone else asks 改为由我处理？ first. Nothing when it is already the operator's.
 */
export function ClaimButton({ order, operatorId, size = 'small' }: ClaimButtonProps) {
  const [claim, { isLoading }] = useAdminWorkOrderClaimMutation();
  if (order.assignee_id === operatorId) return null;
  const run = () => runWrite(() => claim(order.id).unwrap(), WorkOrderMessages.claimed, '认领失败，请稍后再试');
  const label = `认领工单 ${order.work_order_sn}`;
  if (order.assignee_id === null)
    return (
      <Button type="link" size={size} loading={isLoading} aria-label={label} onClick={() => void run()}>
        认领
      </Button>
    );
  return (
    <Popconfirm title="改为由我处理？" description={`该工单当前由 ${order.assignee_name ?? '其他客服'} 处理`} okText="改为由我处理" cancelText="取消" onConfirm={run}>
      <Button type="link" size={size} loading={isLoading} aria-label={label}>
        认领
      </Button>
    </Popconfirm>
  );
}
