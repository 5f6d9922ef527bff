import type { FastifyInstance } from 'fastify';
import { PLATFORMS, RowMessages, StoreMessages, SYNC_MAX_DAYS } from 'shared-contracts';
import { createSandboxShopPlatform } from '../../providers/sandbox/shop-platform';
import type { ShopPlatformProvider } from '../../providers/shop-platform';
import { sandboxShipmentsRepository } from '../../repositories/sandbox-shipments';
import { buildTestApp, call, openTestDb, registerUser, testClock, type TestDb } from '../../test-support/harness';
import { authOrders, authorisePage, chinaText, connectShop, syncShop, waitForSync } from '../../test-support/shops';

let testDb: TestDb;
let app: FastifyInstance;
const clock = testClock('2026-11-23T02:00:00Z');
/** The sandbox platform, made to fail on demand. */
let listFailing = false;
let refreshFailing = false;
const DAY = 86_400_000;

beforeAll(async () => {
  testDb = await openTestDb();
  const sandbox = createSandboxShopPlatform('shops-test-sandbox-secret-0123456789', sandboxShipmentsRepository(testDb.db), clock.now);
  const shopPlatform: ShopPlatformProvider = {
    ...sandbox,
    listOrders: (auth, query) => (listFailing ? Promise.reject(new Error('平台接口繁忙')) : sandbox.listOrders(auth, query)),
    refresh: (auth) => (refreshFailing ? Promise.reject(new Error('refresh refused')) : sandbox.refresh(auth)),
  };
  app = await buildTestApp(testDb, { providers: { shopPlatform }, clock });
});
afterEach(() => {
  listFailing = false;
  refreshFailing = false;
});
afterAll(async () => {
  await app.close();
  await testDb.close();
});

const links = async (token: string) => (await call(app, 'GET', '/api/gift/auth/links', undefined, { token })).body.data;
const callbackOf = (url: URL) => ({ platform: url.searchParams.get('platform')!, code: url.searchParams.get('code') ?? '', state: url.searchParams.get('state')! });
const authInfo = (token: string, query: Record<string, string>) => call(app, 'GET', '/api/gift/auth/info', undefined, { token, query });
const storeList = (token: string, query: Record<string, string> = {}) => call(app, 'GET', '/api/user/store/list', undefined, { token, query });

