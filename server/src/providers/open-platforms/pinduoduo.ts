import { createHash } from 'node:crypto';
import { parseChinaTime } from 'shared-contracts/china-time';
import type { PlatformOrder, ShopAuthorization } from '../shop-platform';
import { PlatformApiError, PlatformOutageError, ShopAuthExpiredError, type AppSettings, type OpenPlatformEntry, type PlatformAdapter } from './common';
import { courierOverrides } from './couriers';
import { postForm } from './http';
import { inclusiveSeconds, windowPager, type TimeWindow } from './paging';
import { waybillUploader, exchanging, refreshing, storeLinks } from './steps';
import { asRecord, int, text } from './values';

export const PDD_DEFAULTS = {
  authUrl: 'https://fuwu.pinduoduo.com/service-market/auth',
  apiUrl: 'https://gw-api.pinduoduo.com/api/router',
  /** 拼多多商家后台 · 订单查询 */
  shopUrl: 'https://mms.pinduoduo.com/orders/list',
} as const;

/**
 * The authorisation page is …/service-market/auth, the gateway …/api/router, the market page the service's buy_link on
 * 拼多多服务市场; the overrides are logistics_ids (PDD_LOGISTICS_IDS).
 */
export interface PddConfig extends AppSettings {
  clientId: string;
  clientSecret: string;
}

/**
 * Our couriers (by key, see COURIERS) → 拼多多 logistics_id (pdd.logistics.companies.get). Check them
 * against that list for the app; PDD_LOGISTICS_IDS overrides any of them.
 */
export const PDD_LOGISTICS_IDS: Record<string, string> = {
  zto: '115',
  yto: '85',
  yunda: '121',
  sto: '1',
  jt: '384',
  sf: '44',
  ems: '118',
  postb: '132',
  jd: '120',
  dbl: '131',
  best: '3',
};

/** The gateway's signature: uppercase hex MD5 of secret + the parameters (but `sign`) sorted, name then value + secret. */
export function pddSign(params: Record<string, string>, secret: string): string {
  const body = Object.keys(params)
    .filter((key) => key !== 'sign' && params[key] !== undefined)
    .sort()
    .map((key) => `${key}${params[key]}`)
    .join('');
  return createHash('md5').update(`${secret}${body}${secret}`, 'utf8').digest('hex').toUpperCase();
}

/** pdd.order.list.get takes at most a day (by 成交时间) and 100 a page. */
const WINDOW_MS = 86_400_000;
const MAX_PAGE = 100;
/** Error codes of an access token that ran out or was withdrawn. */
const TOKEN_CODES = new Set(['10019', '10035']);
/** Rate limits and system errors: try again later. */
const OUTAGE_CODES = new Set(['70031', '70032', '70033', '70034', '50000', '50001', '50002']);

function orderOf(value: unknown): PlatformOrder {
  const order = asRecord(value);
  const orderStatus = int(order.order_status);
  const refundStatus = int(order.refund_status, 1);
  const status: PlatformOrder['status'] =
    refundStatus >= 2 && refundStatus <= 4 ? 'refunded' : orderStatus === 1 ? 'paid' : orderStatus === 2 || orderStatus === 3 ? 'shipped' : 'closed';
  const flag = int(order.remark_tag);
  const items = Array.isArray(order.item_list) ? (order.item_list as unknown[]).map(asRecord) : [];
  return {
    shopOrder: text(order.order_sn),
    status,
    createdAt: parseChinaTime(text(order.created_time) || text(order.confirm_time)) ?? new Date(NaN),
    buyerNick: '',
    receiverName: text(order.receiver_name),
    receiverPhone: text(order.receiver_phone),
    province: text(order.province),
    city: text(order.city),
    district: text(order.town),
    address: text(order.receiver_address) || text(order.address),
    flag: flag >= 1 && flag <= 5 ? flag : 0,
    remark: [text(order.buyer_memo), text(order.remark)].filter(Boolean).join('；'),
    goods: items.map((item) => ({
      name: text(item.goods_name),
      spec: text(item.goods_spec),
      count: Math.max(1, int(item.goods_count, 1)),
      image: text(item.goods_img),
    })),
  };
}

/**
 * 拼多多 through 拼多多开放平台: authorisation on the service market (fuwu.pinduoduo.com), tokens with
 * pdd.pop.auth.token.create / .refresh (owner_id / owner_name are the shop), orders with pdd.order.list.get
 * (order_status 1 待发货, a day at a time by 成交时间; the days are counted once per sync and kept ten
 * minutes), delivery with pdd.logistics.online.send. Errors: an expired token → ShopAuthExpiredError;
 * rate limits / system errors / HTTP 5xx / network → PlatformOutageError (retried); other business errors
 * on delivery → a refusal.
 */
