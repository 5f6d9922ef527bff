import { StoreMessages } from 'shared-contracts';
import type { PlatformOrder, ShopAuthorization } from '../shop-platform';

/**
 * What the open platforms' adapters share: the one platform's half of ShopPlatformProvider (the index
 * routes each call by platform key), the errors the store services understand, HTTP with a timeout, and
 * the paging of a platform's small pages into the sync's larger ones.
 */
export interface PlatformAdapter {
  authorizeUrl(options: { state: string; redirectUri: string }): string;
  exchangeCode(code: string): Promise<ShopAuthorization>;
  refresh(authorization: ShopAuthorization): Promise<ShopAuthorization>;
  listOrders(
    authorization: ShopAuthorization,
    query: { start: Date; end: Date; page: number; pageSize: number },
  ): Promise<{ orders: PlatformOrder[]; total: number }>;
  shopUrl(authorization: Pick<ShopAuthorization, 'shopId' | 'accessToken'>): string;
  marketUrl(options: { authorizeUrl: string }): string;
  uploadWaybill(
    authorization: ShopAuthorization,
    shipment: { shopOrder: string; waybillCode: string; courierName: string },
  ): Promise<{ ok: true } | { ok: false; msg: string }>;
  /**
   * Platforms that connect a single shop (视频号小店's 商家自研 mode: the site's credentials are one shop's) say who
   * may authorise it, by the account's mobile; without it every merchant may (each authorises a shop of their own).
   */
  authorisableBy?(mobile: string): boolean;
}

/** What every open platform's adapter is given besides its own settings. */
export interface AdapterContext {
  /** The absolute address the platform sends the merchant back to (the site's 店铺管理 page, with the platform's id). */
  callbackUrl: (redirectUri?: string) => string;
  now: () => Date;
  fetch?: typeof fetch;
}

/**
 * One open platform in SHOP_PLATFORM_PROVIDER=open (index.ts lists them): connected when both `key` and
 * `secret` are set; production refuses one half-configured and names the missing variable.
 */
export interface OpenPlatformEntry {
  /** Its key in shared-contracts' PLATFORMS (tb, pdd, dy, ks, jd, xhs, sph). */
  platform: string;
  /** The app's id and secret variables: both or neither. */
  key: string;
  secret: string;
  /** Its other variables: endpoints (checked to be http(s) when their names end in _URL), courier overrides (…_CODES / …_IDS, JSON). */
  optional: string[];
  /** Variables (of `optional`) that must also be set when the platform is connected. */
  alsoRequired?: string[];
  /** Further reasons its settings are wrong (one Chinese sentence each). */
  check?(env: Readonly<Record<string, string | undefined>>): string[];
  create(env: Readonly<Record<string, string | undefined>>, context: AdapterContext): PlatformAdapter;
}

/**
 * The shop's authorisation ran out or was withdrawn on the platform. Its message is StoreMessages.authExpired,
 * the text the services already treat as "authorisation expired": a failed refresh marks the store expired,
 * a sync fails with it, and a delivery refused with it is reopened when the shop is authorised again.
 */
export class ShopAuthExpiredError extends Error {
  constructor(readonly detail = '') {
    super(StoreMessages.authExpired);
    this.name = 'ShopAuthExpiredError';
  }
}

/** The platform answered with a business error (not an outage, not an expired token). */
export class PlatformApiError extends Error {
  constructor(message: string, readonly code: string, readonly subCode: string) {
    super(message);
    this.name = 'PlatformApiError';
  }
}

/** The platform could not be reached or answered 5xx / a system error: try again later. */
export class PlatformOutageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PlatformOutageError';
  }
}

/** Calls to a platform give up after this. */
export const HTTP_TIMEOUT_MS = 15_000;

/** POSTs a form and reads JSON; network failures, timeouts, 5xx and non-JSON answers are outages. */
export async function postForm(url: string, form: Record<string, string>, label: string, fetcher: typeof fetch = fetch): Promise<unknown> {
  let response: Response;
  try {
    response = await fetcher(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8', accept: 'application/json' },
      body: new URLSearchParams(form).toString(),
      signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
    });
  } catch (error) {
    throw new PlatformOutageError(`${label}暂时无法连接：${error instanceof Error ? error.message : String(error)}`);
  }
  const text = await response.text().catch(() => '');
  if (response.status >= 500) throw new PlatformOutageError(`${label}暂时不可用（HTTP ${response.status}）`);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    if (!response.ok) throw new PlatformOutageError(`${label}返回错误（HTTP ${response.status}）`);
    throw new PlatformOutageError(`${label}返回了无法识别的内容`);
  }
}

export const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
export const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'bigint' ? String(value) : '';
export const int = (value: unknown, fallback = 0): number => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN;
  return Number.isFinite(n) ? Math.trunc(n) : fallback;
};

/**
 * The largest page size the platform takes that divides the sync's page size, so one page of ours is a
 * whole number of the platform's pages (200 → 2 × 100).
 */
export function platformPageSize(pageSize: number, max: number): number {
  for (let size = Math.min(pageSize, max); size > 1; size -= 1) if (pageSize % size === 0) return size;
  return 1;
}

