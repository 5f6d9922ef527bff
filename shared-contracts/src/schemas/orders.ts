/**
 * The ordering calls' wire schemas (SPEC §7 "Ordering and shops"; issue 10): price, the duplicate check,
 * make, the order and parcel lists. The server's routes validate with them; the types in ../orders.ts are
 * inferred from them — `z.input` for what a client sends, `z.output` for what the server answers.
 */
import { z } from 'zod';
import { PLATFORMS } from '../constants';
import { IDEMPOTENCY_KEY_PATTERN, MAX_RECIPIENTS_PER_ORDER, OrderMessages, OrderSource, type ParcelTrack, ParcelStatus, TRACK_STATES } from '../order-texts';
import { safeString } from '../rules/safe-text';
import { DeliverStatus } from '../store-texts';
import { chinaTime, isoTime, pageOf, pageQuery, recordId, yuan } from './common';
import { recipientInput, recipientList } from './recipient';

const goodsNum = z.coerce
  .number<number>({ error: '购买数量不正确' })
  .int({ error: '购买数量不正确' })
  .min(1, { error: '购买数量至少为1' })
  .max(100_000, { error: '购买数量不正确' });

/** POST /api/gift/order/price */
export const orderPriceBody = z.object({
  goods_id: recordId('商品不正确'),
  /** Pieces in each recipient's parcel, 1..limit (0 = no limit). */
  goods_num: goodsNum,
  express_id: recordId('快递不正确'),
  rec_list: recipientList,
});

/**
 * POST /api/gift/order/make, with an `Idempotency-Key` header (idempotencyHeaders; one per press of
 * 确认支付): the same key again returns the first result and books nothing.
 */
export const orderMakeBody = orderPriceBody.extend({
  platform: z.number({ error: '请先选择平台' }).int().refine((p) => PLATFORMS.some((x) => x.id === p), { error: '请先选择平台' }),
  order_source: z.literal(Object.values(OrderSource), { error: '收件人来源不正确' }),
  remark: safeString().max(200, { error: '订单备注不能超过200个字' }).default(''),
  /** The authorised shop the recipients came from (order_source 4): its orders are delivered back to it. */
  store_id: recordId('店铺不正确').optional(),
});

/** make's header: 8–64 of A–Z a–z 0–9 _ - (IDEMPOTENCY_HEADER). */
export const idempotencyHeaders = z.object({
  'idempotency-key': z
    .string({ error: OrderMessages.idempotencyKeyMissing })
    .regex(IDEMPOTENCY_KEY_PATTERN, { error: '幂等键（Idempotency-Key）应为8–64位字母、数字、下划线或短横线' }),
});

/** POST /api/gift/order/check */
export const orderCheckBody = z.object({
  shop_order: z.array(safeString().max(200), { error: '订单号列表不正确' }).max(MAX_RECIPIENTS_PER_ORDER, { error: OrderMessages.tooManyRecipients }),
  /** The goods about to be ordered: each hit says whether it was this goods. */
  goods_id: recordId('商品不正确').optional(),
});

const search = (max: number) => safeString().trim().max(max, { error: `内容不能超过${max}个字符` }).optional();

/** Filters of the order and parcel lists (and their exports, which ignore the paging). Times China time, inclusive. */
export const orderFilterBody = pageQuery.extend({
  status: z.coerce.number<number>({ error: '状态不正确' }).int().min(1, { error: '状态不正确' }).max(4, { error: '状态不正确' }).optional(),
  order_sn: search(32),
  shop_order: search(64),
  waybill_code: search(40),
  /** Recipient name or phone (parcels; orders: any of its parcels). */
  rec: search(32),
  goods_name: search(64),
  start_time: chinaTime(false).optional(),
  end_time: chinaTime(true).optional(),
});

/** The parcel list's (and its export's) filters: the order filters and 物流状态. */
export const parcelFilterBody = orderFilterBody.extend({
  track_state: z.enum(TRACK_STATES, { error: '物流状态不正确' }).optional(),
});

const rowState = z.literal([1, 2]);

/** A priced row: the row as sent, with `price` (yuan, this recipient's parcel) and `state`/`errorText`. */
export const pricedRow = recipientInput.extend({
  id: z.union([z.number(), z.string()]),
  lp_reissue_sn: z.string().optional(),
  price: yuan,
  /** 1 can be shipped, 2 cannot (RowState; errorText says why). */
  state: rowState,
  errorText: z.string().optional(),
});

/** The price call's answer. */
export const priceResult = z.object({
  /** 2 when any row is 2. */
  state: rowState,
  rec_list: z.array(pricedRow),
  /** yuan: the sum of the rows that can be shipped, summed in fen */
  total_price: yuan,
  /** yuan: one piece at the caller's group price */
  unit_price: yuan,
});

