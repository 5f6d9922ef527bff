import { createHash, createHmac } from 'node:crypto';
import type { PlatformOrder, ShopAuthorization } from '../shop-platform';
import { PlatformApiError, PlatformOutageError, ShopAuthExpiredError, type AppSettings, type OpenPlatformEntry, type PlatformAdapter } from './common';
import { courierOverrides } from './couriers';
import { JSON_HEADERS, requestJson } from './http';
import { inclusiveSeconds, platformPageSize } from './paging';
import { decryptInBatches, waybillUploader, exchanging, refreshing, storeLinks } from './steps';
import { asRecord, int, text } from './values';

export const DOUDIAN_DEFAULTS = {
  /** The 抖店 open API gateway; a method's path is its name with the dots as slashes (order.searchList → /order/searchList). */
  apiUrl: 'https://openapi-fxg.jinritemai.com',
  /** The 工具型应用 authorisation page of 抖店服务市场; it needs the service's `service_id` (DOUDIAN_AUTH_URL carries it). */
  authUrl: 'https://fuwu.jinritemai.com/authorize',
  /** 抖店商家后台 · 订单管理 */
  shopUrl: 'https://fxg.jinritemai.com/ffa/morder/order/list',
} as const;

export type DoudianSignMethod = 'hmac-sha256' | 'md5';

/**
 * The gateway is …jinritemai.com (no path), the authorisation page the app's service's link with its service_id
 * (…/authorize?service_id=…), the market page the service's on 抖店服务市场; the overrides are company_codes
 * (DOUDIAN_COMPANY_CODES).
 */
export interface DoudianConfig extends AppSettings {
  appKey: string;
  appSecret: string;
}

/**
 * Our couriers (by key, see COURIERS) → 抖店 company_code (/order/logisticsCompanyList, the codes 抖店 shares
 * with 快递100). DOUDIAN_COMPANY_CODES overrides any of them.
 */
export const DOUDIAN_COMPANY_CODES: Record<string, string> = {
  zto: 'zhongtong',
  yto: 'yuantong',
  yunda: 'yunda',
  sto: 'shentong',
  jt: 'jtexpress',
  sf: 'shunfeng',
  ems: 'ems',
  postb: 'youzhengguonei',
  jd: 'jd',
  dbl: 'debangkuaidi',
  best: 'huitongkuaidi',
};

/** param_json as 抖店 signs it: the business parameters with their keys sorted at every level, no spaces, no HTML escaping. */
export function doudianParamJson(params: unknown): string {
  const sorted = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(sorted);
    if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      return Object.fromEntries(
        Object.keys(record)
          .filter((key) => record[key] !== undefined)
          .sort()
          .map((key) => [key, sorted(record[key])]),
      );
    }
    return value;
  };
  return JSON.stringify(sorted(params ?? {}));
}

/**
 * 抖店's signature, as the official SDKs compute it (doudian-sdk utils.Sign, Java SignUtil.sign) and the 签名算法
 * guide describes (https://op.jinritemai.com/docs/guide-docs/10/23): the text
 * `app_key{key}method{method}param_json{json}timestamp{timestamp}v2` wrapped in the app secret on both sides,
 * then HMAC-SHA256 keyed with the app secret (sign_method=hmac-sha256, what the SDKs send) or MD5 (md5);
 * lowercase hex. access_token and sign_method are not signed.
 */
export function doudianSign(
  parts: {
    appKey: string;
    method: string;
    paramJson: string;
    timestamp: string;
  },
  secret: string,
  signMethod: DoudianSignMethod = 'hmac-sha256',
): string {
  const pattern = `${secret}app_key${parts.appKey}method${parts.method}param_json${parts.paramJson}timestamp${parts.timestamp}v2${secret}`;
  if (signMethod === 'md5') return createHash('md5').update(pattern, 'utf8').digest('hex');
  return createHmac('sha256', secret).update(pattern, 'utf8').digest('hex');
}

