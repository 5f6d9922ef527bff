import type { CallRes } from 'shared-contracts';
import { api } from 'shared-contracts/app';

/** The catalogue's supplier-shop reads (SPEC §7 Storefront): the goods list's filter options and a shop's header. Silent. */
export const shopsApi = api.injectEndpoints({
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (b) => ({
    shopOptions: b.query<CallRes<'GET /api/gift/shop/options'>, void>({
      query: () => ({ url: '/gift/shop/options' }),
      extraOptions: { silent: true },
    }),
    shopDetail: b.query<CallRes<'GET /api/gift/shop/detail'>, number>({
      query: (id) => ({ url: '/gift/shop/detail', params: { id } }),
      extraOptions: { silent: true, quiet404: true },
      providesTags: (_res, _err, id) => [{ type: 'Shop', id }],
    }),
  }),
});

export const { useShopOptionsQuery, useShopDetailQuery } = shopsApi;
