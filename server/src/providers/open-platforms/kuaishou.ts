import { createHash, createHmac } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { PlatformOrder, ShopAuthorization } from '../shop-platform';
import { PlatformApiError, PlatformOutageError, ShopAuthExpiredError, type AppSettings, type OpenPlatformEntry, type PlatformAdapter } from './common';
import { courierOverrides } from './couriers';
import { postForm, requestJson } from './http';
import { timeWindows } from './paging';
import { decryptInBatches, waybillUploader, exchanging, refreshing, storeLinks } from './steps';
import { asRecord, int, text } from './values';

export const KUAISHOU_DEFAULTS = {
  /** The API gateway (a method's path is its name with the dots as slashes) and the token endpoints (/oauth2/…). */
  apiUrl: 'https://openapi.kwaixiaodian.com',
  /** The OAuth authorisation page. */
  authUrl: 'https://open.kwaixiaodian.com/oauth/authorize',
  /** 快手小店商家后台 · 订单管理 */
  shopUrl: 'https://s.kwaixiaodian.com/zone/order/list',
} as const;

/** The permission groups the merchant grants: seller info (the shop's name), orders (list, decrypt), delivery. */
export const KUAISHOU_SCOPES = ['merchant_user', 'merchant_order', 'merchant_logistics'];

export type KuaishouSignMethod = 'HMAC_SHA256' | 'MD5';

/** The market page is the service's on 快手服务市场; the overrides are expressCodes (KUAISHOU_EXPRESS_CODES). */
export interface KuaishouConfig extends AppSettings {
  appKey: string;
  appSecret: string;
  /** The app's signSecret (应用详情), which signs the API calls; the app secret only gets tokens. */
  signSecret: string;
}

/**
 * Our couriers (by key, see COURIERS) → 快手 expressCode (开发文档 · 物流公司编号). 百世快递 merged into 极兔速递
 * and shares its code 109. KUAISHOU_EXPRESS_CODES overrides any of them.
 */
export const KUAISHOU_EXPRESS_CODES: Record<string, string> = {
  zto: '9',
  yto: '6',
  yunda: '11',
  sto: '3',
  jt: '109',
  sf: '4',
  ems: '2',
  postb: '8',
  jd: '14',
  dbl: '53',
  best: '109',
};

/**
 * 快手's signature, as the API调用说明 documents it
 * (https://open.kwaixiaodian.com/zone/new/docs/dev?pageSign=8cca5d25ba0015e5045a7ebec6383b741614263875756):
 * the system parameters and `param` (all but `sign`) sorted by name, joined as `name=value&…`, then
 * `&signSecret=<signSecret>` appended; MD5 → lowercase hex, HMAC_SHA256 (keyed with the signSecret) → Base64.
 * Signed before any URL encoding.
 */
export function kuaishouSign(params: Record<string, string>, signSecret: string, signMethod: KuaishouSignMethod = 'HMAC_SHA256'): string {
  const joined = Object.keys(params)
    .filter((key) => key !== 'sign' && params[key] !== undefined)
    .sort()
    .map((key) => `${key}=${params[key]}`)
    .join('&');
  const input = `${joined}&signSecret=${signSecret}`;
  if (signMethod === 'MD5') return createHash('md5').update(input, 'utf8').digest('hex');
  return createHmac('sha256', signSecret).update(input, 'utf8').digest('base64');
}

/** open.order.cursor.list: at most 100 a page and 7 days a query (300004), by cursor ('' first, 'nomore' at the end). */
const MAX_PAGE = 100;
const WINDOW_MS = 7 * 86_400_000;
const DECRYPT_BATCH = 50;
/** The answers of an access token that ran out or was withdrawn (result 24 is AUTHORIZATION_REVOKED). */
const TOKEN_TEXT = /鉴权失败|AUTHORIZATION_REVOKED|access_?token.*(过期|失效|无效|expired|invalid)|token.*过期|TOKEN过期/i;
/** Rate limits (Exceed quota/qps limit) and system errors: try again later. */
const OUTAGE_TEXT = /exceed (quota|qps) limit|限流|频繁|系统(繁忙|异常|错误)|服务(繁忙|异常|不可用)|timeout|超时/i;

