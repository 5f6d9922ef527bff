import { createHmac } from 'node:crypto';
import { PlatformOutageError, ShopAuthExpiredError } from './common';
import { doudianEntry, doudianSign } from './doudian';
import { expectExpiredToken, fakePlatformForTests, NOW, shipment, shopAuth, siteContext, syncPage, urlParts, type FakeHandler } from './test-support';

const APP_KEY = '7012345678901234567';
const SECRET = 'doudian-app-secret-0123456789';
const AUTH_URL = 'https://fuwu.jinritemai.com/authorize?service_id=12345';

/** 抖店's documented signing, written out again: hmac-sha256(secret, secret + app_key…method…param_json…timestamp…v2 + secret), hex. */
const expectedSign = (q: Record<string, string>, body: string) =>
  createHmac('sha256', SECRET).update(`${SECRET}app_key${q.app_key}method${q.method}param_json${body}timestamp${q.timestamp}v2${SECRET}`).digest('hex');
/** Keys sorted at every level, as the SDK's Marshal writes them. */
const isSorted = (value: unknown): boolean =>
  Array.isArray(value)
    ? value.every(isSorted)
    : value && typeof value === 'object'
    ? Object.keys(value).join() === Object.keys(value).sort().join() && Object.values(value).every(isSorted)
    : true;

const CREATED = Date.parse('2026-11-22T00:30:00Z') / 1000;
const order = (n: number, extra: Record<string, unknown> = {}) => ({
  order_id: `69${String(n).padStart(17, '0')}`,
  order_status: 2,
  create_time: CREATED + n,
  buyer_words: '',
  seller_words: '',
  seller_remark_stars: 0,
  post_receiver: '张三',
  post_tel: '13800138000',
  post_addr: {
    province: { name: '浙江省' },
    city: { name: '杭州市' },
    town: { name: '西湖区' },
    street: { name: '文新街道' },
    detail: '文一西路1号',
  },
  sku_order_list: [
    {
      product_name: '保温杯',
      spec: [{ name: '颜色', value: '白' }],
      item_num: 1,
      product_pic: 'https://p3-aio.ecombdimg.com/a.jpg',
      after_sale_info: { refund_status: 0 },
    },
  ],
  ...extra,
});
// 203 orders: one page of ours (200) spans two of 抖店's (100 + 100); one encrypted, one with a refund, one masked only
const ORDERS = Array.from({ length: 203 }, (_, i) => order(i + 1));
ORDERS[0] = order(1, {
  post_receiver: '#EncName#',
  encrypt_post_receiver: '#EncName#',
  post_tel: '$EncTel$',
  encrypt_post_tel: '$EncTel$',
  mask_post_receiver: '李**',
  mask_post_tel: '138****8000',
  post_addr: {
    province: { name: '广东省' },
    city: { name: '深圳市' },
    town: { name: '南山区' },
    street: { name: '粤海街道' },
    detail: '~EncAddr~',
    encrypt_detail: '~EncAddr~',
  },
  mask_post_addr: {
    province: { name: '广东省' },
    city: { name: '深圳市' },
    town: { name: '南山区' },
    street: { name: '粤海街道' },
    detail: '科技园****',
  },
  buyer_words: '不要放快递柜',
  seller_words: '加急',
  seller_remark_stars: 5,
});
ORDERS[1] = order(2, {
  sku_order_list: [
    {
      product_name: '数据线',
      spec: [],
      item_num: 2,
      product_pic: '',
      after_sale_info: { refund_status: 1 },
    },
  ],
});
ORDERS[2] = order(3, { order_status: 4 });

const reply = (code: number, msg: string, subCode = '', subMsg = '', data: unknown = {}) => ({
  body: { code, msg, sub_code: subCode, sub_msg: subMsg, log_id: 'l', data },
});

