import type { AdminSupplierShopOption } from 'shared-contracts/admin';
import { api } from 'shared-contracts/app';

/** The 供货店铺 choices' tag: an approval that creates a shop refreshes every reader. */
export const SUPPLIER_SHOPS_TAG = { type: 'Supplier', id: 'ADMIN_SUPPLIER_SHOPS' } as const;

/**
 * GET /api/admin/supplier-shop-options (suppliers.read, main-site roles, issue 33): the 供货店铺 filters and forms of
 * the supplier pages and 订单与包裹's 包裹 list offer.
 */
export const supplierShopsApi = api.injectEndpoints({
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (b) => ({
    adminSupplierShopOptions: b.query<AdminSupplierShopOption[], void>({
      query: () => '/admin/supplier-shop-options',
      extraOptions: { silent: true },
      providesTags: [SUPPLIER_SHOPS_TAG],
    }),
  }),
});

export const { useAdminSupplierShopOptionsQuery } = supplierShopsApi;
