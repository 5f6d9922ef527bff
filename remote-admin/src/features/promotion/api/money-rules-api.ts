import type { AdminMoneyRules, AdminMoneyRulesBody } from 'shared-contracts/admin';
import { api } from 'shared-contracts/app';

const RULES = { type: 'Ledger', id: 'ADMIN_MONEY_RULES' } as const;

/** 资金安全 (issue 35; money.rules: admin only; audited as money-rules.update). */
export const moneyRulesApi = api.injectEndpoints({
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (b) => ({
    adminMoneyRules: b.query<AdminMoneyRules, void>({
      query: () => '/admin/money-rules',
      extraOptions: { silent: true },
      providesTags: [RULES],
    }),
    adminSaveMoneyRules: b.mutation<AdminMoneyRules, AdminMoneyRulesBody>({
      query: (body) => ({ url: '/admin/money-rules', method: 'PUT', body }),
      invalidatesTags: (result) => (result ? [RULES] : []),
    }),
  }),
});

export const { useAdminMoneyRulesQuery, useAdminSaveMoneyRulesMutation } = moneyRulesApi;
