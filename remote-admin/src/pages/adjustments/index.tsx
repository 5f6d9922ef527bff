import { AdjustmentsList } from '../../features/adjustments';
import { useOperator } from '../../features/operator-auth';
import { RequirePermission } from '../../shared/require-permission';

/** 资金调整 (/admin/adjustments): for roles holding 'money.write' (admin, finance), reads and writes alike. */
export function AdminAdjustmentsPage() {
  const { data: operator } = useOperator();
  return (
    <RequirePermission permission="money.write" what="资金调整">
      {() => (operator ? <AdjustmentsList operatorId={operator.id} /> : null)}
    </RequirePermission>
  );
}
