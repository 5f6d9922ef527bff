import { can } from 'shared-contracts/admin';
import { Reconciliation } from '../../features/reconciliation';
import { RequirePermission } from '../../shared/require-permission';

/** 对账 (/admin/reconciliation): money.read (admin, finance); 重新对账, 补单 and 标记已处理 with money.write. */
export function AdminReconciliationPage() {
  return (
    <RequirePermission permission="money.read" what="对账">
      {(role) => <Reconciliation canWrite={can(role, 'money.write')} />}
    </RequirePermission>
  );
}
