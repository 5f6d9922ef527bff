import { APPLICATION_STATUS, type AdminSubstationApplication, type ApplicationStatus } from 'shared-contracts/admin';
import { defineListParams, toPageQuery, z, type ListParams } from 'shared-kits/list-page';
import type { ApplicationsQuery } from '../api/applications-api';

export const APPLICATION_STATUSES = Object.keys(APPLICATION_STATUS) as ApplicationStatus[];

/** 分站申请's filter, held in the URL: the status (every one unless told). */
export const applicationsListParams = defineListParams({
  status: z.enum(APPLICATION_STATUSES as [ApplicationStatus, ...ApplicationStatus[]]).optional(),
});

/** The URL's filter → GET /api/admin/sites/applications's query. */
export const toApplicationsQuery = (params: ListParams<{ status?: ApplicationStatus }>): ApplicationsQuery => ({
  ...toPageQuery(params),
  ...(params.status ? { status: params.status } : {}),
});

/** The status tags' colours: 待处理 orange, 已联系 blue, 已开通 green, 已拒绝 gray. */
export const APPLICATION_STATUS_COLOR: Record<ApplicationStatus, string> = { pending: 'warning', contacted: 'processing', opened: 'success', rejected: 'default' };

/** What 开通 proposes as the 分站's name: the applicant's company or shop, else their city's 分站. */
export const proposedSiteName = (application: AdminSubstationApplication) => application.company.trim() || (application.city.trim() ? `${application.city.trim()}分站` : '');
