import type { Paginated, ReferredOrder, ReferredOrderQuery, SpreadUser, SpreadUserQuery, Withdrawal, WithdrawalQuery } from 'shared-contracts';
import { api } from 'shared-contracts/app';

/**
 * 推广赚钱's tables: GET /api/user/spread/user (我邀请的用户), /api/user/order (佣金记录) and
 * /api/finance/withdraw/list (提现记录), each paged with its filters.
 */
export const spreadListsApi = api.injectEndpoints({
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (b) => ({
    spreadUsers: b.query<Paginated<SpreadUser>, SpreadUserQuery>({
      query: (params) => ({ url: '/user/spread/user', params }),
      extraOptions: { silent: true },
    }),
    referredOrders: b.query<Paginated<ReferredOrder>, ReferredOrderQuery>({
      query: (params) => ({ url: '/user/order', params }),
      extraOptions: { silent: true },
      providesTags: [{ type: 'Ledger', id: 'COMMISSIONS' }],
    }),
    withdrawals: b.query<Paginated<Withdrawal>, WithdrawalQuery>({
      query: (params) => ({ url: '/finance/withdraw/list', params }),
      extraOptions: { silent: true },
      // a new application, its review and its payout move money: 'Ledger' refreshes it
      providesTags: [{ type: 'Ledger', id: 'WITHDRAWALS' }],
    }),
  }),
});

export const { useSpreadUsersQuery, useReferredOrdersQuery, useWithdrawalsQuery } = spreadListsApi;
