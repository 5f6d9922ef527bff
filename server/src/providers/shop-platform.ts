import type { PlatformKeyName } from './platform-keys';

/** An authorised shop and the tokens that act for it on its platform. */
export interface ShopAuthorization {
  platform: PlatformKeyName;
  shopId: string;
  shopName: string;
  accessToken: string;
  refreshToken: string;
  expiresAt: Date;
}

/** One order of the shop as the platform lists it (SPEC §3 authorised order). */
export interface PlatformOrder {
  shopOrder: string;
  status: 'paid' | 'shipped' | 'refunded' | 'closed';
  createdAt: Date;
  buyerNick: string;
  receiverName: string;
  receiverPhone: string;
  province: string;
  city: string;
  district: string;
  address: string;
  flag: number;
  remark: string;
  goods: { name: string; spec: string; count: number; image: string }[];
}

/** A shop platform (淘宝, 拼多多, 京东, 抖店 …) behind one interface. */
export interface ShopPlatformProvider {
  readonly name: string;
  /**
   * Whether the site is connected to this platform (its app is configured): the auth links mark the others
   * 暂未开通 before the merchant tries, and their calls are refused.
   */
  connected(platform: PlatformKeyName): boolean;
  /**
   * Whether the merchant with this mobile may authorise a shop of this (connected) platform. Absent, or true, for
   * platforms where each merchant authorises a shop of their own; a platform whose credentials are one shop's
   * answers true only for that shop's merchant, so nobody else is offered it or can connect it (its receivers).
   */
  authorisableBy?(platform: PlatformKeyName, mobile: string): boolean;
  /** Where the merchant authorises the site for a shop; the platform comes back to `redirectUri` with a code. */
  authorizeUrl(platform: PlatformKeyName, options: { state: string; redirectUri: string }): string;
  /** The callback's code → the shop and its tokens. */
  exchangeCode(platform: PlatformKeyName, code: string): Promise<ShopAuthorization>;
  /** New tokens before the old ones expire. */
  refresh(authorization: ShopAuthorization): Promise<ShopAuthorization>;
  /** Orders created in [start, end), a page at a time (page from 1). */
  listOrders(authorization: ShopAuthorization, query: { start: Date; end: Date; page: number; pageSize: number }): Promise<{ orders: PlatformOrder[]; total: number }>;
  /** The shop's back office on the platform (where the merchant sees its orders and shipments). */
  shopUrl(authorization: Pick<ShopAuthorization, 'platform' | 'shopId' | 'accessToken'>): string;
  /** The platform's service market page where the merchant subscribes to the site's service (buy_link). */
  marketUrl(platform: PlatformKeyName, options: { authorizeUrl: string }): string;
  /**
   * Tells the platform an order shipped with this waybill; `{ ok: false }` when the platform refuses it
   * (a final answer); a thrown error is an outage (try again later).
   */
  uploadWaybill(authorization: ShopAuthorization, shipment: { shopOrder: string; waybillCode: string; courierName: string }): Promise<{ ok: true } | { ok: false; msg: string }>;
}
