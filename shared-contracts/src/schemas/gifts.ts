/**
 * 礼品管理 (SPEC §2.1 hidden routes gift-order and gift-selected): the caller's orders grouped by goods
 * (我的礼品) and the saved selection of goods with courier and quantity (已选礼品).
 */
import { z } from 'zod';
import { GiftMessages } from '../gift-texts';
import { isoTime, pageOf, pageQuery, recordId, yuan } from './common';

/** One goods the caller has ordered: what 我的礼品 shows per row. */
export const giftOrderItem = z.object({
  goods_id: z.number().int(),
  goods_name: z.string(),
  goods_pic: z.string(),
  /** Couriers of the goods' orders, most recent first (a goods' courier can change over time). */
  express_names: z.array(z.string()),
  /** The goods' courier today: what 再来一单 orders with. */
  express_id: z.number().int(),
  express_name: z.string(),
  /** Orders and parcels (one per recipient) of this goods. */
  order_count: z.number().int(),
  parcel_count: z.number().int(),
  /** yuan, debited for these orders */
  total_price: yuan,
  /** yuan, back for refused parcels */
  refund_price: yuan,
  last_ordered_at: isoTime,
  /** false when the goods is off sale or out of stock: 再来一单 is not offered. */
  can_buy: z.boolean(),
  /** Whether the goods is in 已选礼品. */
  selected: z.boolean(),
});

export const giftOrderQuery = pageQuery;
export const giftOrderPage = pageOf(giftOrderItem);

/** One row of 已选礼品. */
export const giftSelectedItem = z.object({
  id: z.number().int(),
  goods_id: z.number().int(),
  goods_name: z.string(),
  goods_pic: z.string(),
  /** yuan, the catalogue price per piece */
  price: yuan,
  /** The preferred courier saved with the row. */
  express_id: z.number().int(),
  express_name: z.string(),
  /** The goods' courier today (differs from express_id when the goods moved to another courier). */
  goods_express_id: z.number().int(),
  goods_express_name: z.string(),
  goods_num: z.number().int(),
  /** Per recipient; 0 = no limit */
  limit: z.number().int(),
  can_buy: z.boolean(),
  created_at: isoTime,
});

export const giftSelectedQuery = pageQuery;
export const giftSelectedPage = pageOf(giftSelectedItem);

const goodsNum = z.coerce
  .number<number>({ error: GiftMessages.quantityInvalid })
  .int({ error: GiftMessages.quantityInvalid })
  .min(1, { error: GiftMessages.quantityInvalid })
  .max(99_999, { error: GiftMessages.quantityInvalid });

/** 加入已选: the goods, its courier and how many per recipient (default 1). */
export const giftSelectedAddBody = z.object({
  goods_id: recordId(GiftMessages.goodsInvalid),
  express_id: recordId(GiftMessages.courierInvalid),
  goods_num: goodsNum.default(1),
});

/** 修改: courier and quantity. */
export const giftSelectedUpdateBody = z.object({
  express_id: recordId(GiftMessages.courierInvalid),
  goods_num: goodsNum,
});

export const giftSelectedParams = z.object({ id: recordId(GiftMessages.notFound) });

export type GiftOrderItem = z.output<typeof giftOrderItem>;
export type GiftOrderQuery = z.input<typeof giftOrderQuery>;
export type GiftSelectedItem = z.output<typeof giftSelectedItem>;
export type GiftSelectedQuery = z.input<typeof giftSelectedQuery>;
export type GiftSelectedAddBody = z.input<typeof giftSelectedAddBody>;
export type GiftSelectedUpdateBody = z.input<typeof giftSelectedUpdateBody>;
export type GiftSelectedAddRequest = z.output<typeof giftSelectedAddBody>;
export type GiftSelectedUpdateRequest = z.output<typeof giftSelectedUpdateBody>;
