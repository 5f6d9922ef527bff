import { createHash } from 'node:crypto';
import { StoreMessages } from 'shared-contracts';
import { createOpenShopPlatform, openPlatformProblems } from './index';
import { expectExpiredToken, fakePlatformForTests, NOW, shipment, shopAuth, syncPage, TWO_DAYS, urlParts, type FakeHandler } from './test-support';

const CLIENT_ID = 'pdd-client-id-0001';
const SECRET = 'pdd-client-secret-0123456789';
const DAY = 86_400_000;

/** The gateway's documented signing, written out again: upper(md5(secret + sorted name+value + secret)). */
const expectedSign = (form: Record<string, string>) =>
  createHash('md5')
    .update(
      SECRET +
        Object.keys(form)
          .filter((k) => k !== 'sign')
          .sort()
          .map((k) => k + form[k])
          .join('') +
        SECRET,
    )
    .digest('hex')
    .toUpperCase();

const order = (sn: string, confirmAt: number, extra: Record<string, unknown> = {}) => ({
  order_sn: sn,
  confirm_at: confirmAt,
  order_status: 1,
  refund_status: 1,
  created_time: '2026-11-22 08:30:00',
  confirm_time: '2026-11-22 08:31:00',
  receiver_name: '李*',
  receiver_phone: '157****1234',
  province: '广东省',
  city: '深圳市',
  town: '南山区',
  receiver_address: '科技园南路8号',
  address: '广东省深圳市南山区科技园南路8号',
  buyer_memo: '不要放快递柜',
  remark: '',
  remark_tag: 3,
  item_list: [{ goods_name: '数据线', goods_spec: '1米 Type-C', goods_count: 3, goods_img: 'https://img.pddpic.com/a.jpg' }],
  ...extra,
});

// five orders on the 22nd (China), one on the 21st
const day22 = Date.parse('2026-11-22T00:30:00Z') / 1000;
const ORDERS = [
  order('261121-000000001', day22 - 86_400, { created_time: '2026-11-21 08:30:00' }),
  ...[2, 3, 4, 5, 6].map((n) => order(`261122-00000000${n}`, day22 + n, n === 4 ? { refund_status: 4, remark_tag: 0, remark: '已退' } : {})),
];

const handle: FakeHandler = (req, mode) => {
  if (mode === 'down') return { status: 503, body: 'Service Unavailable' };
  const f = req.form;
  if (req.path !== '/api/router') return { status: 404, body: {} };
  if (f.client_id !== CLIENT_ID || f.data_type !== 'JSON' || !/^\d{10}$/.test(f.timestamp))
    return { body: { error_response: { error_code: 10000, error_msg: '参数错误' } } };
  if (f.sign !== expectedSign(f)) return { body: { error_response: { error_code: 10016, error_msg: '签名错误', request_id: 'r' } } };
  if (mode === 'limited') return { body: { error_response: { error_code: 70031, error_msg: '调用过于频繁' } } };
  if (f.type === 'pdd.pop.auth.token.create' || f.type === 'pdd.pop.auth.token.refresh') {
    const good = f.type === 'pdd.pop.auth.token.create' ? f.code === 'good-code' : f.refresh_token === 'rt-1';
    if (!good) return { body: { error_response: { error_code: 10000, error_msg: '参数错误', sub_msg: f.code ? 'code无效或已过期' : 'refresh_token已过期' } } };
    const key = f.type === 'pdd.pop.auth.token.create' ? 'pop_auth_token_create_response' : 'pop_auth_token_refresh_response';
    return {
      body: {
        [key]: {
          access_token: f.code ? 'at-1' : 'at-2',
          refresh_token: 'rt-1',
          expires_at: NOW.getTime() / 1000 + 86_400,
          expires_in: 86_400,
          owner_id: '880001',
          owner_name: '李四百货',
          scope: ['pdd.order.list.get'],
        },
      },
    };
  }
  if (mode === 'expired' || f.access_token !== 'at-1')
    return { body: { error_response: { error_code: 10019, error_msg: 'access_token已过期', sub_msg: 'access_token已过期' } } };
  if (f.type === 'pdd.order.list.get') {
    const from = Number(f.start_confirm_at);
    const to = Number(f.end_confirm_at);
    if (f.order_status !== '1' || to - from > 86_400)
      return { body: { error_response: { error_code: 10000, error_msg: '参数错误', sub_msg: '时间跨度不能超过24小时' } } };
    const hits = ORDERS.filter((o) => o.confirm_at >= from && o.confirm_at <= to);
    const page = Number(f.page);
    const size = Number(f.page_size);
    return { body: { order_list_get_response: { total_count: hits.length, order_list: hits.slice((page - 1) * size, page * size) } } };
  }
  if (f.type === 'pdd.logistics.online.send') {
    if (f.order_sn === '261122-000000004')
      return { body: { error_response: { error_code: 10000, error_msg: '业务错误', sub_code: '62001', sub_msg: '订单已退款成功，不能发货' } } };
    if (f.order_sn === '261122-000000005') return { body: { error_response: { error_code: 10000, error_msg: '业务错误', sub_msg: '订单已发货' } } };
    return { body: { logistics_online_send_response: { is_success: true } } };
  }
  return { body: { error_response: { error_code: 10001, error_msg: 'type不存在' } } };
};

