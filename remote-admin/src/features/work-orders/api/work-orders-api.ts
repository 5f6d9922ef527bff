import type { Paginated, WorkOrderAttachmentBody } from 'shared-contracts';
import type {
  AdminWorkOrderAttachment,
  AdminWorkOrderDetail,
  AdminWorkOrderReplyBody,
  AdminWorkOrderRow,
  AdminWorkOrdersQuery,
  AdminWorkOrderStatusBody,
} from 'shared-contracts/admin';
import { api } from 'shared-contracts/app';

const LIST = { type: 'WorkOrder', id: 'ADMIN_LIST' } as const;
const detailTag = (id: number) => ({ type: 'WorkOrder', id: `ADMIN_${id}` }) as const;

/**
 * The console's 工单 calls (server/src/routes/admin/work-orders.ts; workorders.read / .write). Refusals
 * come back as BUSINESS errors with the server's Chinese `msg`: the components say them. Every write
 * refreshes the queue and the work order it touched.
 */
export const workOrdersApi = api.injectEndpoints({
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (b) => ({
    adminWorkOrdersList: b.query<Paginated<AdminWorkOrderRow>, AdminWorkOrdersQuery>({
      query: (params) => ({ url: '/admin/work-orders', params }),
      extraOptions: { silent: true },
      providesTags: [LIST],
    }),
    adminWorkOrder: b.query<AdminWorkOrderDetail, number>({
      query: (id) => `/admin/work-orders/${id}`,
      // 工单不存在 is said in the drawer, not as a global message
      extraOptions: { silent: true, quiet404: true },
      providesTags: (_result, _error, id) => [detailTag(id)],
      keepUnusedDataFor: 0,
      // opening it marks the merchant's messages read: the queue's 新消息 dot goes, without asking again
      async onQueryStarted(id, { dispatch, queryFulfilled, getState }) {
        try {
          await queryFulfilled;
        } catch {
          return; // the drawer says the failure
        }
        for (const { endpointName, originalArgs } of workOrdersApi.util.selectInvalidatedBy(getState(), [LIST])) {
          if (endpointName !== 'adminWorkOrdersList') continue;
          dispatch(
            workOrdersApi.util.updateQueryData('adminWorkOrdersList', originalArgs as AdminWorkOrdersQuery, (page) => {
              for (const row of page.list) if (row.id === id) row.unread = false;
            }),
          );
        }
      },
    }),
    adminWorkOrderClaim: b.mutation<unknown, number>({
      query: (id) => ({ url: `/admin/work-orders/${id}/claim`, method: 'POST', body: {} }),
      invalidatesTags: (_result, _error, id) => [LIST, detailTag(id)],
    }),
    adminWorkOrderReply: b.mutation<unknown, { id: number; body: AdminWorkOrderReplyBody }>({
      query: ({ id, body }) => ({ url: `/admin/work-orders/${id}/reply`, method: 'POST', body }),
      extraOptions: { silent: true },
      invalidatesTags: (_result, error, { id }) => (error ? [] : [LIST, detailTag(id)]),
    }),
    adminWorkOrderStatus: b.mutation<unknown, { id: number; body: AdminWorkOrderStatusBody }>({
      query: ({ id, body }) => ({ url: `/admin/work-orders/${id}/status`, method: 'POST', body }),
      invalidatesTags: (_result, _error, { id }) => [LIST, detailTag(id)],
    }),
    adminWorkOrderAttachment: b.mutation<AdminWorkOrderAttachment, WorkOrderAttachmentBody>({
      query: (body) => ({ url: '/admin/work-orders/attachments', method: 'POST', body }),
      extraOptions: { silent: true },
    }),
  }),
});

export const {
  useAdminWorkOrdersListQuery,
  useAdminWorkOrderQuery,
  useAdminWorkOrderClaimMutation,
  useAdminWorkOrderReplyMutation,
  useAdminWorkOrderStatusMutation,
  useAdminWorkOrderAttachmentMutation,
} = workOrdersApi;