describe('connecting a store', () => {
  it('gives every platform an auth link with a state of the caller, back to 店铺管理, and a service market link', async () => {
    const user = await registerUser(app);
    const data = await links(user.token);
    expect(Object.keys(data).sort()).toEqual(PLATFORMS.map((p) => p.key).sort());
    for (const platform of PLATFORMS) {
      const url = new URL(data[platform.key].auth_link, 'http://site');
      expect(url.pathname).toBe(`/sandbox/platform/${platform.key}/authorize`);
      expect(url.searchParams.get('redirect_uri')).toBe('/user-center/shop-manage');
      expect(url.searchParams.get('state')).toBeTruthy();
      expect(data[platform.key].buy_link).toMatch(new RegExp(`^/sandbox/platform/${platform.key}/market`));
    }
    const market = await app.inject({ method: 'GET', url: data.tb.buy_link });
    expect(market.statusCode).toBe(200);
    expect(market.body).toContain('免费');
    expect(market.body).toContain('去授权');
  });

  it('serves the authorisation page (shop name, daily orders, 同意授权 / 拒绝) under the CSP, and only back to this site', async () => {
    const user = await registerUser(app);
    const link = (await links(user.token)).pdd.auth_link;
    const page = await app.inject({ method: 'GET', url: link });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain('nonce-');
    for (const text of ['测试拼多多店铺', '约10单/天', '约100单/天', '约3000单/天', '同意授权', '拒绝']) expect(page.body).toContain(text);
    for (const bad of ['//evil.example/x', 'https://evil.example/x', '/\\evil.example', '/\t/evil.example', '/%09/evil.example']) {
      const refused = await app.inject({ method: 'GET', url: `/sandbox/platform/pdd/authorize?state=s&redirect_uri=${encodeURIComponent(bad)}` });
      expect(refused.statusCode).toBe(400);
    }
    // as written in the address bar, decoded once by the server: /<tab>/evil.example and //evil.example
    for (const raw of ['/%09/evil.example', '//evil.example', '/%5C/evil.example']) {
      expect((await app.inject({ method: 'GET', url: `/sandbox/platform/pdd/authorize?state=s&redirect_uri=${raw}` })).statusCode).toBe(400);
      const posted = await app.inject({ method: 'POST', url: '/sandbox/platform/pdd/authorize', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `state=s&decision=agree&redirect_uri=${raw}` });
      expect(posted.statusCode).toBe(400);
      expect(posted.headers.location).toBeUndefined();
    }
    const xss = await app.inject({ method: 'GET', url: `/sandbox/platform/pdd/authorize?state=${encodeURIComponent('"><script>alert(1)</script>')}&redirect_uri=/x` });
    expect(xss.body).not.toContain('<script>alert(1)');
    const denied = await authorisePage(app, link, { decision: 'deny' });
    expect(denied.response.statusCode).toBe(302);
    expect(denied.callback!.pathname).toBe('/user-center/shop-manage');
    expect(denied.callback!.searchParams.get('error')).toBe('access_denied');
    expect(denied.callback!.searchParams.get('platform')).toBe('3');
    expect(denied.callback!.searchParams.get('state')).toBe(new URL(link, 'http://site').searchParams.get('state'));
  });

  it('registers the store from a good code; authorising the same shop again renews the same row', async () => {
    const user = await registerUser(app);
    const store = await connectShop(app, user.token, { key: 'tb', shopName: '张三的礼品店' });
    expect(store).toMatchObject({ platform: 2, shop_name: '张三的礼品店', expired: false, last_sync_at: null, order_count: 0 });
    expect(store.shop_url).toMatch(/^\/sandbox\/platform\/tb\/shop\/\w+$/);
    const again = await connectShop(app, user.token, { key: 'tb', shopName: '张三的礼品店' });
    expect(again.id).toBe(store.id);
    const list = (await storeList(user.token)).body.data;
    expect(list.data_count).toBe(1);
    // the tokens are sealed at rest
    const row = await app.db.selectFrom('stores').select(['access_token_enc', 'refresh_token_enc']).where('id', '=', store.id).executeTakeFirstOrThrow();
    expect(row.access_token_enc).toMatch(/^v1\./);
    expect(row.refresh_token_enc).toMatch(/^v1\./);
  });

  it('refuses a reused, forged or foreign code and a state of another user, each asking to authorise again', async () => {
    const user = await registerUser(app);
    const other = await registerUser(app);
    const { callback } = await authorisePage(app, (await links(user.token)).tb.auth_link, { decision: 'agree', shop_name: '复用测试店' });
    const query = callbackOf(callback!);
    // another user cannot use this state (nor the code with it)
    const stolen = await authInfo(other.token, query);
    expect(stolen.body.code).not.toBe(0);
    expect(stolen.body.msg).toMatch(/，请重新授权$/);
    expect((await authInfo(user.token, { ...query, state: '' })).body.msg).toMatch(/，请重新授权$/);
    expect((await authInfo(user.token, query)).body.code).toBe(0);
    const reused = await authInfo(user.token, query);
    expect(reused.body.code).not.toBe(0);
    expect(reused.body.msg).toMatch(/，请重新授权$/);
    const state = (await links(user.token)).tb.auth_link.match(/state=([^&]+)/)![1];
    const forged = await authInfo(user.token, { platform: '2', code: `${query.code.slice(0, -3)}abc`, state: decodeURIComponent(state) });
    expect(forged.body.code).not.toBe(0);
    expect(forged.body.msg).toMatch(/，请重新授权$/);
    // a 拼多多 code presented as 淘宝's
    const { callback: pdd } = await authorisePage(app, (await links(user.token)).pdd.auth_link, { decision: 'agree' });
    const foreign = await authInfo(user.token, { platform: '2', code: callbackOf(pdd!).code, state: decodeURIComponent(state) });
    expect(foreign.body.msg).toMatch(/，请重新授权$/);
    expect((await storeList(user.token)).body.data.data_count).toBe(1);
    expect((await storeList(other.token)).body.data.data_count).toBe(0);
  });

  it('connects a 视频号 store with the association code its page shows (no state); a wrong code is refused', async () => {
    const user = await registerUser(app);
    const page = await app.inject({ method: 'GET', url: (await links(user.token)).sph.auth_link });
    const code = /data-association-code="(\w+)"/.exec(page.body)![1];
    expect(code).toMatch(/^\w{10,}$/);
    const { body } = await authInfo(user.token, { platform: '6', code });
    expect(body.code).toBe(0);
    expect(body.data).toMatchObject({ platform: 6, shop_name: `视频号小店${code.slice(-4)}` });
    expect((await authInfo(user.token, { platform: '6', code: 'abc' })).body.msg).toBe(StoreMessages.associationCodeInvalid);
    // the sandbox takes any well-formed association code, once
    expect((await authInfo(user.token, { platform: '6', code })).body.msg).toMatch(/，请重新授权$/);
  });
});

