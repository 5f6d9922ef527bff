import { createHash } from 'node:crypto';
import { chinaText, parseChinaTime } from 'shared-contracts/china-time';
import type { PlatformOrder, ShopAuthorization } from '../shop-platform';
import { PlatformApiError, PlatformOutageError, ShopAuthExpiredError, type AppSettings, type OpenPlatformEntry, type PlatformAdapter } from './common';
import { courierOverrides } from './couriers';
import { postForm, requestJson } from './http';
import { windowPager, type TimeWindow } from './paging';
import { waybillUploader, refusalText, storeLinks } from './steps';
import { asRecord, int, text } from './values';

export const JD_DEFAULTS = {
  /** 京东宙斯 OAuth 2.0 authorisation page; the token calls are its siblings (…/oauth2/access_token, …/oauth2/refresh_token). */
  authUrl: 'https://open-oauth.jd.com/oauth2/to_login',
  apiUrl: 'https://api.jd.com/routerjson',
  /** 京麦商家后台 · 订单管理 */
  shopUrl: 'https://shop.jd.com/jdm/trade/orders/order-list',
} as const;

/** The market page is the service's on 京东服务市场 (fw.jd.com); the overrides are logistics_ids (JD_COMPANY_IDS). */
export interface JdConfig extends AppSettings {
  appKey: string;
  appSecret: string;
}

/**
 * Our couriers (by key, see COURIERS) → 京东 logistics_id (jingdong.delivery.logistics.get, 商家可用的快递公司).
 * 极兔 is left out: its id differs between vendors' lists; set it with JD_COMPANY_IDS after checking that list.
 */
export const JD_LOGISTICS_IDS: Record<string, string> = {
  zto: '1499',
  yto: '463',
  yunda: '1327',
  sto: '470',
  sf: '467',
  ems: '465',
  postb: '2170',
  jd: '2087',
  dbl: '3046',
  best: '1748',
};

/**
 * JOS's signature (https://jos.jd.com/commondoc?listId=33, 签名算法): the system parameters and 360buy_param_json
 * (all but `sign`, empty ones left out) sorted by name, name then value concatenated, wrapped in the app secret
 * on both sides, MD5, uppercase hex.
 */
export function jdSign(params: Record<string, string>, secret: string): string {
  const body = Object.keys(params)
    .filter((key) => key !== 'sign' && params[key] !== undefined && params[key] !== '')
    .sort()
    .map((key) => `${key}${params[key]}`)
    .join('');
  return createHash('md5').update(`${secret}${body}${secret}`, 'utf8').digest('hex').toUpperCase();
}

/** jingdong.pop.order.search: at most 100 a page; by 创建时间 (dateType 1) one window spans at most a month. */
const MAX_PAGE = 100;
const WINDOW_MS = 30 * 86_400_000;
/** Gateway codes of an access token that ran out or was withdrawn (19: token已过期或者不存在). */
const TOKEN_CODES = new Set(['19', '18']);
/** Gateway codes of back-end outages (65 超时, 66 不可用, 67 异常) and call-rate limits. */
const OUTAGE_CODES = new Set(['1', '65', '66', '67', '92']);
const OPTIONAL_FIELDS = 'orderId,orderState,orderStartTime,pin,orderRemark,venderRemark,consigneeInfo,itemInfoList,oaid';

/** 订单状态 → ours: WAIT_SELLER_STOCK_OUT is 待出库 (待发货); LOCKED is a paid order held for a refund / cancellation. */
const ORDER_STATE: Record<string, PlatformOrder['status']> = {
  WAIT_SELLER_STOCK_OUT: 'paid',
  WAIT_SELLER_DELIVERY: 'shipped',
  WAIT_GOODS_RECEIVE_CONFIRM: 'shipped',
  FINISHED_L: 'shipped',
  LOCKED: 'refunded',
  TRADE_CANCELED: 'closed',
  POP_ORDER_PAUSE: 'closed',
};

/** The street part of an address the platform gives whole (北京北京市朝阳区… → …). */
export function streetOf(address: string, parts: string[]): string {
  let rest = address.trim();
  for (const part of parts) if (part && rest.startsWith(part)) rest = rest.slice(part.length).trimStart();
  return rest;
}

function orderOf(value: unknown): PlatformOrder & { oaid: string } {
  const order = asRecord(value);
  const consignee = asRecord(order.consigneeInfo);
  const parts = [text(consignee.province), text(consignee.city), text(consignee.county), text(consignee.town)];
  const items = Array.isArray(order.itemInfoList) ? (order.itemInfoList as unknown[]).map(asRecord) : [];
  return {
    shopOrder: text(order.orderId),
    status: ORDER_STATE[text(order.orderState)] ?? 'closed',
    createdAt: parseChinaTime(text(order.orderStartTime)) ?? new Date(NaN),
    buyerNick: text(order.pin),
    receiverName: text(consignee.fullname),
    receiverPhone: text(consignee.mobile) || text(consignee.telephone),
    province: parts[0],
    city: parts[1],
    district: parts[2],
    address: streetOf(text(consignee.fullAddress), parts.slice(0, 3)),
    flag: 0,
    remark: [text(order.orderRemark), text(order.venderRemark)].filter(Boolean).join('；'),
    goods: items.map((item) => ({
      name: text(item.skuName),
      spec: text(item.skuPropertiesName),
      count: Math.max(1, int(item.itemTotal, 1)),
      image: text(item.imageUrl),
    })),
    oaid: text(order.oaid),
  };
}

