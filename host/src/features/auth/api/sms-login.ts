import type { CallReq, CallRes } from 'shared-contracts';
import { api } from 'shared-contracts/app';

/** POST /api/sms-login — login with mobile and SMS code. */
export const smsLoginApi = api.injectEndpoints({
  // Endpoint names are global to the one api slice: a clash must fail loudly in development.
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (b) => ({
    smsLogin: b.mutation<CallRes<'POST /api/sms-login'>, CallReq<'POST /api/sms-login'>>({
      query: (body) => ({ url: '/sms-login', method: 'POST', body }),
    }),
  }),
});

export const { useSmsLoginMutation } = smsLoginApi;
