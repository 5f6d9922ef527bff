/**
 * shared-kits/stores: the authorised-store kit (SPEC §2.10, §4 store sync, §7 user/store …, gift/auth …)
 * the shop-management page (remote-usercenter) and the purchase dialog's 授权店铺 tab (remote-purchase) share:
 * the shop calls injected into the one api slice ('Shop' tags), 同步订单 (range dialog, then the polled
 * progress dialog) and 添加店铺 (the platform's authorisation page, or 视频号's 关联码 dialog).
 * A shared module loaded only by the pages that use it: never part of the first visit to `/`.
 */
export {
  shopsApi,
  useStoreOptionsQuery,
  useStoreListQuery,
  useDeleteStoreMutation,
  useAuthLinksQuery,
  useLazyAuthLinksQuery,
  useAuthInfoMutation,
  useSyncStartMutation,
  useLazySyncStatusQuery,
} from './api';
export { useStoreSync, SYNC_RELOAD_DELAY_MS, type StoreSync, type StoreSyncOptions } from './use-store-sync';
export { SyncOrdersButton } from './sync-button';
export { SyncRangeDialog, defaultSyncRange, syncRangePresets, syncRangeProblem, type SyncRange } from './sync-range-dialog';
export { nextSyncProgress } from './sync-progress';
export { chinaNow, SYNC_TIME_FORMAT } from './china-now';
export {
  useAddShop,
  AddShopButton,
  AssociationCodeDialog,
  ASSOCIATION_CODE_PLATFORM,
  authorisedMessage,
  platformName,
  leavePage,
  useConnectedPlatforms,
  PLATFORM_NOT_OPEN,
  PLATFORM_NOT_OPEN_TIP,
  type AddShop,
  type AddShopOptions,
} from './add-shop';
