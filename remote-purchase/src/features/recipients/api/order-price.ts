import type { CallReq, CallRes } from 'shared-contracts';
import { api } from 'shared-contracts/app';

/**
 * POST /api/gift/order/price: the server prices every row (price, state, errorText) and the total.
 * Silent: the footer shows its own 计算中… while it runs after every change.
 */
export const orderPriceApi = api.injectEndpoints({
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (b) => ({
    orderPrice: b.mutation<CallRes<'POST /api/gift/order/price'>, CallReq<'POST /api/gift/order/price'>>({
      query: (body) => ({ url: '/gift/order/price', method: 'POST', body }),
      extraOptions: { silent: true },
    }),
  }),
});

export const { useOrderPriceMutation } = orderPriceApi;
