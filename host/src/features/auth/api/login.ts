import type { CallReq, CallRes } from 'shared-contracts';
import { api } from 'shared-contracts/app';

/** POST /api/login — password login; code 80 asks for the image captcha (SPEC §8). */
export const loginApi = api.injectEndpoints({
  // Endpoint names are global to the one api slice: a clash must fail loudly in development.
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (b) => ({
    login: b.mutation<CallRes<'POST /api/login'>, CallReq<'POST /api/login'>>({
      query: (body) => ({ url: '/login', method: 'POST', body }),
    }),
  }),
});

export const { useLoginMutation } = loginApi;