/**
 * 京东 through 京东宙斯开放平台 (JOS): OAuth 2.0 at open-oauth.jd.com (the shop from jingdong.vender.shop.query),
 * orders with jingdong.pop.order.search (order_state WAIT_SELLER_STOCK_OUT, by 创建时间 a month at a time,
 * counted once per sync and kept ten minutes), the receivers of a page decrypted at once with
 * jingdong.jos.order.oaid.decrypt (kept masked as listed when JD refuses), delivery with
 * jingdong.pop.order.shipment. Errors: token codes → ShopAuthExpiredError; 65–67, rate limits, HTTP 5xx,
 * network → PlatformOutageError; other business errors → PlatformApiError (a refusal on delivery).
 */
export function createJdPlatform(config: JdConfig): PlatformAdapter {
  const label = '京东开放平台';
  const upload = waybillUploader({ label, codes: JD_LOGISTICS_IDS, overrides: config.courierOverrides, codeName: '京东快递公司编号' });
  const pages = windowPager<PlatformOrder & { oaid: string }>(WINDOW_MS, MAX_PAGE);

  async function call(method: string, params: Record<string, unknown>, accessToken?: string): Promise<Record<string, unknown>> {
    const form: Record<string, string> = {
      method,
      app_key: config.appKey,
      timestamp: chinaText(config.now()),
      format: 'json',
      v: '2.0',
      sign_method: 'md5',
      '360buy_param_json': JSON.stringify(params),
      ...(accessToken ? { access_token: accessToken } : {}),
    };
    form.sign = jdSign(form, config.appSecret);
    const answer = asRecord(await postForm(config.apiUrl, form, label, config.fetch));
    if (answer.error_response) {
      const error = asRecord(answer.error_response);
      const code = text(error.code);
      const said = text(error.zh_desc) || text(error.en_desc) || '调用失败';
      if (TOKEN_CODES.has(code) || /token.*(过期|失效|不存在|invalid|expired)/i.test(said)) throw new ShopAuthExpiredError(said);
      if (OUTAGE_CODES.has(code) || /频率|限流|繁忙|超时|frequency|busy/i.test(said)) throw new PlatformOutageError(`${label}暂时不可用：${said}`);
      throw new PlatformApiError(`${label}：${said}（${code}）`, code, '');
    }
    const key = `${method.replace(/\./g, '_')}_responce`;
    if (!answer[key]) throw new PlatformOutageError(`${label}返回了无法识别的内容`);
    return asRecord(answer[key]);
  }

  async function token(query: Record<string, string>, onError: (said: string) => Error): Promise<Omit<ShopAuthorization, 'shopId' | 'shopName'>> {
    const path = query.grant_type === 'refresh_token' ? 'refresh_token' : 'access_token';
    const url = `${new URL(path, config.authUrl).href}?${new URLSearchParams({
      app_key: config.appKey,
      app_secret: config.appSecret,
      ...query,
    })}`;
    // the OAuth endpoints take their parameters in the query
    const answer = asRecord((await requestJson(url, { headers: { accept: 'application/json' } }, label, config.fetch)).json);
    if (!answer.access_token || (answer.code !== undefined && text(answer.code) !== '0'))
      throw onError(text(answer.msg) || text(answer.error_description) || '授权失败');
    const at = int(answer.time) || config.now().getTime();
    return {
      platform: 'jd',
      accessToken: text(answer.access_token),
      refreshToken: text(answer.refresh_token),
      expiresAt: new Date(at + int(answer.expires_in, 86_400) * 1000),
    };
  }

  const shopOf = async (accessToken: string) => {
    const answer = await call('jingdong.vender.shop.query', {}, accessToken);
    const shop = asRecord(answer.shop_jos_result);
    return {
      shopId: text(shop.shop_id) || text(shop.vender_id),
      shopName: text(shop.shop_name) || '京东店铺',
    };
  };

  const ordersPage = async (auth: ShopAuthorization, window: TimeWindow, page: number, size: number) => {
    const answer = await call(
      'jingdong.pop.order.search',
      {
        start_date: chinaText(new Date(window.from)),
        // inclusive to the second; the window ends before `to`
        end_date: chinaText(new Date(Math.max(window.from, window.to - 1000))),
        order_state: 'WAIT_SELLER_STOCK_OUT',
        optional_fields: OPTIONAL_FIELDS,
        dateType: '1',
        page: String(page),
        page_size: String(size),
      },
      auth.accessToken,
    );
    const result = asRecord(answer.searchorderinfo_result);
    const api = asRecord(result.apiResult);
    if (api.success === false) throw new PlatformApiError(`${label}：${text(api.chineseErrCode) || '订单查询失败'}（${text(api.code)}）`, text(api.code), '');
    const list = Array.isArray(result.orderInfoList) ? result.orderInfoList : [];
    return { rows: list.map(orderOf), total: int(result.orderTotal) };
  };

  /** The plain receivers of a page's orders, 100 an OAID call; JD refusing keeps the masked values. */
  async function decrypt(auth: ShopAuthorization, orders: (PlatformOrder & { oaid: string })[]): Promise<void> {
    const all = orders.filter((order) => order.oaid);
    for (let i = 0; i < all.length; i += MAX_PAGE) await decryptBatch(auth, all.slice(i, i + MAX_PAGE));
  }

  async function decryptBatch(auth: ShopAuthorization, sealed: (PlatformOrder & { oaid: string })[]): Promise<void> {
    let answer: Record<string, unknown>;
    try {
      answer = await call(
        'jingdong.jos.order.oaid.decrypt',
        {
          getReceiverInfoListReqVO: {
            orderType: 'POP',
            appName: config.appKey,
            scenesType: '1005',
            orderInfos: sealed.map((o) => ({
              orderId: Number(o.shopOrder),
              oaid: o.oaid,
            })),
          },
        },
        auth.accessToken,
      );
    } catch (error) {
      if (error instanceof PlatformApiError) return;
      throw error;
    }
    const result = asRecord(answer.returnType);
    if (int(result.code, 200) !== 200 && int(result.code, 0) !== 0) return;
    for (const plain of (Array.isArray(result.data) ? result.data : []).map(asRecord)) {
      const order = sealed.find((o) => o.shopOrder === text(plain.orderId));
      if (!order) continue;
      order.receiverName = text(plain.customerName) || order.receiverName;
      order.receiverPhone = text(plain.consMobilePhone) || text(plain.customerPhone) || order.receiverPhone;
      if (text(plain.address)) order.address = streetOf(text(plain.address), [order.province, order.city, order.district]);
    }
  }

  return {
    authorizeUrl({ state, redirectUri }) {
      const query = new URLSearchParams({
        app_key: config.appKey,
        response_type: 'code',
        redirect_uri: config.callbackUrl(redirectUri),
        state,
        scope: 'snsapi_base',
      });
      return `${config.authUrl}?${query}`;
    },

    ...storeLinks(config.marketUrl, JD_DEFAULTS.shopUrl),

    async exchangeCode(code) {
      const tokens = await token({ grant_type: 'authorization_code', code }, (said) => new Error(`京东授权失败：${said}`));
      return { ...tokens, ...(await shopOf(tokens.accessToken)) };
    },

    async refresh(auth) {
      const tokens = await token({ grant_type: 'refresh_token', refresh_token: auth.refreshToken }, (said) => new ShopAuthExpiredError(said));
      return {
        ...tokens,
        shopId: auth.shopId,
        shopName: auth.shopName,
        refreshToken: tokens.refreshToken || auth.refreshToken,
      };
    },

    async listOrders(auth, query) {
      const { rows: orders, total } = await pages(auth, query, (window, page, size) => ordersPage(auth, window, page, size));
      await decrypt(auth, orders);
      return {
        orders: orders.map(({ oaid: _oaid, ...order }) => order),
        total,
      };
    },

    async uploadWaybill(auth, { shopOrder, waybillCode, courierName }) {
      return upload(courierName, async (logisticsId) => {
        const answer = await call('jingdong.pop.order.shipment', { order_id: shopOrder, logistics_id: logisticsId, waybill: waybillCode }, auth.accessToken);
        const result = asRecord(answer.sopjosshipment_result);
        if (result.success === true || result.success === 'true') return { ok: true };
        return { ok: false, msg: refusalText(text(result.chineseErrCode)) };
      });
    },
  };
}

/** 京东 in SHOP_PLATFORM_PROVIDER=open. */
export const jingdongEntry: OpenPlatformEntry = {
  platform: 'jd',
  key: 'JD_APP_KEY',
  secret: 'JD_APP_SECRET',
  optional: ['JD_API_URL', 'JD_AUTH_URL', 'JD_MARKET_URL', 'JD_COMPANY_IDS'],
  create: (env, context) =>
    createJdPlatform({
      appKey: env.JD_APP_KEY!,
      appSecret: env.JD_APP_SECRET!,
      authUrl: env.JD_AUTH_URL || JD_DEFAULTS.authUrl,
      apiUrl: env.JD_API_URL || JD_DEFAULTS.apiUrl,
      marketUrl: env.JD_MARKET_URL,
      courierOverrides: courierOverrides(env.JD_COMPANY_IDS, 'JD_COMPANY_IDS'),
      ...context,
    }),
};
