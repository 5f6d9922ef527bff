import type { Paginated } from 'shared-contracts';
import type { AdminFinanceDaily, AdminFinanceEntriesQuery, AdminFinanceEntryRow, AdminFinanceMonthly } from 'shared-contracts/admin';
import { api } from 'shared-contracts/app';

const REPORT = { type: 'Ledger', id: 'ADMIN_FINANCE' } as const;

/**
 * 财务报表 (server/src/routes/admin/finance.ts, money.read): a China day's or month's figures in yuan, and the ledger
 * entries behind one figure. The export is a file download (hooks/use-finance-export.ts), not an endpoint here.
 */
export const financeApi = api.injectEndpoints({
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (b) => ({
    adminFinanceDaily: b.query<AdminFinanceDaily, { date: string }>({
      query: (params) => ({ url: '/admin/finance/daily', params }),
      extraOptions: { silent: true },
      providesTags: [REPORT],
    }),
    adminFinanceMonthly: b.query<AdminFinanceMonthly, { month: string }>({
      query: (params) => ({ url: '/admin/finance/monthly', params }),
      extraOptions: { silent: true },
      providesTags: [REPORT],
    }),
    adminFinanceEntries: b.query<Paginated<AdminFinanceEntryRow>, AdminFinanceEntriesQuery>({
      query: (params) => ({ url: '/admin/finance/entries', params }),
      extraOptions: { silent: true },
      providesTags: [REPORT],
    }),
  }),
});

export const { useAdminFinanceDailyQuery, useAdminFinanceMonthlyQuery, useAdminFinanceEntriesQuery } = financeApi;
