import type { FinanceSummary } from 'shared-contracts';
import { api } from 'shared-contracts/app';

/** GET /api/finance/statistics/summary — today's and this month's top-ups and spending (China time). */
export const financeSummaryApi = api.injectEndpoints({
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (b) => ({
    financeSummary: b.query<FinanceSummary, void>({
      query: () => '/finance/statistics/summary',
      extraOptions: { silent: true },
      // it moves with the balance: a top-up or an order refreshes it
      providesTags: ['Balance'],
    }),
  }),
});

export const { useFinanceSummaryQuery } = financeSummaryApi;
