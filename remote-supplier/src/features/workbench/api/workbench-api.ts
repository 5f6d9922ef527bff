import type { SupplierWorkbench } from 'shared-contracts/supplier';
import { api } from 'shared-contracts/app';
import { SUPPLIER_TAGS } from '../../../shared/tags';

/** GET /api/supplier/workbench: today's parcels to ship per courier, the low-stock goods, this month's figures. */
export const workbenchApi = api.injectEndpoints({
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (b) => ({
    supplierWorkbench: b.query<SupplierWorkbench, void>({
      query: () => ({ url: '/supplier/workbench' }),
      extraOptions: { silent: true },
      providesTags: [SUPPLIER_TAGS.workbench],
    }),
  }),
});

export const { useSupplierWorkbenchQuery } = workbenchApi;
