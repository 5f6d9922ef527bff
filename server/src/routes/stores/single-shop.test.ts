import type { FastifyInstance } from 'fastify';
import { StoreMessages } from 'shared-contracts';
import { createWxChannelsPlatform } from '../../providers/open-platforms/weixin-channels';
import { createSandboxShopPlatform } from '../../providers/sandbox/shop-platform';
import type { ShopPlatformProvider } from '../../providers/shop-platform';
import { sandboxShipmentsRepository } from '../../repositories/sandbox-shipments';
import { buildTestApp, call, openTestDb, registerUser, testClock, uniqueMobile, type TestDb } from '../../test-support/harness';
import { connectShop } from '../../test-support/shops';

/**
 * A platform that connects one shop of one merchant (视频号小店 in its 商家自研 mode): the sandbox for every other
 * platform, and for 视频号 the real adapter (its WeChat answers stubbed) whose `authorisableBy` allows one mobile.
 * Proves the store service offers and connects that shop to its merchant only, and that the merchant can
 * authorise it again (each authorisation has a code of its own, so the one-use code register does not refuse it).
 */
let testDb: TestDb;
let app: FastifyInstance;
const clock = testClock('2026-11-23T02:00:00Z');
/** The one merchant account the 视频号 shop belongs to. */
const OWNER = uniqueMobile();
let stableTokens = 0;

/** WeChat's answers to the adapter: a stable token and the shop's basics; nothing leaves the process. */
const wechat: typeof fetch = async (input) => {
  const url = new URL(String(input));
  if (url.pathname === '/cgi-bin/stable_token') {
    stableTokens += 1;
    return new Response(JSON.stringify({ access_token: `at-${stableTokens}`, expires_in: 7200 }));
  }
  if (url.pathname === '/channels/ec/basics/info/get')
    return new Response(JSON.stringify({ errcode: 0, info: { nickname: '店主的视频号小店', username: 'gh_owner' } }));
  return new Response(JSON.stringify({ errcode: 40066, errmsg: 'invalid url' }));
};

beforeAll(async () => {
  testDb = await openTestDb();
  const sandbox = createSandboxShopPlatform('single-shop-test-sandbox-secret-0123', sandboxShipmentsRepository(testDb.db), clock.now);
  const sph = createWxChannelsPlatform({
    appId: 'wx0123456789abcdef',
    appSecret: 'wx-app-secret-0123456789',
    merchantMobile: OWNER,
    apiUrl: 'https://api.weixin.test',
    callbackUrl: (redirectUri) => `https://mall.example.com${redirectUri || '/user-center/shop-manage'}?platform=6`,
    courierOverrides: {},
    now: clock.now,
    fetch: wechat,
  });
  const shopPlatform: ShopPlatformProvider = {
    ...sandbox,
    authorisableBy: (platform, mobile) => (platform === 'sph' ? sph.authorisableBy!(mobile) : true),
    authorizeUrl: (platform, options) => (platform === 'sph' ? sph.authorizeUrl(options) : sandbox.authorizeUrl(platform, options)),
    marketUrl: (platform, options) => (platform === 'sph' ? sph.marketUrl(options) : sandbox.marketUrl(platform, options)),
    exchangeCode: (platform, code) => (platform === 'sph' ? sph.exchangeCode(code) : sandbox.exchangeCode(platform, code)),
    shopUrl: (auth) => (auth.platform === 'sph' ? sph.shopUrl(auth) : sandbox.shopUrl(auth)),
  };
  app = await buildTestApp(testDb, { providers: { shopPlatform }, clock });
});
afterAll(async () => {
  await app.close();
  await testDb.close();
});

const links = async (token: string) => (await call(app, 'GET', '/api/gift/auth/links', undefined, { token })).body.data;
/** The callback's query as the 店铺管理 page passes it on: platform, code and state of the auth link. */
const callbackOf = (authLink: string) => {
  const url = new URL(authLink);
  return { platform: url.searchParams.get('platform')!, code: url.searchParams.get('code')!, state: url.searchParams.get('state')! };
};
const authInfo = (token: string, query: Record<string, string>) => call(app, 'GET', '/api/gift/auth/info', undefined, { token, query });

describe('a platform that connects one merchant’s shop (视频号小店 商家自研)', () => {
  let owner: { token: string; userId: number };
  let other: { token: string; userId: number };
  beforeAll(async () => {
    owner = await registerUser(app, 'secret123', undefined, undefined, OWNER);
    other = await registerUser(app);
  });

  it('is 暂未开通 for another merchant, whose callback is refused without using the code; other platforms stay open to them', async () => {
    expect((await links(other.token)).sph).toEqual({ auth_link: '', buy_link: '', connected: false });
    expect((await links(other.token)).tb.connected).toBe(true);
    const mine = await links(owner.token);
    expect(mine.sph.connected).toBe(true);
    expect(mine.sph.buy_link).toBeTruthy();
    // the owner's callback, presented by the other merchant
    const query = callbackOf(mine.sph.auth_link);
    const refused = await authInfo(other.token, query);
    expect(refused.body.code).not.toBe(0);
    expect(refused.body.msg).toBe(`该平台暂未对当前账号开通，${StoreMessages.reauthorise}`);
    expect(stableTokens).toBe(0);
    expect(
      Number(
        (
          await app.db
            .selectFrom('stores')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('user_id', '=', other.userId)
            .executeTakeFirstOrThrow()
        ).n
      )
    ).toBe(0);
    // the refusal did not spend the code: its merchant still connects with it
    const connected = await authInfo(owner.token, query);
    expect(connected.body.code).toBe(0);
    expect(connected.body.data).toMatchObject({ platform: 6, shop_name: '店主的视频号小店' });
    // and the other merchant connects a shop of their own on the other platforms
    expect(await connectShop(app, other.token, { key: 'tb' })).toMatchObject({ platform: 2 });
  });

  it('lets its merchant authorise again: each auth link has its own code, the same shop renews its row, a used code stays used', async () => {
    const first = callbackOf((await links(owner.token)).sph.auth_link);
    const once = await authInfo(owner.token, first);
    expect(once.body.code).toBe(0);
    clock.advance(3_600_000);
    const second = callbackOf((await links(owner.token)).sph.auth_link);
    expect(second.code).not.toBe(first.code);
    const again = await authInfo(owner.token, second);
    expect(again.body.code).toBe(0);
    expect(again.body.data.id).toBe(once.body.data.id);
    expect(new Date(again.body.data.expires_at).getTime()).toBe(clock.now().getTime() + 7_200_000);
    expect((await authInfo(owner.token, first)).body.msg).toBe(`该关联码已使用，${StoreMessages.reauthorise}`); // 视频号 (platform 6) comes back on the association-code route;
  });
});
