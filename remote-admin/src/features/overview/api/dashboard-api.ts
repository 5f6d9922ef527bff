import type { AdminDashboard, AdminWorkOrderStats } from 'shared-contracts/admin';
import { api } from 'shared-contracts/app';

/** GET /api/admin/dashboard: 概览's figures (every role), counted afresh on each visit. */
export const dashboardApi = api.injectEndpoints({
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (b) => ({
    adminDashboard: b.query<AdminDashboard, void>({
      query: () => ({ url: '/admin/dashboard' }),
      extraOptions: { silent: true },
      keepUnusedDataFor: 0,
    }),
    /** GET /api/admin/dashboard/work-orders: 客服工单's figures and times per operator (workorders.read). */
    adminDashboardWorkOrders: b.query<AdminWorkOrderStats, void>({
      query: () => ({ url: '/admin/dashboard/work-orders' }),
      extraOptions: { silent: true },
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useAdminDashboardQuery, useAdminDashboardWorkOrdersQuery } = dashboardApi;
