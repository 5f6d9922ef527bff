import { ASSOCIATION_CODE_PATTERN, AUTH_ORDER_DAYS, PLATFORMS, ShopMessages, SYNC_MAX_DAYS } from 'shared-contracts';
import { safeString } from 'shared-contracts/rules';
import { z } from 'zod';
import { chinaTime } from '../../lib/china-time';
import { pageQuery } from '../../lib/paginate';

const id = (error: string) => z.coerce.number({ error }).int({ error }).positive({ error }).max(2_147_483_647, { error });
const storeId = id(ShopMessages.selectShop);
const platform = z.coerce
  .number({ error: '平台不正确' })
  .int({ error: '平台不正确' })
  .refine((p) => PLATFORMS.some((x) => x.id === p), { error: '平台不正确' });

export const storeListQuery = pageQuery.extend({ platform: platform.optional() });
export const storeOptionsQuery = z.object({ platform });
/** DELETE takes the id in the query (`?id=`) or in a JSON body. */
export const storeIdQuery = z.object({ id: id(ShopMessages.storeMissing).optional() });
export const storeIdBody = z.object({ id: id(ShopMessages.storeMissing).optional() }).nullish();
export const syncStatusQuery = z.object({ store_id: storeId });

export const authInfoQuery = z
  .object({
    platform,
    code: safeString({ error: `授权码无效，${ShopMessages.reauthorise}` })
      .trim()
      .min(1, { error: `授权码无效，${ShopMessages.reauthorise}` })
      .max(4096, { error: `授权码无效，${ShopMessages.reauthorise}` }),
    state: safeString().max(2048).optional(),
  })
  .refine((q) => q.platform !== 6 || ASSOCIATION_CODE_PATTERN.test(q.code), { error: ShopMessages.associationCodeInvalid });

const DAY_MS = 86_400_000;
const rangeTime = chinaTime(false);
export const syncBody = z
  .object({
    store_id: storeId,
    start_time: rangeTime.optional(),
    end_time: rangeTime.optional(),
  })
  .superRefine((body, ctx) => {
    if (!body.start_time || !body.end_time) ctx.addIssue({ code: 'custom', message: ShopMessages.selectRange });
    else if (body.end_time <= body.start_time) ctx.addIssue({ code: 'custom', message: ShopMessages.rangeInvalid });
    else if (body.end_time.getTime() - body.start_time.getTime() > SYNC_MAX_DAYS * DAY_MS) ctx.addIssue({ code: 'custom', message: ShopMessages.rangeTooLong });
  });

const text = (max: number) => safeString().trim().max(max, { error: `内容不能超过${max}个字符` }).optional();
export const authOrderBody = pageQuery.extend({
  store_id: storeId,
  days: z.coerce
    .number({ error: '天数不正确' })
    .int({ error: '天数不正确' })
    .refine((d) => (AUTH_ORDER_DAYS as readonly number[]).includes(d), { error: `天数只能是 ${AUTH_ORDER_DAYS.join('、')}` })
    .optional(),
  flag: z.coerce.number({ error: '旗帜不正确' }).int({ error: '旗帜不正确' }).min(0, { error: '旗帜不正确' }).max(20, { error: '旗帜不正确' }).optional(),
  remark: text(100),
  // the batch dialog sends up to a few thousand numbers
  shop_order: safeString().max(100_000, { error: '订单号太多' }).optional(),
  keyword: text(64),
  start_time: chinaTime(false).optional(),
  end_time: chinaTime(true).optional(),
});

export const deliverBody = z.object({
  list: z
    .array(z.object({ shop_order: safeString().trim().max(64).default(''), waybill_code: safeString().trim().max(40).default('') }), { error: '回传列表不正确' })
    .max(10_000, { error: '一次最多回传10000单' }),
  platform,
  store_id: storeId,
});

// answers
const iso = z.string();
export const storeListItem = z.object({
  id: z.number().int(),
  shop_name: z.string(),
  platform: z.number().int(),
  created_at: iso,
  expires_at: iso,
  expired: z.boolean(),
  last_sync_at: iso.nullable(),
  order_count: z.number().int(),
  shop_url: z.string(),
});
export const storePage = z.object({ list: z.array(storeListItem), page: z.number().int(), page_size: z.number().int(), data_count: z.number().int() });
export const storeOption = z.object({ id: z.number().int(), shop_name: z.string(), expired: z.boolean() });
const link = z.object({ auth_link: z.string(), buy_link: z.string() });
export const authLinks = z.record(z.string(), link);
export const syncStatus = z.object({ value: z.number().int(), state: z.enum(['idle', 'queued', 'active', 'completed', 'failed']) });
export const authOrderItem = z.object({
  shop_order: z.string(),
  receiver_name: z.string(),
  receiver_phone: z.string(),
  province: z.string(),
  city: z.string(),
  district: z.string(),
  address: z.string(),
  flag: z.number().int(),
  remark: z.string(),
  goods_list: z.array(z.object({ goods_img: z.string(), goods_name: z.string(), goods_spec: z.string(), goods_count: z.number().int() })),
  state: z.union([z.literal(1), z.literal(2)]),
  state_text: z.string().optional(),
  status: z.enum(['paid', 'shipped', 'refunded', 'closed']),
  buyer_nick: z.string(),
  created_at: iso,
});
export const authOrderPage = z.object({ list: z.array(authOrderItem), page: z.number().int(), page_size: z.number().int(), data_count: z.number().int() });
export const deliverRow = z.object({ shop_order: z.string(), waybill_code: z.string(), send_status: z.union([z.literal(0), z.literal(1)]), msg: z.string() });
