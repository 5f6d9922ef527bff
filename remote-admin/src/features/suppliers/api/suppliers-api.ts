import type { Paginated } from 'shared-contracts';
import type {
  AdminPlatformShare,
  AdminSupplierApplicationRow,
  AdminSupplierApplicationsQuery,
  AdminSupplierApproveBody,
  AdminSupplierApproveResult,
  AdminSupplierBody,
  AdminSupplierCreated,
  AdminSupplierPerformance,
  AdminSupplierReportQuery,
  AdminSupplierRequestRow,
  AdminSupplierRequestsQuery,
  AdminSupplierRow,
  AdminSupplierSettlementRow,
  AdminSuppliersQuery,
} from 'shared-contracts/admin';
import { api } from 'shared-contracts/app';
import { GOODS_LIST_TAG, SHOPS_TAG } from '../../../shared/catalogue-lists-api';
import { SUPPLIER_SHOPS_TAG as SHOPS } from '../../../shared/supplier-shops-api';

// the 供货店铺 choices are shared with 订单与包裹
export { useAdminSupplierShopOptionsQuery } from '../../../shared/supplier-shops-api';

const ACCOUNTS = { type: 'Supplier', id: 'ADMIN_SUPPLIERS' } as const;
const APPLICATIONS = { type: 'Supplier', id: 'ADMIN_SUPPLIER_APPLICATIONS' } as const;
const REQUESTS = { type: 'Supplier', id: 'ADMIN_SUPPLIER_REQUESTS' } as const;
const REPORTS = { type: 'Supplier', id: 'ADMIN_SUPPLIER_REPORTS' } as const;

/**
 * The main console's supply side (issue 33; server/src/routes/admin/suppliers.ts and supplier-reports.ts): 供应商
 * accounts, 供应商入驻, 供货价审核 (suppliers.read / suppliers.write), 供应商结算 and 平台收益 (money.read), 发货时效
 * (suppliers.read). Refusals come back as BUSINESS (or 400) errors with the server's Chinese `msg`: the dialogs say them.
 */
export const suppliersApi = api.injectEndpoints({
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (b) => ({
    adminSuppliers: b.query<Paginated<AdminSupplierRow>, AdminSuppliersQuery>({
      query: (params) => ({ url: '/admin/suppliers', params }),
      extraOptions: { silent: true },
      providesTags: [ACCOUNTS],
    }),
    adminCreateSupplier: b.mutation<AdminSupplierCreated, AdminSupplierBody>({
      query: (body) => ({ url: '/admin/suppliers', method: 'POST', body }),
      invalidatesTags: [ACCOUNTS],
    }),
    adminSetSupplierDisabled: b.mutation<unknown, { id: number; disabled: boolean }>({
      query: ({ id, disabled }) => ({ url: `/admin/suppliers/${id}/${disabled ? 'disable' : 'enable'}`, method: 'POST', body: {} }),
      invalidatesTags: [ACCOUNTS],
    }),
    adminSupplierApplications: b.query<Paginated<AdminSupplierApplicationRow>, AdminSupplierApplicationsQuery>({
      query: (params) => ({ url: '/admin/supplier-applications', params }),
      extraOptions: { silent: true },
      providesTags: [APPLICATIONS],
    }),
    adminApproveSupplierApplication: b.mutation<AdminSupplierApproveResult, { id: number; body: AdminSupplierApproveBody }>({
      query: ({ id, body }) => ({ url: `/admin/supplier-applications/${id}/approve`, method: 'POST', body }),
      // a new shop and a new account show in the other pages
      invalidatesTags: [APPLICATIONS, ACCOUNTS, SHOPS, SHOPS_TAG, REPORTS],
    }),
    adminRejectSupplierApplication: b.mutation<unknown, { id: number; reason: string }>({
      query: ({ id, reason }) => ({ url: `/admin/supplier-applications/${id}/reject`, method: 'POST', body: { reason } }),
      invalidatesTags: [APPLICATIONS],
    }),
    adminSupplierRequests: b.query<Paginated<AdminSupplierRequestRow>, AdminSupplierRequestsQuery>({
      query: (params) => ({ url: '/admin/supplier-requests', params }),
      extraOptions: { silent: true },
      providesTags: [REQUESTS],
    }),
    adminApproveSupplierRequest: b.mutation<unknown, number>({
      query: (id) => ({ url: `/admin/supplier-requests/${id}/approve`, method: 'POST', body: {} }),
      // the goods changed: 商品 asks again
      invalidatesTags: [REQUESTS, GOODS_LIST_TAG],
    }),
    adminRejectSupplierRequest: b.mutation<unknown, { id: number; reason: string }>({
      query: ({ id, reason }) => ({ url: `/admin/supplier-requests/${id}/reject`, method: 'POST', body: { reason } }),
      invalidatesTags: [REQUESTS],
    }),
    adminSupplierSettlement: b.query<Paginated<AdminSupplierSettlementRow>, { page: number; page_size: number }>({
      query: (params) => ({ url: '/admin/supplier-settlement', params }),
      extraOptions: { silent: true },
      providesTags: [REPORTS],
    }),
    adminSupplierPerformance: b.query<AdminSupplierPerformance, AdminSupplierReportQuery>({
      query: (params) => ({ url: '/admin/supplier-performance', params }),
      extraOptions: { silent: true },
      providesTags: [REPORTS],
    }),
    adminPlatformShare: b.query<AdminPlatformShare, AdminSupplierReportQuery>({
      query: (params) => ({ url: '/admin/finance/platform-share', params }),
      extraOptions: { silent: true },
      providesTags: [REPORTS],
    }),
  }),
});

export const {
  useAdminSuppliersQuery,
  useAdminCreateSupplierMutation,
  useAdminSetSupplierDisabledMutation,
  useAdminSupplierApplicationsQuery,
  useAdminApproveSupplierApplicationMutation,
  useAdminRejectSupplierApplicationMutation,
  useAdminSupplierRequestsQuery,
  useAdminApproveSupplierRequestMutation,
  useAdminRejectSupplierRequestMutation,
  useAdminSupplierSettlementQuery,
  useAdminSupplierPerformanceQuery,
  useAdminPlatformShareQuery,
} = suppliersApi;
