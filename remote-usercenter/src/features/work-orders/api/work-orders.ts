import type { Paginated, WorkOrderCreateBody, WorkOrderDetail, WorkOrderItem, WorkOrderListQuery, WorkOrderReplyBody } from 'shared-contracts';
import { api } from 'shared-contracts/app';

const LIST = { type: 'WorkOrder', id: 'LIST' } as const;
const UNREAD = { type: 'WorkOrder', id: 'UNREAD' } as const;

/**
 * 工单管理 (issue 21): the caller's work orders — the list (filtered by 状态 / 问题类型), one order with its
 * parcels and conversation (opening it marks it read on the server, so the list's 新回复 mark and the
 * unread counts are asked again), 新建工单, 回复, 关闭工单 and 重新打开. Writes answer the whole order, which
 * replaces the detail in the cache; the list refreshes.
 */
export const workOrdersApi = api.injectEndpoints({
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (b) => ({
    workOrderList: b.query<Paginated<WorkOrderItem>, WorkOrderListQuery>({
      query: (params) => ({ url: '/user/work-order/list', params }),
      extraOptions: { silent: true },
      providesTags: [LIST],
    }),
    workOrderDetail: b.query<WorkOrderDetail, { id: number }>({
      query: (params) => ({ url: '/user/work-order/detail', params }),
      extraOptions: { silent: true, quiet404: true },
      providesTags: (_res, _err, { id }) => [{ type: 'WorkOrder', id }],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(api.util.invalidateTags([LIST, UNREAD]));
        } catch {
          // the drawer shows the failure
        }
      },
    }),
    createWorkOrder: b.mutation<WorkOrderDetail, WorkOrderCreateBody>({
      query: (body) => ({ url: '/user/work-order', method: 'POST', body }),
      invalidatesTags: [LIST],
    }),
    replyWorkOrder: b.mutation<WorkOrderDetail, WorkOrderReplyBody>({
      query: (body) => ({ url: '/user/work-order/reply', method: 'POST', body }),
      onQueryStarted: replaceDetail,
      invalidatesTags: [LIST],
    }),
    closeWorkOrder: b.mutation<WorkOrderDetail, { id: number }>({
      query: (body) => ({ url: '/user/work-order/close', method: 'POST', body }),
      onQueryStarted: replaceDetail,
      invalidatesTags: [LIST],
    }),
    reopenWorkOrder: b.mutation<WorkOrderDetail, { id: number }>({
      query: (body) => ({ url: '/user/work-order/reopen', method: 'POST', body }),
      onQueryStarted: replaceDetail,
      invalidatesTags: [LIST],
    }),
  }),
});

/** A write's answer (the whole order) put in the detail's cache entry, so the drawer shows it without asking again. */
async function replaceDetail(
  { id }: { id: number },
  { dispatch, queryFulfilled }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: WorkOrderDetail }> },
) {
  try {
    const { data } = await queryFulfilled;
    dispatch(workOrdersApi.util.upsertQueryData('workOrderDetail', { id }, data));
  } catch {
    // the caller says the refusal
  }
}

export const {
  useWorkOrderListQuery,
  useWorkOrderDetailQuery,
  useCreateWorkOrderMutation,
  useReplyWorkOrderMutation,
  useCloseWorkOrderMutation,
  useReopenWorkOrderMutation,
} = workOrdersApi;
