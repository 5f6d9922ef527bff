import type { CaptchaInfo } from 'shared-contracts';
import type { OperatorInfo, OperatorLoginBody, OperatorLoginResult, OperatorPasswordBody, TotpEnrolment } from 'shared-contracts/admin';
import { api } from 'shared-contracts/app';

/**
 * The operator's own sign-in calls (issue 20), all under /api/admin/ — the base query sends the operator
 * token there (X-Operator-Token) and never the shop user's. Endpoint names carry `operator`/`admin`:
 * names are global to the one api slice.
 */
export const operatorApi = api.injectEndpoints({
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (b) => ({
    /** POST /api/admin/login: code 80 asks for the image captcha, code 61 for the TOTP code. */
    operatorLogin: b.mutation<OperatorLoginResult, OperatorLoginBody>({
      query: (body) => ({ url: '/admin/login', method: 'POST', body }),
    }),
    operatorLogout: b.mutation<null, void>({
      query: () => ({ url: '/admin/logout', method: 'POST' }),
      extraOptions: { silent: true, quiet401: true },
    }),
    /** GET /api/admin/me: who is signed in (401: nobody — the console's guard sends to 登录), and whether the initial password must change first. */
    operatorMe: b.query<OperatorInfo, void>({
      query: () => ({ url: '/admin/me' }),
      extraOptions: { silent: true, quiet401: true },
      providesTags: ['Operator'],
    }),
    /**
     * PUT /api/admin/password. On success the cached operator no longer must change the password — set here,
     * before the caller navigates, so the guard does not bounce back to 修改初始密码 on the stale answer.
     */
    /** GET /api/admin/totp-setup: the secret this session enrols with while changing the one-time password (issue 35), or null. */
    operatorTotpSetup: b.query<TotpEnrolment | null, void>({
      query: () => ({ url: '/admin/totp-setup' }),
      extraOptions: { silent: true },
      keepUnusedDataFor: 0,
    }),
    operatorChangePassword: b.mutation<null, OperatorPasswordBody>({
      query: (body) => ({ url: '/admin/password', method: 'PUT', body }),
      async onQueryStarted(_, { dispatch, queryFulfilled }) {
        await queryFulfilled;
        dispatch(
          operatorApi.util.updateQueryData('operatorMe', undefined, (me) => {
            me.must_change_password = false;
          }),
        );
      },
    }),
    /** GET /api/captcha (the shop's image captcha), kept by its caller, never cached. */
    adminCaptcha: b.query<CaptchaInfo, void>({
      query: () => ({ url: '/captcha' }),
      extraOptions: { silent: true },
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useOperatorLoginMutation, useOperatorLogoutMutation, useOperatorMeQuery, useOperatorTotpSetupQuery, useOperatorChangePasswordMutation, useLazyAdminCaptchaQuery } = operatorApi;
