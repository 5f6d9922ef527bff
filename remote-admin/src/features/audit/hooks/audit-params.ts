import type { AuditQuery } from 'shared-contracts/admin';
import { defineListParams, toPageQuery, z, type ListParams } from 'shared-kits/list-page';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** 审计日志's filters, held in the URL: action, entity, a date range (China time, whole days). */
export const auditListParams = defineListParams({
  action: z.string().trim().max(64).default(''),
  entity: z.string().trim().max(64).default(''),
  from: isoDate.optional(),
  to: isoDate.optional(),
});

type AuditParams = ListParams<{ action: string; entity: string; from?: string; to?: string }>;

/** The URL's filters → GET /api/admin/audit's query (only what is set). */
export function toAuditQuery(params: AuditParams): AuditQuery {
  return {
    ...toPageQuery(params),
    ...(params.action ? { action: params.action } : {}),
    ...(params.entity ? { entity: params.entity } : {}),
    ...(params.from ? { start_time: `${params.from} 00:00:00` } : {}),
    ...(params.to ? { end_time: `${params.to} 23:59:59` } : {}),
  };
}
