import { AuthCard } from 'shared-kits/console-frame';
import { ChangePassword, RequireSupplier } from '../../features/supplier-auth';

/** 修改密码 (/supplier-center/password): forced while the one-time password is unchanged, else from the top bar. */
export function SupplierPasswordPage() {
  return (
    <RequireSupplier passwordPage>
      {(supplier) => (
        <AuthCard title={supplier.must_change_password ? '修改初始密码' : '修改密码'} area="供应商中心">
          <ChangePassword supplier={supplier} />
        </AuthCard>
      )}
    </RequireSupplier>
  );
}
