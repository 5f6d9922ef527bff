import type { CallReq, CallRes } from 'shared-contracts';
import { api } from 'shared-contracts/app';

/**
 * 重新回传: POST /api/gift/auth/deliver for one parcel of an order from an authorised shop (its shop order
 * and waybill number); the answer row says whether the shop took it. The package list refetches.
 */
export const redeliverApi = api.injectEndpoints({
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (b) => ({
    redeliverParcel: b.mutation<CallRes<'POST /api/gift/auth/deliver'>, CallReq<'POST /api/gift/auth/deliver'>>({
      query: (body) => ({ url: '/gift/auth/deliver', method: 'POST', body }),
      invalidatesTags: [{ type: 'Package', id: 'LIST' }],
    }),
  }),
});

export const { useRedeliverParcelMutation } = redeliverApi;
