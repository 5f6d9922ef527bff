import { WORK_ORDER_STATUSES, WORK_ORDER_TYPES, type WorkOrderStatus, type WorkOrderType } from 'shared-contracts';
import type { AdminWorkOrdersQuery } from 'shared-contracts/admin';
import { defineListParams, toPageQuery, z, type ListParams } from 'shared-kits/list-page';
import { siteIdParam, siteQuery } from '../../../shared/list-filter-params';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const statuses = Object.keys(WORK_ORDER_STATUSES) as [WorkOrderStatus, ...WorkOrderStatus[]];
const types = Object.keys(WORK_ORDER_TYPES) as [WorkOrderType, ...WorkOrderType[]];

/** 状态's choices: 全部未结束 (the default), 全部, or one status. */
export type WorkOrderStatusFilter = 'open' | 'all' | WorkOrderStatus;

/**
 * The queue's filters, held in the URL: status (未结束 unless told), type, assignee (我的 / 未认领), the
 * merchant's mobile (whole or last 4 digits), keyword (工单号 / 包裹号 / 运单号), China days, the site (a main-site
 * operator's); and `id`, the
 * work order open in the drawer (not a filter: a link to it opens it).
 */
export const workOrdersListParams = defineListParams({
  status: z.enum(['open', 'all', ...statuses]).default('open'),
  type: z.enum(types).optional(),
  assignee: z.enum(['me', 'none']).optional(),
  mobile: z.string().trim().max(11).default(''),
  keyword: z.string().trim().max(64).default(''),
  from: isoDate.optional(),
  to: isoDate.optional(),
  site_id: siteIdParam,
  id: z.coerce.number().int().positive().optional(),
});

/** The filters 重置 clears (the open work order is not one). */
export const WORK_ORDER_FILTERS = ['status', 'type', 'assignee', 'mobile', 'keyword', 'from', 'to', 'site_id'] as const;

type WorkOrdersParams = ListParams<{
  status: WorkOrderStatusFilter;
  type?: WorkOrderType;
  assignee?: 'me' | 'none';
  mobile: string;
  keyword: string;
  from?: string;
  to?: string;
  site_id?: number;
  id?: number;
}>;

/** The URL's filters → GET /api/admin/work-orders's query (only what is set; 未结束 is `open=1`; the site only for a main-site operator). */
export function toWorkOrdersQuery(params: WorkOrdersParams, mainRole: boolean): AdminWorkOrdersQuery {
  return {
    ...toPageQuery(params),
    ...(params.status === 'open' ? { open: '1' as const } : params.status === 'all' ? {} : { status: params.status }),
    ...(params.type ? { type: params.type } : {}),
    ...(params.assignee ? { assignee: params.assignee } : {}),
    ...(params.mobile ? { mobile: params.mobile } : {}),
    ...(params.keyword ? { keyword: params.keyword } : {}),
    ...(params.from ? { start_date: params.from } : {}),
    ...(params.to ? { end_date: params.to } : {}),
    ...siteQuery(mainRole, params.site_id),
  };
}