const fake = fakePlatformForTests(handle);
const env = (extra: Record<string, string> = {}) => ({
  SHOP_AUTH_SITE_URL: 'https://mall.example.com/',
  PDD_CLIENT_ID: CLIENT_ID,
  PDD_CLIENT_SECRET: SECRET,
  PDD_API_URL: `${fake.url}/api/router`,
  ...extra,
});
const make = (extra: Record<string, string> = {}) => createOpenShopPlatform(env(extra), () => NOW);
const auth = shopAuth({ platform: 'pdd', shopId: '880001', shopName: '李四百货' });

describe('拼多多 (open platform)', () => {
  it("sends the merchant to the service market's authorisation with code, client id, the registered callback and state", () => {
    const platform = createOpenShopPlatform({ SHOP_AUTH_SITE_URL: 'https://mall.example.com', PDD_CLIENT_ID: CLIENT_ID, PDD_CLIENT_SECRET: SECRET }, () => NOW);
    expect([platform.connected('pdd'), platform.connected('tb'), platform.connected('jd')]).toEqual([true, false, false]);
    expect(urlParts(platform.authorizeUrl('pdd', { state: 'abc', redirectUri: '/user-center/shop-manage' }))).toEqual({
      page: 'https://fuwu.pinduoduo.com/service-market/auth',
      query: {
        response_type: 'code',
        client_id: CLIENT_ID,
        redirect_uri: 'https://mall.example.com/user-center/shop-manage?platform=3',
        state: 'abc',
      },
    });
    expect(
      createOpenShopPlatform(env({ PDD_AUTH_URL: 'http://127.0.0.1:1/auth' })).authorizeUrl('pdd', { state: 's', redirectUri: '/user-center/shop-manage' }),
    ).toMatch(/^http:\/\/127\.0\.0\.1:1\/auth\?/);
  });

  it('creates the token from the code (owner_id / owner_name are the shop), signed by the documented rule', async () => {
    const got = await make().exchangeCode('pdd', 'good-code');
    expect(got).toEqual({ ...auth(), expiresAt: new Date(NOW.getTime() + DAY) });
    expect(fake.requests[0].form).toMatchObject({
      type: 'pdd.pop.auth.token.create',
      code: 'good-code',
      client_id: CLIENT_ID,
      timestamp: String(NOW.getTime() / 1000),
      data_type: 'JSON',
    });
    await expect(make().exchangeCode('pdd', 'bad')).rejects.toThrow('拼多多授权失败：code无效或已过期');
    await expect(createOpenShopPlatform(env({ PDD_CLIENT_SECRET: 'wrong-secret' }), () => NOW).exchangeCode('pdd', 'good-code')).rejects.toThrow('签名错误');
  });

  it('refreshes the token; a refused refresh token is an expired authorisation', async () => {
    expect(await make().refresh(auth())).toMatchObject({ accessToken: 'at-2', shopId: '880001', shopName: '李四百货' });
    expect(fake.requests[0].form).toMatchObject({ type: 'pdd.pop.auth.token.refresh', refresh_token: 'rt-1' });
    await expect(make().refresh({ ...auth(), refreshToken: 'old' })).rejects.toThrow(StoreMessages.authExpired);
  });

  it('lists 待发货 orders a day at a time, counted across the days, paged, mapped to PlatformOrder', async () => {
    const platform = make();
    const first = await platform.listOrders(auth(), syncPage(1, 4));
    expect(first.total).toBe(6);
    expect(first.orders.map((o) => o.shopOrder)).toEqual(['261121-000000001', '261122-000000002', '261122-000000003', '261122-000000004']);
    expect(first.orders[1]).toEqual({
      shopOrder: '261122-000000002',
      status: 'paid',
      createdAt: new Date('2026-11-22T00:30:00Z'),
      buyerNick: '',
      receiverName: '李*',
      receiverPhone: '157****1234',
      province: '广东省',
      city: '深圳市',
      district: '南山区',
      address: '科技园南路8号',
      flag: 3,
      remark: '不要放快递柜',
      goods: [{ name: '数据线', spec: '1米 Type-C', count: 3, image: 'https://img.pddpic.com/a.jpg' }],
    });
    expect(first.orders[3]).toMatchObject({ status: 'refunded', flag: 0, remark: '不要放快递柜；已退' });
    const windows = fake.requests.filter((r) => r.form.page_size === '1').map((r) => [r.form.start_confirm_at, r.form.end_confirm_at]);
    expect(windows).toEqual([
      [String(TWO_DAYS.start.getTime() / 1000), String(TWO_DAYS.start.getTime() / 1000 + 86_399)],
      [String(TWO_DAYS.start.getTime() / 1000 + 86_400), String(TWO_DAYS.end.getTime() / 1000 - 1)],
    ]);
    expect(fake.requests.every((r) => r.form.order_status === '1')).toBe(true);
    // the next page reuses the counts: only the orders are asked (the day's pages 1 and 2 hold its orders 4–5)
    fake.requests.length = 0;
    const second = await platform.listOrders(auth(), syncPage(2, 4));
    expect(second).toMatchObject({ total: 6 });
    expect(second.orders.map((o) => o.shopOrder)).toEqual(['261122-000000005', '261122-000000006']);
    expect(fake.requests.map((r) => [r.form.page, r.form.page_size])).toEqual([
      ['1', '4'],
      ['2', '4'],
    ]);
  });

  it("delivers with pdd.logistics.online.send and the courier's logistics id; refusals are Chinese answers", async () => {
    const platform = make();
    expect(await platform.uploadWaybill(auth(), shipment('261122-000000002', '圆通速递', 'YT1234567890123'))).toEqual({
      ok: true,
    });
    expect(fake.requests[0].form).toMatchObject({
      type: 'pdd.logistics.online.send',
      order_sn: '261122-000000002',
      logistics_id: '85',
      tracking_number: 'YT1234567890123',
      access_token: 'at-1',
    });
    expect(await platform.uploadWaybill(auth(), shipment('261122-000000004'))).toEqual({
      ok: false,
      msg: '订单已退款，不能发货',
    });
    expect(fake.requests[1].form.logistics_id).toBe('115');
    expect(await platform.uploadWaybill(auth(), shipment('261122-000000005'))).toEqual({
      ok: false,
      msg: '订单已发货',
    });
    await make({ PDD_LOGISTICS_IDS: '{"极兔":"999"}' }).uploadWaybill(auth(), shipment('261122-000000002', '极兔速递', 'JT1'));
    expect(fake.requests.at(-1)!.form.logistics_id).toBe('999');
  });

  it('an expired token: listing fails with the expired authorisation, delivery is refused with it', async () => {
    fake.mode = 'expired';
    await expectExpiredToken(make(), auth(), syncPage(1, 4), shipment('261122-000000002', '圆通速递', 'YT1'));
  });

  it('an outage (HTTP 5xx, rate limit, nothing listening) is thrown, to be retried', async () => {
    fake.mode = 'down';
    await expect(make().uploadWaybill(auth(), shipment('261122-000000002', '圆通速递', 'YT1'))).rejects.toThrow('HTTP 503');
    fake.mode = 'limited';
    await expect(make().uploadWaybill(auth(), shipment('261122-000000002', '圆通速递', 'YT1'))).rejects.toThrow('调用过于频繁');
    await expect(createOpenShopPlatform(env({ PDD_API_URL: 'http://127.0.0.1:9/api/router' }), () => NOW).listOrders(auth(), syncPage(1, 4))).rejects.toThrow(
      '暂时无法连接',
    );
  });
});

