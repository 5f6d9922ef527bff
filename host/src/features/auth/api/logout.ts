import type { CallRes } from 'shared-contracts';
import { api } from 'shared-contracts/app';

/** GET /api/logout — a GET with a side effect, so a mutation (never cached, never deduplicated). */
export const logoutApi = api.injectEndpoints({
  // Endpoint names are global to the one api slice: a clash must fail loudly in development.
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (b) => ({
    logout: b.mutation<CallRes<'GET /api/logout'>, void>({
      query: () => ({ url: '/logout', method: 'GET' }),
    }),
  }),
});

export const { useLogoutMutation } = logoutApi;
