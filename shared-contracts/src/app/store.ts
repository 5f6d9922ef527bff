import { combineSlices, configureStore, type Middleware } from '@reduxjs/toolkit';
import { showNotice } from 'shared-contracts/ui';
import { setupListeners } from '@reduxjs/toolkit/query';
import { api } from './api';
import { identityChanged, isSameIdentity } from './identity';
import { sessionSlice } from './session-slice';
import { notify, uiSlice } from './ui-slice';

/**
 * Slices a remote adds at run time (`injectSlice` / `useInjectedSlice` in ./lazy-slices). A remote that
 * wants them on RootState too augments this interface:
 * `declare module 'shared-contracts/app' { interface LazyLoadedSlices extends WithSlice<typeof mySlice> {} }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

/** The one root reducer: the api slice, session and UI, plus whatever slices remotes inject later. */
export const rootReducer = combineSlices(api, sessionSlice, uiSlice).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;

/** `notify` actions (the api layer's messages) are shown with showNotice; nothing else touches UI. */
const showNotices: Middleware = () => (next) => (action) => {
  if (notify.match(action)) showNotice(action.payload);
  return next(action);
};

/**
 * Identity change (login as someone else, logout, 401, a failed start-up check) empties the api cache,
 * so one user never sees another's data, then tells injected slices with `identityChanged`. Decided on
 * the session state before and after each action, not on which action it was, so it happens once
 * whoever dispatched it (login form, logout, base query); the start-up check confirming the token the
 * page already had is not a change, so it does not throw away what the page fetched meanwhile. (A
 * plain middleware rather than RTK's listener middleware: the same effect, 3 KB less in a first visit.)
 */
function identityResetMiddleware(): Middleware<object, RootState> {
  return ({ getState, dispatch }) =>
    (next) =>
    (action) => {
      const before = getState().session;
      const result = next(action);
      const after = getState().session;
      if (before !== after && !isSameIdentity(before, after)) {
        dispatch(api.util.resetApiState());
        dispatch(identityChanged());
      }
      return result;
    };
}

/** The store: built once by the host (and by a remote's standalone bootstrap). */
export function createAppStore(extraMiddleware: Middleware[] = [], preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => {
      const middleware = getDefault().concat(identityResetMiddleware(), showNotices, api.middleware);
      // spreading a Middleware[] into the tuple would type dispatch as plain Dispatch (no thunks)
      return middleware.prepend(...extraMiddleware) as unknown as typeof middleware;
    },
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
