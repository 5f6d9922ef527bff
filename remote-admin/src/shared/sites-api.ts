import type { AdminSiteOption, AdminSites } from 'shared-contracts/admin';
import { api } from 'shared-contracts/app';

/** The sites' tag: a change in 站点与分站 (or a 分站 opened from 分站申请) refreshes every reader. */
export const SITES_TAG = { type: 'Home', id: 'ADMIN_SITES' } as const;

/**
 * GET /api/admin/sites (server/src/routes/admin/sites.ts, substations.write), edited by 站点与分站 and 分站申请, and
 * GET /api/admin/site-options (every operator), the main console's 站点 filters' choices (订单与包裹, 用户, 工单, 提现审核).
 */
export const sitesListApi = api.injectEndpoints({
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (b) => ({
    adminSites: b.query<AdminSites, void>({
      query: () => '/admin/sites',
      extraOptions: { silent: true },
      providesTags: [SITES_TAG],
    }),
    adminSiteOptions: b.query<AdminSiteOption[], void>({
      query: () => '/admin/site-options',
      extraOptions: { silent: true },
      providesTags: [SITES_TAG],
    }),
  }),
});

export const { useAdminSitesQuery, useAdminSiteOptionsQuery } = sitesListApi;
