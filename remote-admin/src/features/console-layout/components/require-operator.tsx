import type { ReactNode } from 'react';
import { routePath } from 'shared-contracts';
import type { OperatorInfo } from 'shared-contracts/admin';
import { errorMessage } from 'shared-contracts/app';
import { Navigate, useLocation } from 'shared-contracts/router';
import { Button, Spin } from 'shared-contracts/ui';
import { Result } from 'shared-contracts/ui/more';
import { useOperator } from '../../operator-auth';

interface Props {
  children: (operator: OperatorInfo) => ReactNode;
  /** The 修改初始密码 page itself: shown while the password must change (others send the operator there). */
  passwordPage?: boolean;
}

/**
 * The console's guard: not signed in (GET /api/admin/me answers 401, signed out, or a 401 on any admin
 * call) → /admin/login with this page remembered; while the initial password must change → 修改初始密码.
 */
export function RequireOperator({ children, passwordPage = false }: Props) {
  const { signedIn, data: operator, error, isFetching, refetch } = useOperator();
  const { pathname, search } = useLocation();

  if (!signedIn) return <Navigate to={`${routePath('adminLogin')}?redirect=${encodeURIComponent(pathname + search)}`} replace />;
  if (error && !operator) {
    return (
      <Result
        status="error"
        title="运营后台暂时无法加载"
        subTitle={errorMessage(error)}
        extra={
          <Button type="primary" loading={isFetching} onClick={() => void refetch()}>
            重新加载
          </Button>
        }
      />
    );
  }
  if (!operator) {
    return (
      <Spin size="large" description="正在加载运营后台…">
        <div style={{ minHeight: 240 }} />
      </Spin>
    );
  }
  if (operator.must_change_password && !passwordPage) return <Navigate to={routePath('adminPassword')} replace />;
  if (!operator.must_change_password && passwordPage) return <Navigate to={routePath('adminOverview')} replace />;
  return <>{children(operator)}</>;
}
