import { TRACK_STATES, type TrackState } from 'shared-contracts';
import { defineListParams, toPageQuery, z, type ListParams } from 'shared-kits/list-page';
import { siteIdParam, siteQuery } from '../../../shared/list-filter-params';
import type { AdminOrdersQuery, AdminParcelsQuery } from '../api/orders-api';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const text = (max: number) => z.string().trim().max(max).default('');

/**
 * The text filters of both lists, as the user centre's search names them (and the server's limits), plus the
 * console's own (issue 34): the recipient's whole phone and the goods id.
 */
export const TEXT_FILTERS = ['order_sn', 'shop_order', 'waybill_code', 'rec', 'rec_mobile', 'goods_name', 'goods_id', 'mobile'] as const;
export type TextFilter = (typeof TEXT_FILTERS)[number];
export const TEXT_MAX: Record<TextFilter, number> = { order_sn: 32, shop_order: 64, waybill_code: 40, rec: 32, rec_mobile: 11, goods_name: 64, goods_id: 10, mobile: 11 };
/** The recipient's phone: only a whole mainland number is searched (the server refuses a part). */
export const WHOLE_MOBILE = /^1\d{10}$/;

/** What both tabs filter by: kept when the tab changes (everything but the lists' own status and 物流状态 / 供货店铺). */
export const SHARED_FILTERS = ['order_sn', 'shop_order', 'waybill_code', 'rec', 'rec_mobile', 'goods_name', 'goods_id', 'mobile', 'courier_id', 'from', 'to', 'site_id'] as const;

const shared = {
  order_sn: text(TEXT_MAX.order_sn),
  shop_order: text(TEXT_MAX.shop_order),
  waybill_code: text(TEXT_MAX.waybill_code),
  /** recipient name or phone */
  rec: text(TEXT_MAX.rec),
  /** the recipient's whole phone (a URL with anything else reads as none) */
  rec_mobile: z.union([z.string().trim().regex(WHOLE_MOBILE), z.literal('')]).default(''),
  goods_name: text(TEXT_MAX.goods_name),
  goods_id: z.union([z.string().trim().regex(/^[1-9]\d{0,9}$/), z.literal('')]).default(''),
  courier_id: z.coerce.number().int().positive().optional(),
  /** the member: a whole mobile or its last 4 digits */
  mobile: text(TEXT_MAX.mobile),
  /** 下单时间, China days */
  from: isoDate.optional(),
  to: isoDate.optional(),
  site_id: siteIdParam,
};

/** 订单's URL (the first tab, no `tab`): status 1 待付款, 2 待发货, 3 已发货, the search, days, member, site. */
export const ordersListParams = defineListParams({ ...shared, status: z.enum(['1', '2', '3']).optional() });

/**
 * 包裹's URL (`tab=parcels`, always written): the parcel's status (4 已退款 too) and 物流状态, and
 * (issue 33, main-site operators who see suppliers) the 供货店铺 that ships them.
 */
export const parcelsListParams = defineListParams(
  {
    ...shared,
    tab: z.literal('parcels').default('parcels'),
    status: z.enum(['1', '2', '3', '4']).optional(),
    track_state: z.enum(TRACK_STATES).optional(),
    shop_id: z.coerce.number().int().positive().optional(),
  },
  { alwaysWrite: ['tab'] },
);

export interface OrderFilterValues {
  order_sn: string;
  shop_order: string;
  waybill_code: string;
  rec: string;
  rec_mobile: string;
  goods_name: string;
  goods_id: string;
  mobile: string;
  courier_id?: number;
  from?: string;
  to?: string;
  site_id?: number;
  status?: string;
  track_state?: TrackState;
  /** 包裹 only: the 供货店铺 (issue 33) */
  shop_id?: number;
}

/** What the search bar changes (the lists' own choices, status and 物流状态, are theirs). */
export type SearchChange = Partial<Pick<OrderFilterValues, TextFilter | 'courier_id' | 'from' | 'to' | 'site_id'>>;

/**
 * The URL's filters → the list's and the export's query (no paging): only what is set, status, goods and courier as
 * numbers, the days as China-time bounds (inclusive), the site only for a main-site operator.
 */
export function toOrderFilters(params: OrderFilterValues, mainRole: boolean): Omit<AdminParcelsQuery, 'page' | 'page_size'> {
  const query: Omit<AdminParcelsQuery, 'page' | 'page_size'> = {};
  if (params.status) query.status = Number(params.status);
  if (params.track_state) query.track_state = params.track_state;
  for (const key of TEXT_FILTERS) {
    const value = params[key];
    if (value && key !== 'goods_id') query[key] = value;
  }
  if (params.goods_id) query.goods_id = Number(params.goods_id);
  if (params.courier_id) query.courier_id = params.courier_id;
  if (params.from) query.start_time = `${params.from} 00:00:00`;
  if (params.to) query.end_time = `${params.to} 23:59:59`;
  return { ...query, ...siteQuery(mainRole, params.site_id) };
}

/** GET /api/admin/orders's query. */
export const toOrdersQuery = (params: ListParams<OrderFilterValues>, mainRole: boolean): AdminOrdersQuery => ({ ...toPageQuery(params), ...toOrderFilters(params, mainRole) });
/** The 供货店铺 filter → `shop_id`: only for an operator who sees suppliers (main-site roles), only when chosen. */
export const shopQuery = (seesSuppliers: boolean, shopId: number | undefined): { shop_id?: number } => (seesSuppliers && shopId ? { shop_id: shopId } : {});

/** GET /api/admin/parcels's query (and its export's, without paging). */
export const toParcelsQuery = (params: ListParams<OrderFilterValues>, mainRole: boolean, seesSuppliers = false): AdminParcelsQuery => ({
  ...toPageQuery(params),
  ...toOrderFilters(params, mainRole),
  ...shopQuery(seesSuppliers, params.shop_id),
});
