import type { LedgerEntry, LedgerQuery, Paginated } from 'shared-contracts';
import { api } from 'shared-contracts/app';

/** GET /api/finance/log/list — the ledger (资金明细), newest first, filtered by type and time. */
export const ledgerApi = api.injectEndpoints({
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (b) => ({
    ledgerList: b.query<Paginated<LedgerEntry>, LedgerQuery>({
      query: (params) => ({ url: '/finance/log/list', params }),
      extraOptions: { silent: true },
      providesTags: [{ type: 'Ledger', id: 'LIST' }],
    }),
  }),
});

export const { useLedgerListQuery } = ledgerApi;