const handle: FakeHandler = (req, mode) => {
  if (mode === 'down') return { status: 503, body: 'Service Unavailable' };
  const q = req.query;
  if (req.method !== 'POST' || !/json/.test(req.headers['content-type'] ?? '')) return reply(40001, '缺少必选参数');
  if (q.app_key !== APP_KEY || q.v !== '2' || q.sign_method !== 'hmac-sha256' || !/^\d{10}$/.test(q.timestamp)) return reply(40001, '缺少必选参数');
  if (req.path !== `/${q.method.replace(/\./g, '/')}`) return reply(70000, '接口服务已下线', 'isp.api-service-off');
  if (q.sign !== expectedSign(q, req.body) || !isSorted(JSON.parse(req.body))) return reply(40003, '非法的参数', 'isv.signature-invalid', '签名校验失败');
  if (mode === 'limited') return reply(60000, '触发限流，请稍后重试', 'isv.app-call-limited', '触发限流，请稍后重试');
  const p = JSON.parse(req.body) as Record<string, unknown>;
  if (q.method === 'token.create') {
    if (p.code !== 'good-code' || p.grant_type !== 'authorization_code')
      return reply(50001, '平台处理失败', 'dop.token-generate-failed:code-invalid', '生成token失败，code参数不正确');
    return reply(10000, 'success', '', '', {
      access_token: 'at-1',
      expires_in: 604_800,
      refresh_token: 'rt-1',
      shop_id: 4463798,
      shop_name: '张三的抖店',
    });
  }
  if (q.method === 'token.refresh') {
    if (p.refresh_token !== 'rt-1') return reply(50001, '平台处理失败', 'dop.token-generate-failed:token-expired', '生成token失败，token已过期');
    return reply(10000, 'success', '', '', {
      access_token: 'at-2',
      expires_in: 604_800,
      refresh_token: 'rt-2',
      shop_id: '4463798',
      shop_name: '张三的抖店',
    });
  }
  if (mode === 'expired' || q.access_token !== 'at-1') return reply(40003, '非法的参数', 'isv.access-token-expired', 'access_token已过期');
  if (q.method === 'order.searchList') {
    const status = (p.combine_status as { order_status: string }[])[0].order_status;
    if (status !== '2' || Number(p.size) > 100) return reply(40004, '非法的参数');
    const hits = ORDERS.filter((o) => o.create_time >= Number(p.create_time_start) && o.create_time <= Number(p.create_time_end));
    const from = Number(p.page) * Number(p.size);
    return reply(10000, 'success', '', '', {
      page: p.page,
      size: p.size,
      total: hits.length,
      shop_order_list: hits.slice(from, from + Number(p.size)),
    });
  }
  if (q.method === 'order.batchDecrypt') {
    if (mode === 'no-decrypt') return reply(30001, '操作权限不足', 'isv.app-permissions-insufficient', '应用无权限调用该接口，请先申请接口权限包');
    const plain: Record<string, string> = {
      '#EncName#': '李四',
      $EncTel$: '13912345678',
      '~EncAddr~': '科技园南路8号',
    };
    const infos = (p.cipher_infos as { auth_id: string; cipher_text: string }[]).map((c) => ({
      auth_id: c.auth_id,
      cipher_text: c.cipher_text,
      decrypt_text: plain[c.cipher_text] ?? '',
      err_no: 0,
      err_msg: '',
    }));
    return reply(10000, 'success', '', '', {
      decrypt_infos: infos,
      custom_err: { err_code: 0, err_msg: '' },
    });
  }
  if (q.method === 'order.logisticsAdd') {
    if (p.order_id === ORDERS[1].order_id) return reply(50002, '业务处理失败', 'isv.business-failed:3', '订单存在退款，不能发货');
    return reply(10000, 'success', '', '', {});
  }
  return reply(70000, '接口服务已下线', 'isp.api-service-off');
};

const fake = fakePlatformForTests(handle);
const ENV = () => ({
  DOUDIAN_APP_KEY: APP_KEY,
  DOUDIAN_APP_SECRET: SECRET,
  DOUDIAN_API_URL: fake.url,
  DOUDIAN_AUTH_URL: AUTH_URL,
});
const make = (extra: Record<string, string> = {}) => doudianEntry.create({ ...ENV(), ...extra }, siteContext(4));
const auth = shopAuth({ platform: 'dy', shopId: '4463798', shopName: '张三的抖店' });
const RANGE = {
  start: new Date('2026-11-21T16:00:00Z'),
  end: new Date('2026-11-22T16:00:00Z'),
};

