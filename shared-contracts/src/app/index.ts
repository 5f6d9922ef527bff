/** shared-contracts/app: the one api slice, store, session and UI actions, hooks. Shared as a singleton. */
export { api, TAG_TYPES, type Api } from './api';
export { createBaseQuery, errorMessage, isApiError, resetUnauthorizedThrottle, type ApiError, type ApiExtraOptions } from './base-query';
export { isOperatorCall, operatorSessionEnded } from './operator-session';
export { isSupplierCall, readSupplierToken, supplierSessionEnded, supplierSignedIn, supplierSignedOut, writeSupplierToken } from './supplier-session';
export { sessionSlice, sessionStarted, sessionCleared, attestationChanged, readTokenCookie, writeTokenCookie, type SessionState } from './session-slice';
export {
  uiSlice,
  openLogin,
  closeLogin,
  setLoginMode,
  openPurchase,
  closePurchase,
  openRecharge,
  closeRecharge,
  openRealNameReminder,
  closeRealNameReminder,
  rechargeSucceeded,
  notify,
  loadingStarted,
  loadingFinished,
  type LoginMode,
  type NoticeLevel,
  type PurchasePreset,
  type UiState,
} from './ui-slice';
export { useRealNameCheck, useSettleRealNameCheck } from './real-name';
export { createAppStore, rootReducer, type AppStore, type AppDispatch, type RootState, type LazyLoadedSlices } from './store';
export { injectSlice, useInjectedSlice } from './lazy-slices';
export { identityChanged, isSameIdentity } from './identity';
export { useAppDispatch, useAppSelector, useCurrentUser, useIsLoggedIn, useOpenLogin, useBuyGoods, useSiteConfig } from './hooks';
export { getSiteConfig, DEFAULT_SITE_CONFIG } from './site';
export { toRouteObjects, type RouteHandle } from './route-objects';
/**
 * The Redux Toolkit pieces a feature needs, so no package imports @reduxjs/toolkit itself (lint): all of
 * them are already in this module for the store and RTK Query, so re-exporting them costs nothing (a
 * shared module is not tree-shaken: add only what is already bundled, or measure the first visit).
 */
export { createAction, createSelector, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
export { walletApi, useWalletInfoQuery, useAuthenticationQuery } from './wallet-api';
export { fetchFile, useFileDownload, NO_FILE_MESSAGE, type FetchFileOptions, type FileRequest } from './download';
export { newIdempotencyKey, outcomeUnknown, useSubmissionKey } from './submission-key';
export { useCountdown } from './use-countdown';
