import type { AdminMainSite, AdminMainSiteBody, AdminSubstation, AdminSubstationBody, SubstationBusinessBody } from 'shared-contracts/admin';
import { api } from 'shared-contracts/app';
import { SITES_TAG } from '../../../shared/sites-api';

// GET /api/admin/sites is read by other pages' 站点 filters too: it lives in src/shared
export { useAdminSitesQuery } from '../../../shared/sites-api';

/**
 * The console's 站点与分站 calls (server/src/routes/admin/sites.ts, permission substations.write).
 * Refusals come back as BUSINESS (or 400) errors with the server's Chinese `msg`: the components say them.
 */
export const sitesApi = api.injectEndpoints({
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (b) => ({
    adminSaveMainSite: b.mutation<AdminMainSite, AdminMainSiteBody>({
      query: (body) => ({ url: '/admin/sites/main', method: 'PUT', body }),
      invalidatesTags: [SITES_TAG],
    }),
    adminCreateSubstation: b.mutation<AdminSubstation, AdminSubstationBody>({
      query: (body) => ({ url: '/admin/sites', method: 'POST', body }),
      invalidatesTags: [SITES_TAG],
    }),
    adminUpdateSubstation: b.mutation<AdminSubstation, { id: number; body: AdminSubstationBody }>({
      query: ({ id, body }) => ({ url: `/admin/sites/${id}`, method: 'PUT', body }),
      invalidatesTags: [SITES_TAG],
    }),
    adminDeleteSubstation: b.mutation<unknown, number>({
      query: (id) => ({ url: `/admin/sites/${id}`, method: 'DELETE' }),
      invalidatesTags: [SITES_TAG],
    }),
    /** 经营条款: 营业中 / 已停用, 成本比例, 收益冻结天数 (PUT /api/admin/sites/:id/business). */
    adminSubstationBusiness: b.mutation<AdminSubstation, { id: number; body: SubstationBusinessBody }>({
      query: ({ id, body }) => ({ url: `/admin/sites/${id}/business`, method: 'PUT', body }),
      invalidatesTags: [SITES_TAG],
    }),
  }),
});

export const { useAdminSaveMainSiteMutation, useAdminCreateSubstationMutation, useAdminUpdateSubstationMutation, useAdminDeleteSubstationMutation, useAdminSubstationBusinessMutation } = sitesApi;
