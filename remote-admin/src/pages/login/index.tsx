import { AuthCard } from 'shared-kits/console-frame';
import { OperatorLogin } from '../../features/operator-auth';

/** 运营后台登录 (/admin/login). */
export function AdminLoginPage() {
  return (
    <AuthCard title="运营后台登录" area="运营后台">
      <OperatorLogin />
    </AuthCard>
  );
}
