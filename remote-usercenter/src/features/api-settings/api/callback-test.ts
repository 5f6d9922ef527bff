import type { CallbackTestResult, Empty } from 'shared-contracts';
import { api } from 'shared-contracts/app';
import { DELIVERIES_TAG } from './tags';

/** POST /api/user/setting/api/callback/test: one `callback.test` sent now to the saved URL; what it answered. */
export const callbackTestApi = api.injectEndpoints({
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (b) => ({
    testCallback: b.mutation<CallbackTestResult, void>({
      query: () => ({ url: '/user/setting/api/callback/test', method: 'POST', body: {} satisfies Empty }),
      extraOptions: { silent: true },
      // the test is logged like any delivery
      invalidatesTags: (_result, error) => (error ? [] : [DELIVERIES_TAG]),
    }),
  }),
});

export const { useTestCallbackMutation } = callbackTestApi;
