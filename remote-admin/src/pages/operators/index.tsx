import { OperatorsList } from '../../features/operators';
import { RequirePermission } from '../../shared/require-permission';
import { useOperator } from '../../features/operator-auth';

/** 操作员 (/admin/operators): only for roles holding 'operators.manage' (admin). */
export function AdminOperatorsPage() {
  const { data: operator } = useOperator();
  return (
    <RequirePermission permission="operators.manage" what="操作员">
      {() => <OperatorsList selfId={operator?.id ?? 0} />}
    </RequirePermission>
  );
}
