import type { AdminSupplierApplicationsQuery, AdminSupplierReportQuery, AdminSupplierRequestsQuery, AdminSuppliersQuery } from 'shared-contracts/admin';
import type { SupplierApplicationStatus } from 'shared-contracts/supplier';
import { defineListParams, toPageQuery, z, type ListParams } from 'shared-kits/list-page';

const STATUSES = ['pending', 'approved', 'rejected'] as const;
type Status = (typeof STATUSES)[number];
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const shopId = z.coerce.number().int().positive().optional();

/** The status tags' colours: 待审核 orange, 已通过 green, 已驳回 gray. */
export const REVIEW_STATUS_COLOR: Record<SupplierApplicationStatus, string> = { pending: 'warning', approved: 'success', rejected: 'default' };

/** 供应商's filters in the URL: the 供货店铺 and a keyword (name, or mobile whole or its last 4 digits). */
export const suppliersListParams = defineListParams({ shop_id: shopId, keyword: z.string().trim().max(32).default('') });
export const toSuppliersQuery = (params: ListParams<{ shop_id?: number; keyword: string }>): AdminSuppliersQuery => ({
  ...toPageQuery(params),
  ...(params.shop_id ? { shop_id: params.shop_id } : {}),
  ...(params.keyword ? { keyword: params.keyword } : {}),
});

/** 供应商入驻's filter: the status, 待审核 unless told (`all` for every one). */
export const applicationsListParams = defineListParams({ status: z.enum(['all', ...STATUSES]).default('pending') });
export const toApplicationsQuery = (params: ListParams<{ status: Status | 'all' }>): AdminSupplierApplicationsQuery => ({
  ...toPageQuery(params),
  ...(params.status !== 'all' ? { status: params.status } : {}),
});

/** 供货价审核's filters: the status (待审核 unless told) and the 供货店铺. */
export const requestsListParams = defineListParams({ status: z.enum(['all', ...STATUSES]).default('pending'), shop_id: shopId });
export const toRequestsQuery = (params: ListParams<{ status: Status | 'all'; shop_id?: number }>): AdminSupplierRequestsQuery => ({
  ...toPageQuery(params),
  ...(params.status !== 'all' ? { status: params.status } : {}),
  ...(params.shop_id ? { shop_id: params.shop_id } : {}),
});

/** 供应商结算: paging only. */
export const settlementListParams = defineListParams({});

/** A report's China days in the URL (both or neither; the server's default is this month). */
export const reportListParams = defineListParams({ from: isoDate.optional(), to: isoDate.optional() });
export const toReportQuery = (params: { from?: string; to?: string }): AdminSupplierReportQuery => (params.from && params.to ? { start_date: params.from, end_date: params.to } : {});

/** The tabs of the review lists: 待审核 first, then the others and 全部. */
export const REVIEW_TABS = [
  { key: 'pending', label: '待审核' },
  { key: 'approved', label: '已通过' },
  { key: 'rejected', label: '已驳回' },
  { key: 'all', label: '全部' },
] as const;
