/**
 * The ordering side of the contract (issue 10), zod-free: the sources, statuses, limits and texts that both
 * ./schemas/orders.ts (the wire schemas) and the pages use. Re-exported with the wire types by ./orders.ts.
 */

/** Where an order's recipients came from (SPEC §1): the purchase dialog's tabs. */
export const OrderSource = { TYPED: 1, SHEET: 2, FILTER: 3, AUTHORISED: 4 } as const;
export type OrderSourceValue = (typeof OrderSource)[keyof typeof OrderSource];

/**
 * Order and parcel status (SPEC §4: 1 unpaid, 2 paid awaiting dispatch, 3 dispatched). Orders are paid when
 * made, so this flow never leaves 1 behind. A parcel is 3 once it has a waybill number; 4 (ours) when the
 * courier refused it and its money went back to the balance. An order is 3 once none of its parcels waits.
 */
export const ParcelStatus = { UNPAID: 1, PAID: 2, DISPATCHED: 3, REFUNDED: 4 } as const;
export type ParcelStatusValue = (typeof ParcelStatus)[keyof typeof ParcelStatus];
export const PARCEL_STATUS_NAMES: Record<ParcelStatusValue, string> = { 1: '待付款', 2: '待发货', 3: '已发货', 4: '已退款' };
export const ORDER_STATUS_NAMES: Record<1 | 2 | 3, string> = { 1: '待付款', 2: '待发货', 3: '已发货' };

/**
 * 物流状态 (issue 21): a parcel's tracking state after its waybill was printed, as the server stores it
 * (parcels.track_state) and the lists show it. `none` until the courier's first event.
 */
export const TRACK_STATES = ['none', 'picked_up', 'in_transit', 'delivering', 'signed', 'exception', 'returned'] as const;
export type TrackState = (typeof TRACK_STATES)[number];
export const TRACK_STATE_NAMES: Record<TrackState, string> = {
  none: '待揽收',
  picked_up: '已揽收',
  in_transit: '运输中',
  delivering: '派件中',
  signed: '已签收',
  exception: '异常',
  returned: '退回',
};

/** 物流状态's Tag colours (antd presets): stuck or sent back a warning, signed done, on the way in progress, 待揽收 plain. */
export const TRACK_STATE_COLOURS: Record<TrackState, string> = {
  none: 'default',
  picked_up: 'processing',
  in_transit: 'processing',
  delivering: 'processing',
  signed: 'success',
  exception: 'warning',
  returned: 'warning',
};

/** A courier event's dot on a 物流轨迹 timeline: red for trouble (异常, 退回), blue for the newest, grey before it. */
export const trackEventColour = (state: TrackState, newest: boolean) => (state === 'exception' || state === 'returned' ? 'red' : newest ? 'blue' : 'gray');

/** GET /api/user/order/parcel/track?id=: a parcel's state and its courier events, newest first, China time texts. */
export interface ParcelTrack {
  id: number;
  parcel_sn: string;
  waybill_code: string;
  express_name: string;
  track_state: TrackState;
  track_state_name: string;
  /** China time text, '' when not yet */
  dispatched_at: string;
  picked_up_at: string;
  signed_at: string;
  events: { time: string; state: TrackState; state_name: string; description: string; location: string }[];
}

/** The most recipients one price call or one order takes. */
export const MAX_RECIPIENTS_PER_ORDER = 10000;

/** Row state of a priced recipient (SPEC §3 recipient row): 1 can be shipped, 2 cannot (see errorText). */
export const RowState = { OK: 1, ERROR: 2 } as const;

/** make's header, one key per press of 确认支付: the same key again returns the first result and books nothing. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * Result row status of make (SPEC §4: rows with 0 or 2 go to the order-error result dialog): 1 ordered;
 * 0 not ordered (the row cannot be shipped, nothing charged for it); 2 ordered but the courier refused the
 * parcel, its money is back in the balance.
 */
export const ResultStatus = { FAILED: 0, OK: 1, REFUNDED: 2 } as const;

/**
 * Why a recipient row cannot be ordered (the price call's errorText; 第N行：… before ordering): the texts of
 * the row rules (rowProblem in shared-contracts/rules).
 */
export const RowMessages = {
  nameMissing: '收件人姓名不能为空',
  nameTooLong: '收件人姓名不能超过20个字',
  mobileMissing: '手机号不能为空',
  mobileInvalid: '手机号格式不正确',
  provinceMissing: '省份不能为空',
  provinceUnknown: (province: string) => `省份“${province}”不存在`,
  cityMissing: '城市不能为空',
  cityUnknown: (city: string, province: string) => `城市“${city}”不属于${province}`,
  addressMissing: '详细地址不能为空',
  addressTooLong: '详细地址不能超过120个字',
  shopOrderTooLong: '订单号不能超过64个字符',
  noDeliver: (area: string) => `该快递不发货地区：${area}`,
  reissueMissing: '请填写无货源补发单号',
  /** A recognised place that is ambiguous (candidates, issue 13) until the user picks one or edits the row. */
  placeAmbiguous: '收件地区不明确，请选择地区或修改',
} as const;

/** Ordering messages (ours where SPEC gives none). */
export const OrderMessages = {
  /** The same text as RowMessages.reissueMissing (kept for remotes built before it). */
  reissueMissing: RowMessages.reissueMissing,
  noRecipients: '请先添加收件人',
  tooManyRecipients: `一次最多${MAX_RECIPIENTS_PER_ORDER}个收件人`,
  nothingToOrder: '没有可以下单的收件人，请先修改错误的收件人',
  outOfStock: '库存不足',
  offSale: '商品已下架',
  quantityOverLimit: (limit: number) => `每个收件人最多购买${limit}件`,
  courierMismatch: '快递与商品不符，请刷新后重试',
  platformUnsupported: '该快递不支持此平台的订单',
  idempotencyKeyMissing: '缺少幂等键（Idempotency-Key）',
  idempotencyKeyReused: '该幂等键已用于另一笔订单',
  realNameRequired: '根据国家法规，寄件需完成实名认证',
  realNamePending: '实名认证尚未通过，通过后即可下单',
  waybillPending: '快递单号生成中',
  noWaybill: '未出单号',
} as const;

/** Goods filter options of the product selection dialog (GET /api/gift/shop/options). */
export interface GoodsFilterOptions {
  express: { id: number; name: string }[];
  /** Goods cities (发货地区) */
  cities: string[];
  /** Send provinces of the couriers */
  provinces: string[];
  categories: string[];
}

/**
 * The reissue-number importer's template (SPEC §2.9, §5: titles 订单号 and 上家单号), served by
 * GET /api/common/download?type=reissue: our order number or the shop order number, and the upstream
 * (上家) waybill number that becomes the row's 补发单号 (lp_reissue_sn) for an is_wu courier.
 */
export const REISSUE_TEMPLATE: { name: string; headers: string[]; example: string[] } = {
  name: '补发单号',
  headers: ['订单号', '上家单号'],
  example: ['2311201234567890123', 'YT1234567890123'],
};
