import { IDEMPOTENCY_HEADER, type CallReq, type CallRes } from 'shared-contracts';
import { api } from 'shared-contracts/app';

/** What make takes: the body and the press's idempotency key (one per press of 确认支付, reused on a retry). */
export interface MakeOrderArgs {
  body: CallReq<'POST /api/gift/order/make'>;
  idempotencyKey: string;
}

/** The duplicate check and make (SPEC §4 order flow). Both show the global loading mask. */
export const orderingApi = api.injectEndpoints({
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (b) => ({
    orderCheck: b.mutation<CallRes<'POST /api/gift/order/check'>, CallReq<'POST /api/gift/order/check'>>({
      query: (body) => ({ url: '/gift/order/check', method: 'POST', body }),
    }),
    orderMake: b.mutation<CallRes<'POST /api/gift/order/make'>, MakeOrderArgs>({
      query: ({ body, idempotencyKey }) => ({ url: '/gift/order/make', method: 'POST', body, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } }),
      // balance, orders, parcels and the home counters changed (also when some rows failed); from a shop,
      // its orders are bought now
      invalidatesTags: (result, _error, { body }) => (result ? ['Balance', 'Order', 'Package', 'Home', ...(body.store_id ? (['Shop'] as const) : [])] : []),
    }),
  }),
});

export const { useOrderCheckMutation, useOrderMakeMutation } = orderingApi;
