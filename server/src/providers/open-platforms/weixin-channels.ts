import { createHmac, timingSafeEqual } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { MOBILE_RE } from 'shared-contracts';
import type { PlatformOrder, ShopAuthorization } from '../shop-platform';
import { PlatformApiError, PlatformOutageError, ShopAuthExpiredError, type AppSettings, type OpenPlatformEntry, type PlatformAdapter } from './common';
import { courierOverrides } from './couriers';
import { JSON_HEADERS, requestJson } from './http';
import { inclusiveSeconds, timeWindows, type TimeWindow } from './paging';
import { waybillUploader, refreshing } from './steps';
import { asRecord, int, text } from './values';

export const WXCHANNELS_DEFAULTS = {
  apiUrl: 'https://api.weixin.qq.com',
  /** 微信小店后台 · 订单管理 */
  shopUrl: 'https://store.weixin.qq.com/shop/order/list',
  /** Where the shop's 自研 AppID / AppSecret are (服务市场 → 经营工具 → 自研). */
  marketUrl: 'https://store.weixin.qq.com/shop/servicemarket/home',
} as const;

/** The gateway is the API host (…/cgi-bin/stable_token, …/channels/ec/…); the overrides are delivery_ids (WXCHANNELS_DELIVERY_IDS). */
export interface WxChannelsConfig extends Omit<AppSettings, 'authUrl'> {
  /** The shop's 自研 AppID and AppSecret. */
  appId: string;
  appSecret: string;
  /**
   * The mobile of the one merchant account of the site that runs this shop (WXCHANNELS_MERCHANT_MOBILE): the 自研
   * credentials are one shop's, so only its merchant may connect it; anyone else would get its orders and receivers.
   */
  merchantMobile: string;
  /** A confirmation page of the operator's own before the callback (WXCHANNELS_AUTH_URL); default: straight back. */
  authUrl?: string;
}

/** Our couriers (by key, see COURIERS) → 微信小店 delivery_id (/channels/ec/order/deliverycompanylist/get). */
export const WXCHANNELS_DELIVERY_IDS: Record<string, string> = {
  zto: 'ZTO',
  yto: 'YTO',
  yunda: 'YUNDA',
  sto: 'STO',
  jt: 'JTSD',
  sf: 'SF',
  ems: 'EMS',
  postb: 'YZPY',
  jd: 'JD',
  dbl: 'DBL',
  best: 'HTKY',
};

/**
 * 微信小店 signs nothing: every call carries the access_token from 获取稳定版接口调用凭据
 * (https://developers.weixin.qq.com/doc/store/shop/API/apimgnt/common/api_getstableaccesstoken.html).
 * What the site signs is its own authorisation code, one per authorisation: HMAC-SHA256 keyed with the AppSecret
 * over the AppID and the `state` of that auth link. A code for the AppID alone was the same every time, so the
 * store service's one-use code register let the first authorisation ever through and refused every later one.
 */
export function weixinChannelsSign(appId: string, secret: string, state: string): string {
  return createHmac('sha256', secret).update(`sph-self:${appId}:${state}`, 'utf8').digest('hex');
}

/**
 * The code for one auth link: the state (hex) and its signature, `<hex(state)>_<hmac>`. Hex and `_` because
 * 视频号 (platform 6) arrives on the association-code route, whose query schema takes only \w characters
 * (ASSOCIATION_CODE_PATTERN); the state travels in the code because exchangeCode is given the code alone.
 */
export function weixinChannelsCode(appId: string, secret: string, state: string): string {
  return `${Buffer.from(state, 'utf8').toString('hex')}_${weixinChannelsSign(appId, secret, state)}`;
}

/** Whether the code is one the site signed (for whichever state it carries), compared in constant time. */
function codeIsSigned(appId: string, secret: string, code: string): boolean {
  const match = /^((?:[0-9a-f]{2})+)_([0-9a-f]{64})$/.exec(code);
  if (!match) return false;
  const expected = Buffer.from(weixinChannelsSign(appId, secret, Buffer.from(match[1], 'hex').toString('utf8')), 'hex');
  return timingSafeEqual(expected, Buffer.from(match[2], 'hex'));
}

