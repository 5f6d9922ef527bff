import { TRACK_STATES, type ParcelListQuery } from 'shared-contracts';
import { defineListParams, z, type ListParams } from 'shared-kits/list-page';

/** The text filters of the order and parcel lists (OrderListQuery), in the order the search form shows them. */
export const TEXT_FILTERS = ['order_sn', 'shop_order', 'waybill_code', 'rec', 'goods_name'] as const;
export type TextFilter = (typeof TEXT_FILTERS)[number];

/** A time filter in the URL: a day (`2026-11-20`, the whole day) or a moment (`2026-11-20 08:30:00`), China time. */
const moment = z.string().trim().regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/);
const text = (max: number) => z.string().trim().max(max).default('');

/** The longest text each filter takes (the server's limits: a longer one would be refused with 400). */
export const TEXT_MAX: Record<TextFilter, number> = { order_sn: 32, shop_order: 64, waybill_code: 40, rec: 32, goods_name: 64 };

const textSchemas = {
  order_sn: text(TEXT_MAX.order_sn),
  shop_order: text(TEXT_MAX.shop_order),
  waybill_code: text(TEXT_MAX.waybill_code),
  /** recipient name or phone */
  rec: text(TEXT_MAX.rec),
};
const goodsName = text(TEXT_MAX.goods_name);

export type SearchFilters = { [K in TextFilter]?: string } & { start_time?: string; end_time?: string };

/** A day as the first or last moment of it; a moment as it is. */
export const rangeStart = (time: string) => (time.length === 10 ? `${time} 00:00:00` : time);
export const rangeEnd = (time: string) => (time.length === 10 ? `${time} 23:59:59` : time);

/** A range typed backwards in the URL reads the right way round. */
function orderedRange<P extends { start_time?: string; end_time?: string }>(p: P): P {
  return p.start_time && p.end_time && rangeStart(p.start_time) > rangeEnd(p.end_time) ? { ...p, start_time: p.end_time, end_time: p.start_time } : p;
}

/**
 * 订单列表's URL: `status` (1 待付款, 2 待发货, 3 已发货 — the name the home counters link with), the text
 * filters, `start_time`/`end_time` and paging.
 */
export const orderListParams = defineListParams(
  { status: z.enum(['1', '2', '3']).optional(), ...textSchemas, goods_name: goodsName, start_time: moment.optional(), end_time: moment.optional() },
  { normalise: orderedRange },
);

/** 包裹列表's URL: `status` is the parcel's (4 已退款 too), `track_state` its 物流状态; the search has no goods name. */
export const parcelListParams = defineListParams(
  { status: z.enum(['1', '2', '3', '4']).optional(), track_state: z.enum(TRACK_STATES).optional(), ...textSchemas, start_time: moment.optional(), end_time: moment.optional() },
  { normalise: orderedRange },
);

type AnyListParams = ListParams<SearchFilters & { status?: string; track_state?: ParcelListQuery['track_state'] }>;

/**
 * The filters as the list and download calls want them (ParcelListQuery — OrderListQuery and 物流状态 — without
 * paging): status as a number, only the filters that are set, days widened to `00:00:00` / `23:59:59` (China
 * time, inclusive).
 */
export function searchQuery(params: Omit<AnyListParams, 'page' | 'pageSize'>): Omit<ParcelListQuery, 'page' | 'page_size'> {
  const query: Omit<ParcelListQuery, 'page' | 'page_size'> = {};
  if (params.status) query.status = Number(params.status);
  if (params.track_state) query.track_state = params.track_state;
  for (const key of TEXT_FILTERS) if (params[key]) query[key] = params[key];
  if (params.start_time) query.start_time = rangeStart(params.start_time);
  if (params.end_time) query.end_time = rangeEnd(params.end_time);
  return query;
}
