import { lazy, Suspense, useState } from 'react';
import { useAppSelector } from 'shared-contracts/app';

const LoginModal = lazy(() => import(/* webpackChunkName: "login" */ './login-modal').then((m) => ({ default: m.LoginModal })));

/**
 * The login dialog's code (forms, rules, their antd parts) loads the first time it opens, not with the
 * first page; from then on it stays mounted and opens and closes as `state.ui.login` says.
 */
export function LazyLoginModal() {
  const open = useAppSelector((s) => s.ui.login.open);
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LoginModal />
    </Suspense>
  );
}