/** order/list/get: a create_time_range of at most 7 days, 100 ids a page, paged by next_key. */
const WINDOW_MS = 7 * 86_400_000;
const MAX_PAGE = 100;
/** 40001 / 40014 / 42001 / 41001: the access_token is invalid, expired or missing. */
const TOKEN_CODES = new Set(['40001', '40014', '42001', '41001']);
/** -1 系统繁忙, 45009 daily quota, 45011 too frequent, 45033 too many concurrent calls. */
const OUTAGE_CODES = new Set(['-1', '45009', '45011', '45033']);

/** Order status: 20 待发货; 21 部分发货 / 30 待收货 / 100 完成; 200 closed after an after-sale refund; 250 cancelled unpaid. */
function statusOf(order: Record<string, unknown>): PlatformOrder['status'] {
  const status = int(order.status);
  if (status === 200) return 'refunded';
  if (status === 20) return int(asRecord(order.aftersale_detail).on_aftersale_order_cnt) > 0 ? 'refunded' : 'paid';
  if (status === 21 || status === 30 || status === 100) return 'shipped';
  return 'closed';
}

function orderOf(value: unknown): PlatformOrder {
  const order = asRecord(value);
  const detail = asRecord(order.order_detail);
  const address = asRecord(asRecord(detail.delivery_info).address_info);
  const ext = asRecord(detail.ext_info);
  const products = Array.isArray(detail.product_infos) ? (detail.product_infos as unknown[]).map(asRecord) : [];
  return {
    shopOrder: text(order.order_id),
    status: statusOf(order),
    createdAt: new Date(int(order.create_time, NaN) * 1000),
    buyerNick: '',
    receiverName: text(address.user_name),
    receiverPhone: text(address.tel_number),
    province: text(address.province_name),
    city: text(address.city_name),
    district: text(address.county_name),
    address: [text(address.detail_info), text(address.house_number)].filter(Boolean).join(''),
    flag: 0,
    remark: [text(ext.customer_notes), text(ext.merchant_notes)].filter(Boolean).join('；'),
    goods: products.map((p) => ({
      name: text(p.title),
      spec: (Array.isArray(p.sku_attrs) ? (p.sku_attrs as unknown[]).map(asRecord) : []).map((a) => text(a.attr_value)).join(' '),
      count: Math.max(1, int(p.sku_cnt, 1)),
      image: text(p.thumb_img),
    })),
  };
}

/**
 * 视频号小店 (微信小店) in its 商家自研 mode: the site holds one shop's 自研 AppID / AppSecret, its access
 * token comes from /cgi-bin/stable_token and the shop from /channels/ec/basics/info/get. The 第三方平台 mode
 * needs a component_verify_ticket WeChat pushes every ten minutes to a receiver an adapter cannot hold
 * (docs/providers/weixin-channels.md). Orders: /channels/ec/order/list/get (status 20, a week at a time, ids by
 * next_key, counted once per sync), /channels/ec/order/get each, the masked receiver decoded per order with
 * /channels/ec/order/sensitiveinfo/decode (kept masked when refused); delivery /channels/ec/order/delivery/send.
 * Being one merchant's shop, it is authorisable by that merchant's account alone (authorisableBy).
 */
