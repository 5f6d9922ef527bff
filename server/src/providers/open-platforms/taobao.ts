import { createHash, createHmac } from 'node:crypto';
import { chinaText, parseChinaTime } from 'shared-contracts/china-time';
import type { PlatformOrder, ShopAuthorization } from '../shop-platform';
import { PlatformApiError, PlatformOutageError, ShopAuthExpiredError, type AppSettings, type OpenPlatformEntry, type PlatformAdapter } from './common';
import { courierOverrides } from './couriers';
import { postForm } from './http';
import { platformPageSize } from './paging';
import { waybillUploader, storeLinks } from './steps';
import { asRecord, int, text } from './values';

export const TAOBAO_DEFAULTS = {
  oauthUrl: 'https://oauth.taobao.com',
  apiUrl: 'https://eco.taobao.com/router/rest',
  /** 千牛卖家中心 · 已卖出的宝贝 */
  shopUrl: 'https://myseller.taobao.com/home.htm/trade-platform/tp/sold',
} as const;

export type TopSignMethod = 'hmac-sha256' | 'md5';

/**
 * The gateway is the TOP router (…/router/rest), the market page the service's buy_link on 淘宝服务市场; the overrides
 * are company_codes (TAOBAO_COMPANY_CODES).
 */
export interface TaobaoConfig extends Omit<AppSettings, 'authUrl'> {
  appKey: string;
  appSecret: string;
  /** TOP's signing: hmac-sha256 (default) or md5. */
  signMethod: TopSignMethod;
  /** Base of the OAuth pages: `${oauthUrl}/authorize`, `${oauthUrl}/token`. */
  oauthUrl: string;
}

/** Our couriers (by key, see COURIERS) → 淘宝 logistics company_code (taobao.logistics.companies.get). */
export const TAOBAO_COMPANY_CODES: Record<string, string> = {
  zto: 'ZTO',
  yto: 'YTO',
  yunda: 'YUNDA',
  sto: 'STO',
  jt: 'JTSD',
  sf: 'SF',
  ems: 'EMS',
  postb: 'POSTB',
  jd: 'JD',
  dbl: 'DBKD',
  best: 'HTKY',
};

/**
 * TOP's signature: the parameters (all but `sign`, empty values left out) sorted by name, each name then
 * its value, concatenated; hmac-sha256 → HMAC-SHA256 keyed with the secret, md5 → MD5 of secret + text +
 * secret; uppercase hex.
 */
export function topSign(params: Record<string, string>, secret: string, method: TopSignMethod): string {
  const body = Object.keys(params)
    .filter((key) => key !== 'sign' && params[key] !== undefined && params[key] !== '')
    .sort()
    .map((key) => `${key}${params[key]}`)
    .join('');
  if (method === 'md5') return createHash('md5').update(`${secret}${body}${secret}`, 'utf8').digest('hex').toUpperCase();
  return createHmac('sha256', secret).update(body, 'utf8').digest('hex').toUpperCase();
}

const TRADE_FIELDS = [
  'tid',
  'tid_str',
  'status',
  'created',
  'buyer_nick',
  'buyer_message',
  'seller_memo',
  'seller_flag',
  'receiver_name',
  'receiver_mobile',
  'receiver_phone',
  'receiver_state',
  'receiver_city',
  'receiver_district',
  'receiver_town',
  'receiver_address',
  'orders.title',
  'orders.sku_properties_name',
  'orders.num',
  'orders.pic_path',
  'orders.refund_status',
].join(',');

/** Trade status → ours. TRADE_CLOSED is a paid trade closed by a refund; TRADE_CLOSED_BY_TAOBAO closed before payment. */
const TRADE_STATUS: Record<string, PlatformOrder['status']> = {
  WAIT_SELLER_SEND_GOODS: 'paid',
  SELLER_CONSIGNED_PART: 'shipped',
  WAIT_BUYER_CONFIRM_GOODS: 'shipped',
  TRADE_BUYER_SIGNED: 'shipped',
  TRADE_FINISHED: 'shipped',
  TRADE_CLOSED: 'refunded',
  TRADE_CLOSED_BY_TAOBAO: 'closed',
};
/** An order line in one of these is being or has been refunded. */
const REFUNDING = new Set(['WAIT_SELLER_AGREE', 'WAIT_BUYER_RETURN_GOODS', 'WAIT_SELLER_CONFIRM_GOODS', 'SUCCESS']);
/** TOP's page size limit for taobao.trades.sold.get. */
const MAX_PAGE = 100;