describe('the caller’s stores', () => {
  it('lists, filters by platform, gives options per platform and deletes a store with its synced orders', async () => {
    const user = await registerUser(app);
    const tb = await connectShop(app, user.token, { key: 'tb' });
    const dy = await connectShop(app, user.token, { key: 'dy' });
    expect((await storeList(user.token)).body.data.list.map((s: { id: number }) => s.id)).toEqual([dy.id, tb.id]);
    expect((await storeList(user.token, { platform: '4' })).body.data.list.map((s: { id: number }) => s.id)).toEqual([dy.id]);
    const options = await call(app, 'GET', '/api/user/store/options', undefined, { token: user.token, query: { platform: '2' } });
    expect(options.body.data).toEqual([{ id: tb.id, shop_name: tb.shop_name, expired: false }]);
    await syncShop(app, user.token, tb.id, clock.now(), 3);
    expect(Number((await app.db.selectFrom('store_orders').select((eb) => eb.fn.countAll().as('n')).where('store_id', '=', tb.id).executeTakeFirstOrThrow()).n)).toBeGreaterThan(0);
    const removed = await call(app, 'DELETE', '/api/user/store', { id: tb.id }, { token: user.token });
    expect(removed.body.code).toBe(0);
    expect(Number((await app.db.selectFrom('store_orders').select((eb) => eb.fn.countAll().as('n')).where('store_id', '=', tb.id).executeTakeFirstOrThrow()).n)).toBe(0);
    expect((await storeList(user.token)).body.data.list.map((s: { id: number }) => s.id)).toEqual([dy.id]);
    expect((await call(app, 'DELETE', '/api/user/store', undefined, { token: user.token, query: { id: String(dy.id) } })).body.code).toBe(0);
    expect((await call(app, 'DELETE', '/api/user/store', { id: dy.id }, { token: user.token })).body.msg).toBe(StoreMessages.storeMissing);
  });

  it('marks a store expired when its authorisation cannot be renewed, and sync then says so', async () => {
    const user = await registerUser(app);
    const store = await connectShop(app, user.token);
    await app.db.updateTable('stores').set({ expires_at: new Date(clock.now().getTime() + 3600_000) }).where('id', '=', store.id).execute();
    refreshFailing = true;
    const listed = (await storeList(user.token)).body.data.list[0];
    expect(listed).toMatchObject({ id: store.id, expired: true });
    const sync = await call(app, 'POST', '/api/gift/auth/order/sync', { store_id: store.id, start_time: chinaText(new Date(clock.now().getTime() - DAY)), end_time: chinaText(clock.now()) }, { token: user.token });
    expect(sync.body).toMatchObject({ msg: StoreMessages.authExpired });
    expect(sync.body.code).not.toBe(0);
    refreshFailing = false;
    // authorising again renews it
    const renewed = await connectShop(app, user.token, { shopName: store.shop_name });
    expect(renewed).toMatchObject({ id: store.id, expired: false });
  });

  it('renews tokens that run out within a day', async () => {
    const user = await registerUser(app);
    const store = await connectShop(app, user.token);
    const soon = new Date(clock.now().getTime() + 3600_000);
    await app.db.updateTable('stores').set({ expires_at: soon }).where('id', '=', store.id).execute();
    const listed = (await storeList(user.token)).body.data.list[0];
    expect(listed.expired).toBe(false);
    expect(new Date(listed.expires_at).getTime()).toBeGreaterThan(clock.now().getTime() + 5 * DAY);
  });
});

