/**
 * The store calls' wire schemas (issue 12; SPEC §7 user/store …, gift/auth …): connecting a merchant's shop
 * on its platform, the caller's stores, the order sync and its status, the authorised tab's orders and
 * delivering waybill numbers back. The types in ../stores.ts are inferred from them.
 */
import { z } from 'zod';
import { PLATFORMS } from '../constants';
import { safeString } from '../rules/safe-text';
import { ASSOCIATION_CODE_PATTERN, AUTH_ORDER_DAYS, PLATFORM_KEYS, StoreMessages, SYNC_MAX_DAYS } from '../store-texts';
import { chinaTime, isoTime, pageOf, pageQuery, recordId } from './common';

const storeId = recordId(StoreMessages.selectShop);
const platform = z.coerce
  .number<number>({ error: '平台不正确' })
  .int({ error: '平台不正确' })
  .refine((p) => PLATFORMS.some((x) => x.id === p), { error: '平台不正确' });

/** GET /api/user/store/list */
export const storeListQuery = pageQuery.extend({ platform: platform.optional() });
/** GET /api/user/store/options?platform=: the caller's stores of one platform, for the store selector. */
export const storeOptionsQuery = z.object({ platform });
/** DELETE /api/user/store takes the id in the query (`?id=`) or in a JSON body. */
export const storeIdQuery = z.object({ id: recordId(StoreMessages.storeMissing).optional() });
export const storeIdBody = z.object({ id: recordId(StoreMessages.storeMissing).optional() }).nullish();
/** GET /api/gift/auth/order/sync/status?store_id= */
export const syncStatusQuery = z.object({ store_id: storeId });

/**
 * GET /api/gift/auth/info: the platform's callback (`code`, and the `state` our auth link carried) → the
 * store is registered for the caller (authorising the same shop again renews it). For platform 6 (视频号) the
 * code is the association code the merchant copies from the shop's back office.
 */
export const authInfoQuery = z
  .object({
    platform,
    code: safeString({ error: `授权码无效，${StoreMessages.reauthorise}` })
      .trim()
      .min(1, { error: `授权码无效，${StoreMessages.reauthorise}` })
      .max(4096, { error: `授权码无效，${StoreMessages.reauthorise}` }),
    state: safeString().max(2048).optional(),
  })
  .refine((q) => q.platform !== 6 || ASSOCIATION_CODE_PATTERN.test(q.code), { error: StoreMessages.associationCodeInvalid });

const DAY_MS = 86_400_000;
const rangeTime = chinaTime(false);
/** POST /api/gift/auth/order/sync. Times `YYYY-MM-DD HH:mm:ss`, China time; at most SYNC_MAX_DAYS apart. */
export const syncBody = z
  .object({
    store_id: storeId,
    start_time: rangeTime.optional(),
    end_time: rangeTime.optional(),
  })
  .superRefine((body, ctx) => {
    // zod runs this refinement even when a time failed its own format check (still a string then, and already
    // reported): only two parsed times are compared
    const unparsed = (time: unknown) => time !== undefined && !(time instanceof Date);
    if (unparsed(body.start_time) || unparsed(body.end_time)) return;
    if (!body.start_time || !body.end_time) ctx.addIssue({ code: 'custom', message: StoreMessages.selectRange });
    else if (body.end_time <= body.start_time) ctx.addIssue({ code: 'custom', message: StoreMessages.rangeInvalid });
    else if (body.end_time.getTime() - body.start_time.getTime() > SYNC_MAX_DAYS * DAY_MS) ctx.addIssue({ code: 'custom', message: StoreMessages.rangeTooLong });
  });

const text = (max: number) => safeString().trim().max(max, { error: `内容不能超过${max}个字符` }).optional();
/**
 * POST /api/gift/auth/order (SPEC §7 filters) as a JSON body, or GET /api/gift/auth/synchronize/orders with
 * the same fields in the query string.
 */
export const authOrderBody = pageQuery.extend({
  store_id: storeId,
  /** Orders placed in the last N days (AUTH_ORDER_DAYS) */
  days: z.coerce
    .number<number>({ error: '天数不正确' })
    .int({ error: '天数不正确' })
    .refine((d) => (AUTH_ORDER_DAYS as readonly number[]).includes(d), { error: `天数只能是 ${AUTH_ORDER_DAYS.join('、')}` })
    .optional(),
  /** 1-based flag of the platform (0 = orders without a flag); absent = all */
  flag: z.coerce.number<number>({ error: '旗帜不正确' }).int({ error: '旗帜不正确' }).min(0, { error: '旗帜不正确' }).max(20, { error: '旗帜不正确' }).optional(),
  /** Remark contains */
  remark: text(100),
  /** Order numbers, comma separated (the batch dialog of SPEC §2.7 sends up to a few thousand) */
  shop_order: safeString().max(100_000, { error: '订单号太多' }).optional(),
  /** Receiver name, phone, address, buyer nick or goods name contains */
  keyword: text(64),
  /** Placed at or after / at or before, `YYYY-MM-DD HH:mm:ss` China time */
  start_time: chinaTime(false).optional(),
  end_time: chinaTime(true).optional(),
});

