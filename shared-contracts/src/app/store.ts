import { combineReducers, configureStore, type Middleware } from '@reduxjs/toolkit';
import { showNotice } from 'shared-contracts/ui';
import { setupListeners } from '@reduxjs/toolkit/query';
import { api } from './api';
import { sessionSlice } from './session-slice';
import { notify, uiSlice } from './ui-slice';

export const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  session: sessionSlice.reducer,
  ui: uiSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** `notify` actions (the api layer's messages) are shown with showNotice; nothing else touches UI. */
const showNotices: Middleware = () => (next) => (action) => {
  if (notify.match(action)) showNotice(action.payload);
  return next(action);
};

/** The store: built once by the host (and by a remote's standalone bootstrap). */
export function createAppStore(extraMiddleware: Middleware[] = [], preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().prepend(...extraMiddleware).concat(showNotices, api.middleware),
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
