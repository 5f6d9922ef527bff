import { createHash } from 'node:crypto';
import type { PlatformOrder, ShopAuthorization } from '../shop-platform';
import { PlatformApiError, PlatformOutageError, ShopAuthExpiredError, type AppSettings, type OpenPlatformEntry, type PlatformAdapter } from './common';
import { courierOverrides } from './couriers';
import { JSON_HEADERS, requestJson } from './http';
import { inclusiveSeconds, windowPager, type TimeWindow } from './paging';
import { decryptInBatches, waybillUploader, exchanging, refreshing, storeLinks } from './steps';
import { asRecord, int, text } from './values';

export const XHS_DEFAULTS = {
  /** 千帆 (ark) authorisation page for 软件服务商 apps. */
  authUrl: 'https://ark.xiaohongshu.com/ark/authorization',
  /** Every call, the token ones included, is a JSON POST here. */
  apiUrl: 'https://ark.xiaohongshu.com/ark/open_api/v3/common_controller',
  /** 千帆商家后台 · 订单管理 */
  shopUrl: 'https://ark.xiaohongshu.com/app-order/order/query',
} as const;

/** The market page is the service's on 小红书服务市场; the overrides are expressCompanyCodes (XHS_EXPRESS_CODES). */
export interface XhsConfig extends AppSettings {
  appId: string;
  appSecret: string;
}

/** Our couriers (by key, see COURIERS) → 小红书 expressCompanyCode (common.getExpressCompanyList). */
export const XHS_EXPRESS_CODES: Record<string, string> = {
  zto: 'zto',
  yto: 'yto',
  yunda: 'yunda',
  sto: 'sto',
  jt: 'jtexpress',
  sf: 'shunfeng',
  ems: 'ems',
  postb: 'youzhengguonei',
  jd: 'jd',
  dbl: 'debangkuaidi',
  best: 'huitongkuaidi',
};

/**
 * 小红书's signature (https://open.xiaohongshu.com/document/developer/file/39, 签名算法): only the system
 * parameters sign, as `method?appId=…&timestamp=…&version=…` followed by the app secret, MD5, lowercase hex
 * (accessToken and the business parameters do not take part).
 */
export function xiaohongshuSign(method: string, appId: string, timestamp: string, version: string, secret: string): string {
  return createHash('md5').update(`${method}?appId=${appId}&timestamp=${timestamp}&version=${version}${secret}`, 'utf8').digest('hex');
}

/** order.getOrderList: by 创建时间 (timeType 1) a window is at most 24 hours, 100 a page; data.batchDecrypt takes 100. */
const WINDOW_MS = 86_400_000;
const MAX_PAGE = 100;
/** The gateway's answers name these situations in words more reliably than in codes. */
const TOKEN_WORDS = /(access_?token|授权).*(过期|失效|无效|不存在|expired|invalid)|未授权|授权已取消/i;
const OUTAGE_WORDS = /限流|频繁|繁忙|系统(错误|异常)|超时|稍后|rate.?limit|too many|timeout|system error/i;

/** 订单状态: 4 待发货 is ours to ship; after-sale in progress / done or a cancel request makes it refunded. */
function statusOf(order: Record<string, unknown>): PlatformOrder['status'] {
  const afterSale = int(order.orderAfterSalesStatus, 1);
  if ([2, 3, 6].includes(afterSale) || int(order.cancelStatus) === 1) return 'refunded';
  const status = int(order.orderStatus);
  if (status >= 2 && status <= 4) return 'paid';
  if (status >= 5 && status <= 7) return 'shipped';
  return 'closed';
}

interface Listed extends PlatformOrder {
  openAddressId: string;
}