function tradeToOrder(value: unknown): PlatformOrder {
  const trade = asRecord(value);
  const lines = (Array.isArray(asRecord(trade.orders).order) ? (asRecord(trade.orders).order as unknown[]) : []).map(asRecord);
  let status = TRADE_STATUS[text(trade.status)] ?? 'closed';
  if (status === 'paid' && lines.length > 0 && lines.every((line) => REFUNDING.has(text(line.refund_status)))) status = 'refunded';
  const town = text(trade.receiver_town);
  const detail = text(trade.receiver_address);
  const flag = int(trade.seller_flag);
  return {
    shopOrder: text(trade.tid_str) || text(trade.tid),
    status,
    createdAt: parseChinaTime(text(trade.created)) ?? new Date(NaN),
    buyerNick: text(trade.buyer_nick),
    receiverName: text(trade.receiver_name),
    receiverPhone: text(trade.receiver_mobile) || text(trade.receiver_phone),
    province: text(trade.receiver_state),
    city: text(trade.receiver_city),
    district: text(trade.receiver_district),
    address: town && !detail.startsWith(town) ? `${town}${detail}` : detail,
    flag: flag >= 1 && flag <= 5 ? flag : 0,
    remark: [text(trade.buyer_message), text(trade.seller_memo)].filter(Boolean).join('；'),
    goods: lines.map((line) => ({
      name: text(line.title),
      spec: text(line.sku_properties_name),
      count: Math.max(1, int(line.num, 1)),
      image: text(line.pic_path),
    })),
  };
}

/**
 * 淘宝/天猫 through 淘宝开放平台 (TOP): OAuth 2.0 server flow at oauth.taobao.com (the token's
 * taobao_user_id / taobao_user_nick are the shop), orders from taobao.trades.sold.get (待发货), delivery
 * with taobao.logistics.offline.send (自己联系物流). Errors: an invalid session → ShopAuthExpiredError;
 * isp.* / HTTP 5xx / network → PlatformOutageError (thrown, retried); isv.* on delivery → a refusal.
 */
