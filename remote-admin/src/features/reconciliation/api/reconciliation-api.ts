import type { ReconciliationDay, ReconciliationSummary } from 'shared-contracts/admin';
import { api } from 'shared-contracts/app';

const DAY = { type: 'Ledger', id: 'ADMIN_RECONCILIATION' } as const;
const SUMMARY = { type: 'Ledger', id: 'ADMIN_RECONCILIATION_SUMMARY' } as const;
/** 财务报表's figures (features/finance): a 补单 books a top-up. */
const FINANCE = { type: 'Ledger', id: 'ADMIN_FINANCE' } as const;

/**
 * 对账 (issue 34; server/src/routes/admin/reconciliation.ts): a China day's comparison of each payment gateway's bill
 * with our top-ups (money.read), 重新对账, 补单 and 标记已处理 (money.write), and 概览's line (the newest day compared).
 * Every write asks the day and the summary again. Refusals come back with the server's Chinese `msg`.
 */
export const reconciliationApi = api.injectEndpoints({
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (b) => ({
    adminReconciliation: b.query<ReconciliationDay, { date: string }>({
      query: (params) => ({ url: '/admin/reconciliation', params }),
      extraOptions: { silent: true },
      providesTags: [DAY],
    }),
    adminReconciliationSummary: b.query<ReconciliationSummary, void>({
      query: () => ({ url: '/admin/reconciliation/summary' }),
      extraOptions: { silent: true },
      providesTags: [SUMMARY],
    }),
    adminReconciliationRun: b.mutation<ReconciliationDay, { date: string }>({
      query: (body) => ({ url: '/admin/reconciliation/run', method: 'POST', body }),
      invalidatesTags: [DAY, SUMMARY],
    }),
    /** 补单: `credited` false when the top-up had been credited meanwhile (该订单已入账，无需补单). */
    adminReconciliationCredit: b.mutation<{ credited: boolean }, number>({
      query: (id) => ({ url: `/admin/reconciliation/items/${id}/credit`, method: 'POST', body: {} }),
      invalidatesTags: [DAY, SUMMARY, FINANCE],
    }),
    adminReconciliationResolve: b.mutation<unknown, { id: number; note: string }>({
      query: ({ id, note }) => ({ url: `/admin/reconciliation/items/${id}/resolve`, method: 'POST', body: { note } }),
      invalidatesTags: [DAY, SUMMARY],
    }),
  }),
});

export const {
  useAdminReconciliationQuery,
  useAdminReconciliationSummaryQuery,
  useAdminReconciliationRunMutation,
  useAdminReconciliationCreditMutation,
  useAdminReconciliationResolveMutation,
} = reconciliationApi;
