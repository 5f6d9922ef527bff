import { CommissionsList } from '../../features/commissions';
import { RequirePermission } from '../../shared/require-permission';

/** 佣金记录 (/admin/commissions): money.read (admin, finance), read only. */
export function AdminCommissionsPage() {
  return <RequirePermission permission="money.read" what="佣金记录">{() => <CommissionsList />}</RequirePermission>;
}
