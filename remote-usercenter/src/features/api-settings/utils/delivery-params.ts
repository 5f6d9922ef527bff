import { CALLBACK_EVENTS, CALLBACK_STATUS, type CallbackDeliveryQuery, type CallbackEvent, type CallbackStatus } from 'shared-contracts';
import { defineListParams, toPageQuery, z, type ListParams } from 'shared-kits/list-page';

const events = Object.keys(CALLBACK_EVENTS) as [CallbackEvent, ...CallbackEvent[]];
const statuses = Object.keys(CALLBACK_STATUS) as [CallbackStatus, ...CallbackStatus[]];

/** 回调记录's filters in the URL: `event`, `status`, paging. */
export const deliveryParams = defineListParams({
  event: z.enum(events).optional(),
  status: z.enum(statuses).optional(),
});

export function deliveryQuery(params: ListParams<{ event?: CallbackEvent; status?: CallbackStatus }>): CallbackDeliveryQuery {
  return {
    ...toPageQuery(params),
    ...(params.event ? { event: params.event } : {}),
    ...(params.status ? { status: params.status } : {}),
  };
}
