import type { Paginated } from 'shared-contracts';
import type {
  AdminBulkResult,
  AdminGoods,
  AdminGoodsBody,
  AdminGoodsImportBody,
  AdminGoodsPriceBody,
  AdminGoodsQuery,
  AdminGoodsShelfBody,
  AdminImportResult,
} from 'shared-contracts/admin';
import { api } from 'shared-contracts/app';
import { GOODS_LIST_TAG as LIST } from '../../../shared/catalogue-lists-api';

// the courier, shop and category lists the 商品 page reads are shared with their own pages
export { useAdminCategoriesQuery, useAdminCouriersQuery, useAdminShopsQuery } from '../../../shared/catalogue-lists-api';

/**
 * The console's 商品 calls (server/src/routes/admin/catalogue.ts). Refusals come back as the base query's
 * BUSINESS errors with the server's Chinese `msg`: the components say them.
 */
export const goodsApi = api.injectEndpoints({
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (b) => ({
    adminGoodsList: b.query<Paginated<AdminGoods>, AdminGoodsQuery>({
      query: (params) => ({ url: '/admin/goods', params }),
      extraOptions: { silent: true },
      providesTags: [LIST],
    }),
    adminCreateGoods: b.mutation<AdminGoods, AdminGoodsBody>({
      query: (body) => ({ url: '/admin/goods', method: 'POST', body }),
      invalidatesTags: [LIST],
    }),
    adminUpdateGoods: b.mutation<AdminGoods, { id: number; body: Partial<AdminGoodsBody> }>({
      query: ({ id, body }) => ({ url: `/admin/goods/${id}`, method: 'PUT', body }),
      invalidatesTags: [LIST],
    }),
    adminGoodsShelf: b.mutation<AdminBulkResult, AdminGoodsShelfBody>({
      query: (body) => ({ url: '/admin/goods/shelf', method: 'POST', body }),
      invalidatesTags: [LIST],
    }),
    adminGoodsPrice: b.mutation<AdminBulkResult, AdminGoodsPriceBody>({
      query: (body) => ({ url: '/admin/goods/price', method: 'POST', body }),
      invalidatesTags: [LIST],
    }),
    adminGoodsImport: b.mutation<AdminImportResult, AdminGoodsImportBody>({
      query: (body) => ({ url: '/admin/goods/import', method: 'POST', body }),
      invalidatesTags: [LIST],
    }),
  }),
});

export const {
  useAdminGoodsListQuery,
  useAdminCreateGoodsMutation,
  useAdminUpdateGoodsMutation,
  useAdminGoodsShelfMutation,
  useAdminGoodsPriceMutation,
  useAdminGoodsImportMutation,
} = goodsApi;
