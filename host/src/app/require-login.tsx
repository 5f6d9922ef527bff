import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'shared-contracts/router';
import { openLogin, useAppDispatch, useAppSelector } from 'shared-contracts/app';
import { Button } from 'shared-contracts/ui';
import { LazyResult as Result } from './lazy-result';

/**
 * Route guard of SPEC §2.1: entry needs the user-token cookie (mirrored in `session.token`).
 * Without it the login dialog opens with this path remembered; after login the page renders here.
 */
export function RequireLogin({ children }: { children: ReactNode }) {
  const token = useAppSelector((s) => s.session.token);
  const dispatch = useAppDispatch();
  const location = useLocation();
  const here = location.pathname + location.search;

  useEffect(() => {
    if (!token) dispatch(openLogin({ redirect: here }));
  }, [token, here, dispatch]);

  if (token) return <>{children}</>;
  return (
    <Result
      status="403"
      title="请先登录"
      subTitle="登录后即可查看此页面"
      extra={
        <Button type="primary" onClick={() => dispatch(openLogin({ redirect: here }))}>
          登录 / 注册
        </Button>
      }
    />
  );
}