/** POST /api/gift/auth/deliver: tells the shop these orders shipped with these waybill numbers. */
export const deliverBody = z.object({
  list: z
    .array(z.object({ shop_order: safeString().trim().max(64).default(''), waybill_code: safeString().trim().max(40).default('') }), { error: '回传列表不正确' })
    .max(10_000, { error: '一次最多回传10000单' }),
  platform,
  store_id: storeId,
});

/** A connected store as the store-management page lists it. */
export const storeListItem = z.object({
  id: z.number().int(),
  shop_name: z.string(),
  platform: z.number().int(),
  /** When the store was first connected */
  created_at: isoTime,
  /** The authorisation holds until then (renewed automatically while the platform allows) */
  expires_at: isoTime,
  /** The authorisation ran out and could not be renewed: 重新授权 */
  expired: z.boolean(),
  /** null before the first sync */
  last_sync_at: isoTime.nullable(),
  /** Orders of the store held here (all syncs) */
  order_count: z.number().int(),
  /** The shop's back office on its platform (the sandbox platform's page lists its orders and shipments) */
  shop_url: z.string(),
});
export const storePage = pageOf(storeListItem);
export const storeOption = z.object({ id: z.number().int(), shop_name: z.string(), expired: z.boolean() });

/** GET /api/gift/auth/links: per platform key, where to authorise a shop and where to buy the service. */
export const authLinks = z.partialRecord(
  z.enum(PLATFORM_KEYS),
  z.object({
    auth_link: z.string(),
    buy_link: z.string(),
    /** false: the site is not connected to this platform yet (暂未开通; the links are empty). Absent from older servers: connected. */
    connected: z.boolean().optional(),
  }),
);

/**
 * GET /api/gift/auth/order/sync/status?store_id=: `value` 0–100 (100 = done). A failed sync answers with a
 * non-zero envelope code and the reason in `msg`. `state` idle = the store was never synced.
 */
export const syncStatus = z.object({ value: z.number().int(), state: z.enum(['idle', 'queued', 'active', 'completed', 'failed']) });

/** SPEC §3 authorised order: a shop's order as the authorised tab shows it. */
export const authorisedOrder = z.object({
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
});

/**
 * A synced order of the store, newest first. `state` 2 = cannot be selected, `state_text` says why: the
 * platform's status (已退款, 已关闭, 平台已发货), 已下单 (ordered here already), or the recipient breaks an
 * ordering rule (SPEC §5; the price call's message, e.g. 详细地址不能为空, 手机号不能为空, 省份不能为空).
 */
export const authOrderItem = authorisedOrder.extend({
  state: z.literal([1, 2]),
  state_text: z.string().optional(),
  /** The platform's view of the order. */
  status: z.enum(['paid', 'shipped', 'refunded', 'closed']),
  buyer_nick: z.string(),
  /** When the buyer placed it */
  created_at: isoTime,
});
export const authOrderPage = pageOf(authOrderItem);

/** One row of the deliver answer: send_status 1 = the shop took it. */
export const deliverRow = z.object({ shop_order: z.string(), waybill_code: z.string(), send_status: z.literal([0, 1]), msg: z.string() });

export type AuthInfoQuery = z.input<typeof authInfoQuery>;
export type StoreListQuery = z.input<typeof storeListQuery>;
export type SyncBody = z.input<typeof syncBody>;
export type AuthOrderQuery = z.input<typeof authOrderBody>;
export type DeliverBody = z.input<typeof deliverBody>;
/** deliver's body as the server's handler gets it: parsed, defaults filled. */
export type DeliverRequest = z.output<typeof deliverBody>;
export type AuthLinks = z.output<typeof authLinks>;
export type StoreListItem = z.output<typeof storeListItem>;
export type StoreOption = z.output<typeof storeOption>;
export type SyncStatus = z.output<typeof syncStatus>;
export type AuthorisedOrder = z.output<typeof authorisedOrder>;
export type AuthorisedOrderGoods = AuthorisedOrder['goods_list'][number];
export type PlatformOrderStatus = AuthOrderItem['status'];
export type AuthOrderItem = z.output<typeof authOrderItem>;
export type DeliverRow = z.output<typeof deliverRow>;
