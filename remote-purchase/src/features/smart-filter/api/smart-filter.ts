import type { SmartFilterRules } from 'shared-contracts';
import { api } from 'shared-contracts/app';

/** The merchant's 智能筛选 rules, kept per user (GET/PUT /api/user/sheet/filter-rules). */
export const smartFilterApi = api.injectEndpoints({
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (b) => ({
    filterRules: b.query<SmartFilterRules, void>({
      query: () => ({ url: '/user/sheet/filter-rules' }),
    }),
    saveFilterRules: b.mutation<SmartFilterRules, SmartFilterRules>({
      query: (body) => ({ url: '/user/sheet/filter-rules', method: 'PUT', body }),
      // the saved rules are the rules from now on (no refetch)
      async onQueryStarted(_rules, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(smartFilterApi.util.upsertQueryData('filterRules', undefined, data));
        } catch {
          // the error is shown by the caller
        }
      },
    }),
  }),
});

export const { useFilterRulesQuery, useSaveFilterRulesMutation } = smartFilterApi;
