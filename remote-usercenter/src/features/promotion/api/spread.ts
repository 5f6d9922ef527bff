import type { SpreadInfo, SpreadSummary, WithdrawRules } from 'shared-contracts';
import { api } from 'shared-contracts/app';

/** The tag of what 提现 changes besides the money: the applications left today. */
export const RULES_TAG = { type: 'Ledger', id: 'WITHDRAW_RULES' } as const;

/**
 * 推广赚钱's figures: GET /api/user/spread/info (link, code, rate, counts), /spread/summary (the commission's
 * accounts, today, this month) and /spread/rules (minimum, daily count, left today).
 */
export const spreadApi = api.injectEndpoints({
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (b) => ({
    spreadInfo: b.query<SpreadInfo, void>({
      query: () => '/user/spread/info',
      extraOptions: { silent: true },
    }),
    spreadSummary: b.query<SpreadSummary, void>({
      query: () => '/user/spread/summary',
      extraOptions: { silent: true },
      // it moves with the money: a withdrawal or a 转入余额 refreshes it
      providesTags: ['Balance'],
    }),
    withdrawRules: b.query<WithdrawRules, void>({
      query: () => '/user/spread/rules',
      extraOptions: { silent: true },
      providesTags: [RULES_TAG],
    }),
  }),
});

export const { useSpreadInfoQuery, useSpreadSummaryQuery, useWithdrawRulesQuery } = spreadApi;
