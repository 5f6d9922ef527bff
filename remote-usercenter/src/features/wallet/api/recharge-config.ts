import type { RechargeConfig } from 'shared-contracts';
import { api } from 'shared-contracts/app';

/** GET /api/user/recharge/info — what the top-up card offers (SPEC §3 top-up config). */
export const rechargeConfigApi = api.injectEndpoints({
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (b) => ({
    rechargeConfig: b.query<RechargeConfig, void>({
      query: () => '/user/recharge/info',
      extraOptions: { silent: true },
    }),
  }),
});

export const { useRechargeConfigQuery } = rechargeConfigApi;