/** One row of make's answer (SPEC §3 order result row); statuses in ResultStatus. */
export const orderResultRow = z.object({
  /** The recipient row's `id` as sent (ours): the client keeps the rows that failed. */
  id: z.union([z.number(), z.string()]).optional(),
  status: z.number().int(),
  shop_order: z.string(),
  kuaidi_sn: z.string(),
  order: z.boolean(),
  error: z.string(),
  order_sn: z.string(),
  waybill_code: z.string(),
  send_status: z.number().int(),
  msg: z.string(),
});

/** One earlier purchase for a shop order number the caller is about to order for again. */
export const duplicateOrder = z.object({
  shop_order: z.string(),
  order_sn: z.string(),
  goods_id: z.number().int(),
  goods_name: z.string(),
  /** Whether that order was for the goods being ordered now. */
  same_goods: z.boolean(),
  created_at: isoTime,
});

export const orderListItem = z.object({
  order_sn: z.string(),
  goods_id: z.number().int(),
  goods_name: z.string(),
  goods_pic: z.string(),
  goods_num: z.number().int(),
  express_name: z.string(),
  platform: z.number().int(),
  order_source: z.literal(Object.values(OrderSource)),
  rec_count: z.number().int(),
  dispatched_count: z.number().int(),
  refunded_count: z.number().int(),
  /** yuan, what was debited */
  total_price: yuan,
  /** yuan, what went back for refused parcels */
  refund_price: yuan,
  /** An order never stays unpaid (1); 3 once none of its parcels waits. */
  status: z.literal([ParcelStatus.UNPAID, ParcelStatus.PAID, ParcelStatus.DISPATCHED]),
  remark: z.string(),
  created_at: z.string(),
});

export const parcelListItem = z.object({
  id: z.number().int(),
  order_sn: z.string(),
  shop_order: z.string(),
  goods_name: z.string(),
  goods_num: z.number().int(),
  express_name: z.string(),
  /** '' until the courier numbers it */
  waybill_code: z.string(),
  rec_name: z.string(),
  /** masked: 138****8000 (whole only in the caller's export) */
  rec_mobile: z.string(),
  rec_province: z.string(),
  rec_city: z.string(),
  rec_district: z.string(),
  rec_address: z.string(),
  lp_reissue_sn: z.string(),
  /** yuan */
  price: yuan,
  status: z.literal(Object.values(ParcelStatus)),
  /** Why the courier refused it (status 4). */
  error: z.string(),
  created_at: z.string(),
  dispatched_at: z.string().nullable(),
  /** The platform of the parcel's order (PLATFORMS id) */
  platform: z.number().int(),
  /** The authorised shop the parcel's order came from (order_source 4), else null */
  store_id: z.number().int().nullable(),
  /** Whether the waybill number went back to that shop (DeliverStatus), null when not from a shop */
  deliver_status: z.literal(Object.values(DeliverStatus)).nullable(),
  /** The shop's refusal or the outage, when deliver_status is 2 or 3 */
  deliver_msg: z.string(),
  /** 物流状态 (TRACK_STATES) and its name (TRACK_STATE_NAMES) */
  track_state: z.enum(TRACK_STATES),
  track_state_name: z.string(),
  /** yuan: the 超时赔付 credited to the balance for this parcel, null when none */
  compensation: yuan.nullable(),
});

/** 物流跟踪: a parcel's timeline (GET /api/user/order/parcel/track, and the console's work-order detail). */
export const parcelTrack = z.object({
  id: z.number().int(),
  parcel_sn: z.string(),
  waybill_code: z.string(),
  express_name: z.string(),
  track_state: z.enum(TRACK_STATES),
  track_state_name: z.string(),
  /** China time text, '' when not yet */
  dispatched_at: z.string(),
  picked_up_at: z.string(),
  signed_at: z.string(),
  events: z.array(z.object({ time: z.string(), state: z.enum(TRACK_STATES), state_name: z.string(), description: z.string(), location: z.string() })),
}) satisfies z.ZodType<ParcelTrack>;

export const orderPage = pageOf(orderListItem);
export const parcelPage = pageOf(parcelListItem);

export type OrderPriceBody = z.input<typeof orderPriceBody>;
export type OrderMakeBody = z.input<typeof orderMakeBody>;
export type OrderCheckBody = z.input<typeof orderCheckBody>;
export type OrderListQuery = z.input<typeof orderFilterBody>;
export type ParcelListQuery = z.input<typeof parcelFilterBody>;
export type PricedRow = z.output<typeof pricedRow>;
/** The bodies as the server's handlers get them: parsed, defaults filled. */
export type OrderPriceRequest = z.output<typeof orderPriceBody>;
export type OrderMakeRequest = z.output<typeof orderMakeBody>;
export type OrderCheckRequest = z.output<typeof orderCheckBody>;
export type OrderFilterRequest = z.output<typeof orderFilterBody>;
export type ParcelFilterRequest = z.output<typeof parcelFilterBody>;
export type OrderPriceResult = z.output<typeof priceResult>;
export type OrderResultRow = z.output<typeof orderResultRow>;
export type DuplicateOrder = z.output<typeof duplicateOrder>;
export type OrderListItem = z.output<typeof orderListItem>;
export type ParcelListItem = z.output<typeof parcelListItem>;