/** orderBaseInfo.status: 10 待付款, 30 已付款 (待发货), 40 已发货, 50 已签收, 70 交易成功, 80 交易关闭. */
function statusOf(order: Record<string, unknown>): PlatformOrder['status'] {
  const status = int(asRecord(order.orderBaseInfo).status);
  if (status === 80 || status === 10) return 'closed';
  // an order with a refund (asked or done) is not to be shipped
  if (Array.isArray(order.orderRefundList) && order.orderRefundList.length > 0) return 'refunded';
  if (status === 30) return 'paid';
  return status >= 40 ? 'shipped' : 'closed';
}

/**
 * 快手小店 through 快手电商开放平台 (open.kwaixiaodian.com): OAuth at open.kwaixiaodian.com/oauth/authorize, tokens
 * at /oauth2/access_token and /oauth2/refresh_token (the shop: open.user.seller.get's sellerId and name), orders
 * with open.order.cursor.list (待发货, by creation time, 7 days a query, cursor paging), the receiver's
 * ciphertexts through open.security.instant.decrypt.batch (refused → the masked values stay), delivery with
 * open.seller.order.goods.deliver. Errors: an expired or withdrawn token → ShopAuthExpiredError; rate limits,
 * system errors, HTTP 5xx, network → PlatformOutageError; other business errors → PlatformApiError.
 */
