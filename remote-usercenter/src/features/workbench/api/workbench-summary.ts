import type { HomeUserSummary } from 'shared-contracts';
import { api } from 'shared-contracts/app';

/**
 * GET /api/home/user/info for the workbench: the parcel counters (待付款 / 待发货 / 已发货 / 已签收 / 异常) and the goods the
 * user orders most. Its own endpoint name (the storefront's home injects `homeUserInfo` for the same call).
 */
export const workbenchApi = api.injectEndpoints({
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (b) => ({
    workbenchSummary: b.query<HomeUserSummary, void>({
      query: () => ({ url: '/home/user/info' }),
      extraOptions: { silent: true },
      providesTags: ['Home', 'Package', 'Order'],
    }),
  }),
});

export const { useWorkbenchSummaryQuery } = workbenchApi;