describe('SHOP_PLATFORM_PROVIDER=open settings', () => {
  it('needs at least one whole platform and the site address; says which variables', () => {
    expect(openPlatformProblems({ SHOP_AUTH_SITE_URL: 'https://mall.example.com', PDD_CLIENT_ID: 'x', PDD_CLIENT_SECRET: 'y' })).toEqual([]);
    const none = openPlatformProblems({});
    expect(none.join('\n')).toContain('TAOBAO_APP_KEY 和 TAOBAO_APP_SECRET');
    expect(none.join('\n')).toContain('PDD_CLIENT_ID 和 PDD_CLIENT_SECRET');
    expect(none.join('\n')).toContain('SHOP_AUTH_SITE_URL');
    expect(openPlatformProblems({ SHOP_AUTH_SITE_URL: 'https://mall.example.com', TAOBAO_APP_KEY: 'k', PDD_CLIENT_ID: 'x', PDD_CLIENT_SECRET: 'y' })).toEqual([
      '淘宝/天猫需要同时设置 TAOBAO_APP_KEY 和 TAOBAO_APP_SECRET（缺少 TAOBAO_APP_SECRET）',
    ]);
    expect(
      openPlatformProblems({ SHOP_AUTH_SITE_URL: 'mall', PDD_CLIENT_ID: 'x', PDD_CLIENT_SECRET: 'y', TAOBAO_SIGN_METHOD: 'sha1', PDD_LOGISTICS_IDS: '[' }),
    ).toHaveLength(3);
    expect(() => createOpenShopPlatform({})).toThrow(/SHOP_PLATFORM_PROVIDER=open.*至少要开通一个平台/);
  });
});
