import { IDEMPOTENCY_HEADER, type Paginated } from 'shared-contracts';
import type { AdminAdjustmentBody, AdminAdjustmentRow, AdminAdjustmentSettings, AdminAdjustmentsQuery, AdminAdjustmentUser } from 'shared-contracts/admin';
import { api } from 'shared-contracts/app';

const LIST = { type: 'Ledger', id: 'ADMIN_ADJUSTMENTS' } as const;
/** A booked adjustment moves a balance the 用户 list and detail show. */
const USERS = { type: 'User', id: 'ADMIN_LIST' } as const;

/** What create takes: the body and the dialog's idempotency key (one per new adjustment, reused on a retry). */
export interface AdjustmentCreateArgs {
  body: AdminAdjustmentBody;
  idempotencyKey: string;
}

/**
 * The console's 资金调整 calls (server/src/routes/admin/adjustments.ts; money.write). Refusals come back as
 * BUSINESS errors with the server's Chinese `msg`: the components say them.
 */
export const adjustmentsApi = api.injectEndpoints({
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (b) => ({
    adminAdjustmentsList: b.query<Paginated<AdminAdjustmentRow>, AdminAdjustmentsQuery>({
      query: (params) => ({ url: '/admin/adjustments', params }),
      extraOptions: { silent: true },
      providesTags: [LIST],
    }),
    adminAdjustmentSettings: b.query<AdminAdjustmentSettings, void>({
      query: () => '/admin/adjustments/settings',
      extraOptions: { silent: true },
    }),
    adminAdjustmentUser: b.query<AdminAdjustmentUser, string>({
      query: (mobile) => ({
        url: '/admin/adjustments/user',
        params: { mobile },
      }),
      // 用户不存在 is said in the dialog, not as a global message
      extraOptions: { silent: true, quiet404: true },
      keepUnusedDataFor: 0,
    }),
    adminAdjustmentCreate: b.mutation<AdminAdjustmentRow, AdjustmentCreateArgs>({
      query: ({ body, idempotencyKey }) => ({
        url: '/admin/adjustments',
        method: 'POST',
        body,
        headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
      }),
      invalidatesTags: [LIST, USERS],
    }),
    adminAdjustmentApprove: b.mutation<AdminAdjustmentRow, number>({
      query: (id) => ({
        url: `/admin/adjustments/${id}/approve`,
        method: 'POST',
      }),
      invalidatesTags: [LIST, USERS],
    }),
    adminAdjustmentReject: b.mutation<AdminAdjustmentRow, { id: number; note: string }>({
      query: ({ id, note }) => ({
        url: `/admin/adjustments/${id}/reject`,
        method: 'POST',
        body: { note },
      }),
      invalidatesTags: [LIST],
    }),
  }),
});

export const {
  useAdminAdjustmentsListQuery,
  useAdminAdjustmentSettingsQuery,
  useLazyAdminAdjustmentUserQuery,
  useAdminAdjustmentCreateMutation,
  useAdminAdjustmentApproveMutation,
  useAdminAdjustmentRejectMutation,
} = adjustmentsApi;
