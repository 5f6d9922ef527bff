import { lazyWhenOpened } from '../../../app/lazy-when-opened';

/** The real-name reminder, loaded the first time a flow asks for it (`useRealNameCheck`), not with the first page. */
export const LazyRealNameReminder = lazyWhenOpened(
  () => import(/* webpackChunkName: "real-name-reminder" */ './real-name-reminder').then((m) => m.RealNameReminder),
  (s) => s.ui.realName,
);
