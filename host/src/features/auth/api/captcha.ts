import type { CallRes } from 'shared-contracts';
import { api } from 'shared-contracts/app';

/**
 * GET /api/captcha — a fresh image captcha on every trigger. Silent (no loading mask) and not kept in the
 * cache: each caller keeps the image it fetched in its own state (see `use-captcha.ts`).
 */
export const captchaApi = api.injectEndpoints({
  // Endpoint names are global to the one api slice: a clash must fail loudly in development.
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (b) => ({
    captcha: b.query<CallRes<'GET /api/captcha'>, void>({
      query: () => ({ url: '/captcha' }),
      extraOptions: { silent: true },
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useLazyCaptchaQuery } = captchaApi;