export function createKuaishouPlatform(config: KuaishouConfig): PlatformAdapter {
  const label = '快手电商开放平台';
  const upload = waybillUploader({ label, codes: KUAISHOU_EXPRESS_CODES, overrides: config.courierOverrides, codeName: '快手快递公司编号' });
  const base = config.apiUrl.replace(/\/+$/, '');
  /** Where the next page of ours starts (window, cursor), by token, range and page: the cursors only go forwards. */
  const positions = new LRUCache<string, { window: number; cursor: string }>({
    max: 5000,
    ttl: 10 * 60_000,
  });

  const fail = (answer: Record<string, unknown>): Error => {
    const code = text(answer.result) || text(answer.code);
    const said = text(answer.sub_msg) || text(answer.error_msg) || text(answer.msg) || text(answer.error) || '未知错误';
    if (code === '24' || TOKEN_TEXT.test(said)) return new ShopAuthExpiredError(said);
    if (OUTAGE_TEXT.test(said) || code === '100200500' || text(answer.sub_code).startsWith('isp.'))
      return new PlatformOutageError(`${label}暂时不可用：${said}`);
    return new PlatformApiError(`${label}：${said}（${code}${answer.sub_code ? ` ${text(answer.sub_code)}` : ''}）`, code, text(answer.sub_code));
  };

  async function call(method: string, params: Record<string, unknown>, accessToken: string): Promise<unknown> {
    const form: Record<string, string> = {
      appkey: config.appKey,
      method,
      version: '1',
      param: JSON.stringify(params),
      access_token: accessToken,
      timestamp: String(config.now().getTime()),
      signMethod: 'HMAC_SHA256',
    };
    form.sign = kuaishouSign(form, config.signSecret, 'HMAC_SHA256');
    const answer = asRecord(await postForm(`${base}/${method.replace(/\./g, '/')}`, form, label, config.fetch));
    if (int(answer.result) !== 1) throw fail(answer);
    return answer.data;
  }

  /** A token endpoint: GET for the code (as documented), POST for the refresh. */
  async function token(path: string, form: Record<string, string>, get: boolean): Promise<Record<string, unknown>> {
    const answer = asRecord(
      get
        ? (await requestJson(`${base}${path}?${new URLSearchParams(form)}`, {}, label, config.fetch)).json
        : await postForm(`${base}${path}`, form, label, config.fetch),
    );
    if (int(answer.result) !== 1 || !text(answer.access_token)) throw fail(answer);
    return answer;
  }

  const tokenOf = (answer: Record<string, unknown>, shop: { shopId: string; shopName: string }): ShopAuthorization => ({
    platform: 'ks',
    ...shop,
    accessToken: text(answer.access_token),
    refreshToken: text(answer.refresh_token),
    expiresAt: new Date(config.now().getTime() + int(answer.expires_in, 172_800) * 1000),
  });

  /** Ciphertext → plain text; refused (no permission, 安全 rules) → nothing, and the masked values stay. */
  async function decrypt(auth: ShopAuthorization, ciphers: string[]): Promise<Map<string, string>> {
    const plain = new Map<string, string>();
    await decryptInBatches(ciphers, DECRYPT_BATCH, async (batch) => {
      const data = await call('open.security.instant.decrypt.batch', { decryptDataList: batch.map((encryptedData) => ({ encryptedData })) }, auth.accessToken);
      const list = Array.isArray(data) ? data : asRecord(data).decryptDataList;
      for (const item of (Array.isArray(list) ? list : []).map(asRecord)) {
        if (!int(item.errorCode) && text(item.decryptedData)) plain.set(text(item.encryptedData), text(item.decryptedData));
      }
    });
    return plain;
  }

  function orderOf(order: Record<string, unknown>, plain: Map<string, string>): PlatformOrder {
    const info = asRecord(order.orderBaseInfo);
    const addr = asRecord(order.orderAddress);
    const item = asRecord(order.orderItemInfo);
    const pick = (cipher: string, plainText: string, masked: string) => plain.get(cipher) || plainText || masked;
    const town = text(addr.town);
    const detail = pick(text(addr.encryptedAddress), text(addr.address), text(addr.desensitiseAddress));
    const flag = int(info.flag);
    const notes = Array.isArray(info.sellerNoteList) ? (info.sellerNoteList as unknown[]).map(text) : [];
    return {
      shopOrder: text(info.oid),
      status: statusOf(order),
      createdAt: new Date(int(info.createTime)),
      buyerNick: text(info.buyerNick),
      receiverName: pick(text(addr.encryptedConsignee), text(addr.consignee), text(addr.desensitiseConsignee)),
      receiverPhone: pick(text(addr.encryptedMobile), text(addr.mobile), text(addr.desensitiseMobile)),
      province: text(addr.province),
      city: text(addr.city),
      district: text(addr.district),
      address: town && detail && !detail.startsWith(town) ? `${town}${detail}` : detail,
      flag: flag >= 1 && flag <= 5 ? flag : 0,
      remark: [text(info.remark), ...notes].filter(Boolean).join('；'),
      goods: item.itemTitle
        ? [
            {
              name: text(item.itemTitle),
              spec: text(item.skuDesc),
              count: Math.max(1, int(item.num, 1)),
              image: text(item.itemPicUrl),
            },
          ]
        : [],
    };
  }

  return {
    authorizeUrl({ state, redirectUri }) {
      const query = new URLSearchParams({
        app_id: config.appKey,
        redirect_uri: config.callbackUrl(redirectUri),
        scope: KUAISHOU_SCOPES.join(','),
        response_type: 'code',
        state,
      });
      return `${config.authUrl}?${query}`;
    },

    ...storeLinks(config.marketUrl, KUAISHOU_DEFAULTS.shopUrl),

    async exchangeCode(code) {
      const form = { app_id: config.appKey, grant_type: 'code', code, app_secret: config.appSecret };
      const answer = await exchanging(label, '快手', () => token('/oauth2/access_token', form, true));
      const shop = { shopId: text(answer.open_id), shopName: '快手小店' };
      try {
        const seller = asRecord(await call('open.user.seller.get', {}, text(answer.access_token)));
        shop.shopId = text(seller.sellerId) || shop.shopId;
        shop.shopName = text(seller.name) || shop.shopName;
      } catch (error) {
        // without merchant_user the shop is known by its open_id; any other refusal (a wrong signSecret) is the app's settings
        if (!(error instanceof PlatformApiError)) throw error;
        if (!/权限|scope|permission/i.test(error.message)) throw new Error(`快手授权失败：${error.message.replace(`${label}：`, '')}`);
      }
      return tokenOf(answer, shop);
    },

    async refresh(auth) {
      const form = { grant_type: 'refresh_token', refresh_token: auth.refreshToken, app_id: config.appKey, app_secret: config.appSecret };
      const answer = await refreshing(() => token('/oauth2/refresh_token', form, false));
      return { ...tokenOf(answer, auth), refreshToken: text(answer.refresh_token) || auth.refreshToken };
    },

    async listOrders(auth, { start, end, page, pageSize }) {
      const windows = timeWindows(start, end, WINDOW_MS);
      const key = (p: number) => `${auth.accessToken}|${start.getTime()}|${end.getTime()}|${pageSize}|${p}`;
      // the cursors go forwards only: walk from the nearest page whose start is known
      let known = page;
      while (known > 1 && !positions.has(key(known))) known -= 1;
      let position = known === 1 ? { window: 0, cursor: '' } : positions.get(key(known))!;
      let orders: Record<string, unknown>[] = [];
      for (let p = known; p <= page; p += 1) {
        orders = [];
        while (orders.length < pageSize && position.window < windows.length) {
          const window = windows[position.window];
          const data = asRecord(
            await call(
              'open.order.cursor.list',
              {
                orderViewStatus: 3,
                queryType: 1,
                sort: 2,
                beginTime: window.from,
                endTime: window.to - 1,
                pageSize: Math.min(MAX_PAGE, pageSize - orders.length),
                cursor: position.cursor,
              },
              auth.accessToken,
            ),
          );
          const list = Array.isArray(data.orderList) ? (data.orderList as unknown[]).map(asRecord) : [];
          orders.push(...list);
          const cursor = text(data.cursor);
          position = !cursor || cursor === 'nomore' || list.length === 0 ? { window: position.window + 1, cursor: '' } : { window: position.window, cursor };
        }
        positions.set(key(p + 1), position);
      }
      const ciphers = orders.flatMap((order) => {
        const addr = asRecord(order.orderAddress);
        return [text(addr.encryptedConsignee), text(addr.encryptedMobile), text(addr.encryptedAddress)].filter(Boolean);
      });
      const plain = ciphers.length ? await decrypt(auth, ciphers) : new Map<string, string>();
      // 快手 does not count: at least one more while a window is left
      const more = position.window < windows.length;
      return {
        orders: orders.map((order) => orderOf(order, plain)),
        total: (page - 1) * pageSize + orders.length + (more ? 1 : 0),
      };
    },

    async uploadWaybill(auth, { shopOrder, waybillCode, courierName }) {
      return upload(courierName, async (express) => {
        await call('open.seller.order.goods.deliver', { orderId: Number(shopOrder), expressNo: waybillCode, expressCode: Number(express) }, auth.accessToken);
        return { ok: true };
      });
    },
  };
}