describe('抖店 (open platform)', () => {
  it('signs as the SDKs do: hmac-sha256 over secret + app_key…v2 + secret (md5 on request)', () => {
    const parts = {
      appKey: '123',
      method: 'order.searchList',
      paramJson: '{"page":0,"size":20}',
      timestamp: '1700000000',
    };
    const pattern = 'secretapp_key123methodorder.searchListparam_json{"page":0,"size":20}timestamp1700000000v2secret';
    expect(doudianSign(parts, 'secret')).toBe(createHmac('sha256', 'secret').update(pattern).digest('hex'));
    expect(doudianSign(parts, 'secret', 'md5')).toMatch(/^[0-9a-f]{32}$/);
    expect(doudianSign(parts, 'secret', 'md5')).not.toBe(doudianSign({ ...parts, timestamp: '1700000001' }, 'secret', 'md5'));
  });

  it("sends the merchant to the service market's authorisation with its service_id and state; settings are checked", () => {
    const link = make().authorizeUrl({ state: 'abc', redirectUri: '/user-center/shop-manage' });
    expect(urlParts(link)).toEqual({
      page: 'https://fuwu.jinritemai.com/authorize',
      query: {
        service_id: '12345',
        state: 'abc',
      },
    });
    expect(make().marketUrl({ authorizeUrl: link })).toBe(link);
    expect(doudianEntry.alsoRequired).toEqual(['DOUDIAN_AUTH_URL']);
    expect(
      doudianEntry.check!({
        ...ENV(),
        DOUDIAN_AUTH_URL: 'https://fuwu.jinritemai.com/authorize',
      }),
    ).toEqual([expect.stringContaining('service_id')]);
    expect(doudianEntry.check!(ENV())).toEqual([]);
  });

  it('creates the token from the code (shop_id / shop_name are the shop); a wrong secret is refused by the signature', async () => {
    expect(await make().exchangeCode('good-code')).toEqual({ ...auth(), expiresAt: new Date(NOW.getTime() + 604_800_000) });
    expect(fake.requests[0]).toMatchObject({
      method: 'POST',
      path: '/token/create',
      query: {
        method: 'token.create',
        app_key: APP_KEY,
        timestamp: String(NOW.getTime() / 1000),
      },
    });
    expect(fake.requests[0].query.access_token).toBeUndefined();
    expect(JSON.parse(fake.requests[0].body)).toEqual({
      code: 'good-code',
      grant_type: 'authorization_code',
    });
    await expect(make().exchangeCode('bad')).rejects.toThrow('抖店授权失败：生成token失败，code参数不正确');
    await expect(make({ DOUDIAN_APP_SECRET: 'wrong-secret' }).exchangeCode('good-code')).rejects.toThrow('签名校验失败');
  });

  it('refreshes the token; a refused refresh token is an expired authorisation', async () => {
    expect(await make().refresh(auth())).toMatchObject({
      accessToken: 'at-2',
      refreshToken: 'rt-2',
      shopId: '4463798',
    });
    expect(JSON.parse(fake.requests[0].body)).toEqual({
      grant_type: 'refresh_token',
      refresh_token: 'rt-1',
    });
    await expect(make().refresh({ ...auth(), refreshToken: 'old' })).rejects.toThrow(ShopAuthExpiredError);
  });

  it('lists 待发货 orders across 抖店 pages, decrypts the receiver and maps every field', async () => {
    const first = await make().listOrders(auth(), syncPage(1, 200, RANGE));
    expect(first.total).toBe(203);
    expect(first.orders).toHaveLength(200);
    const lists = fake.requests.filter((r) => r.query.method === 'order.searchList').map((r) => JSON.parse(r.body));
    expect(lists.map((p) => [p.page, p.size])).toEqual([
      [0, 100],
      [1, 100],
    ]);
    expect(lists[0]).toMatchObject({
      create_time_start: RANGE.start.getTime() / 1000,
      create_time_end: RANGE.end.getTime() / 1000 - 1,
      combine_status: [{ order_status: '2' }],
    });
    const decrypts = fake.requests.filter((r) => r.query.method === 'order.batchDecrypt').map((r) => JSON.parse(r.body).cipher_infos);
    expect(decrypts).toEqual([
      [
        { auth_id: ORDERS[0].order_id, cipher_text: '#EncName#' },
        { auth_id: ORDERS[0].order_id, cipher_text: '$EncTel$' },
        { auth_id: ORDERS[0].order_id, cipher_text: '~EncAddr~' },
      ],
    ]);
    expect(first.orders[0]).toEqual({
      shopOrder: ORDERS[0].order_id,
      status: 'paid',
      createdAt: new Date((CREATED + 1) * 1000),
      buyerNick: '',
      receiverName: '李四',
      receiverPhone: '13912345678',
      province: '广东省',
      city: '深圳市',
      district: '南山区',
      address: '粤海街道科技园南路8号',
      flag: 6,
      remark: '不要放快递柜；加急',
      goods: [
        {
          name: '保温杯',
          spec: '颜色:白',
          count: 1,
          image: 'https://p3-aio.ecombdimg.com/a.jpg',
        },
      ],
    });
    expect(first.orders[1]).toMatchObject({
      status: 'refunded',
      receiverName: '张三',
      address: '文新街道文一西路1号',
      flag: 0,
      goods: [{ name: '数据线', spec: '', count: 2, image: '' }],
    });
    expect(first.orders[2].status).toBe('closed');
    const second = await make().listOrders(auth(), syncPage(2, 200, RANGE));
    expect(second.orders.map((o) => o.shopOrder)).toEqual(ORDERS.slice(200).map((o) => o.order_id));
    expect(second.total).toBe(203);
  });

  it('keeps the masked receiver when the decrypt call is refused (never invents one)', async () => {
    fake.mode = 'no-decrypt';
    const { orders } = await make().listOrders(auth(), syncPage(1, 200, RANGE));
    expect(orders[0]).toMatchObject({
      receiverName: '李**',
      receiverPhone: '138****8000',
      address: '粤海街道科技园****',
    });
  });

  it("delivers with order.logisticsAdd and the courier's company_code; a refusal is a Chinese answer", async () => {
    const platform = make();
    expect(await platform.uploadWaybill(auth(), shipment(ORDERS[0].order_id, '圆通速递', 'YT1234567890123'))).toEqual({ ok: true });
    expect(JSON.parse(fake.requests[0].body)).toEqual({
      company_code: 'yuantong',
      logistics_code: 'YT1234567890123',
      order_id: ORDERS[0].order_id,
    });
    expect(await platform.uploadWaybill(auth(), shipment(ORDERS[1].order_id, '极兔速递', 'JT1'))).toEqual({ ok: false, msg: '订单已退款，不能发货' });
    expect(JSON.parse(fake.requests[1].body).company_code).toBe('jtexpress');
    await make({ DOUDIAN_COMPANY_CODES: '{"极兔":"jitu"}' }).uploadWaybill(auth(), shipment(ORDERS[0].order_id, '极兔速递', 'JT1'));
    expect(JSON.parse(fake.requests.at(-1)!.body).company_code).toBe('jitu');
  });

  it("an expired token fails the sync with the service's message and refuses delivery with it", async () => {
    fake.mode = 'expired';
    await expectExpiredToken(make(), auth(), syncPage(1, 200, RANGE), shipment(ORDERS[0].order_id, '圆通速递', 'YT1'));
  });

  it('rate limits, HTTP 503 and nothing listening are outages, thrown to be retried', async () => {
    fake.mode = 'limited';
    await expect(make().uploadWaybill(auth(), shipment(ORDERS[0].order_id, '圆通速递', 'YT1'))).rejects.toThrow(PlatformOutageError);
    fake.mode = 'down';
    await expect(make().listOrders(auth(), syncPage(1, 200, RANGE))).rejects.toThrow('HTTP 503');
    await expect(make({ DOUDIAN_API_URL: 'http://127.0.0.1:9' }).refresh(auth())).rejects.toThrow('暂时无法连接');
  });
});
