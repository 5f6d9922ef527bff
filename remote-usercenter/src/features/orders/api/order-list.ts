import type { OrderListItem, OrderListQuery, Paginated } from 'shared-contracts';
import { api } from 'shared-contracts/app';

/** POST /api/user/order/list — the caller's orders, newest first, filtered (OrderListQuery). */
export const orderListApi = api.injectEndpoints({
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (b) => ({
    userOrderList: b.query<Paginated<OrderListItem>, OrderListQuery>({
      query: (body) => ({ url: '/user/order/list', method: 'POST', body }),
      extraOptions: { silent: true },
      providesTags: [{ type: 'Order', id: 'LIST' }],
    }),
  }),
});

export const { useUserOrderListQuery } = orderListApi;

/** The server's .xlsx of every order the filters match (fetched with useFileDownload, not cached). */
export const ORDER_DOWNLOAD_URL = '/user/order/download';
