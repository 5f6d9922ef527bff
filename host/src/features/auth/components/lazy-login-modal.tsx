import { lazyWhenOpened } from '../../../app/lazy-when-opened';

/** The login dialog, loaded the first time it opens (`state.ui.login`). */
export const LazyLoginModal = lazyWhenOpened(
  () => import(/* webpackChunkName: "login" */ './login-modal').then((m) => m.LoginModal),
  (s) => s.ui.login.open,
);