function orderOf(listed: Record<string, unknown>, detail: Record<string, unknown>): Listed {
  const order = { ...listed, ...detail };
  const skus = Array.isArray(order.skuList) ? (order.skuList as unknown[]).map(asRecord) : [];
  const flag = int(order.sellerRemarkFlag);
  return {
    shopOrder: text(order.orderId),
    status: statusOf(order),
    createdAt: new Date(int(order.createdTime, NaN)),
    buyerNick: '',
    // the receiver comes encrypted from order.getOrderReceiverInfo and is decrypted below
    receiverName: '',
    receiverPhone: '',
    province: text(order.receiverProvinceName),
    city: text(order.receiverCityName),
    district: text(order.receiverDistrictName),
    address: '',
    flag: flag >= 1 && flag <= 6 ? flag : 0,
    remark: [text(order.customerRemark), text(order.sellerRemark)].filter(Boolean).join('；'),
    goods: skus.map((sku) => ({
      name: text(sku.skuName) || text(sku.itemName),
      spec: text(sku.skuSpec),
      count: Math.max(1, int(sku.skuQuantity, 1)),
      image: text(sku.skuImage),
    })),
    openAddressId: text(order.openAddressId),
  };
}

/**
 * 小红书 through 小红书电商开放平台 (ark): authorisation at ark.xiaohongshu.com/ark/authorization, tokens with
 * oauth.getAccessToken / oauth.refreshToken (sellerId / sellerName are the shop), orders with order.getOrderList
 * (orderStatus 4 待发货, a day at a time by 创建时间, counted once per sync) and order.getOrderDetail each (goods,
 * openAddressId), the page's receivers with one order.getOrderReceiverInfo and data.batchDecrypt (100 a call;
 * left empty when decryption is refused, never the ciphertext), delivery with order.orderDeliver.
 */
