import type { AdminCategory, AdminCourier, AdminShop } from 'shared-contracts/admin';
import { api } from 'shared-contracts/app';

/** The catalogue's small lists, each under its own tag so a change on the 快递 / 店铺 / 分类 pages refreshes it. */
export const COURIERS_TAG = { type: 'Goods', id: 'ADMIN_COURIERS' } as const;
export const SHOPS_TAG = { type: 'Goods', id: 'ADMIN_SHOPS' } as const;
export const CATEGORIES_TAG = {
  type: 'Goods',
  id: 'ADMIN_CATEGORIES',
} as const;
/** The 商品 list (its rows carry courier and shop names). */
export const GOODS_LIST_TAG = { type: 'Goods', id: 'ADMIN_LIST' } as const;

/**
 * GET /api/admin/couriers, /shops, /categories (server/src/routes/admin/catalogue.ts): read by the 商品
 * page's filters and drawer and listed by the 快递 / 店铺 / 分类 pages, so they live here, shared.
 */
export const catalogueListsApi = api.injectEndpoints({
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (b) => ({
    adminCouriers: b.query<AdminCourier[], void>({
      query: () => '/admin/couriers',
      extraOptions: { silent: true },
      providesTags: [COURIERS_TAG],
    }),
    adminShops: b.query<AdminShop[], void>({
      query: () => '/admin/shops',
      extraOptions: { silent: true },
      providesTags: [SHOPS_TAG],
    }),
    adminCategories: b.query<AdminCategory[], void>({
      query: () => '/admin/categories',
      extraOptions: { silent: true },
      providesTags: [CATEGORIES_TAG],
    }),
  }),
});

export const { useAdminCouriersQuery, useAdminShopsQuery, useAdminCategoriesQuery } = catalogueListsApi;
