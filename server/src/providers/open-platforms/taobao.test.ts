import { createHash, createHmac } from 'node:crypto';
import { StoreMessages } from 'shared-contracts';
import { createOpenShopPlatform } from './index';
import { expectExpiredToken, fakePlatformForTests, NOW, shipment, shopAuth, syncPage, urlParts, type FakeHandler } from './test-support';

const APP_KEY = '12345678';
const SECRET = 'taobao-app-secret-0123456789';

/** TOP's documented signing, written out again here: sorted name+value, HMAC-SHA256 or md5(secret…secret), upper hex. */
function expectedSign(form: Record<string, string>): string {
  const body = Object.keys(form)
    .filter((k) => k !== 'sign' && form[k] !== '')
    .sort()
    .map((k) => k + form[k])
    .join('');
  return form.sign_method === 'md5'
    ? createHash('md5')
        .update(SECRET + body + SECRET)
        .digest('hex')
        .toUpperCase()
    : createHmac('sha256', SECRET).update(body).digest('hex').toUpperCase();
}

const trade = (n: number, extra: Record<string, unknown> = {}) => ({
  tid: 4000000000000000000 + n,
  tid_str: `400000000000000000${n}`,
  status: 'WAIT_SELLER_SEND_GOODS',
  created: '2026-11-22 08:30:00',
  buyer_nick: 'b***1',
  buyer_message: '送朋友的礼物',
  seller_memo: '',
  seller_flag: 2,
  receiver_name: '王*',
  receiver_mobile: '138****0000',
  receiver_state: '浙江省',
  receiver_city: '杭州市',
  receiver_district: '西湖区',
  receiver_town: '文新街道',
  receiver_address: '文三路100号',
  orders: { order: [{ title: '保温杯', sku_properties_name: '颜色:白色', num: 2, pic_path: 'https://img.alicdn.com/x.jpg', refund_status: 'NO_REFUND' }] },
  ...extra,
});

const TRADES = [
  trade(1),
  trade(2, { seller_flag: 9, receiver_mobile: '', receiver_phone: '0571-8888', buyer_message: '', seller_memo: '周末送' }),
  trade(3, { orders: { order: [{ title: '数据线', num: 1, refund_status: 'SUCCESS' }] } }),
];

const handle: FakeHandler = (req, mode) => {
  if (mode === 'drop') return 'drop';
  if (mode === 'down') return { status: 502, body: '<html>Bad Gateway</html>' };
  if (req.path === '/oauth/token') {
    const f = req.form;
    if (f.client_id !== APP_KEY || f.client_secret !== SECRET)
      return { status: 401, body: { error: 'invalid_client', error_description: 'client_id or client_secret is invalid' } };
    if (f.grant_type === 'authorization_code' && f.code !== 'good-code')
      return { status: 400, body: { error: 'invalid_grant', error_description: 'code is expired or invalid' } };
    if (f.grant_type === 'refresh_token' && f.refresh_token !== 'rt-1')
      return { status: 400, body: { error: 'invalid_grant', error_description: 'refresh_token is expired' } };
    return {
      body: {
        access_token: f.grant_type === 'refresh_token' ? 'at-2' : 'at-1',
        refresh_token: 'rt-1',
        token_type: 'Bearer',
        expires_in: 86400,
        re_expires_in: 2592000,
        taobao_user_id: '2200001',
        taobao_user_nick: encodeURIComponent('张三的小店'),
        expire_time: NOW.getTime() + 86_400_000,
      },
    };
  }
  if (req.path !== '/router/rest') return { status: 404, body: {} };
  const f = req.form;
  if (f.app_key !== APP_KEY || f.v !== '2.0' || f.format !== 'json' || !/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/.test(f.timestamp))
    return { body: { error_response: { code: 41, msg: 'Invalid arguments' } } };
  if (f.sign !== expectedSign(f)) return { body: { error_response: { code: 25, msg: 'Invalid signature', request_id: 'r' } } };
  if (mode === 'expired' || f.session !== 'at-1')
    return { body: { error_response: { code: 27, msg: 'Invalid session', sub_code: 'invalid-sessionkey', sub_msg: 'SessionKey非法' } } };
  if (f.method === 'taobao.trades.sold.get') {
    const page = Number(f.page_no);
    const size = Number(f.page_size);
    const list = TRADES.slice((page - 1) * size, page * size);
    return { body: { trades_sold_get_response: { has_next: page * size < TRADES.length, trades: { trade: list } } } };
  }
  if (f.method === 'taobao.logistics.offline.send') {
    if (f.tid === '4000000000000000003')
      return {
        body: {
          error_response: { code: 15, msg: 'Remote service error', sub_code: 'isv.logistics-offline-service-error:B04', sub_msg: '交易已退款，不能发货' },
        },
      };
    if (f.tid === '4000000000000000009')
      return { body: { error_response: { code: 15, msg: 'Remote service error', sub_code: 'isp.top-remote-connection-timeout', sub_msg: '服务超时' } } };
    return { body: { logistics_offline_send_response: { shipping: { is_success: true } } } };
  }
  return { body: { error_response: { code: 22, msg: 'Invalid method' } } };
};

