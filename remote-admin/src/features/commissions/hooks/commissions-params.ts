import { COMMISSION_STATUS, type CommissionStatus } from 'shared-contracts';
import type { AdminCommissionsQuery } from 'shared-contracts/admin';
import { defineListParams, toPageQuery, z, type ListParams } from 'shared-kits/list-page';
import { mobileDayFilters, toMobileDayQuery, type MobileDayValues } from '../../../shared/list-filter-params';

export const COMMISSION_STATUS_KEYS = Object.keys(COMMISSION_STATUS) as CommissionStatus[];

/** 佣金记录's filters, held in the URL: status, the referrer's or the referred user's mobile, China days. */
export const commissionsListParams = defineListParams({
  status: z.enum(COMMISSION_STATUS_KEYS as [CommissionStatus, ...CommissionStatus[]]).optional(),
  ...mobileDayFilters,
});

/** The URL's filters → GET /api/admin/commissions's query (only what is set). */
export const toCommissionsQuery = (params: ListParams<MobileDayValues & { status?: CommissionStatus }>): AdminCommissionsQuery => ({
  ...toPageQuery(params),
  ...(params.status ? { status: params.status } : {}),
  ...toMobileDayQuery(params),
});