describe('sync', () => {
  const body = (storeId: number, start: Date, end: Date) => ({ store_id: storeId, start_time: chinaText(start), end_time: chinaText(end) });

  it('checks the store and the range', async () => {
    const user = await registerUser(app);
    const other = await registerUser(app);
    const store = await connectShop(app, user.token);
    const now = clock.now();
    const sync = (b: unknown, token = user.token) => call(app, 'POST', '/api/gift/auth/order/sync', b, { token });
    expect((await sync({ store_id: store.id })).body.msg).toBe(StoreMessages.selectRange);
    expect((await sync({ start_time: chinaText(now), end_time: chinaText(now) })).body.msg).toBe(StoreMessages.selectShop);
    expect((await sync(body(store.id, now, now))).body.msg).toBe(StoreMessages.rangeInvalid);
    expect((await sync(body(store.id, now, new Date(now.getTime() - 1000)))).body.msg).toBe(StoreMessages.rangeInvalid);
    expect((await sync(body(store.id, new Date(now.getTime() - (SYNC_MAX_DAYS + 1) * DAY), now))).body.msg).toBe(StoreMessages.rangeTooLong);
    expect((await sync({ ...body(store.id, now, now), start_time: '2026/11/01' })).body.code).not.toBe(0);
    expect((await sync(body(store.id, new Date(now.getTime() - DAY), now), other.token)).body.msg).toBe(StoreMessages.storeMissing);
    const status = await call(app, 'GET', '/api/gift/auth/order/sync/status', undefined, { token: user.token, query: { store_id: String(store.id) } });
    expect(status.body.data).toEqual({ value: 0, state: 'idle' });
  });

  it('pages the store’s orders in, reports progress up to 100, then counts them on the store', async () => {
    const user = await registerUser(app);
    const store = await connectShop(app, user.token, { density: 100 });
    const { failed, seen } = await syncShop(app, user.token, store.id, clock.now(), 7);
    expect(failed).toBeNull();
    expect(seen.every((v, i) => v >= (seen[i - 1] ?? 0) && v <= 100)).toBe(true);
    expect(seen.at(-1)).toBe(100);
    const listed = (await storeList(user.token)).body.data.list[0];
    expect(listed.order_count).toBeGreaterThan(7 * 60);
    expect(listed.last_sync_at).toBe(clock.now().toISOString());
    expect((await authOrders(app, user.token, { store_id: store.id })).body.data.data_count).toBe(listed.order_count);
    // syncing again adds nothing twice
    await syncShop(app, user.token, store.id, clock.now(), 7);
    expect((await storeList(user.token)).body.data.list[0].order_count).toBe(listed.order_count);
  });

  it('joins a sync already running for the store instead of starting another', async () => {
    const user = await registerUser(app);
    const store = await connectShop(app, user.token, { density: 3000 });
    const now = clock.now();
    const b = body(store.id, new Date(now.getTime() - 7 * DAY), now);
    const [first, second] = await Promise.all([call(app, 'POST', '/api/gift/auth/order/sync', b, { token: user.token }), call(app, 'POST', '/api/gift/auth/order/sync', b, { token: user.token })]);
    expect(first.body.code).toBe(0);
    expect(second.body.code).toBe(0);
    const third = await call(app, 'POST', '/api/gift/auth/order/sync', b, { token: user.token });
    expect(['queued', 'active']).toContain(third.body.data.state);
    const jobs = await app.db
      .selectFrom('job_progress')
      .select('job_id')
      .where('queue', '=', 'shop-order-sync')
      .where('key', '=', `store:${store.id}`)
      .execute();
    expect(jobs).toHaveLength(1);
    const jobId = jobs[0].job_id;
    const { failed } = await waitForSync(app, user.token, store.id, 60_000);
    expect(failed).toBeNull();
    expect((await app.db.selectFrom('job_progress').select('job_id').where('key', '=', `store:${store.id}`).executeTakeFirstOrThrow()).job_id).toBe(jobId);
    expect((await storeList(user.token)).body.data.list[0].order_count).toBeGreaterThan(7 * 2000);
  }, 90_000);

  it('reports a failed sync with a non-zero code and the reason', async () => {
    const user = await registerUser(app);
    const store = await connectShop(app, user.token);
    listFailing = true;
    const started = await call(app, 'POST', '/api/gift/auth/order/sync', body(store.id, new Date(clock.now().getTime() - DAY), clock.now()), { token: user.token });
    // the job may fail before the start call reads its status (PostgreSQL runs it at once): then the
    // start itself answers the failure
    const failed = started.body.code === 0 ? (await waitForSync(app, user.token, store.id)).failed : started.body.msg;
    expect(failed).toBe(`${StoreMessages.syncFailed}：平台接口繁忙`);
  });
});

