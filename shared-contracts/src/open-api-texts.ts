/**
 * API设置 and the Open API (issue 23), zod-free: the signing headers and rules every language follows, the
 * callback events, the delivery statuses and the messages. The wire schemas are ./schemas/open-api.ts.
 */

/** The request headers of a signed Open API call. */
export const OPEN_HEADERS = {
  appKey: 'x-app-key',
  timestamp: 'x-timestamp',
  nonce: 'x-nonce',
  signature: 'x-signature',
} as const;

/** How far X-Timestamp may be from the server's time, and how long a nonce stays used. */
export const OPEN_TIMESTAMP_SKEW_S = 300;
export const OPEN_NONCE_TTL_S = 600;
export const OPEN_NONCE_PATTERN = /^[A-Za-z0-9]{16,64}$/;
/** Calls a key may make per minute (all processes together); more answer 429 with Retry-After. */
export const OPEN_RATE_PER_MINUTE = 600;
/** Recipients one order may carry through the Open API. */
export const OPEN_MAX_RECIPIENTS = 10_000;
/** At most this many whitelist entries. */
export const OPEN_WHITELIST_MAX = 20;

/** The callback headers: the event id (the same on every retry), the time and the signature. */
export const CALLBACK_HEADERS = {
  eventId: 'x-event-id',
  timestamp: 'x-timestamp',
  signature: 'x-signature',
} as const;

/** A callback's answer must be 2xx within this long. */
export const CALLBACK_TIMEOUT_MS = 5_000;
/** The waits before each retry of a callback that was not answered 2xx (then it is given up: 失败). */
export const CALLBACK_RETRY_DELAYS_S = [10, 60, 300, 1_800, 7_200, 21_600, 43_200] as const;

/** The events a merchant's callback URL receives. */
export const CALLBACK_EVENTS = {
  'parcel.waybill': '包裹出单（获得运单号）',
  'parcel.refunded': '包裹拒单退款',
  'parcel.tracking': '包裹物流状态变化',
  'parcel.compensated': '包裹超时赔付',
  'callback.test': '测试回调',
} as const;
export type CallbackEvent = keyof typeof CALLBACK_EVENTS;

export const CALLBACK_STATUS = { pending: '待送达', delivered: '已送达', failed: '失败' } as const;
export type CallbackStatus = keyof typeof CALLBACK_STATUS;

export const OpenApiMessages = {
  // API设置
  realNameRequired: '请先完成实名认证后再开通API',
  keyRequired: '请先生成密钥',
  callbackUrlInvalid: '回调地址须为 http(s) 地址',
  callbackUrlPrivate: '回调地址不能指向内网、本机或保留地址',
  callbackUrlUnresolved: '回调地址的域名无法解析',
  callbackUrlRequired: '请先设置回调地址',
  whitelistInvalid: 'IP白名单格式不正确（IPv4/IPv6 地址或 CIDR）',
  whitelistTooMany: `IP白名单最多 ${OPEN_WHITELIST_MAX} 条`,
  saved: 'API设置已保存',
  keyReset: '密钥已重置，旧密钥立即失效',
  resent: '已重新发送',
  deliveryNotFound: '回调记录不存在',
  // the Open API's 401 / 429
  keyMissing: '缺少签名参数（X-App-Key、X-Timestamp、X-Nonce、X-Signature）',
  keyUnknown: 'AppKey 不存在或 API 未开通',
  timestampSkew: `时间戳与服务器时间相差超过 ${OPEN_TIMESTAMP_SKEW_S} 秒`,
  nonceInvalid: 'X-Nonce 须为 16–64 位字母或数字',
  nonceUsed: 'X-Nonce 已使用过，请每次请求生成新的随机串',
  signatureWrong: '签名错误',
  ipRefused: '请求来源 IP 不在白名单内',
  rateLimited: '请求过于频繁，请稍后再试',
  idempotencyKeyMissing: '下单须带 Idempotency-Key 请求头',
  // the Open API's endpoints
  orderNotFound: '订单不存在',
  recipientTextTooLong: `一次最多识别 ${OPEN_MAX_RECIPIENTS} 行`,
} as const;
