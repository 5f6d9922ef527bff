import type { Paginated } from 'shared-contracts';
import type { AdminSubstationApplication, ApplicationStatus, SubstationApplicationBody, SubstationOpenBody, SubstationOpenResult } from 'shared-contracts/admin';
import { api } from 'shared-contracts/app';
import { SITES_TAG } from '../../../shared/sites-api';

const LIST = { type: 'Home', id: 'ADMIN_SITE_APPLICATIONS' } as const;

export interface ApplicationsQuery {
  page: number;
  page_size: number;
  status?: ApplicationStatus;
}

/**
 * The console's 分站申请 calls (server/src/routes/admin/sites.ts, substations.write): the applications sent from
 * 分站加盟, their status and note, and 开通 (creates the 分站 and its owner, so 站点与分站 is asked again). Refusals
 * come back as BUSINESS (or 400) errors with the server's Chinese `msg`: the dialogs say them.
 */
export const applicationsApi = api.injectEndpoints({
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (b) => ({
    adminSiteApplications: b.query<Paginated<AdminSubstationApplication>, ApplicationsQuery>({
      query: (params) => ({ url: '/admin/sites/applications', params }),
      extraOptions: { silent: true },
      providesTags: [LIST],
    }),
    adminUpdateSiteApplication: b.mutation<unknown, { id: number; body: SubstationApplicationBody }>({
      query: ({ id, body }) => ({ url: `/admin/sites/applications/${id}`, method: 'PUT', body }),
      invalidatesTags: [LIST],
    }),
    adminOpenSiteApplication: b.mutation<SubstationOpenResult, { id: number; body: SubstationOpenBody }>({
      query: ({ id, body }) => ({ url: `/admin/sites/applications/${id}/open`, method: 'POST', body }),
      invalidatesTags: [LIST, SITES_TAG],
    }),
  }),
});

export const { useAdminSiteApplicationsQuery, useAdminUpdateSiteApplicationMutation, useAdminOpenSiteApplicationMutation } = applicationsApi;
