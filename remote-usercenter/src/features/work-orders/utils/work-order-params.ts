import { WORK_ORDER_STATUSES, WORK_ORDER_TYPES, type WorkOrderListQuery, type WorkOrderStatus, type WorkOrderType } from 'shared-contracts';
import { defineListParams, toPageQuery, z, type ListParams } from 'shared-kits/list-page';

const statuses = Object.keys(WORK_ORDER_STATUSES) as [WorkOrderStatus, ...WorkOrderStatus[]];
const types = Object.keys(WORK_ORDER_TYPES) as [WorkOrderType, ...WorkOrderType[]];

/** 工单's filters in the URL: `status` and `type` (absent = 全部), paging. */
export const workOrderParams = defineListParams({
  status: z.enum(statuses).optional(),
  type: z.enum(types).optional(),
});

export type WorkOrderParams = ListParams<{ status?: WorkOrderStatus; type?: WorkOrderType }>;

/** The list call of a page of work orders. */
export function workOrderQuery(params: WorkOrderParams): WorkOrderListQuery {
  return { ...toPageQuery(params), ...(params.status ? { status: params.status } : {}), ...(params.type ? { type: params.type } : {}) };
}
