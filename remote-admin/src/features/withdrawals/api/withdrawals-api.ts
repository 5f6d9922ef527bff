import type { Paginated } from 'shared-contracts';
import type { AdminWithdrawalBatchResult, AdminWithdrawalRow, AdminWithdrawalsQuery, AdminWithdrawalTotals } from 'shared-contracts/admin';
import { api } from 'shared-contracts/app';

const LIST = { type: 'Ledger', id: 'ADMIN_WITHDRAWALS' } as const;

/** The filters the totals take: the list's, without paging or status (every status is counted). */
export type WithdrawalsFilter = Omit<AdminWithdrawalsQuery, 'page' | 'page_size' | 'status'>;

/**
 * The console's 提现审核 calls (money.read to list, money.write to approve / reject). A batch answers which
 * ids were done and which skipped (already handled, …) with why; a refusal of the whole call comes back as
 * a BUSINESS error with the server's Chinese `msg`.
 */
export const withdrawalsApi = api.injectEndpoints({
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (b) => ({
    adminWithdrawalsList: b.query<Paginated<AdminWithdrawalRow>, AdminWithdrawalsQuery>({
      query: (params) => ({ url: '/admin/withdrawals', params }),
      extraOptions: { silent: true },
      providesTags: [LIST],
    }),
    adminWithdrawalsTotals: b.query<AdminWithdrawalTotals, WithdrawalsFilter>({
      query: (params) => ({ url: '/admin/withdrawals/totals', params }),
      extraOptions: { silent: true },
      providesTags: [LIST],
    }),
    adminWithdrawalsApprove: b.mutation<AdminWithdrawalBatchResult, { ids: number[] }>({
      query: (body) => ({ url: '/admin/withdrawals/approve', method: 'POST', body }),
      invalidatesTags: [LIST],
    }),
    adminWithdrawalsReject: b.mutation<AdminWithdrawalBatchResult, { ids: number[]; reason: string }>({
      query: (body) => ({ url: '/admin/withdrawals/reject', method: 'POST', body }),
      invalidatesTags: [LIST],
    }),
    /** 重新打款: a paying withdrawal's payout queued again (after the job's retries ran out). */
    adminWithdrawalsRetry: b.mutation<AdminWithdrawalBatchResult, { ids: number[] }>({
      query: (body) => ({ url: '/admin/withdrawals/retry', method: 'POST', body }),
      invalidatesTags: [LIST],
    }),
  }),
});

export const { useAdminWithdrawalsListQuery, useAdminWithdrawalsTotalsQuery, useAdminWithdrawalsApproveMutation, useAdminWithdrawalsRejectMutation, useAdminWithdrawalsRetryMutation } =
  withdrawalsApi;
