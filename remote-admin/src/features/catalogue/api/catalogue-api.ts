import type { AdminCategory, AdminCategoryBody, AdminCourier, AdminCourierBody, AdminShop, AdminShopBody } from 'shared-contracts/admin';
import { api } from 'shared-contracts/app';
import { CATEGORIES_TAG, COURIERS_TAG, GOODS_LIST_TAG, SHOPS_TAG } from '../../../shared/catalogue-lists-api';

/**
 * The 快递 / 店铺 / 分类 pages' writes (server/src/routes/admin/catalogue.ts; the lists are in
 * src/shared/catalogue-lists-api.ts). Each refreshes its list and the 商品 list, whose rows carry the names.
 * Refusals come back as the base query's BUSINESS errors with the server's Chinese `msg`.
 */
export const catalogueApi = api.injectEndpoints({
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (b) => ({
    adminCreateCourier: b.mutation<AdminCourier, AdminCourierBody>({
      query: (body) => ({ url: '/admin/couriers', method: 'POST', body }),
      extraOptions: { silent: true },
      invalidatesTags: [COURIERS_TAG, GOODS_LIST_TAG],
    }),
    adminUpdateCourier: b.mutation<AdminCourier, { id: number; body: Partial<AdminCourierBody> }>({
      query: ({ id, body }) => ({
        url: `/admin/couriers/${id}`,
        method: 'PUT',
        body,
      }),
      extraOptions: { silent: true },
      invalidatesTags: [COURIERS_TAG, GOODS_LIST_TAG],
    }),
    adminDeleteCourier: b.mutation<Record<string, never>, number>({
      query: (id) => ({ url: `/admin/couriers/${id}`, method: 'DELETE' }),
      extraOptions: { silent: true },
      invalidatesTags: [COURIERS_TAG, GOODS_LIST_TAG],
    }),
    adminCreateShop: b.mutation<AdminShop, AdminShopBody>({
      query: (body) => ({ url: '/admin/shops', method: 'POST', body }),
      extraOptions: { silent: true },
      invalidatesTags: [SHOPS_TAG, GOODS_LIST_TAG],
    }),
    adminUpdateShop: b.mutation<AdminShop, { id: number; body: Partial<AdminShopBody> }>({
      query: ({ id, body }) => ({
        url: `/admin/shops/${id}`,
        method: 'PUT',
        body,
      }),
      extraOptions: { silent: true },
      invalidatesTags: [SHOPS_TAG, GOODS_LIST_TAG],
    }),
    adminDeleteShop: b.mutation<Record<string, never>, number>({
      query: (id) => ({ url: `/admin/shops/${id}`, method: 'DELETE' }),
      extraOptions: { silent: true },
      invalidatesTags: [SHOPS_TAG, GOODS_LIST_TAG],
    }),
    adminCreateCategory: b.mutation<AdminCategory, AdminCategoryBody>({
      query: (body) => ({ url: '/admin/categories', method: 'POST', body }),
      extraOptions: { silent: true },
      invalidatesTags: [CATEGORIES_TAG, GOODS_LIST_TAG],
    }),
    adminUpdateCategory: b.mutation<AdminCategory, { id: number; body: Partial<AdminCategoryBody> }>({
      query: ({ id, body }) => ({
        url: `/admin/categories/${id}`,
        method: 'PUT',
        body,
      }),
      extraOptions: { silent: true },
      invalidatesTags: [CATEGORIES_TAG, GOODS_LIST_TAG],
    }),
    adminDeleteCategory: b.mutation<Record<string, never>, number>({
      query: (id) => ({ url: `/admin/categories/${id}`, method: 'DELETE' }),
      extraOptions: { silent: true },
      invalidatesTags: [CATEGORIES_TAG, GOODS_LIST_TAG],
    }),
  }),
});

export const {
  useAdminCreateCourierMutation,
  useAdminUpdateCourierMutation,
  useAdminDeleteCourierMutation,
  useAdminCreateShopMutation,
  useAdminUpdateShopMutation,
  useAdminDeleteShopMutation,
  useAdminCreateCategoryMutation,
  useAdminUpdateCategoryMutation,
  useAdminDeleteCategoryMutation,
} = catalogueApi;
export { useAdminCategoriesQuery, useAdminCouriersQuery, useAdminShopsQuery } from '../../../shared/catalogue-lists-api';