export function createTaobaoPlatform(config: TaobaoConfig): PlatformAdapter {
  const label = '淘宝开放平台';
  const upload = waybillUploader({
    label,
    codes: TAOBAO_COMPANY_CODES,
    overrides: config.courierOverrides,
    codeName: '淘宝物流公司编码',
    // TOP's isv.* errors are about the call (the order, the waybill): refusals; any other is thrown
    refuses: (error) => error.subCode.startsWith('isv.'),
  });

  /** One TOP call: the answer's `<method>_response` object, or an error as above. */
  async function call(method: string, params: Record<string, string>, session?: string): Promise<Record<string, unknown>> {
    const form: Record<string, string> = {
      method,
      app_key: config.appKey,
      timestamp: chinaText(config.now()),
      format: 'json',
      v: '2.0',
      sign_method: config.signMethod,
      ...(session ? { session } : {}),
      ...params,
    };
    form.sign = topSign(form, config.appSecret, config.signMethod);
    const answer = asRecord(await postForm(config.apiUrl, form, label, config.fetch));
    if (answer.error_response) {
      const error = asRecord(answer.error_response);
      const code = text(error.code);
      const subCode = text(error.sub_code);
      const said = text(error.sub_msg) || text(error.msg);
      if (code === '26' || code === '27' || /session/i.test(subCode)) throw new ShopAuthExpiredError(said);
      if (subCode.startsWith('isp.') || code === '1' || code === '7' || (code === '15' && !subCode.startsWith('isv.')))
        throw new PlatformOutageError(`${label}暂时不可用：${said}`);
      throw new PlatformApiError(`${label}：${said}（${code}${subCode ? ` ${subCode}` : ''}）`, code, subCode);
    }
    const key = `${method.replace(/^taobao\./, '').replace(/\./g, '_')}_response`;
    if (!answer[key]) throw new PlatformOutageError(`${label}返回了无法识别的内容`);
    return asRecord(answer[key]);
  }

  /** The token endpoint: the shop and its tokens; an OAuth error as `onError` says. */
  async function token(form: Record<string, string>, onError: (said: string, error: string) => Error, shopName?: string): Promise<ShopAuthorization> {
    const answer = asRecord(
      await postForm(`${config.oauthUrl}/token`, { client_id: config.appKey, client_secret: config.appSecret, view: 'web', ...form }, label, config.fetch),
    );
    if (answer.error || !answer.access_token) throw onError(text(answer.error_description) || text(answer.error) || '授权失败', text(answer.error));
    const at = config.now().getTime();
    const nick = text(answer.taobao_user_nick);
    let decoded = nick;
    try {
      decoded = decodeURIComponent(nick);
    } catch {
      // a nick that is not URL-encoded is taken as it is
    }
    const expiresIn = int(answer.expires_in, 0);
    return {
      platform: 'tb',
      shopId: text(answer.taobao_user_id) || text(answer.user_id),
      shopName: decoded || shopName || '淘宝店铺',
      accessToken: text(answer.access_token),
      refreshToken: text(answer.refresh_token),
      expiresAt: new Date(int(answer.expire_time, 0) || at + expiresIn * 1000),
    };
  }

  return {
    authorizeUrl({ state, redirectUri }) {
      const query = new URLSearchParams({ response_type: 'code', client_id: config.appKey, redirect_uri: config.callbackUrl(redirectUri), state, view: 'web' });
      return `${config.oauthUrl}/authorize?${query}`;
    },

    ...storeLinks(config.marketUrl, TAOBAO_DEFAULTS.shopUrl),

    async exchangeCode(code) {
      return token({ grant_type: 'authorization_code', code, redirect_uri: config.callbackUrl() }, (said) => new Error(`淘宝授权失败：${said}`));
    },

    async refresh(auth) {
      const renewed = await token({ grant_type: 'refresh_token', refresh_token: auth.refreshToken }, (said) => new ShopAuthExpiredError(said), auth.shopName);
      return { ...renewed, shopId: renewed.shopId || auth.shopId, refreshToken: renewed.refreshToken || auth.refreshToken };
    },

    async listOrders(auth, { start, end, page, pageSize }) {
      const size = platformPageSize(pageSize, MAX_PAGE);
      const perPage = pageSize / size;
      const orders: PlatformOrder[] = [];
      let more = false;
      let total: number | undefined;
      for (let sub = 0; sub < perPage; sub += 1) {
        const answer = await call(
          'taobao.trades.sold.get',
          {
            fields: TRADE_FIELDS,
            status: 'WAIT_SELLER_SEND_GOODS',
            // TOP's range is inclusive to the second; ours ends before `end`
            start_created: chinaText(start),
            end_created: chinaText(new Date(Math.max(start.getTime(), end.getTime() - 1000))),
            page_no: String((page - 1) * perPage + sub + 1),
            page_size: String(size),
            use_has_next: 'true',
          },
          auth.accessToken,
        );
        const trades = asRecord(answer.trades).trade;
        const list = Array.isArray(trades) ? trades : [];
        orders.push(...list.map(tradeToOrder));
        if (answer.total_results !== undefined) total = int(answer.total_results);
        more = answer.has_next === true || answer.has_next === 'true';
        if (!more || list.length < size) {
          more = false;
          break;
        }
      }
      // with use_has_next TOP does not count: at least one more when it says there is a next page
      const offset = (page - 1) * pageSize;
      return { orders, total: total ?? offset + orders.length + (more ? 1 : 0) };
    },

    async uploadWaybill(auth, { shopOrder, waybillCode, courierName }) {
      return upload(courierName, async (company) => {
        const answer = await call('taobao.logistics.offline.send', { tid: shopOrder, out_sid: waybillCode, company_code: company }, auth.accessToken);
        const shipping = asRecord(answer.shipping);
        if (shipping.is_success === true || shipping.is_success === 'true') return { ok: true };
        return { ok: false, msg: '平台拒绝发货' };
      });
    },
  };
}

/** 淘宝/天猫 in SHOP_PLATFORM_PROVIDER=open (index.ts lists it). */
export const taobaoEntry: OpenPlatformEntry = {
  platform: 'tb',
  key: 'TAOBAO_APP_KEY',
  secret: 'TAOBAO_APP_SECRET',
  optional: ['TAOBAO_SIGN_METHOD', 'TAOBAO_OAUTH_URL', 'TAOBAO_API_URL', 'TAOBAO_MARKET_URL', 'TAOBAO_COMPANY_CODES'],
  check: (env) => (env.TAOBAO_SIGN_METHOD && !['hmac-sha256', 'md5'].includes(env.TAOBAO_SIGN_METHOD) ? ['TAOBAO_SIGN_METHOD 只能是 hmac-sha256 或 md5'] : []),
  create: (env, context) =>
    createTaobaoPlatform({
      appKey: env.TAOBAO_APP_KEY!,
      appSecret: env.TAOBAO_APP_SECRET!,
      signMethod: (env.TAOBAO_SIGN_METHOD as TopSignMethod | undefined) ?? 'hmac-sha256',
      oauthUrl: (env.TAOBAO_OAUTH_URL || TAOBAO_DEFAULTS.oauthUrl).replace(/\/+$/, ''),
      apiUrl: env.TAOBAO_API_URL || TAOBAO_DEFAULTS.apiUrl,
      marketUrl: env.TAOBAO_MARKET_URL,
      courierOverrides: courierOverrides(env.TAOBAO_COMPANY_CODES, 'TAOBAO_COMPANY_CODES'),
      ...context,
    }),
};
