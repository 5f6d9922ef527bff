import type { CallReq, CallRes } from 'shared-contracts';
import { api } from 'shared-contracts/app';

/** POST /api/find-password — reset the password with an SMS code. */
export const findPasswordApi = api.injectEndpoints({
  // Endpoint names are global to the one api slice: a clash must fail loudly in development.
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (b) => ({
    findPassword: b.mutation<CallRes<'POST /api/find-password'>, CallReq<'POST /api/find-password'>>({
      query: (body) => ({ url: '/find-password', method: 'POST', body }),
    }),
  }),
});

export const { useFindPasswordMutation } = findPasswordApi;