/** order.searchList takes at most 100 a page (page from 0). */
const MAX_PAGE = 100;
/** order.batchDecrypt takes at most 50 ciphertexts a call. */
const DECRYPT_BATCH = 50;
/** Sub-codes of an access token that ran out, was replaced or whose shop withdrew the authorisation. */
const TOKEN_SUB_CODES = new Set([
  'isv.access-token-expired',
  'isv.access-token-no-existed',
  'isv.access-token-invalid',
  'dop.authorization-no-existed',
  'dop.authorization-closed',
]);
/** 服务不可用, 内部服务超时, 触发限流: try again later. */
const OUTAGE_CODES = new Set(['20000', '20001', '60000']);
/** 抖店's ciphertexts are wrapped in #…#, $…$ or ~…~ (数据安全加密对接文档); such a value is never shown as data. */
const isCipher = (value: string) => /^([#$~]).+\1$/.test(value);

/** order_status: 1 待支付, 105 已支付, 2 备货中 (待发货), 101 部分发货, 3 已发货, 4 已取消, 5 已完成. */
function statusOf(order: Record<string, unknown>): PlatformOrder['status'] {
  const lines = (Array.isArray(order.sku_order_list) ? (order.sku_order_list as unknown[]) : []).map(asRecord);
  const refunding = lines.length > 0 && lines.every((line) => [1, 3].includes(int(asRecord(line.after_sale_info).refund_status)));
  const status = int(order.order_status);
  if (status === 4) return 'closed';
  if (refunding) return 'refunded';
  if (status === 2 || status === 105) return 'paid';
  if (status === 3 || status === 5 || status === 101) return 'shipped';
  return 'closed';
}

/**
 * 抖店 (抖音电商开放平台, op.jinritemai.com): authorisation on 抖店服务市场 (service_id + state; the callback is the
 * one registered with the service), tokens with token.create / token.refresh (shop_id / shop_name are the shop),
 * orders with order.searchList (备货中 = 待发货, created in the range, pages of 100 from page 0), the receiver's
 * ciphertexts decrypted with order.batchDecrypt (50 a call; refused → the masked values stay), delivery with
 * order.logisticsAdd. Errors: an expired token → ShopAuthExpiredError; 服务不可用 / 限流 / HTTP 5xx / network →
 * PlatformOutageError; other business errors → PlatformApiError (a refusal on delivery).
 */
export function createDoudianPlatform(config: DoudianConfig): PlatformAdapter {
  const label = '抖店开放平台';
  const upload = waybillUploader({ label, codes: DOUDIAN_COMPANY_CODES, overrides: config.courierOverrides, codeName: '抖店物流公司编码' });

  /** One API call: the answer's `data`, or an error as above. */
  async function call(method: string, params: Record<string, unknown>, accessToken?: string): Promise<unknown> {
    const paramJson = doudianParamJson(params);
    const timestamp = String(Math.floor(config.now().getTime() / 1000));
    const sign = doudianSign({ appKey: config.appKey, method, paramJson, timestamp }, config.appSecret);
    const query = new URLSearchParams({
      app_key: config.appKey,
      method,
      v: '2',
      timestamp,
      sign,
      sign_method: 'hmac-sha256',
      ...(accessToken ? { access_token: accessToken } : {}),
    });
    const url = `${config.apiUrl.replace(/\/+$/, '')}/${method.replace(/\./g, '/')}?${query}`;
    const answer = asRecord((await requestJson(url, { method: 'POST', headers: JSON_HEADERS, body: paramJson }, label, config.fetch)).json);
    const code = text(answer.code) || text(answer.err_no);
    if (code === '10000' || code === '0') return answer.data;
    const subCode = text(answer.sub_code);
    const said = text(answer.sub_msg) || text(answer.msg) || text(answer.message) || '未知错误';
    if (TOKEN_SUB_CODES.has(subCode)) throw new ShopAuthExpiredError(said);
    if (OUTAGE_CODES.has(code) || subCode.startsWith('isp.') || subCode === 'dop.service-error') throw new PlatformOutageError(`${label}暂时不可用：${said}`);
    throw new PlatformApiError(`${label}：${said}（${code}${subCode ? ` ${subCode}` : ''}）`, code, subCode);
  }

  const tokenOf = (data: unknown, fallback?: ShopAuthorization): ShopAuthorization => {
    const answer = asRecord(data);
    if (!text(answer.access_token)) throw new PlatformOutageError(`${label}返回了无法识别的内容`);
    return {
      platform: 'dy',
      shopId: text(answer.shop_id) || fallback?.shopId || '',
      shopName: text(answer.shop_name) || fallback?.shopName || '抖店店铺',
      accessToken: text(answer.access_token),
      refreshToken: text(answer.refresh_token) || fallback?.refreshToken || '',
      expiresAt: new Date(config.now().getTime() + int(answer.expires_in, 7 * 86_400) * 1000),
    };
  };

  /** Ciphertext → plain text for the page's receivers; an item (or the whole call) refused stays out of the map. */
  async function decrypt(auth: ShopAuthorization, ciphers: { orderId: string; cipher: string }[]): Promise<Map<string, string>> {
    const plain = new Map<string, string>();
    // refused: no 解密权限, 安全中心 limits, an account over its quota
    await decryptInBatches(ciphers, DECRYPT_BATCH, async (batch) => {
      const infos = batch.map((c) => ({ auth_id: c.orderId, cipher_text: c.cipher }));
      const data = asRecord(await call('order.batchDecrypt', { cipher_infos: infos }, auth.accessToken));
      for (const info of (Array.isArray(data.decrypt_infos) ? (data.decrypt_infos as unknown[]) : []).map(asRecord)) {
        if (int(info.err_no) === 0 && text(info.decrypt_text)) plain.set(text(info.cipher_text), text(info.decrypt_text));
      }
    });
    return plain;
  }

  function orderOf(order: Record<string, unknown>, plain: Map<string, string>): PlatformOrder {
    const pick = (cipher: string, ...others: string[]) => plain.get(cipher) || others.find((value) => value && !isCipher(value)) || '';
    const addr = asRecord(order.post_addr);
    const masked = asRecord(order.mask_post_addr);
    const street = text(asRecord(addr.street).name) || text(asRecord(masked.street).name);
    const detail = pick(text(addr.encrypt_detail) || text(addr.detail), text(addr.detail), text(masked.detail));
    const stars = int(order.seller_remark_stars, -1);
    const sellerWords = text(order.seller_words);
    const lines = (Array.isArray(order.sku_order_list) ? (order.sku_order_list as unknown[]) : []).map(asRecord);
    return {
      shopOrder: text(order.order_id),
      status: statusOf(order),
      createdAt: new Date(int(order.create_time) * 1000),
      buyerNick: '',
      receiverName: pick(text(order.encrypt_post_receiver) || text(order.post_receiver), text(order.post_receiver), text(order.mask_post_receiver)),
      receiverPhone: pick(text(order.encrypt_post_tel) || text(order.post_tel), text(order.post_tel), text(order.mask_post_tel)),
      province: text(asRecord(addr.province).name) || text(asRecord(masked.province).name),
      city: text(asRecord(addr.city).name) || text(asRecord(masked.city).name),
      district: text(asRecord(addr.town).name) || text(asRecord(masked.town).name),
      address: street && detail && !detail.startsWith(street) ? `${street}${detail}` : detail,
      // seller_remark_stars 0–5 are 灰紫青绿橙红 (PLATFORMS dy flags 1–6); a grey star without a remark is no flag
      flag: stars >= 1 && stars <= 5 ? stars + 1 : stars === 0 && sellerWords ? 1 : 0,
      remark: [text(order.buyer_words), sellerWords].filter(Boolean).join('；'),
      goods: lines.map((line) => ({
        name: text(line.product_name),
        spec: (Array.isArray(line.spec) ? (line.spec as unknown[]) : [])
          .map((s) => [text(asRecord(s).name), text(asRecord(s).value)].filter(Boolean).join(':'))
          .join(' '),
        count: Math.max(1, int(line.item_num, 1)),
        image: text(line.product_pic),
      })),
    };
  }

  return {
    authorizeUrl({ state }) {
      const url = new URL(config.authUrl);
      url.searchParams.set('state', state);
      return url.href;
    },

    ...storeLinks(config.marketUrl, DOUDIAN_DEFAULTS.shopUrl),

    async exchangeCode(code) {
      return exchanging(label, '抖店', async () => tokenOf(await call('token.create', { code, grant_type: 'authorization_code' })));
    },

    async refresh(auth) {
      return refreshing(async () => tokenOf(await call('token.refresh', { grant_type: 'refresh_token', refresh_token: auth.refreshToken }), auth));
    },

    async listOrders(auth, { start, end, page, pageSize }) {
      const size = platformPageSize(pageSize, MAX_PAGE);
      const perPage = pageSize / size;
      const raw: Record<string, unknown>[] = [];
      let total = 0;
      const seconds = inclusiveSeconds({ from: start.getTime(), to: end.getTime() });
      for (let sub = 0; sub < perPage; sub += 1) {
        const data = asRecord(
          await call(
            'order.searchList',
            {
              create_time_start: seconds.start,
              create_time_end: seconds.end,
              combine_status: [{ order_status: '2' }],
              order_by: 'create_time',
              order_asc: true,
              page: (page - 1) * perPage + sub,
              size,
            },
            auth.accessToken,
          ),
        );
        const list = (Array.isArray(data.shop_order_list) ? (data.shop_order_list as unknown[]) : []).map(asRecord);
        raw.push(...list);
        total = int(data.total);
        if (list.length < size) break;
      }
      const ciphers: { orderId: string; cipher: string }[] = [];
      for (const order of raw) {
        const addr = asRecord(order.post_addr);
        for (const value of [
          text(order.encrypt_post_receiver) || text(order.post_receiver),
          text(order.encrypt_post_tel) || text(order.post_tel),
          text(addr.encrypt_detail) || text(addr.detail),
        ]) {
          if (value && isCipher(value)) ciphers.push({ orderId: text(order.order_id), cipher: value });
        }
      }
      const plain = ciphers.length ? await decrypt(auth, ciphers) : new Map<string, string>();
      return { orders: raw.map((order) => orderOf(order, plain)), total };
    },

    async uploadWaybill(auth, { shopOrder, waybillCode, courierName }) {
      return upload(courierName, async (company) => {
        await call('order.logisticsAdd', { order_id: shopOrder, company_code: company, logistics_code: waybillCode }, auth.accessToken);
        return { ok: true };
      });
    },
  };
}

/** The authorisation link must name the app's service (抖店开放平台 → 应用 → 授权链接). */
const hasServiceId = (url: string) => URL.canParse(url) && !!new URL(url).searchParams.get('service_id');

/** 抖店 in SHOP_PLATFORM_PROVIDER=open (index.ts lists it). */
export const doudianEntry: OpenPlatformEntry = {
  platform: 'dy',
  key: 'DOUDIAN_APP_KEY',
  secret: 'DOUDIAN_APP_SECRET',
  optional: ['DOUDIAN_API_URL', 'DOUDIAN_AUTH_URL', 'DOUDIAN_MARKET_URL', 'DOUDIAN_COMPANY_CODES'],
  alsoRequired: ['DOUDIAN_AUTH_URL'],
  check(env) {
    const auth = env.DOUDIAN_AUTH_URL;
    if (env.DOUDIAN_APP_KEY && auth && URL.canParse(auth) && !hasServiceId(auth)) {
      return [`DOUDIAN_AUTH_URL 需要带服务 ID（抖店开放平台给出的授权链接，如 ${DOUDIAN_DEFAULTS.authUrl}?service_id=12345）`];
    }
    return [];
  },
  create(env, context) {
    return createDoudianPlatform({
      appKey: env.DOUDIAN_APP_KEY!,
      appSecret: env.DOUDIAN_APP_SECRET!,
      apiUrl: env.DOUDIAN_API_URL || DOUDIAN_DEFAULTS.apiUrl,
      authUrl: env.DOUDIAN_AUTH_URL || DOUDIAN_DEFAULTS.authUrl,
      marketUrl: env.DOUDIAN_MARKET_URL,
      courierOverrides: courierOverrides(env.DOUDIAN_COMPANY_CODES, 'DOUDIAN_COMPANY_CODES'),
      ...context,
    });
  },
};