export function createWxChannelsPlatform(config: WxChannelsConfig): PlatformAdapter {
  const label = '微信小店';
  const upload = waybillUploader({ label, codes: WXCHANNELS_DELIVERY_IDS, overrides: config.courierOverrides, codeName: '微信小店快递公司编码' });
  const ids = new LRUCache<string, string[]>({ max: 500, ttl: 10 * 60_000 });

  async function call(path: string, accessToken: string | null, body?: Record<string, unknown>): Promise<Record<string, unknown>> {
    const url = `${config.apiUrl.replace(/\/+$/, '')}${path}${accessToken ? `?access_token=${encodeURIComponent(accessToken)}` : ''}`;
    const init = body ? { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify(body) } : { method: 'GET' };
    const answer = asRecord((await requestJson(url, init, label, config.fetch)).json);
    const errcode = text(answer.errcode) || '0';
    if (errcode === '0') return answer;
    const said = text(answer.errmsg) || '调用失败';
    if (TOKEN_CODES.has(errcode)) throw new ShopAuthExpiredError(said);
    if (OUTAGE_CODES.has(errcode)) throw new PlatformOutageError(`${label}暂时不可用：${said}（${errcode}）`);
    throw new PlatformApiError(`${label}：${said}（${errcode}）`, errcode, '');
  }

  async function token(): Promise<{ accessToken: string; expiresAt: Date }> {
    const answer = await call('/cgi-bin/stable_token', null, {
      grant_type: 'client_credential',
      appid: config.appId,
      secret: config.appSecret,
      force_refresh: false,
    });
    return {
      accessToken: text(answer.access_token),
      expiresAt: new Date(config.now().getTime() + int(answer.expires_in, 7200) * 1000),
    };
  }

  /** The window's order ids, walked by next_key (the list has no total). */
  async function windowIds(auth: ShopAuthorization, window: TimeWindow): Promise<string[]> {
    const key = `${auth.shopId}|${auth.accessToken}|${window.from}|${window.to}`;
    const known = ids.get(key);
    if (known) return known;
    const found: string[] = [];
    let nextKey = '';
    const { start, end } = inclusiveSeconds(window);
    for (;;) {
      const answer = await call('/channels/ec/order/list/get', auth.accessToken, {
        create_time_range: { start_time: start, end_time: end },
        status: 20,
        page_size: MAX_PAGE,
        ...(nextKey ? { next_key: nextKey } : {}),
      });
      found.push(...(Array.isArray(answer.order_id_list) ? answer.order_id_list.map(text) : []));
      nextKey = text(answer.next_key);
      if (answer.has_more !== true || !nextKey) break;
    }
    ids.set(key, found);
    return found;
  }

  /** The plain receiver of one order (the platform decodes one order a call); a refusal keeps the masked one. */
  async function decode(auth: ShopAuthorization, order: PlatformOrder): Promise<void> {
    let answer: Record<string, unknown>;
    try {
      answer = await call('/channels/ec/order/sensitiveinfo/decode', auth.accessToken, { order_id: order.shopOrder });
    } catch (error) {
      if (error instanceof PlatformApiError) return;
      throw error;
    }
    const plain = asRecord(answer.address_info);
    const virtual = asRecord(answer.virtual_number_info);
    order.receiverName = text(plain.user_name) || order.receiverName;
    order.receiverPhone = text(virtual.virtual_tel_number) || text(plain.tel_number) || order.receiverPhone;
    const street = [text(plain.detail_info), text(plain.house_number)].filter(Boolean).join('');
    if (street) order.address = street;
  }

  return {
    authorizeUrl({ state, redirectUri }) {
      const back = new URL(config.callbackUrl(redirectUri));
      if (!config.authUrl) {
        back.searchParams.set('code', weixinChannelsCode(config.appId, config.appSecret, state));
        back.searchParams.set('state', state);
        return back.href;
      }
      return `${config.authUrl}?${new URLSearchParams({
        appid: config.appId,
        redirect_uri: back.href,
        state,
      })}`;
    },

    /** The shop is the one merchant's (WXCHANNELS_MERCHANT_MOBILE): links and the callback refuse everyone else. */
    authorisableBy(mobile) {
      return Boolean(config.merchantMobile) && mobile === config.merchantMobile;
    },

    marketUrl() {
      return config.marketUrl || WXCHANNELS_DEFAULTS.marketUrl;
    },

    shopUrl() {
      return WXCHANNELS_DEFAULTS.shopUrl;
    },

    async exchangeCode(given) {
      if (!codeIsSigned(config.appId, config.appSecret, given)) throw new Error('视频号小店授权失败：授权码无效');
      const { accessToken, expiresAt } = await token();
      const info = asRecord((await call('/channels/ec/basics/info/get', accessToken)).info);
      return {
        platform: 'sph',
        shopId: text(info.username) || config.appId,
        shopName: text(info.nickname) || '视频号小店',
        accessToken,
        refreshToken: '',
        expiresAt,
      };
    },

    async refresh(auth) {
      // refused: a secret that was reset or an app that was closed
      return { ...auth, ...(await refreshing(token)) };
    },

    async listOrders(auth, { start, end, page, pageSize }) {
      const all: string[] = [];
      for (const window of timeWindows(start, end, WINDOW_MS)) all.push(...(await windowIds(auth, window)));
      const orders: PlatformOrder[] = [];
      for (const id of all.slice((page - 1) * pageSize, page * pageSize)) {
        const order = orderOf(
          (
            await call('/channels/ec/order/get', auth.accessToken, {
              order_id: id,
            })
          ).order,
        );
        if (order.status === 'paid') await decode(auth, order);
        orders.push(order);
      }
      return { orders, total: all.length };
    },

    async uploadWaybill(auth, { shopOrder, waybillCode, courierName }) {
      return upload(courierName, async (deliveryId) => {
        const detail = asRecord(
          asRecord(
            (
              await call('/channels/ec/order/get', auth.accessToken, {
                order_id: shopOrder,
              })
            ).order,
          ).order_detail,
        );
        const products = (Array.isArray(detail.product_infos) ? detail.product_infos : []).map(asRecord);
        await call('/channels/ec/order/delivery/send', auth.accessToken, {
          order_id: shopOrder,
          delivery_list: [
            {
              delivery_id: deliveryId,
              waybill_id: waybillCode,
              deliver_type: 1,
              product_infos: products.map((p) => ({
                product_id: text(p.product_id),
                sku_id: text(p.sku_id),
                product_cnt: Math.max(1, int(p.sku_cnt, 1)),
              })),
            },
          ],
        });
        return { ok: true };
      });
    },
  };
}

