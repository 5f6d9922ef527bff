import type { GiftOrderItem, GiftOrderQuery, Paginated } from 'shared-contracts';
import { api } from 'shared-contracts/app';

/** GET /api/user/gift/order — 我的礼品: the caller's orders grouped by goods, the most recently ordered first. */
export const giftOrdersApi = api.injectEndpoints({
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (b) => ({
    giftOrders: b.query<Paginated<GiftOrderItem>, GiftOrderQuery>({
      query: (params) => ({ url: '/user/gift/order', params }),
      extraOptions: { silent: true },
      // a new order changes the sums; 加入已选 / 移除 change `selected`
      providesTags: [{ type: 'Order', id: 'LIST' }, { type: 'GiftSelected', id: 'LIST' }],
    }),
  }),
});

export const { useGiftOrdersQuery } = giftOrdersApi;
