import type { Paginated } from 'shared-contracts';
import type { AdminCommissionRow, AdminCommissionsQuery } from 'shared-contracts/admin';
import { api } from 'shared-contracts/app';

/** The console's 佣金记录 call (money.read): read only. */
export const commissionsApi = api.injectEndpoints({
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (b) => ({
    adminCommissionsList: b.query<Paginated<AdminCommissionRow>, AdminCommissionsQuery>({
      query: (params) => ({ url: '/admin/commissions', params }),
      extraOptions: { silent: true },
      providesTags: [{ type: 'Ledger', id: 'ADMIN_COMMISSIONS' }],
    }),
  }),
});

export const { useAdminCommissionsListQuery } = commissionsApi;
