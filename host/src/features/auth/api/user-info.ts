import type { CallRes } from 'shared-contracts';
import { api } from 'shared-contracts/app';

/**
 * GET /api/user/info — the session behind the token cookie, fetched at start. Silent, and a 401 here
 * only clears the session (no "expired" message, no login dialog): an old cookie is not an error.
 */
export const userInfoApi = api.injectEndpoints({
  // Endpoint names are global to the one api slice: a clash must fail loudly in development.
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (b) => ({
    userInfo: b.query<CallRes<'GET /api/user/info'>, void>({
      query: () => ({ url: '/user/info' }),
      extraOptions: { silent: true, quiet401: true },
      providesTags: ['User'],
    }),
  }),
});

export const { useUserInfoQuery, useLazyUserInfoQuery } = userInfoApi;
