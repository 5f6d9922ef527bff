import type { CallReq, CallRes } from 'shared-contracts';
import { api } from 'shared-contracts/app';

export type TopKind = 'sale' | 'collect' | 'new' | 'recommend';

/**
 * The goods reads (SPEC §7 Storefront) of the goods list, the home page's rankings and the goods detail; shared
 * by the catalogue, the home page and the favourite toggle, which patches their cached answers (./favourites.ts).
 * Silent: pages show skeletons instead of the global mask. Every cache entry names the goods it holds, so a
 * favourite toggle can patch exactly those entries.
 */
export const goodsApi = api.injectEndpoints({
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (b) => ({
    goodsList: b.query<CallRes<'GET /api/gift/goods/list'>, CallReq<'GET /api/gift/goods/list'>>({
      query: (params) => ({ url: '/gift/goods/list', params }),
      extraOptions: { silent: true },
      providesTags: (res) => [{ type: 'Goods', id: 'LIST' }, ...(res?.list ?? []).map((g) => ({ type: 'Goods' as const, id: g.goods_id }))],
    }),
    goodsTop: b.query<CallRes<'GET /api/gift/goods/top/sale'>, TopKind>({
      query: (kind) => ({ url: `/gift/goods/top/${kind}` }),
      extraOptions: { silent: true },
      providesTags: (res) => [{ type: 'Goods', id: 'LIST' }, ...(res ?? []).map((g) => ({ type: 'Goods' as const, id: g.goods_id }))],
    }),
    goodsDetail: b.query<CallRes<'GET /api/gift/goods/detail'>, number>({
      query: (goods_id) => ({ url: '/gift/goods/detail', params: { goods_id } }),
      extraOptions: { silent: true, quiet404: true },
      providesTags: (_res, _err, id) => [{ type: 'Goods', id }],
    }),
  }),
});

export const { useGoodsListQuery, useGoodsTopQuery, useGoodsDetailQuery } = goodsApi;
