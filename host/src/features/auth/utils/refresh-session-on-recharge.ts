import { createAppStore, rechargeSucceeded, sessionStarted, type AppDispatch, type RootState } from 'shared-contracts/app';
import { userInfoApi } from '../api/user-info';

type StoreMiddleware = NonNullable<Parameters<typeof createAppStore>[0]>[number];

/**
 * A paid top-up may have moved the user up a group (issue 9: one payment of a group's amount): ask the server
 * for the session again and keep its group (and real-name flag) in the store, so the top bar, the user centre
 * and prices show the new group. The same person, so the api cache stays; an answer that comes after the
 * session changed hands is dropped.
 */
export const refreshSessionOnRecharge: StoreMiddleware = (store) => (next) => (action) => {
  const result = next(action);
  if (rechargeSucceeded.match(action)) void refresh(store.dispatch as AppDispatch, store.getState as () => RootState);
  return result;
};

async function refresh(dispatch: AppDispatch, getState: () => RootState): Promise<void> {
  const asked = getState().session;
  if (!asked.user || !asked.token) return;
  const { data } = await dispatch(userInfoApi.endpoints.userInfo.initiate(undefined, { forceRefetch: true, subscribe: false }));
  const now = getState().session;
  if (!data || !now.user || !now.token || now.token !== asked.token || data.user.user_id !== now.user.user_id) return;
  dispatch(sessionStarted({ ...data, token: now.token }));
}