/** Which courier a name means, by the words couriers are known by (our couriers are named 中通快递, 圆通速递 …). */
export interface CourierRule {
  match: RegExp;
  /** Its name as the tables of the docs list it. */
  name: string;
}

/** Our couriers → one key per courier; the platforms' tables are keyed by it. */
export const COURIERS: (CourierRule & { key: string })[] = [
  { key: 'zto', name: '中通快递', match: /中通/ },
  { key: 'yto', name: '圆通速递', match: /圆通/ },
  { key: 'yunda', name: '韵达快递', match: /韵达/ },
  { key: 'sto', name: '申通快递', match: /申通/ },
  { key: 'jt', name: '极兔速递', match: /极兔|J&T/i },
  { key: 'sf', name: '顺丰速运', match: /顺丰/ },
  { key: 'ems', name: '邮政EMS', match: /EMS|特快/i },
  { key: 'postb', name: '邮政快递包裹', match: /邮政/ },
  { key: 'jd', name: '京东快递', match: /京东/ },
  { key: 'dbl', name: '德邦快递', match: /德邦/ },
  { key: 'best', name: '百世快递', match: /百世|汇通/ },
];

/** Our courier's key for its name ('' when none matches). */
export const courierKey = (courierName: string): string => COURIERS.find((c) => c.match.test(courierName))?.key ?? '';

/** The refusal's text in Chinese, from what the platform said (its own words kept where they are specific). */
export function refusalText(said: string): string {
  if (/退款|售后|refund/i.test(said)) return '订单已退款，不能发货';
  if (/关闭|取消|closed|cancel/i.test(said)) return '订单已关闭，不能发货';
  if (/已发货|已经发货|重复发货|已揽收|consigned|already.*sen[dt]/i.test(said)) return '订单已发货';
  if (/不存在|not.?exist|not.?found/i.test(said)) return '订单不存在';
  if (/运单|单号|out_sid|tracking/i.test(said)) return `运单号不正确：${said}`;
  return said ? `平台拒绝发货：${said}` : '平台拒绝发货';
}

/** Reads an optional JSON object of courier name → platform code from the environment (an override of the tables). */
export function courierOverrides(json: string | undefined, variable: string): Record<string, string> {
  if (!json) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw new Error(`${variable} 不是 JSON 对象（如 {"极兔":"384"}）`);
  }
  return Object.fromEntries(Object.entries(asRecord(parsed)).map(([name, code]) => [name, text(code)]));
}

/** The platform code for a courier: an override whose name the courier's contains first, then the table. */
export function courierCode(courierName: string, table: Record<string, string>, overrides: Record<string, string>): string {
  const override = Object.entries(overrides).find(([name]) => name && courierName.includes(name));
  if (override) return override[1];
  return table[courierKey(courierName)] ?? '';
}

/** A span of time [from, to) in epoch milliseconds. */
export interface TimeWindow {
  from: number;
  to: number;
}

/** [start, end) cut into spans of at most `spanMs` (the longest range the platform's order search takes). */
export function timeWindows(start: Date, end: Date, spanMs: number): TimeWindow[] {
  const windows: TimeWindow[] = [];
  for (let from = start.getTime(); from < end.getTime(); from += spanMs) windows.push({ from, to: Math.min(from + spanMs, end.getTime()) });
  return windows;
}

/**
 * One page of ours from a platform whose order search takes one time window at a time and tells each window's total
 * (拼多多, 京东, 小红书): each window's total is asked once (a page of one) and kept in `counts` while a sync pages
 * through the same range; then only the platform's pages that hold our page's rows are fetched, `platformSize` a page.
 */
export async function pageAcrossWindows<T>(options: {
  windows: TimeWindow[];
  page: number;
  pageSize: number;
  platformSize: number;
  /** The cache key of a window's total (the shop, its token and the window). */
  countKey: (window: TimeWindow) => string;
  counts: { get(key: string): number | undefined; set(key: string, value: number): unknown };
  fetchPage: (window: TimeWindow, page: number, size: number) => Promise<{ rows: T[]; total: number }>;
}): Promise<{ rows: T[]; total: number }> {
  const { windows, page, pageSize, platformSize: size, countKey, counts, fetchPage } = options;
  const totals: number[] = [];
  for (const window of windows) {
    let count = counts.get(countKey(window));
    if (count === undefined) {
      count = (await fetchPage(window, 1, 1)).total;
      counts.set(countKey(window), count);
    }
    totals.push(count);
  }
  const total = totals.reduce((sum, n) => sum + n, 0);
  const first = (page - 1) * pageSize;
  const last = Math.min(total, first + pageSize);
  const rows: T[] = [];
  let base = 0;
  for (let i = 0; i < windows.length && base < last; base += totals[i], i += 1) {
    const from = Math.max(first - base, 0);
    const to = Math.min(last - base, totals[i]);
    if (to <= from) continue;
    for (let p = Math.floor(from / size); p * size < to; p += 1) {
      const { rows: got } = await fetchPage(windows[i], p + 1, size);
      rows.push(...got.slice(Math.max(0, from - p * size), to - p * size));
      if (got.length < size) break;
    }
  }
  return { rows, total };
}
