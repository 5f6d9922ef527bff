/**
 * Authorised shops (issue 12), zod-free: the platform keys, the deliver states, the sync limits and the
 * texts that both ./schemas/stores.ts (the wire schemas) and the pages use. Re-exported with the wire types
 * by ./stores.ts.
 */

/** The platforms' keys (PLATFORMS), as the auth links are keyed. */
export const PLATFORM_KEYS = ['tb', 'ks', 'dy', 'pdd', 'jd', 'sph', 'tgc', '1688', 'xhs'] as const;
export type PlatformKey = (typeof PLATFORM_KEYS)[number];

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
export const StoreMessages = {
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
  /** The platform gave the receiver masked or encrypted (its decrypt call refused or not enabled, issue 34). */
  receiverMasked: '收件人信息已加密或打码，请在平台开通订单解密权限后重新同步',
  deliverOk: '已回传',
  deliverNoWaybill: '未出单号',
  deliverNotOrdered: '未找到该单号的包裹',
  deliverRetrying: '平台暂时无法接收，稍后自动重试',
  deliverAlert: '订单已下单成功，但回传店铺发货失败，请勿重复下单',
  deliverErrorType: '发货错误',
  orderErrorType: '订单错误',
} as const;

/** The old name, for remotes built before the store naming (issue 18): the same object. */
export const ShopMessages = StoreMessages;
