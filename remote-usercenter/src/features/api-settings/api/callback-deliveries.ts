import type { CallbackDelivery, CallbackDeliveryQuery, CallbackResendBody, Paginated } from 'shared-contracts';
import { api } from 'shared-contracts/app';
import { DELIVERIES_TAG } from './tags';

/**
 * 回调记录: GET /api/user/setting/api/callback/list (newest first, by event and status, paged) and
 * POST …/callback/resend (the same event, same X-Event-Id, sent again now).
 */
export const callbackDeliveriesApi = api.injectEndpoints({
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (b) => ({
    callbackDeliveries: b.query<Paginated<CallbackDelivery>, CallbackDeliveryQuery>({
      query: (params) => ({ url: '/user/setting/api/callback/list', params }),
      extraOptions: { silent: true },
      providesTags: [DELIVERIES_TAG],
    }),
    resendCallback: b.mutation<CallbackDelivery, CallbackResendBody>({
      query: (body) => ({ url: '/user/setting/api/callback/resend', method: 'POST', body }),
      extraOptions: { silent: true },
      invalidatesTags: (_result, error) => (error ? [] : [DELIVERIES_TAG]),
    }),
  }),
});

export const { useCallbackDeliveriesQuery, useResendCallbackMutation } = callbackDeliveriesApi;
