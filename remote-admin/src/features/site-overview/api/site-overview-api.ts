import type { SiteOverview } from 'shared-contracts/admin';
import { api } from 'shared-contracts/app';

/** GET /api/admin/site/overview: a 分站's 概览 (site.overview), counted afresh on each visit. */
export const siteOverviewApi = api.injectEndpoints({
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (b) => ({
    siteOverview: b.query<SiteOverview, void>({
      query: () => ({ url: '/admin/site/overview' }),
      extraOptions: { silent: true },
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useSiteOverviewQuery } = siteOverviewApi;
