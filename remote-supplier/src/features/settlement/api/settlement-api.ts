import { IDEMPOTENCY_HEADER, type Paginated } from 'shared-contracts';
import type { SupplierEntryRow, SupplierPayoutAccount, SupplierSettlementSummary, SupplierStatementRow, SupplierWithdrawalRow } from 'shared-contracts/supplier';
import { api } from 'shared-contracts/app';
import { SUPPLIER_TAGS } from '../../../shared/tags';

export type StatementPeriod = 'day' | 'month';

export interface SupplierStatementsQuery {
  period: StatementPeriod;
  start_date?: string;
  end_date?: string;
}

/** PUT /api/supplier/settlement/account: the Alipay account and its holder's name (owner only). */
export interface SupplierAccountBody {
  account: string;
  name: string;
}

/**
 * The supplier's settlement calls (issue 33): what it is owed and was paid, statements per day or month, the
 * ledger's entries, the payout account and 申请结算 (owner only; with an Idempotency-Key, so a repeated press
 * whose answer was lost applies once).
 */
export const settlementApi = api.injectEndpoints({
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (b) => ({
    supplierSettlementSummary: b.query<SupplierSettlementSummary, void>({
      query: () => ({ url: '/supplier/settlement/summary' }),
      extraOptions: { silent: true },
      providesTags: [SUPPLIER_TAGS.settlement],
    }),
    supplierStatements: b.query<SupplierStatementRow[], SupplierStatementsQuery>({
      query: (params) => ({ url: '/supplier/settlement/statements', params }),
      extraOptions: { silent: true },
      providesTags: [SUPPLIER_TAGS.settlement],
    }),
    supplierEntries: b.query<Paginated<SupplierEntryRow>, { page: number; page_size: number }>({
      query: (params) => ({ url: '/supplier/settlement/entries', params }),
      extraOptions: { silent: true },
      providesTags: [SUPPLIER_TAGS.settlement],
    }),
    supplierWithdrawals: b.query<Paginated<SupplierWithdrawalRow>, { page: number; page_size: number }>({
      query: (params) => ({ url: '/supplier/settlement/withdrawals', params }),
      extraOptions: { silent: true },
      providesTags: [SUPPLIER_TAGS.settlement],
    }),
    supplierPayoutAccount: b.query<SupplierPayoutAccount, void>({
      query: () => ({ url: '/supplier/settlement/account' }),
      extraOptions: { silent: true },
      providesTags: [SUPPLIER_TAGS.account],
    }),
    supplierSavePayoutAccount: b.mutation<unknown, SupplierAccountBody>({
      query: (body) => ({ url: '/supplier/settlement/account', method: 'PUT', body }),
      invalidatesTags: [SUPPLIER_TAGS.account],
    }),
    supplierWithdraw: b.mutation<unknown, { body: { amount: number }; idempotencyKey: string }>({
      query: ({ body, idempotencyKey }) => ({
        url: '/supplier/settlement/withdrawals',
        method: 'POST',
        body,
        headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
      }),
      invalidatesTags: (_result, error) => (error ? [] : [SUPPLIER_TAGS.settlement, SUPPLIER_TAGS.workbench]),
    }),
  }),
});

export const {
  useSupplierSettlementSummaryQuery,
  useSupplierStatementsQuery,
  useSupplierEntriesQuery,
  useSupplierWithdrawalsQuery,
  useSupplierPayoutAccountQuery,
  useSupplierSavePayoutAccountMutation,
  useSupplierWithdrawMutation,
} = settlementApi;
