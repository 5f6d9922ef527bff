import { AuthCard } from 'shared-kits/console-frame';
import { RequireOperator } from '../../features/console-layout';
import { ChangeInitialPassword } from '../../features/operator-auth';

/** 修改初始密码 (/admin/password): forced while the operator's password is the initial one. */
export function AdminPasswordPage() {
  return (
    <RequireOperator passwordPage>
      {() => (
        <AuthCard title="修改初始密码" area="运营后台">
          <ChangeInitialPassword />
        </AuthCard>
      )}
    </RequireOperator>
  );
}
