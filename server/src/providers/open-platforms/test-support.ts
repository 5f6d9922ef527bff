import { StoreMessages } from 'shared-contracts';
import type { ShopAuthorization, ShopPlatformProvider } from '../shop-platform';
import { ShopAuthExpiredError, type AdapterContext } from './common';
import { startFakePlatform, type FakeRequest } from './fake-server';

/**
 * What the open platforms' adapter tests share: the fake platform's life in a test file, the site the adapters
 * belong to, a shop's authorisation, a delivery and the case every adapter answers alike (an expired token).
 * Each file keeps its platform's own fake (its protocol, its signing) and its own cases.
 */

/** The moment the tests run at: 2026-11-23 12:00 China time. */
export const NOW = new Date('2026-11-23T04:00:00Z');

/** 2026-11-21 00:00 → 2026-11-23 00:00 China time: two days. */
export const TWO_DAYS = { start: new Date('2026-11-20T16:00:00Z'), end: new Date('2026-11-22T16:00:00Z') };

/** How the fake answers: as the platform would, or as a token that expired, an outage, a rate limit, a refused decryption, a dropped connection. */
export type FakeMode = 'ok' | 'expired' | 'down' | 'limited' | 'no-decrypt' | 'drop';

export type FakeAnswer = { status?: number; body: unknown } | 'drop';

/** A test file's fake: its platform's answer to each request, in the mode the running test set. */
export type FakeHandler = (request: FakeRequest, mode: FakeMode) => FakeAnswer;

/**
 * The test file's fake platform: started before its tests, closed after; `handle` answers every request in the
 * mode the running test set. Before each test the mode is 'ok' again and the requests are forgotten.
 */
export function fakePlatformForTests(handle: FakeHandler) {
  const fake = { url: '', requests: [] as FakeRequest[], mode: 'ok' as FakeMode };
  let close = async () => {};
  beforeAll(async () => {
    const started = await startFakePlatform((request) => handle(request, fake.mode));
    ({ url: fake.url, requests: fake.requests, close } = started);
  });
  afterAll(() => close());
  beforeEach(() => {
    fake.mode = 'ok';
    fake.requests.length = 0;
  });
  return fake;
}

/** The site an adapter belongs to (mall.example.com), its platform id in the callback as the index adds it, at NOW. */
export const siteContext = (platformId: number): AdapterContext => ({
  callbackUrl: (path?: string) => `https://mall.example.com${path || '/user-center/shop-manage'}?platform=${platformId}`,
  now: () => NOW,
});

/** A shop's authorisation as the fake knows it: access token at-1 unless another is given, refresh token rt-1. */
export const shopAuth =
  (shop: Pick<ShopAuthorization, 'platform' | 'shopId' | 'shopName'> & { refreshToken?: string }) =>
  (accessToken = 'at-1'): ShopAuthorization => ({ refreshToken: 'rt-1', ...shop, accessToken, expiresAt: NOW });

/** An address's page and query (the authorisation link an adapter gives). */
export const urlParts = (href: string) => {
  const url = new URL(href);
  return { page: url.origin + url.pathname, query: Object.fromEntries(url.searchParams) };
};

/** One page of a sync's order listing (the range TWO_DAYS unless another is given). */
export const syncPage = (page: number, pageSize: number, range = TWO_DAYS) => ({ ...range, page, pageSize });

/** One delivery to upload. */
export const shipment = (shopOrder: string, courierName = '中通快递', waybillCode = '78123456789012') => ({ shopOrder, waybillCode, courierName });

type Shipment = ReturnType<typeof shipment>;

/**
 * An expired or withdrawn token (the fake in 'expired'): the sync fails with the store services' message, and a
 * delivery is refused with it (to be reopened when the shop is authorised again).
 */
export async function expectExpiredToken(
  adapter: Pick<ShopPlatformProvider, 'listOrders' | 'uploadWaybill'>,
  auth: ShopAuthorization,
  query: { start: Date; end: Date; page: number; pageSize: number },
  delivery: Shipment,
): Promise<void> {
  const error = await adapter.listOrders(auth, query).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ShopAuthExpiredError);
  expect((error as Error).message).toBe(StoreMessages.authExpired);
  expect(await adapter.uploadWaybill(auth, delivery)).toEqual({ ok: false, msg: StoreMessages.authExpired });
}
