import Cookies from 'js-cookie';
import { REFER_CODE_COOKIE, type CallReq, type CallRes } from 'shared-contracts';
import { api } from 'shared-contracts/app';

/**
 * POST /api/register. The referral code the home page stored in the `refer_code` cookie travels as the
 * `referral` query parameter (SPEC §2.3, §7).
 */
export const registerApi = api.injectEndpoints({
  // Endpoint names are global to the one api slice: a clash must fail loudly in development.
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (b) => ({
    register: b.mutation<CallRes<'POST /api/register'>, CallReq<'POST /api/register'>>({
      query: (body) => {
        const referral = Cookies.get(REFER_CODE_COOKIE);
        return { url: '/register', method: 'POST', body, params: referral ? { referral } : undefined };
      },
    }),
  }),
});

export const { useRegisterMutation } = registerApi;
