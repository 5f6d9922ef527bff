import { IDEMPOTENCY_HEADER, type Paginated } from 'shared-contracts';
import type { AdminCompensationBody, AdminCompensationParcel, AdminCompensationRow, AdminCompensationSummary, AdminCompensationsQuery } from 'shared-contracts/admin';
import { api } from 'shared-contracts/app';

const LIST = { type: 'Ledger', id: 'ADMIN_COMPENSATIONS' } as const;

/** What a manual compensation takes: the body and the dialog's idempotency key (one per dialog, reused on a retry). */
export interface CompensationCreateArgs {
  body: AdminCompensationBody;
  idempotencyKey: string;
}

/**
 * The console's 赔付记录 calls (server/src/routes/admin/compensations.ts; compensations.read / .write).
 * Refusals come back as BUSINESS errors with the server's Chinese `msg`: the components say them.
 */
export const compensationsApi = api.injectEndpoints({
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (b) => ({
    adminCompensationsList: b.query<Paginated<AdminCompensationRow>, AdminCompensationsQuery>({
      query: (params) => ({ url: '/admin/compensations', params }),
      extraOptions: { silent: true },
      providesTags: [LIST],
    }),
    adminCompensationsSummary: b.query<AdminCompensationSummary, Omit<AdminCompensationsQuery, 'page' | 'page_size'>>({
      query: (params) => ({ url: '/admin/compensations/summary', params }),
      extraOptions: { silent: true },
      providesTags: [LIST],
    }),
    adminCompensationParcel: b.query<AdminCompensationParcel, number>({
      query: (id) => `/admin/compensations/parcel/${id}`,
      // 包裹不存在 is said in the dialog, not as a global message
      extraOptions: { silent: true, quiet404: true },
      keepUnusedDataFor: 0,
    }),
    adminCompensationCreate: b.mutation<AdminCompensationRow, CompensationCreateArgs>({
      query: ({ body, idempotencyKey }) => ({ url: '/admin/compensations', method: 'POST', body, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } }),
      invalidatesTags: [LIST],
    }),
  }),
});

export const { useAdminCompensationsListQuery, useAdminCompensationsSummaryQuery, useLazyAdminCompensationParcelQuery, useAdminCompensationCreateMutation } = compensationsApi;
