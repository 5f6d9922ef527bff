import type { AuthenticationBody, AuthenticationInfo } from 'shared-contracts';
import { api, walletApi } from 'shared-contracts/app';

/**
 * POST /api/user/authentication (issue 9): the name and number go to the identity check. Passed: the answer
 * is the new status, written straight into the shared `authentication` query (the page turns to 已实名 at
 * once, without asking again). Refused: the server recorded the reason, so the status is asked again.
 */
export const submitAuthenticationApi = api.injectEndpoints({
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (b) => ({
    submitAuthentication: b.mutation<AuthenticationInfo, AuthenticationBody>({
      query: (body) => ({ url: '/user/authentication', method: 'POST', body }),
      invalidatesTags: (result) => (result ? [] : ['Authentication']),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(walletApi.util.upsertQueryData('authentication', undefined, data));
      },
    }),
  }),
});

export const { useSubmitAuthenticationMutation } = submitAuthenticationApi;
