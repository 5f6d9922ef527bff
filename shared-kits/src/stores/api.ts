import type { AuthInfoQuery, AuthLinks, Paginated, StoreListItem, StoreListQuery, StoreOption, SyncBody, SyncStatus } from 'shared-contracts';
import { api } from 'shared-contracts/app';

/**
 * The shop calls (SPEC §7 user/store …, gift/auth …) every package that handles authorised shops reads:
 * the shop-management page (remote-usercenter) and the purchase dialog's 授权店铺 tab (remote-purchase).
 * Everything a shop's state changes is tagged 'Shop': registering one (auth info), deleting one and a
 * finished sync refetch the list, the options and any other 'Shop' list (the authorised orders).
 */
export const shopsApi = api.injectEndpoints({
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (b) => ({
    /** GET /api/user/store/options?platform=: the caller's shops of one platform (the shop selector). */
    storeOptions: b.query<StoreOption[], number>({
      query: (platform) => ({ url: '/user/store/options', params: { platform } }),
      extraOptions: { silent: true },
      providesTags: [{ type: 'Shop', id: 'OPTIONS' }],
    }),
    /** GET /api/user/store/list: the shop-management page's table. */
    storeList: b.query<Paginated<StoreListItem>, StoreListQuery>({
      query: (params) => ({ url: '/user/store/list', params: { ...params } }),
      extraOptions: { silent: true },
      providesTags: [{ type: 'Shop', id: 'LIST' }],
    }),
    /** DELETE /api/user/store: the shop and its synced orders. */
    deleteStore: b.mutation<null, number>({
      query: (id) => ({ url: '/user/store', method: 'DELETE', body: { id } }),
      invalidatesTags: ['Shop'],
    }),
    /** GET /api/gift/auth/links: per platform key, the authorisation page and the service's shop. */
    authLinks: b.query<AuthLinks, void>({
      query: () => '/gift/auth/links',
      extraOptions: { silent: true },
    }),
    /** GET /api/gift/auth/info: registers (or renews) the shop the platform's callback names. */
    authInfo: b.mutation<StoreListItem, AuthInfoQuery>({
      query: (params) => ({ url: '/gift/auth/info', params: { ...params } }),
      invalidatesTags: ['Shop'],
    }),
    /** POST /api/gift/auth/order/sync: starts a sync job of the shop's orders in a time range. */
    syncStart: b.mutation<SyncStatus, SyncBody>({
      query: (body) => ({ url: '/gift/auth/order/sync', method: 'POST', body }),
      extraOptions: { silent: true },
    }),
    /** GET /api/gift/auth/order/sync/status?store_id=: the poll (value 100 = done; a failure is a non-zero code). */
    syncStatus: b.query<SyncStatus, number>({
      query: (store_id) => ({ url: '/gift/auth/order/sync/status', params: { store_id } }),
      extraOptions: { silent: true, background: true },
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useStoreOptionsQuery,
  useStoreListQuery,
  useLazyStoreListQuery,
  useDeleteStoreMutation,
  useAuthLinksQuery,
  useLazyAuthLinksQuery,
  useAuthInfoMutation,
  useSyncStartMutation,
  useLazySyncStatusQuery,
} = shopsApi;
