import { IDEMPOTENCY_KEY_PATTERN, MAX_RECIPIENTS_PER_ORDER, OrderMessages, OrderSource, PLATFORMS } from 'shared-contracts';
import { safeString } from 'shared-contracts/rules';
import { z } from 'zod';
import { chinaTime } from '../../lib/china-time';
import { pageQuery } from '../../lib/paginate';

const field = (max: number) => safeString().max(max, { error: `内容不能超过${max}个字符` }).default('');
const id = (error: string) => z.coerce.number({ error }).int({ error }).positive({ error }).max(2_147_483_647, { error });

/** A recipient as the price and make calls read it: only these fields; a price or state sent is dropped. */
const recipientInput = z.object({
  id: z.union([z.number().int().safe(), safeString().min(1).max(64)], { error: '收件人编号不正确' }),
  shop_order: field(200),
  rec_name: field(200),
  rec_mobile: field(200),
  rec_province: field(200),
  rec_city: field(200),
  rec_district: field(200),
  rec_address: field(1000),
  lp_reissue_sn: field(200),
});

const recList = z
  .array(recipientInput, { error: '收件人列表不正确' })
  .min(1, { error: OrderMessages.noRecipients })
  .max(MAX_RECIPIENTS_PER_ORDER, { error: OrderMessages.tooManyRecipients })
  .refine((rows) => new Set(rows.map((row) => row.id)).size === rows.length, { error: '收件人编号重复' });

const goodsNum = z.coerce.number({ error: '购买数量不正确' }).int({ error: '购买数量不正确' }).min(1, { error: '购买数量至少为1' }).max(100_000, { error: '购买数量不正确' });

export const orderPriceBody = z.object({
  goods_id: id('商品不正确'),
  goods_num: goodsNum,
  express_id: id('快递不正确'),
  rec_list: recList,
});

export const orderMakeBody = orderPriceBody.extend({
  platform: z.number({ error: '请先选择平台' }).int().refine((p) => PLATFORMS.some((x) => x.id === p), { error: '请先选择平台' }),
  order_source: z.union(Object.values(OrderSource).map((v) => z.literal(v)), { error: '收件人来源不正确' }),
  remark: safeString().max(200, { error: '订单备注不能超过200个字' }).default(''),
  /** order_source 4: the caller's authorised shop the recipients came from */
  store_id: id('店铺不正确').optional(),
});

export const idempotencyHeaders = z.object({
  'idempotency-key': z
    .string({ error: OrderMessages.idempotencyKeyMissing })
    .regex(IDEMPOTENCY_KEY_PATTERN, { error: '幂等键（Idempotency-Key）应为8–64位字母、数字、下划线或短横线' }),
});

export const orderCheckBody = z.object({
  shop_order: z.array(safeString().max(200), { error: '订单号列表不正确' }).max(MAX_RECIPIENTS_PER_ORDER, { error: OrderMessages.tooManyRecipients }),
  goods_id: id('商品不正确').optional(),
});

const search = (max: number) => safeString().trim().max(max, { error: `内容不能超过${max}个字符` }).optional();

/** The order and parcel lists' filters (the exports take the same, without paging). */
export const orderFilterBody = pageQuery.extend({
  status: z.coerce.number({ error: '状态不正确' }).int().min(1, { error: '状态不正确' }).max(4, { error: '状态不正确' }).optional(),
  order_sn: search(32),
  shop_order: search(64),
  waybill_code: search(40),
  rec: search(32),
  goods_name: search(64),
  start_time: chinaTime(false).optional(),
  end_time: chinaTime(true).optional(),
});

export type OrderFilterBody = z.infer<typeof orderFilterBody>;

const yuan = z.number();
const recipientOut = recipientInput.extend({ id: z.union([z.number(), z.string()]), lp_reissue_sn: z.string().optional() });
export const priceResult = z.object({
  state: z.union([z.literal(1), z.literal(2)]),
  rec_list: z.array(recipientOut.extend({ price: yuan, state: z.union([z.literal(1), z.literal(2)]), errorText: z.string().optional() })),
  total_price: yuan,
  unit_price: yuan,
});

export const orderResultRow = z.object({
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

export const duplicateOrder = z.object({
  shop_order: z.string(),
  order_sn: z.string(),
  goods_id: z.number().int(),
  goods_name: z.string(),
  same_goods: z.boolean(),
  created_at: z.string(),
});

const page = <T extends z.ZodType>(item: T) => z.object({ list: z.array(item), page: z.number().int(), page_size: z.number().int(), data_count: z.number().int() });

export const orderPage = page(
  z.object({
    order_sn: z.string(),
    goods_id: z.number().int(),
    goods_name: z.string(),
    goods_pic: z.string(),
    goods_num: z.number().int(),
    express_name: z.string(),
    platform: z.number().int(),
    order_source: z.number().int(),
    rec_count: z.number().int(),
    dispatched_count: z.number().int(),
    refunded_count: z.number().int(),
    total_price: yuan,
    refund_price: yuan,
    status: z.number().int(),
    remark: z.string(),
    created_at: z.string(),
  }),
);

export const parcelPage = page(
  z.object({
    id: z.number().int(),
    order_sn: z.string(),
    shop_order: z.string(),
    goods_name: z.string(),
    goods_num: z.number().int(),
    express_name: z.string(),
    waybill_code: z.string(),
    rec_name: z.string(),
    rec_mobile: z.string(),
    rec_province: z.string(),
    rec_city: z.string(),
    rec_district: z.string(),
    rec_address: z.string(),
    lp_reissue_sn: z.string(),
    price: yuan,
    status: z.number().int(),
    error: z.string(),
    created_at: z.string(),
    dispatched_at: z.string().nullable(),
    platform: z.number().int(),
    store_id: z.number().int().nullable(),
    deliver_status: z.number().int().nullable(),
    deliver_msg: z.string(),
  }),
);
