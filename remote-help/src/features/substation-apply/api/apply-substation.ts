import type { CallReq, CallRes } from 'shared-contracts';
import { api } from 'shared-contracts/app';

/** The sub-station application (SPEC §7, POST /api/common/substation/apply). */
export const substationApi = api.injectEndpoints({
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (b) => ({
    applySubstation: b.mutation<CallRes<'POST /api/common/substation/apply'>, CallReq<'POST /api/common/substation/apply'>>({
      query: (body) => ({ url: '/common/substation/apply', method: 'POST', body }),
    }),
  }),
});

export const { useApplySubstationMutation } = substationApi;