describe('the authorised tab’s orders', () => {
  let token: string;
  let storeId: number;
  type Item = { shop_order: string; flag: number; remark: string; receiver_name: string; receiver_phone: string; province: string; address: string; buyer_nick: string; goods_list: { goods_name: string }[]; created_at: string; state: number; state_text?: string; status: string };
  let all: Item[];

  beforeAll(async () => {
    const user = await registerUser(app);
    token = user.token;
    storeId = (await connectShop(app, token, { key: 'tb', density: 100 })).id;
    await syncShop(app, token, storeId, clock.now(), 7);
    all = (await authOrders(app, token, { store_id: storeId, page_size: 500 })).body.data.list;
    for (let page = 2; all.length < 700; page += 1) {
      const more = (await authOrders(app, token, { store_id: storeId, page, page_size: 500 })).body.data.list;
      if (more.length === 0) break;
      all.push(...more);
    }
  });
  const list = async (filter: Record<string, unknown>): Promise<Item[]> => {
    const { body } = await authOrders(app, token, { store_id: storeId, ...filter });
    expect(body.code).toBe(0);
    return body.data.list;
  };

  it('lists newest first and pages without overlap', async () => {
    const times = all.map((o) => o.created_at);
    expect(times).toEqual([...times].sort().reverse());
    const p1 = await list({ page: 1, page_size: 10 });
    const p2 = await list({ page: 2, page_size: 10 });
    expect([...p1, ...p2].map((o) => o.shop_order)).toEqual(all.slice(0, 20).map((o) => o.shop_order));
  });

  it('filters by days, flag (0 = none), remark, order numbers, keyword and time', async () => {
    const since = clock.now().getTime() - DAY;
    const day = await list({ days: 1 });
    expect(day.length).toBe(all.filter((o) => new Date(o.created_at).getTime() >= since).length);
    expect(day.length).toBeLessThan(all.length);
    for (const flag of [0, 2]) {
      const flagged = await list({ flag });
      expect(flagged.length).toBe(all.filter((o) => o.flag === flag).length);
      expect(flagged.length).toBeGreaterThan(0);
    }
    const remarked = await list({ remark: '礼物' });
    expect(remarked.length).toBe(all.filter((o) => o.remark.includes('礼物')).length);
    expect(remarked.length).toBeGreaterThan(0);
    const numbers = [all[3].shop_order, all[7].shop_order];
    expect((await list({ shop_order: `${numbers[0]},${numbers[1]}` })).map((o) => o.shop_order)).toEqual(numbers);
    expect(await list({ shop_order: numbers[0].slice(0, 10) })).toEqual([]);
    const name = all[5].receiver_name;
    expect((await list({ keyword: name })).map((o) => o.shop_order)).toEqual(all.filter((o) => [o.receiver_name, o.receiver_phone, o.address, o.buyer_nick, ...o.goods_list.map((g) => g.goods_name)].some((t) => t.includes(name))).map((o) => o.shop_order));
    const phone = all[9].receiver_phone.slice(0, 7);
    expect((await list({ keyword: phone })).every((o) => o.receiver_phone.includes(phone) || o.address.includes(phone))).toBe(true);
    const goods = await list({ keyword: '保温杯' });
    expect(goods.length).toBe(all.filter((o) => o.goods_list.some((g) => g.goods_name.includes('保温杯'))).length);
    expect((await list({ keyword: all[11].buyer_nick })).map((o) => o.shop_order)).toContain(all[11].shop_order);
    const from = new Date(clock.now().getTime() - 2 * DAY);
    const to = new Date(clock.now().getTime() - DAY);
    const ranged = await list({ start_time: chinaText(from), end_time: chinaText(to) });
    expect(ranged.length).toBe(all.filter((o) => new Date(o.created_at) >= from && new Date(o.created_at) <= new Date(to.getTime() + 999)).length);
  });

  it('marks refunded, closed and platform-shipped orders state 2 with why', async () => {
    for (const [status, text] of [
      ['refunded', StoreMessages.refunded],
      ['closed', StoreMessages.closed],
      ['shipped', StoreMessages.shippedOnPlatform],
    ] as const) {
      const some = all.filter((o) => o.status === status);
      expect(some.length).toBeGreaterThan(0);
      expect(some.every((o) => o.state === 2 && o.state_text === text)).toBe(true);
    }
    const complete = (o: Item) => o.receiver_phone !== '' && o.province !== '' && o.address !== '';
    const paid = all.filter((o) => o.status === 'paid');
    expect(paid.filter(complete).length).toBeGreaterThan(0);
    expect(paid.filter(complete).every((o) => o.state === 1 && o.state_text === undefined)).toBe(true);
  });

  it('marks a paid order whose recipient the ordering rules refuse state 2 with the price call’s reason', async () => {
    const paid = all.filter((o) => o.status === 'paid');
    for (const [missing, text] of [
      [(o: Item) => o.address === '', RowMessages.addressMissing],
      [(o: Item) => o.receiver_phone === '', RowMessages.mobileMissing],
      [(o: Item) => o.province === '', RowMessages.provinceMissing],
    ] as const) {
      const some = paid.filter(missing);
      expect(some.length).toBeGreaterThan(0);
      expect(some.every((o) => o.state === 2 && o.state_text === text)).toBe(true);
    }
    // the platform's reason comes first: a refunded order without an address is 已退款
    const refunded = all.filter((o) => o.status === 'refunded');
    expect(refunded.every((o) => o.state_text === StoreMessages.refunded)).toBe(true);
  });

  it('judges the recipient as listed, by the server’s rules: a bad phone or city is refused, a corrected order is selectable', async () => {
    const [bad, badCity, fixed] = all.filter((o) => o.status === 'paid' && o.state === 1).slice(0, 3);
    const noAddress = all.find((o) => o.status === 'paid' && o.address === '')!;
    const set = (shopOrder: string, values: Record<string, string>) => app.db.updateTable('store_orders').set(values).where('store_id', '=', storeId).where('shop_order', '=', shopOrder).execute();
    await set(bad.shop_order, { receiver_phone: '12345' });
    await set(badCity.shop_order, { province: '浙江', city: '深圳市' });
    await set(fixed.shop_order, { province: '浙江', city: '杭州', address: ' ' });
    await set(noAddress.shop_order, { address: '文三路1号' });
    const listed = await list({ shop_order: [bad, badCity, fixed, noAddress].map((o) => o.shop_order).join(',') });
    const byNumber = new Map(listed.map((o) => [o.shop_order, o]));
    expect(byNumber.get(bad.shop_order)).toMatchObject({ state: 2, state_text: RowMessages.mobileInvalid });
    expect(byNumber.get(badCity.shop_order)).toMatchObject({ state: 2, state_text: RowMessages.cityUnknown('深圳市', '浙江省') });
    // short names are read as the price engine reads them; a blank detail is no detail
    expect(byNumber.get(fixed.shop_order)).toMatchObject({ state: 2, state_text: RowMessages.addressMissing });
    expect(byNumber.get(noAddress.shop_order)).toMatchObject({ state: 1 });
    expect(byNumber.get(noAddress.shop_order)!.state_text).toBeUndefined();
  });

  it('serves the same read at GET gift/auth/synchronize/orders (SPEC §7), the filters in the query string, validated', async () => {
    const synchronized = (query: Record<string, string>, as = token) => call(app, 'GET', '/api/gift/auth/synchronize/orders', undefined, { token: as, query });
    const posted = (await authOrders(app, token, { store_id: storeId, page: 2, page_size: 20, flag: 2 })).body;
    const got = (await synchronized({ store_id: String(storeId), page: '2', page_size: '20', flag: '2' })).body;
    expect(got.code).toBe(0);
    expect(got.data).toEqual(posted.data);
    // the sandbox's flags vary from shop to shop: page 2 holds what follows the first 20 flag-2 orders
    const flagTwo = all.filter((o) => o.flag === 2);
    expect(flagTwo.length).toBeGreaterThan(20);
    expect(got.data.list.map((o: Item) => o.shop_order)).toEqual(flagTwo.slice(20, 40).map((o) => o.shop_order));
    expect(got.data).toMatchObject({ page: 2, page_size: 20 });
    // state 2 rows carry their reason here too (the last such order: the test above corrected the first)
    const flagged = all.findLast((o) => o.status === 'paid' && o.state === 2 && o.address === '')!;
    const one = (await synchronized({ store_id: String(storeId), shop_order: flagged.shop_order })).body.data;
    expect(one.list).toEqual([expect.objectContaining({ shop_order: flagged.shop_order, state: 2, state_text: RowMessages.addressMissing })]);
    const numbers = [all[3].shop_order, all[7].shop_order];
    expect((await synchronized({ store_id: String(storeId), shop_order: numbers.join(','), keyword: '' })).body.data.list.map((o: Item) => o.shop_order)).toEqual(numbers);
    // the query is checked as the body is
    expect((await synchronized({})).body.msg).toBe(StoreMessages.selectShop);
    for (const bad of [{ days: '2' }, { page_size: '0' }, { flag: 'x' }, { start_time: '2026/11/01' }, { store_id: 'abc' }] as Record<string, string>[]) {
      const answer = (await synchronized({ store_id: String(storeId), ...bad })).body;
      expect(answer.code).not.toBe(0);
    }
    // only the caller's own stores
    const other = await registerUser(app);
    const refused = (await synchronized({ store_id: String(storeId) }, other.token)).body;
    expect(refused).toMatchObject({ msg: StoreMessages.storeMissing });
    expect(refused.code).not.toBe(0);
    expect(refused.data?.list).toBeUndefined();
    const anonymous = await call(app, 'GET', '/api/gift/auth/synchronize/orders', undefined, { query: { store_id: String(storeId) } });
    expect(anonymous.body.code).not.toBe(0);
    expect(anonymous.body.data?.list).toBeUndefined();
  });

  it('the sandbox shop’s back office shows what its incomplete orders lack', async () => {
    const shop = (await storeList(token)).body.data.list.find((s: { id: number }) => s.id === storeId);
    const page = await app.inject({ method: 'GET', url: shop.shop_url });
    expect(page.statusCode).toBe(200);
    for (const text of ['无详细地址', '无电话', '无省份']) expect(page.body).toContain(text);
  });

  it('answers another user’s store as missing', async () => {
    const other = await registerUser(app);
    expect((await authOrders(app, other.token, { store_id: storeId })).body.msg).toBe(StoreMessages.storeMissing);
    expect((await call(app, 'GET', '/api/gift/auth/order/sync/status', undefined, { token: other.token, query: { store_id: String(storeId) } })).body.msg).toBe(StoreMessages.storeMissing);
    expect((await call(app, 'DELETE', '/api/user/store', { id: storeId }, { token: other.token })).body.msg).toBe(StoreMessages.storeMissing);
    expect((await storeList(other.token)).body.data.data_count).toBe(0);
    expect((await call(app, 'GET', '/api/user/store/options', undefined, { token: other.token, query: { platform: '2' } })).body.data).toEqual([]);
  });
});
