import { can } from 'shared-contracts/admin';
import { useOperator } from '../../features/operator-auth';
import { WorkOrdersList } from '../../features/work-orders';
import { RequirePermission } from '../../shared/require-permission';

/** 工单 (/admin/work-orders): workorders.read (admin, support, a 分站's operators); 认领, 回复 and 更改状态 with workorders.write. */
export function AdminWorkOrdersPage() {
  const { data: operator } = useOperator();
  return (
    <RequirePermission permission="workorders.read" what="工单">
      {(role) => (operator ? <WorkOrdersList operatorId={operator.id} canWrite={can(role, 'workorders.write')} role={role} /> : null)}
    </RequirePermission>
  );
}