const fake = fakePlatformForTests(handle);
const make = (extra: Record<string, string> = {}) =>
  createOpenShopPlatform(
    {
      SHOP_AUTH_SITE_URL: 'https://mall.example.com',
      TAOBAO_APP_KEY: APP_KEY,
      TAOBAO_APP_SECRET: SECRET,
      TAOBAO_OAUTH_URL: `${fake.url}/oauth`,
      TAOBAO_API_URL: `${fake.url}/router/rest`,
      ...extra,
    },
    () => NOW,
  );

const auth = shopAuth({ platform: 'tb', shopId: '2200001', shopName: '张三的小店' });
/** The day before NOW. */
const LAST_DAY = { start: new Date(NOW.getTime() - 86_400_000), end: NOW };

describe('淘宝/天猫 (TOP)', () => {
  it('is connected only for tb, and sends the merchant to oauth.taobao.com with code, app key, the registered callback, state and view=web', () => {
    const platform = createOpenShopPlatform({ SHOP_AUTH_SITE_URL: 'https://mall.example.com', TAOBAO_APP_KEY: APP_KEY, TAOBAO_APP_SECRET: SECRET }, () => NOW);
    expect(platform.connected('tb')).toBe(true);
    expect(platform.connected('pdd')).toBe(false);
    const link = platform.authorizeUrl('tb', { state: 'st ate', redirectUri: '/user-center/shop-manage' });
    expect(urlParts(link)).toEqual({
      page: 'https://oauth.taobao.com/authorize',
      query: {
        response_type: 'code',
        client_id: APP_KEY,
        redirect_uri: 'https://mall.example.com/user-center/shop-manage?platform=2',
        state: 'st ate',
        view: 'web',
      },
    });
    expect(platform.marketUrl('tb', { authorizeUrl: link })).toBe(link);
    expect(() => platform.authorizeUrl('pdd', { state: 's', redirectUri: '/x' })).toThrow('拼多多暂未开通');
    expect(() => platform.authorizeUrl('tb', { state: 's', redirectUri: '//evil.com/x' })).toThrow('回调地址只能是本站');
  });

  it('exchanges the code for the shop (taobao_user_id, decoded nick) and its tokens; a bad code is refused', async () => {
    const platform = make();
    const got = await platform.exchangeCode('tb', 'good-code');
    expect(got).toEqual({ ...auth(), expiresAt: new Date(NOW.getTime() + 86_400_000) });
    const sent = fake.requests[0];
    expect(sent.path).toBe('/oauth/token');
    expect(sent.form).toMatchObject({
      grant_type: 'authorization_code',
      code: 'good-code',
      client_id: APP_KEY,
      client_secret: SECRET,
      redirect_uri: 'https://mall.example.com/user-center/shop-manage?platform=2',
    });
    await expect(platform.exchangeCode('tb', 'stale')).rejects.toThrow('淘宝授权失败：code is expired or invalid');
  });

  it('refreshes the tokens; a refused refresh token is an expired authorisation', async () => {
    const platform = make();
    expect(await platform.refresh(auth())).toMatchObject({ accessToken: 'at-2', refreshToken: 'rt-1', shopId: '2200001' });
    expect(fake.requests[0].form).toMatchObject({ grant_type: 'refresh_token', refresh_token: 'rt-1' });
    await expect(platform.refresh({ ...auth(), refreshToken: 'old' })).rejects.toThrow(StoreMessages.authExpired);
  });

  it('lists 待发货 orders (signed hmac-sha256, China time, 100 a page with has_next) mapped to PlatformOrder', async () => {
    const platform = make();
    const start = new Date('2026-11-20T16:00:00Z'); // 2026-11-21 00:00 China
    const end = new Date('2026-11-23T16:00:00Z');
    const { orders, total } = await platform.listOrders(auth(), { start, end, page: 1, pageSize: 2 });
    expect(total).toBe(3); // two here, at least one more
    expect(orders).toHaveLength(2);
    expect(orders[0]).toEqual({
      shopOrder: '4000000000000000001',
      status: 'paid',
      createdAt: new Date('2026-11-22T00:30:00Z'),
      buyerNick: 'b***1',
      receiverName: '王*',
      receiverPhone: '138****0000',
      province: '浙江省',
      city: '杭州市',
      district: '西湖区',
      address: '文新街道文三路100号',
      flag: 2,
      remark: '送朋友的礼物',
      goods: [{ name: '保温杯', spec: '颜色:白色', count: 2, image: 'https://img.alicdn.com/x.jpg' }],
    });
    expect(orders[1]).toMatchObject({ flag: 0, receiverPhone: '0571-8888', remark: '周末送' });
    const form = fake.requests[0].form;
    expect(form).toMatchObject({
      method: 'taobao.trades.sold.get',
      app_key: APP_KEY,
      session: 'at-1',
      sign_method: 'hmac-sha256',
      v: '2.0',
      format: 'json',
      timestamp: '2026-11-23 12:00:00',
      status: 'WAIT_SELLER_SEND_GOODS',
      start_created: '2026-11-21 00:00:00',
      end_created: '2026-11-23 23:59:59',
      page_no: '1',
      page_size: '2',
      use_has_next: 'true',
    });
    expect(form.fields).toContain('tid_str');
    // the last page: no next, the refunded line makes the order refunded
    const last = await platform.listOrders(auth(), { start, end, page: 2, pageSize: 2 });
    expect(last.total).toBe(3);
    expect(last.orders.map((o) => [o.shopOrder, o.status])).toEqual([['4000000000000000003', 'refunded']]);
  });

  it('a sync page of 200 is two TOP pages of 100', async () => {
    const { orders } = await make().listOrders(auth(), syncPage(2, 200, LAST_DAY));
    expect(orders).toEqual([]);
    expect(fake.requests.map((r) => [r.form.page_no, r.form.page_size])).toEqual([['3', '100']]);
  });

  it('signs with md5 when TAOBAO_SIGN_METHOD=md5 (the fake refuses a wrong signature)', async () => {
    const md5 = make({ TAOBAO_SIGN_METHOD: 'md5' });
    expect((await md5.listOrders(auth(), syncPage(1, 10, LAST_DAY))).orders).toHaveLength(3);
    expect(fake.requests[0].form.sign_method).toBe('md5');
    const wrong = createOpenShopPlatform(
      {
        SHOP_AUTH_SITE_URL: 'https://mall.example.com',
        TAOBAO_APP_KEY: APP_KEY,
        TAOBAO_APP_SECRET: 'not-the-secret',
        TAOBAO_API_URL: `${fake.url}/router/rest`,
      },
      () => NOW,
    );
    await expect(wrong.listOrders(auth(), syncPage(1, 10, LAST_DAY))).rejects.toThrow('Invalid signature');
  });

  it("delivers with taobao.logistics.offline.send and the courier's company code; a refusal is a Chinese answer", async () => {
    const platform = make();
    expect(await platform.uploadWaybill(auth(), shipment('4000000000000000001'))).toEqual({
      ok: true,
    });
    expect(fake.requests[0].form).toMatchObject({
      method: 'taobao.logistics.offline.send',
      tid: '4000000000000000001',
      out_sid: '78123456789012',
      company_code: 'ZTO',
    });
    await platform.uploadWaybill(auth(), shipment('4000000000000000001', '极兔速递', 'JT0000000000001'));
    expect(fake.requests[1].form.company_code).toBe('JTSD');
    expect(await platform.uploadWaybill(auth(), shipment('4000000000000000003', '圆通速递', 'YT0000000000001'))).toEqual({
      ok: false,
      msg: '订单已退款，不能发货',
    });
    expect(await platform.uploadWaybill(auth(), shipment('1', '某某物流', 'X1'))).toEqual({
      ok: false,
      msg: '快递公司「某某物流」没有对应的淘宝物流公司编码',
    });
    // an override names the code of a courier
    await make({ TAOBAO_COMPANY_CODES: '{"中通":"ZTO2"}' }).uploadWaybill(auth(), shipment('4000000000000000001'));
    expect(fake.requests.at(-1)!.form.company_code).toBe('ZTO2');
  });

  it('an expired session: listing fails with the expired authorisation, delivery is refused with it (reopened after re-authorising)', async () => {
    fake.mode = 'expired';
    await expectExpiredToken(make(), auth(), syncPage(1, 10, LAST_DAY), shipment('4000000000000000001'));
  });

  it('an outage (HTTP 5xx, a dropped connection, isp.* errors) is thrown, to be retried', async () => {
    const platform = make();
    await expect(platform.uploadWaybill(auth(), shipment('4000000000000000009'))).rejects.toThrow('暂时不可用');
    fake.mode = 'down';
    await expect(platform.uploadWaybill(auth(), shipment('4000000000000000001'))).rejects.toThrow('HTTP 502');
    await expect(platform.exchangeCode('tb', 'good-code')).rejects.toThrow('HTTP 502');
    fake.mode = 'drop';
    await expect(platform.listOrders(auth(), syncPage(1, 10, LAST_DAY))).rejects.toThrow('暂时无法连接');
  });
});
