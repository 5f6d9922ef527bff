import type { CallReq, CallRes } from 'shared-contracts';
import { api } from 'shared-contracts/app';

/** PUT /api/user/password — change the password of the logged-in user. */
export const changePasswordApi = api.injectEndpoints({
  // Endpoint names are global to the one api slice: a clash must fail loudly in development.
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (b) => ({
    changePassword: b.mutation<CallRes<'PUT /api/user/password'>, CallReq<'PUT /api/user/password'>>({
      query: (body) => ({ url: '/user/password', method: 'PUT', body }),
    }),
  }),
});

export const { useChangePasswordMutation } = changePasswordApi;