/**
 * 视频号小店 in SHOP_PLATFORM_PROVIDER=open (商家自研 mode, see createWxChannelsPlatform). WXCHANNELS_MERCHANT_MOBILE is
 * required with the credentials: the 自研 AppID / AppSecret are one shop of one merchant, and without naming that
 * merchant every member of the site who clicked 授权 would get the shop (serving many merchants is the 第三方平台 mode).
 */
export const weixinChannelsEntry: OpenPlatformEntry = {
  platform: 'sph',
  key: 'WXCHANNELS_APP_ID',
  secret: 'WXCHANNELS_APP_SECRET',
  optional: ['WXCHANNELS_MERCHANT_MOBILE', 'WXCHANNELS_API_URL', 'WXCHANNELS_AUTH_URL', 'WXCHANNELS_MARKET_URL', 'WXCHANNELS_DELIVERY_IDS'],
  alsoRequired: ['WXCHANNELS_MERCHANT_MOBILE'],
  check(env) {
    const mobile = env.WXCHANNELS_MERCHANT_MOBILE;
    // a missing one is named by alsoRequired; one that is set must be a mobile an account of the site can have
    return mobile && !MOBILE_RE.test(mobile) ? [`WXCHANNELS_MERCHANT_MOBILE 不是 11 位手机号：${mobile}（填开通视频号小店的那位商家在本站的登录手机号）`] : [];
  },
  create: (env, context) =>
    createWxChannelsPlatform({
      appId: env.WXCHANNELS_APP_ID!,
      appSecret: env.WXCHANNELS_APP_SECRET!,
      merchantMobile: env.WXCHANNELS_MERCHANT_MOBILE ?? '',
      apiUrl: env.WXCHANNELS_API_URL || WXCHANNELS_DEFAULTS.apiUrl,
      authUrl: env.WXCHANNELS_AUTH_URL,
      marketUrl: env.WXCHANNELS_MARKET_URL,
      courierOverrides: courierOverrides(env.WXCHANNELS_DELIVERY_IDS, 'WXCHANNELS_DELIVERY_IDS'),
      ...context,
    }),
};
