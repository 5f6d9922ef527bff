import type { CallReq, CallRes } from 'shared-contracts';
import { api } from 'shared-contracts/app';

/**
 * The 授权店铺 tab's calls (SPEC §7): the shop's synced orders (POST /api/gift/auth/order, a query: the
 * table shows its own loading, no global mask) and deliver (POST /api/gift/auth/deliver, after ordering).
 * The orders are tagged `Shop`: a finished sync and an order from a shop refresh them.
 */
export const authorisedShopApi = api.injectEndpoints({
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (b) => ({
    authOrders: b.query<CallRes<'POST /api/gift/auth/order'>, CallReq<'POST /api/gift/auth/order'>>({
      query: (body) => ({ url: '/gift/auth/order', method: 'POST', body }),
      extraOptions: { silent: true },
      providesTags: ['Shop'],
    }),
    authDeliver: b.mutation<CallRes<'POST /api/gift/auth/deliver'>, CallReq<'POST /api/gift/auth/deliver'>>({
      query: (body) => ({ url: '/gift/auth/deliver', method: 'POST', body }),
      // the parcels' 回传 state changed
      invalidatesTags: ['Package'],
    }),
  }),
});

export const { useAuthOrdersQuery, useAuthDeliverMutation } = authorisedShopApi;
