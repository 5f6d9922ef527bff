import type { CallReq, CallRes } from 'shared-contracts';
import { api } from 'shared-contracts/app';

/** GET /api/gift/purchase/info: platforms, goods, courier and no-ship areas for the purchase dialog. */
export const purchaseInfoApi = api.injectEndpoints({
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (b) => ({
    purchaseInfo: b.query<CallRes<'GET /api/gift/purchase/info'>, CallReq<'GET /api/gift/purchase/info'>['goods_id']>({
      query: (goods_id) => ({ url: '/gift/purchase/info', params: { goods_id } }),
      extraOptions: { silent: true },
      providesTags: (_res, _err, id) => [{ type: 'Goods', id }],
    }),
  }),
});

export const { usePurchaseInfoQuery } = purchaseInfoApi;
