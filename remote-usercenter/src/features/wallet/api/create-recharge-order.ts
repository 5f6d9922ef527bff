import type { RechargeOrder, RechargeOrderBody } from 'shared-contracts';
import { api } from 'shared-contracts/app';

/**
 * POST /api/user/recharge/qrcode — a top-up order: the QR code's text (or the page an iframe shows).
 * Silent: the 请扫码 dialog shows its own spinner while the code is made.
 */
export const createRechargeOrderApi = api.injectEndpoints({
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (b) => ({
    createRechargeOrder: b.mutation<RechargeOrder, RechargeOrderBody>({
      query: (body) => ({ url: '/user/recharge/qrcode', method: 'POST', body }),
      extraOptions: { silent: true },
    }),
  }),
});

export const { useCreateRechargeOrderMutation } = createRechargeOrderApi;
