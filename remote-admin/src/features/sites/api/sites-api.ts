import type { Paginated } from 'shared-contracts';
import type { AdminMainSite, AdminMainSiteBody, AdminSites, AdminSubstation, AdminSubstationApplication, AdminSubstationBody } from 'shared-contracts/admin';
import { api } from 'shared-contracts/app';

const SITES = { type: 'Home', id: 'ADMIN_SITES' } as const;

/**
 * The console's 站点与分站 calls (server/src/routes/admin/sites.ts, permission substations.write).
 * Refusals come back as BUSINESS (or 400) errors with the server's Chinese `msg`: the components say them.
 */
export const sitesApi = api.injectEndpoints({
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (b) => ({
    adminSites: b.query<AdminSites, void>({
      query: () => '/admin/sites',
      extraOptions: { silent: true },
      providesTags: [SITES],
    }),
    adminSaveMainSite: b.mutation<AdminMainSite, AdminMainSiteBody>({
      query: (body) => ({ url: '/admin/sites/main', method: 'PUT', body }),
      invalidatesTags: [SITES],
    }),
    adminCreateSubstation: b.mutation<AdminSubstation, AdminSubstationBody>({
      query: (body) => ({ url: '/admin/sites', method: 'POST', body }),
      invalidatesTags: [SITES],
    }),
    adminUpdateSubstation: b.mutation<AdminSubstation, { id: number; body: AdminSubstationBody }>({
      query: ({ id, body }) => ({ url: `/admin/sites/${id}`, method: 'PUT', body }),
      invalidatesTags: [SITES],
    }),
    adminDeleteSubstation: b.mutation<unknown, number>({
      query: (id) => ({ url: `/admin/sites/${id}`, method: 'DELETE' }),
      invalidatesTags: [SITES],
    }),
    adminSubstationApplications: b.query<Paginated<AdminSubstationApplication>, { page: number; page_size: number }>({
      query: (params) => ({ url: '/admin/sites/applications', params }),
      extraOptions: { silent: true },
    }),
  }),
});

export const {
  useAdminSitesQuery,
  useAdminSaveMainSiteMutation,
  useAdminCreateSubstationMutation,
  useAdminUpdateSubstationMutation,
  useAdminDeleteSubstationMutation,
  useAdminSubstationApplicationsQuery,
} = sitesApi;
