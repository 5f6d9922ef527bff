import { createSandboxShopPlatform, sameSiteRedirect, type SandboxShipments } from './shop-platform';

/** The sandbox shop platform's contract (what a real adapter must also do), with shipments in memory and a movable clock. */
const shipped = new Map<string, string>();
const shipments: SandboxShipments = {
  async add(p, shop, order, waybill) {
    const key = `${p}/${shop}/${order}`;
    if (shipped.has(key)) return false;
    shipped.set(key, waybill);
    return true;
  },
  async list(p, shop) {
    return [...shipped].filter(([key]) => key.startsWith(`${p}/${shop}/`)).map(([key, waybillCode]) => ({ shopOrder: key.split('/')[2], waybillCode, shippedAt: new Date() }));
  },
};
let at = new Date('2026-11-23T04:00:00Z').getTime();
const platform = createSandboxShopPlatform('platform-secret-of-32-characters', shipments, () => new Date(at));
const DAY = 86_400_000;
const range = () => ({ start: new Date(at - 7 * DAY), end: new Date(at) });

describe('sandbox shop platform', () => {
  it('sends the merchant to its authorisation page with the state and the way back', () => {
    const url = new URL(platform.authorizeUrl('tb', { state: 's t', redirectUri: '/user-center/shop-manage' }), 'http://x');
    expect(url.pathname).toBe('/sandbox/platform/tb/authorize');
    expect(url.searchParams.get('state')).toBe('s t');
    expect(url.searchParams.get('redirect_uri')).toBe('/user-center/shop-manage');
    expect(platform.marketUrl('tb', { authorizeUrl: '/sandbox/platform/tb/authorize?x=1' })).toMatch(/^\/sandbox\/platform\/tb\/market\?next=/);
  });

  it('exchanges a signed code for the shop and tokens; refuses a forged, foreign or stale code', async () => {
    const code = platform.authorizationCode('tb', '张三的小店');
    const auth = await platform.exchangeCode('tb', code);
    expect(auth).toMatchObject({ platform: 'tb', shopName: '张三的小店' });
    expect(auth.expiresAt.getTime()).toBeGreaterThan(at);
    expect(platform.shopUrl(auth)).toBe(`/sandbox/platform/tb/shop/${auth.shopId}`);
    await expect(platform.exchangeCode('pdd', code)).rejects.toThrow(/授权码无效，请重新授权$/);
    await expect(platform.exchangeCode('tb', `${code}x`)).rejects.toThrow('授权码无效');
    await expect(platform.exchangeCode('tb', 'abc.def')).rejects.toThrow('授权码无效');
    const stale = platform.authorizationCode('tb', '张三的小店');
    at += 11 * 60_000;
    await expect(platform.exchangeCode('tb', stale)).rejects.toThrow('授权码已过期，请重新授权');
  });

  it('takes a 视频号 association code: the shop follows from the code', async () => {
    const code = platform.associationCode();
    expect(code).toMatch(/^\w{10,}$/);
    const auth = await platform.exchangeCode('sph', code);
    expect(auth.shopName).toBe(`视频号小店${code.slice(-4)}`);
    expect((await platform.exchangeCode('sph', code)).shopId).toBe(auth.shopId);
    await expect(platform.exchangeCode('sph', 'short')).rejects.toThrow('关联码不正确');
  });

  it('refreshes tokens (keeping the density); an expired access token lists nothing, an expired refresh token cannot renew', async () => {
    const auth = await platform.exchangeCode('dy', platform.authorizationCode('dy', '抖店一号', 100));
    const before = await platform.listOrders(auth, { ...range(), page: 1, pageSize: 200 });
    at += 8 * DAY;
    await expect(platform.listOrders(auth, { ...range(), page: 1, pageSize: 10 })).rejects.toThrow('授权已过期');
    const renewed = await platform.refresh(auth);
    expect(renewed.expiresAt.getTime()).toBeGreaterThan(at);
    at -= 8 * DAY;
    expect(await platform.listOrders(renewed, { ...range(), page: 1, pageSize: 200 })).toEqual(before);
    expect(before.total).toBeGreaterThan(7 * 60);
    at += 39 * DAY; // the renewed refresh token was issued 8 days ahead and lasts 30
    await expect(platform.refresh(renewed)).rejects.toThrow('请重新授权');
    at -= 39 * DAY;
  });

  it('lists the same believable orders page by page, in the range, never in the future, flags by the platform', async () => {
    const auth = await platform.exchangeCode('tb', platform.authorizationCode('tb', '李四礼品'));
    const all = [];
    const first = await platform.listOrders(auth, { ...range(), page: 1, pageSize: 20 });
    for (let page = 1; page <= Math.ceil(first.total / 20); page += 1) all.push(...(await platform.listOrders(auth, { ...range(), page, pageSize: 20 })).orders);
    expect(all).toHaveLength(first.total);
    expect(first.total).toBeGreaterThan(30);
    expect(new Set(all.map((o) => o.shopOrder)).size).toBe(all.length);
    expect(await platform.listOrders(auth, { ...range(), page: 2, pageSize: 20 })).toEqual(await platform.listOrders(auth, { ...range(), page: 2, pageSize: 20 }));
    for (const order of all) {
      expect(order.createdAt.getTime()).toBeGreaterThanOrEqual(range().start.getTime());
      expect(order.createdAt.getTime()).toBeLessThanOrEqual(at);
      // 淘宝 gives privacy numbers with an extension (a few orders come without a phone)
      expect(order.receiverPhone).toMatch(/^(1\d{10}-\d{4})?$/);
      expect(order.flag).toBeGreaterThanOrEqual(0);
      expect(order.flag).toBeLessThanOrEqual(5);
    }
    expect(all.map((o) => o.createdAt.getTime())).toEqual([...all.map((o) => o.createdAt.getTime())].sort((a, b) => a - b));
    expect(new Set(all.map((o) => o.status))).toContain('paid');
    const jd = await platform.exchangeCode('jd', platform.authorizationCode('jd', '京东小铺'));
    expect((await platform.listOrders(jd, { ...range(), page: 1, pageSize: 200 })).orders.every((o) => o.flag === 0)).toBe(true); // 京东 has no flags
  });

  it('makes a few orders without a detailed address, without a phone or without a province, the rest complete', async () => {
    const auth = await platform.exchangeCode('pdd', platform.authorizationCode('pdd', '缺项测试店', 100));
    const orders = await platform.shopOrders('pdd', auth.shopId, 100, range());
    const missing = (o: (typeof orders)[number]) => [o.address === '' && 'detail', o.receiverPhone === '' && 'phone', o.province === '' && 'province'].filter(Boolean);
    const counts = { detail: 0, phone: 0, province: 0 } as Record<string, number>;
    for (const order of orders) {
      const gaps = missing(order);
      // one thing missing at most, and never the name or the city
      expect(gaps.length).toBeLessThanOrEqual(1);
      expect(order.receiverName).not.toBe('');
      expect(order.city).not.toBe('');
      for (const gap of gaps) counts[gap as string] += 1;
    }
    expect(orders.length).toBeGreaterThan(7 * 60);
    for (const gap of ['detail', 'phone', 'province']) expect(counts[gap]).toBeGreaterThan(0);
    const incomplete = counts.detail + counts.phone + counts.province;
    expect(incomplete).toBeLessThan(orders.length * 0.1);
  });

  it('accepts a waybill once, lists the order as shipped, and refuses what a real platform refuses', async () => {
    const auth = await platform.exchangeCode('pdd', platform.authorizationCode('pdd', '王五百货', 100));
    const { orders } = await platform.listOrders(auth, { ...range(), page: 1, pageSize: 200 });
    const paid = orders.find((o) => o.status === 'paid')!;
    const ship = (shopOrder: string, waybillCode = 'YT1234567890123') => platform.uploadWaybill(auth, { shopOrder, waybillCode, courierName: '圆通速递' });
    expect(await ship(paid.shopOrder)).toEqual({ ok: true });
    expect(await ship(paid.shopOrder)).toEqual({ ok: false, msg: '订单已发货' });
    const again = (await platform.listOrders(auth, { ...range(), page: 1, pageSize: 200 })).orders.find((o) => o.shopOrder === paid.shopOrder);
    expect(again?.status).toBe('shipped');
    expect(await ship('202611200000999')).toEqual({ ok: false, msg: '订单不存在' });
    expect(await ship(`${paid.shopOrder.slice(0, 12)}9999999`)).toEqual({ ok: false, msg: '订单不存在' });
    expect(await ship(orders.find((o) => o.status === 'paid' && o !== paid)!.shopOrder, 'yt-12')).toEqual({ ok: false, msg: '运单号格式不正确' });
    expect(await ship(orders.find((o) => o.status === 'refunded')!.shopOrder)).toEqual({ ok: false, msg: '订单已退款，不能发货' });
    expect(await ship(orders.find((o) => o.status === 'closed')!.shopOrder)).toEqual({ ok: false, msg: '订单已关闭，不能发货' });
    expect(await ship(orders.find((o) => o.status === 'shipped' && o.shopOrder !== paid.shopOrder)!.shopOrder)).toEqual({ ok: false, msg: '订单已发货' });
  });

  // how fast: `npm run bench` (server/bench/shop-sync.ts), not a timed assertion that fails on a busy machine
  it('pages the ~20,000 orders of a busy shop, every one once', async () => {
    const auth = await platform.exchangeCode('tb', platform.authorizationCode('tb', '大店', 3000));
    const first = await platform.listOrders(auth, { ...range(), page: 1, pageSize: 200 });
    let seen = first.orders.length;
    for (let page = 2; page <= Math.ceil(first.total / 200); page += 1) seen += (await platform.listOrders(auth, { ...range(), page, pageSize: 200 })).orders.length;
    expect(first.total).toBeGreaterThan(14_000);
    expect(seen).toBe(first.total);
  });
});

describe('sandbox redirect check', () => {
  it('keeps a path of this site, normalised as the browser reads it', () => {
    expect(sameSiteRedirect('/user-center/shop-manage')).toBe('/user-center/shop-manage');
    expect(sameSiteRedirect('/user-center/shop-manage?platform=2#x')).toBe('/user-center/shop-manage?platform=2#x');
    expect(sameSiteRedirect('/a/../user-center/shop-manage')).toBe('/user-center/shop-manage');
  });

  it('refuses anything a browser would take to another origin', () => {
    for (const bad of [
      undefined,
      '',
      '//evil.com',
      '//evil.com/user-center/shop-manage',
      '/%09/evil.com',
      '/\t/evil.com',
      '/\n/evil.com',
      '/\\evil.com',
      '/%5Cevil.com',
      '/%2F/evil.com',
      'https://evil.com/',
      'javascript:alert(1)',
      ' /x',
      '/%E0%A4%A',
    ]) {
      expect([bad, sameSiteRedirect(bad)]).toEqual([bad, null]);
    }
  });
});
