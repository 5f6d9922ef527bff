/**
 * Authorised shops (issue 12; SPEC §2.10, §3, §4 store sync, §7 user/store … and gift/auth …): a merchant
 * connects a shop on its platform once, the server syncs the shop's orders (a job with progress), the
 * purchase dialog's 授权店铺 tab picks recipients from them, and after ordering the waybill numbers go back
 * to the shop (deliver). Platform ids are those of PLATFORMS (constants.ts); flags are 1-based positions in
 * that platform's `flags` (0 = no flag).
 */
import type { PageQuery } from './envelope';
import type { AuthorisedOrder } from './entities';

export type PlatformKey = 'tb' | 'ks' | 'dy' | 'pdd' | 'jd' | 'sph' | 'tgc' | '1688' | 'xhs';

/** GET /api/gift/auth/links: per platform key, where to authorise a shop and where to buy the service. */
export type AuthLinks = Partial<Record<PlatformKey, { auth_link: string; buy_link: string }>>;

/**
 * GET /api/gift/auth/info: the platform's callback (`code`, and the `state` our auth link carried) → the
 * shop is registered for the caller (authorising the same shop again renews it). For platform 6 (视频号) the
 * code is the association code the merchant copies from the shop's back office.
 */
export interface AuthInfoQuery {
  platform: number;
  code: string;
  state?: string;
}

/** A connected shop as the shop-management page lists it. */
export interface StoreListItem {
  id: number;
  shop_name: string;
  platform: number;
  /** ISO 8601: when the shop was first connected */
  created_at: string;
  /** ISO 8601: the authorisation holds until then (renewed automatically while the platform allows) */
  expires_at: string;
  /** The authorisation ran out and could not be renewed: 重新授权 */
  expired: boolean;
  /** ISO 8601, null before the first sync */
  last_sync_at: string | null;
  /** Orders of the shop held here (all syncs) */
  order_count: number;
  /** The shop's back office on its platform (the sandbox platform's page lists its orders and shipments) */
  shop_url: string;
}

/** GET /api/user/store/list */
export interface StoreListQuery extends PageQuery {
  platform?: number;
}

/** GET /api/user/store/options?platform=: the caller's shops of one platform, for the shop selector. */
export interface StoreOption {
  id: number;
  shop_name: string;
  expired: boolean;
}

/** POST /api/gift/auth/order/sync. Times `YYYY-MM-DD HH:mm:ss`, China time; at most SYNC_MAX_DAYS apart. */
export interface SyncBody {
  store_id: number;
  start_time: string;
  end_time: string;
}

/**
 * GET /api/gift/auth/order/sync/status?store_id=: `value` 0–100 (100 = done). A failed sync answers with a
 * non-zero envelope code and the reason in `msg`. `state` idle = the shop was never synced.
 */
export interface SyncStatus {
  value: number;
  state: 'idle' | 'queued' | 'active' | 'completed' | 'failed';
}

/** POST /api/gift/auth/order (SPEC §7 filters). */
export interface AuthOrderQuery extends PageQuery {
  store_id: number;
  /** Orders placed in the last N days (AUTH_ORDER_DAYS) */
  days?: number;
  /** 1-based flag of the platform (0 = orders without a flag); absent = all */
  flag?: number;
  /** Remark contains */
  remark?: string;
  /** Order numbers, comma separated (the batch dialog of SPEC §2.7) */
  shop_order?: string;
  /** Receiver name, phone, address, buyer nick or goods name contains */
  keyword?: string;
  /** Placed at or after / at or before, `YYYY-MM-DD HH:mm:ss` China time */
  start_time?: string;
  end_time?: string;
}

/** The platform's view of an order. */
export type PlatformOrderStatus = 'paid' | 'shipped' | 'refunded' | 'closed';

/** A synced order of the shop, newest first. `state` 2 = cannot be selected, `state_text` says why. */
export interface AuthOrderItem extends AuthorisedOrder {
  state: 1 | 2;
  state_text?: string;
  status: PlatformOrderStatus;
  buyer_nick: string;
  /** ISO 8601: when the buyer placed it */
  created_at: string;
}

/** POST /api/gift/auth/deliver: tells the shop these orders shipped with these waybill numbers. */
export interface DeliverBody {
  list: { shop_order: string; waybill_code: string }[];
  platform: number;
  store_id: number;
}

/** One row of the deliver answer: send_status 1 = the shop took it. */
export interface DeliverRow {
  shop_order: string;
  waybill_code: string;
  send_status: 0 | 1;
  msg: string;
}

/** Delivery state of a source-4 parcel (the package list's 回传 column): null = not from a shop. */
export const DeliverStatus = { PENDING: 0, DONE: 1, REFUSED: 2, RETRYING: 3 } as const;
export type DeliverStatusValue = (typeof DeliverStatus)[keyof typeof DeliverStatus];
export const DELIVER_STATUS_NAMES: Record<DeliverStatusValue, string> = { 0: '待回传', 1: '已回传', 2: '回传失败', 3: '回传重试中' };

/** The 近N天 choices of the authorised tab. */
export const AUTH_ORDER_DAYS = [1, 3, 7, 15, 30] as const;
/** The longest range one sync takes. */
export const SYNC_MAX_DAYS = 90;
/** Platform 6's association code (SPEC §5). */
export const ASSOCIATION_CODE_PATTERN = /^\w{10,}$/;

/** Texts of the shop features (ours where SPEC gives only the meaning). */
export const ShopMessages = {
  selectShop: '请选择店铺',
  selectRange: '请选择同步订单的时间范围',
  rangeTooLong: `同步的时间范围不能超过${SYNC_MAX_DAYS}天`,
  rangeInvalid: '结束时间必须晚于开始时间',
  associationCodeInvalid: '关联码不正确',
  /** Platform 6 takes its recipients only from an authorised shop (SPEC §4 source switching). */
  authorisedOnly: '视频号订单仅支持从已授权店铺获取收件人',
  reauthorise: '请重新授权',
  authExpired: '店铺授权已过期，请重新授权',
  authRefused: '已取消授权',
  storeMissing: '店铺不存在或已删除',
  syncDone: '同步完成',
  syncFailed: '同步失败',
  bought: '已下单',
  refunded: '已退款',
  closed: '已关闭',
  shippedOnPlatform: '平台已发货',
  deliverOk: '已回传',
  deliverNoWaybill: '未出单号',
  deliverNotOrdered: '未找到该单号的包裹',
  deliverRetrying: '平台暂时无法接收，稍后自动重试',
  deliverAlert: '订单已下单成功，但回传店铺发货失败，请勿重复下单',
  deliverErrorType: '发货错误',
  orderErrorType: '订单错误',
} as const;
