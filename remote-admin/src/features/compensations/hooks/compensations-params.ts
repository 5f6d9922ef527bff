import type { AdminCompensationsQuery, CompensationReasonKey } from 'shared-contracts/admin';
import { defineListParams, toPageQuery, z, type ListParams } from 'shared-kits/list-page';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** 赔付记录's filters, held in the URL: courier, reason, the user's mobile (whole or last 4 digits), China days. */
export const compensationsListParams = defineListParams({
  courier: z.coerce.number().int().positive().optional(),
  reason: z.enum(['waybill_late', 'pickup_late', 'manual']).optional(),
  mobile: z.string().trim().max(11).default(''),
  from: isoDate.optional(),
  to: isoDate.optional(),
});

type CompensationsParams = ListParams<{ courier?: number; reason?: CompensationReasonKey; mobile: string; from?: string; to?: string }>;

/** The URL's filters → the summary's query (only what is set). */
export function toCompensationsFilter(params: Omit<CompensationsParams, 'page' | 'pageSize'>): Omit<AdminCompensationsQuery, 'page' | 'page_size'> {
  return {
    ...(params.courier ? { courier_id: params.courier } : {}),
    ...(params.reason ? { reason: params.reason } : {}),
    ...(params.mobile ? { mobile: params.mobile } : {}),
    ...(params.from ? { start_date: params.from } : {}),
    ...(params.to ? { end_date: params.to } : {}),
  };
}

/** The URL's filters → GET /api/admin/compensations's query. */
export const toCompensationsQuery = (params: CompensationsParams): AdminCompensationsQuery => ({ ...toPageQuery(params), ...toCompensationsFilter(params) });