/** 快手小店 in SHOP_PLATFORM_PROVIDER=open (index.ts lists it): the API calls need the signSecret as well. */
export const kuaishouEntry: OpenPlatformEntry = {
  platform: 'ks',
  key: 'KUAISHOU_APP_KEY',
  secret: 'KUAISHOU_APP_SECRET',
  optional: ['KUAISHOU_SIGN_SECRET', 'KUAISHOU_API_URL', 'KUAISHOU_AUTH_URL', 'KUAISHOU_MARKET_URL', 'KUAISHOU_EXPRESS_CODES'],
  alsoRequired: ['KUAISHOU_SIGN_SECRET'],
  check(env) {
    let codes: Record<string, string>;
    try {
      codes = courierOverrides(env.KUAISHOU_EXPRESS_CODES, 'KUAISHOU_EXPRESS_CODES');
    } catch {
      return []; // the JSON itself is reported with the other …_CODES variables
    }
    const bad = Object.entries(codes).filter(([, code]) => !/^\d+$/.test(code));
    return bad.length ? [`KUAISHOU_EXPRESS_CODES 的快递公司编号必须是数字：${bad.map(([name]) => name).join('、')}`] : [];
  },
  create(env, context) {
    return createKuaishouPlatform({
      appKey: env.KUAISHOU_APP_KEY!,
      appSecret: env.KUAISHOU_APP_SECRET!,
      signSecret: env.KUAISHOU_SIGN_SECRET!,
      apiUrl: env.KUAISHOU_API_URL || KUAISHOU_DEFAULTS.apiUrl,
      authUrl: env.KUAISHOU_AUTH_URL || KUAISHOU_DEFAULTS.authUrl,
      marketUrl: env.KUAISHOU_MARKET_URL,
      courierOverrides: courierOverrides(env.KUAISHOU_EXPRESS_CODES, 'KUAISHOU_EXPRESS_CODES'),
      ...context,
    });
  },
};
