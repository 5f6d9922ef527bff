import { useEffect, type ReactNode } from 'react';
import { routePath, UserType } from 'shared-contracts';
import type { SupplierMe } from 'shared-contracts/supplier';
import { errorMessage, openLogin, useAppDispatch } from 'shared-contracts/app';
import { Navigate, useLocation } from 'shared-contracts/router';
import { Button, Spin } from 'shared-contracts/ui';
import { Result } from 'shared-contracts/ui/more';
import { useSupplier } from '../hooks/use-supplier';

interface Props {
  children: (supplier: SupplierMe) => ReactNode;
  /** The 修改密码 page itself: shown while the one-time password must change (others send the supplier there). */
  passwordPage?: boolean;
}

/**
 * The supplier centre's guard. Without a supplier token (never signed in, or a 401 on any supplier call) →
 * home, with the login dialog open and 供应商 chosen (this page remembered); after 退出 → home only. While the
 * one-time password must change → 修改密码 before anything else.
 */
export function RequireSupplier({ children, passwordPage = false }: Props) {
  const { token, signedOut, data: supplier, error, isFetching, refetch } = useSupplier();
  const { pathname, search } = useLocation();
  const dispatch = useAppDispatch();
  const here = pathname + search;

  useEffect(() => {
    if (!token && !signedOut) dispatch(openLogin({ userType: UserType.SUPPLIER, redirect: here }));
    // only when the token goes: a later change of page must not open the dialog again
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token, signedOut, dispatch]);

  if (!token) return <Navigate to="/" replace />;
  if (error && !supplier) {
    return (
      <Result
        status="error"
        title="供应商中心暂时无法加载"
        subTitle={errorMessage(error)}
        extra={
          <Button type="primary" loading={isFetching} onClick={() => void refetch()}>
            重新加载
          </Button>
        }
      />
    );
  }
  if (!supplier) {
    return (
      <Spin size="large" description="正在加载供应商中心…">
        <div style={{ minHeight: 240 }} />
      </Spin>
    );
  }
  if (supplier.must_change_password && !passwordPage) return <Navigate to={routePath('supplierPassword')} replace />;
  return <>{children(supplier)}</>;
}
