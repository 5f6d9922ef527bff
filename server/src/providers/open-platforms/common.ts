import { StoreMessages } from 'shared-contracts';
import type { PlatformOrder, ShopAuthorization } from '../shop-platform';

/**
 * What an open platform's adapter is: the one platform's half of ShopPlatformProvider (the index routes each call
 * by platform key), its settings and entry, and the errors the store services understand. What the adapters share
 * besides: HTTP (http.ts), reading answers (values.ts), couriers (couriers.ts), the steps they take alike (steps.ts)
 * and paging (paging.ts).
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

/** What every adapter is configured with besides its app's credentials. */
export interface AppSettings extends AdapterContext {
  /** The API gateway. */
  apiUrl: string;
  /** The authorisation page. */
  authUrl: string;
  /** The service's page on the platform's 服务市场; default: the authorisation page. */
  marketUrl?: string;
  /** Courier name → the platform's code for it (the platform's …_CODES / …_IDS variable), over its table. */
  courierOverrides: Record<string, string>;
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
