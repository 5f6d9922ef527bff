import { can } from 'shared-contracts/admin';
import { WithdrawalsList } from '../../features/withdrawals';
import { RequirePermission } from '../../shared/require-permission';

/** 提现审核 (/admin/withdrawals): money.read (admin, finance); 通过 / 驳回 with money.write. */
export function AdminWithdrawalsPage() {
  return (
    <RequirePermission permission="money.read" what="提现审核">
      {(role) => <WithdrawalsList canWrite={can(role, 'money.write')} role={role} />}
    </RequirePermission>
  );
}