export function createPddPlatform(config: PddConfig): PlatformAdapter {
  const label = '拼多多开放平台';
  const upload = waybillUploader({ label, codes: PDD_LOGISTICS_IDS, overrides: config.courierOverrides, codeName: '拼多多快递公司编号' });
  const pages = windowPager<PlatformOrder>(WINDOW_MS, MAX_PAGE);

  async function call(type: string, params: Record<string, string>, accessToken?: string): Promise<Record<string, unknown>> {
    const form: Record<string, string> = {
      type,
      client_id: config.clientId,
      timestamp: String(Math.floor(config.now().getTime() / 1000)),
      data_type: 'JSON',
      version: 'V1',
      ...(accessToken ? { access_token: accessToken } : {}),
      ...params,
    };
    form.sign = pddSign(form, config.clientSecret);
    const answer = asRecord(await postForm(config.apiUrl, form, label, config.fetch));
    if (answer.error_response) {
      const error = asRecord(answer.error_response);
      const code = text(error.error_code);
      const subCode = text(error.sub_code);
      const said = text(error.sub_msg) || text(error.error_msg);
      if (TOKEN_CODES.has(code) || /access_token.*(过期|失效|expired)/i.test(`${text(error.error_msg)} ${said}`)) throw new ShopAuthExpiredError(said);
      if (OUTAGE_CODES.has(code) || (Number(code) >= 50000 && Number(code) < 60000)) throw new PlatformOutageError(`${label}暂时不可用：${said}`);
      throw new PlatformApiError(`${label}：${said}（${code}${subCode ? ` ${subCode}` : ''}）`, code, subCode);
    }
    const key = `${type.replace(/^pdd\./, '').replace(/\./g, '_')}_response`;
    if (!answer[key]) throw new PlatformOutageError(`${label}返回了无法识别的内容`);
    return asRecord(answer[key]);
  }

  const tokenOf = (answer: Record<string, unknown>, fallback?: ShopAuthorization): ShopAuthorization => {
    const at = config.now().getTime();
    const expiresAt = int(answer.expires_at) ? new Date(int(answer.expires_at) * 1000) : new Date(at + int(answer.expires_in, 86_400) * 1000);
    return {
      platform: 'pdd',
      shopId: text(answer.owner_id) || fallback?.shopId || '',
      shopName: text(answer.owner_name) || fallback?.shopName || '拼多多店铺',
      accessToken: text(answer.access_token),
      refreshToken: text(answer.refresh_token) || fallback?.refreshToken || '',
      expiresAt,
    };
  };

  const ordersPage = async (auth: ShopAuthorization, window: TimeWindow, page: number, size: number) => {
    const { start, end } = inclusiveSeconds(window);
    const answer = await call(
      'pdd.order.list.get',
      {
        order_status: '1',
        refund_status: '5',
        start_confirm_at: String(start),
        end_confirm_at: String(end),
        page: String(page),
        page_size: String(size),
      },
      auth.accessToken,
    );
    const list = Array.isArray(answer.order_list) ? answer.order_list : [];
    return { rows: list.map(orderOf), total: int(answer.total_count) };
  };

  return {
    authorizeUrl({ state, redirectUri }) {
      const query = new URLSearchParams({ response_type: 'code', client_id: config.clientId, redirect_uri: config.callbackUrl(redirectUri), state });
      return `${config.authUrl}?${query}`;
    },

    ...storeLinks(config.marketUrl, PDD_DEFAULTS.shopUrl),

    async exchangeCode(code) {
      return exchanging(label, '拼多多', async () => tokenOf(await call('pdd.pop.auth.token.create', { code })));
    },

    async refresh(auth) {
      return refreshing(async () => tokenOf(await call('pdd.pop.auth.token.refresh', { refresh_token: auth.refreshToken }), auth));
    },

    async listOrders(auth, query) {
      const { rows: orders, total } = await pages(auth, query, (window, page, size) => ordersPage(auth, window, page, size));
      return { orders, total };
    },

    async uploadWaybill(auth, { shopOrder, waybillCode, courierName }) {
      return upload(courierName, async (logisticsId) => {
        const answer = await call(
          'pdd.logistics.online.send',
          { order_sn: shopOrder, logistics_id: logisticsId, tracking_number: waybillCode },
          auth.accessToken,
        );
        if (answer.is_success === true || answer.is_success === 'true' || asRecord(answer.request).is_success === true) return { ok: true };
        return { ok: false, msg: '平台拒绝发货' };
      });
    },
  };
}

/** 拼多多 in SHOP_PLATFORM_PROVIDER=open (index.ts lists it). */
export const pinduoduoEntry: OpenPlatformEntry = {
  platform: 'pdd',
  key: 'PDD_CLIENT_ID',
  secret: 'PDD_CLIENT_SECRET',
  optional: ['PDD_AUTH_URL', 'PDD_API_URL', 'PDD_MARKET_URL', 'PDD_LOGISTICS_IDS'],
  create: (env, context) =>
    createPddPlatform({
      clientId: env.PDD_CLIENT_ID!,
      clientSecret: env.PDD_CLIENT_SECRET!,
      authUrl: env.PDD_AUTH_URL || PDD_DEFAULTS.authUrl,
      apiUrl: env.PDD_API_URL || PDD_DEFAULTS.apiUrl,
      marketUrl: env.PDD_MARKET_URL,
      courierOverrides: courierOverrides(env.PDD_LOGISTICS_IDS, 'PDD_LOGISTICS_IDS'),
      ...context,
    }),
};