export function createXhsPlatform(config: XhsConfig): PlatformAdapter {
  const label = '小红书开放平台';
  const upload = waybillUploader({ label, codes: XHS_EXPRESS_CODES, overrides: config.courierOverrides, codeName: '小红书快递公司编码' });
  const pages = windowPager<Record<string, unknown>>(WINDOW_MS, MAX_PAGE);

  async function call(method: string, params: Record<string, unknown>, accessToken?: string): Promise<Record<string, unknown>> {
    const timestamp = String(Math.floor(config.now().getTime() / 1000));
    const body = {
      ...params,
      method,
      appId: config.appId,
      timestamp,
      version: '2.0',
      sign: xiaohongshuSign(method, config.appId, timestamp, '2.0', config.appSecret),
      ...(accessToken ? { accessToken } : {}),
    };
    const { status, json } = await requestJson(config.apiUrl, { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify(body) }, label, config.fetch);
    const answer = asRecord(json);
    const code = text(answer.error_code) || text(answer.code) || '0';
    if (answer.success === true && code === '0') return asRecord(answer.data);
    const said = text(answer.error_msg) || text(answer.msg) || '调用失败';
    if (TOKEN_WORDS.test(said)) throw new ShopAuthExpiredError(said);
    if (OUTAGE_WORDS.test(said) || status === 429) throw new PlatformOutageError(`${label}暂时不可用：${said}`);
    throw new PlatformApiError(`${label}：${said}（${code}）`, code, '');
  }

  const tokenOf = (data: Record<string, unknown>, fallback?: ShopAuthorization): ShopAuthorization => ({
    platform: 'xhs',
    shopId: text(data.sellerId) || fallback?.shopId || '',
    shopName: text(data.sellerName) || fallback?.shopName || '小红书店铺',
    accessToken: text(data.accessToken),
    refreshToken: text(data.refreshToken) || fallback?.refreshToken || '',
    expiresAt: new Date(int(data.accessTokenExpiresAt) || config.now().getTime() + 7 * 86_400_000),
  });

  const listPage = async (auth: ShopAuthorization, window: TimeWindow, page: number, size: number) => {
    const { start, end } = inclusiveSeconds(window);
    const data = await call(
      'order.getOrderList',
      {
        startTime: start,
        endTime: end,
        timeType: 1,
        orderStatus: 4,
        pageNo: page,
        pageSize: size,
      },
      auth.accessToken,
    );
    return {
      rows: (Array.isArray(data.orderList) ? data.orderList : []).map(asRecord),
      total: int(data.total),
    };
  };

  /** The receivers of a page: encrypted by order.getOrderReceiverInfo, then data.batchDecrypt 100 values a call. */
  async function receivers(auth: ShopAuthorization, orders: Listed[]): Promise<void> {
    const queried = orders.filter((o) => o.openAddressId);
    if (!queried.length) return;
    const data = await call(
      'order.getOrderReceiverInfo',
      {
        receiverQueries: queried.map((o) => ({
          orderId: o.shopOrder,
          openAddressId: o.openAddressId,
        })),
        isReturn: false,
      },
      auth.accessToken,
    );
    const sealed: {
      order: Listed;
      field: 'receiverName' | 'receiverPhone' | 'address';
      value: string;
    }[] = [];
    for (const info of (Array.isArray(data.receiverInfos) ? data.receiverInfos : []).map(asRecord)) {
      const order = queried.find((o) => o.shopOrder === text(info.orderId));
      if (!order || info.matched === false) continue;
      order.province = text(info.receiverProvinceName) || order.province;
      order.city = text(info.receiverCityName) || order.city;
      order.district = text(info.receiverDistrictName) || order.district;
      for (const [field, key] of [
        ['receiverName', 'receiverName'],
        ['receiverPhone', 'receiverPhone'],
        ['address', 'receiverAddress'],
      ] as const) {
        if (text(info[key])) sealed.push({ order, field, value: text(info[key]) });
      }
    }
    await decryptInBatches(sealed, MAX_PAGE, async (batch) => {
      const answer = await call(
        'data.batchDecrypt',
        {
          baseInfos: batch.map((s) => ({
            dataTag: s.order.shopOrder,
            encryptedData: s.value,
          })),
          actionType: '2',
          appUserId: auth.shopId || 'gift-mall',
        },
        auth.accessToken,
      );
      const plain = (Array.isArray(answer.dataInfoList) ? answer.dataInfoList : []).map(asRecord);
      for (const s of batch) {
        const found = plain.find((p) => text(p.encryptedData) === s.value && text(p.dataTag) === s.order.shopOrder);
        if (found && !int(found.errorCode) && text(found.decryptedData)) s.order[s.field] = text(found.decryptedData);
      }
    });
  }

  return {
    authorizeUrl({ state, redirectUri }) {
      const query = new URLSearchParams({
        appId: config.appId,
        redirectUri: config.callbackUrl(redirectUri),
        state,
      });
      return `${config.authUrl}?${query}`;
    },

    ...storeLinks(config.marketUrl, XHS_DEFAULTS.shopUrl),

    async exchangeCode(code) {
      return exchanging(label, '小红书', async () => tokenOf(await call('oauth.getAccessToken', { code })));
    },

    async refresh(auth) {
      return refreshing(async () => tokenOf(await call('oauth.refreshToken', { refreshToken: auth.refreshToken }), auth));
    },

    async listOrders(auth, query) {
      const { rows: listed, total } = await pages(auth, query, (window, page, size) => listPage(auth, window, page, size));
      const orders: Listed[] = [];
      for (const order of listed) orders.push(orderOf(order, await call('order.getOrderDetail', { orderId: text(order.orderId) }, auth.accessToken)));
      await receivers(
        auth,
        orders.filter((o) => o.status === 'paid'),
      );
      return {
        orders: orders.map(({ openAddressId: _id, ...order }) => order),
        total,
      };
    },

    async uploadWaybill(auth, { shopOrder, waybillCode, courierName }) {
      return upload(courierName, async (code) => {
        await call('order.orderDeliver', { orderId: shopOrder, expressNo: waybillCode, expressCompanyCode: code }, auth.accessToken);
        return { ok: true };
      });
    },
  };
}

/** 小红书 in SHOP_PLATFORM_PROVIDER=open. */
export const xiaohongshuEntry: OpenPlatformEntry = {
  platform: 'xhs',
  key: 'XHS_APP_ID',
  secret: 'XHS_APP_SECRET',
  optional: ['XHS_API_URL', 'XHS_AUTH_URL', 'XHS_MARKET_URL', 'XHS_EXPRESS_CODES'],
  create: (env, context) =>
    createXhsPlatform({
      appId: env.XHS_APP_ID!,
      appSecret: env.XHS_APP_SECRET!,
      authUrl: env.XHS_AUTH_URL || XHS_DEFAULTS.authUrl,
      apiUrl: env.XHS_API_URL || XHS_DEFAULTS.apiUrl,
      marketUrl: env.XHS_MARKET_URL,
      courierOverrides: courierOverrides(env.XHS_EXPRESS_CODES, 'XHS_EXPRESS_CODES'),
      ...context,
    }),
};
