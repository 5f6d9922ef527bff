import { createHash, createHmac } from 'node:crypto';
import { PlatformOutageError, ShopAuthExpiredError } from './common';
import { kuaishouEntry, kuaishouSign } from './kuaishou';
import { expectExpiredToken, fakePlatformForTests, NOW, shipment, shopAuth, siteContext, syncPage, urlParts, type FakeHandler } from './test-support';

const APP_KEY = 'ks650000000000000001';
const APP_SECRET = 'ks-app-secret-0123';
const SIGN_SECRET = 'ks-sign-secret-4567';

/** The documented signing, written out again: Base64(HMAC_SHA256(signSecret, sorted name=value&… + "&signSecret=" + signSecret)). */
const expectedSign = (form: Record<string, string>) => {
  const joined = ['access_token', 'appkey', 'method', 'param', 'signMethod', 'timestamp', 'version'].map((k) => `${k}=${form[k]}`).join('&');
  return createHmac('sha256', SIGN_SECRET).update(`${joined}&signSecret=${SIGN_SECRET}`).digest('base64');
};

const CREATED = Date.parse('2026-11-22T00:30:00Z');
const order = (
  n: number,
  extra: {
    base?: Record<string, unknown>;
    address?: Record<string, unknown>;
    refunds?: unknown[];
  } = {},
) => ({
  orderBaseInfo: {
    oid: 2418800000000000 + n,
    status: 30,
    createTime: CREATED + n * 1000,
    buyerNick: `买家${n}`,
    remark: '',
    ...extra.base,
  },
  orderRefundList: extra.refunds ?? [],
  orderAddress: {
    consignee: '张三',
    mobile: '13800138000',
    province: '浙江省',
    city: '杭州市',
    district: '西湖区',
    town: '文新街道',
    address: '文一西路1号',
    ...extra.address,
  },
  orderItemInfo: {
    itemTitle: '保温杯',
    skuDesc: '白色 500ml',
    num: 2,
    itemPicUrl: 'https://p4-ec.ecukwai.com/a.jpg',
  },
});
const ENCRYPTED = {
  consignee: '',
  mobile: '',
  address: '',
  encryptedConsignee: 'ENC_NAME',
  encryptedMobile: 'ENC_TEL',
  encryptedAddress: 'ENC_ADDR',
  desensitiseConsignee: '李*',
  desensitiseMobile: '139****5678',
  desensitiseAddress: '科技园****',
};
// five 待发货 orders in the first 7-day window, two in the second
const ORDERS = [
  order(1, {
    address: {
      ...ENCRYPTED,
      province: '广东省',
      city: '深圳市',
      district: '南山区',
      town: '粤海街道',
    },
    base: { remark: '不要放快递柜', flag: 2 },
  }),
  order(2, { refunds: [{ refundId: 1, refundStatus: 10 }] }),
  order(3),
  order(4),
  order(5),
  order(8 * 86_400 + 1),
  order(8 * 86_400 + 2),
];

const fail = (result: number, msg: string) => ({
  body: { result, error_msg: msg },
});

const handle: FakeHandler = (req, mode) => {
  if (mode === 'down') return { status: 503, body: 'Service Unavailable' };
  const f = req.form;
  if (req.path === '/oauth2/access_token') {
    if (req.method !== 'GET' || f.app_id !== APP_KEY || f.app_secret !== APP_SECRET || f.grant_type !== 'code') return fail(100200101, 'unauthorized_client');
    if (f.code !== 'good-code') return fail(100200105, 'invalid_grant');
    return {
      body: {
        result: 1,
        access_token: 'at-1',
        refresh_token: 'rt-1',
        expires_in: 172_800,
        open_id: 'open-1',
        scopes: ['merchant_order'],
      },
    };
  }
  if (req.path === '/oauth2/refresh_token') {
    if (req.method !== 'POST' || f.app_secret !== APP_SECRET) return fail(100200101, 'unauthorized_client');
    if (f.refresh_token !== 'rt-1') return fail(100200102, 'refreshToken.discarded');
    return {
      body: {
        result: 1,
        access_token: 'at-2',
        refresh_token: 'rt-2',
        expires_in: 172_800,
        refresh_token_expires_in: 15_000_000,
      },
    };
  }
  if (req.method !== 'POST' || f.appkey !== APP_KEY || f.version !== '1' || f.signMethod !== 'HMAC_SHA256' || !/^\d{13}$/.test(f.timestamp))
    return fail(10001, '参数错误');
  if (req.path !== `/${f.method.replace(/\./g, '/')}`) return fail(10002, 'API不存在');
  if (f.sign !== expectedSign(f)) return fail(10003, '签名校验失败');
  if (mode === 'limited') return fail(1017, `Exceed qps limit, KEY [apiId:${f.method};appkey:${APP_KEY}], MAX_QPS [100.0]`);
  if (mode === 'expired' || !['at-1', 'at-2'].includes(f.access_token)) return fail(24, 'AUTHORIZATION_REVOKED');
  const p = JSON.parse(f.param) as Record<string, unknown>;
  if (f.method === 'open.user.seller.get')
    return {
      body: {
        result: 1,
        data: { name: '张三的快手小店', sellerId: 1234567, openId: 'open-1' },
      },
    };
  if (f.method === 'open.order.cursor.list') {
    const from = Number(p.beginTime);
    const to = Number(p.endTime);
    if (to - from > 7 * 86_400_000) return fail(300004, 'SEARCH TIME RANGE EXPAND 7 DAYS');
    if (p.orderViewStatus !== 3 || Number(p.pageSize) > 100) return fail(10001, '参数错误');
    const hits = ORDERS.filter((o) => o.orderBaseInfo.createTime >= from && o.orderBaseInfo.createTime <= to);
    // 快手 pages by cursor; this fake answers at most two a page, so one page of ours spans several
    const at = p.cursor ? Number(p.cursor) : 0;
    const slice = hits.slice(at, at + Math.min(2, Number(p.pageSize)));
    return {
      body: {
        result: 1,
        data: {
          cursor: at + slice.length >= hits.length ? 'nomore' : String(at + slice.length),
          orderList: slice,
          pageSize: p.pageSize,
        },
      },
    };
  }
  if (f.method === 'open.security.instant.decrypt.batch') {
    if (mode === 'no-decrypt') return fail(403, '没有解密权限');
    const plain: Record<string, string> = {
      ENC_NAME: '李四',
      ENC_TEL: '13912345678',
      ENC_ADDR: '科技园南路8号',
    };
    const list = (p.decryptDataList as { encryptedData: string }[]).map((d) => ({
      encryptedData: d.encryptedData,
      decryptedData: plain[d.encryptedData],
      errorCode: 0,
    }));
    return { body: { result: 1, data: { decryptDataList: list } } };
  }
  if (f.method === 'open.seller.order.goods.deliver') {
    if (p.orderId === ORDERS[1].orderBaseInfo.oid) return fail(20002, '订单存在售后，退款中不能发货');
    return { body: { result: 1, data: {} } };
  }
  return fail(10002, 'API不存在');
};

const fake = fakePlatformForTests(handle);
const ENV = () => ({
  KUAISHOU_APP_KEY: APP_KEY,
  KUAISHOU_APP_SECRET: APP_SECRET,
  KUAISHOU_SIGN_SECRET: SIGN_SECRET,
  KUAISHOU_API_URL: fake.url,
});
const make = (extra: Record<string, string> = {}) => kuaishouEntry.create({ ...ENV(), ...extra }, siteContext(5));
const auth = shopAuth({ platform: 'ks', shopId: '1234567', shopName: '张三的快手小店' });
/** 2026-11-21 00:00 → 12-05 00:00 China: two 7-day windows. */
const RANGE = {
  start: new Date('2026-11-20T16:00:00Z'),
  end: new Date('2026-12-04T16:00:00Z'),
};
const oid = (n: number) => String(2418800000000000 + n);

describe('快手小店 (open platform)', () => {
  it('signs as documented: sorted name=value& + &signSecret=…, HMAC_SHA256 → Base64, MD5 → hex', () => {
    const params = {
      method: 'open.order.cursor.list',
      appkey: 'ks123',
      access_token: 'xxx',
      param: '{"title":"短袖"}',
      signMethod: 'MD5',
      timestamp: '1583271919000',
      version: '1',
    };
    const input =
      'access_token=xxx&appkey=ks123&method=open.order.cursor.list&param={"title":"短袖"}&signMethod=MD5&timestamp=1583271919000&version=1&signSecret=s';
    expect(kuaishouSign(params, 's', 'MD5')).toBe(createHash('md5').update(input).digest('hex'));
    expect(kuaishouSign({ ...params, signMethod: 'HMAC_SHA256' }, 's')).toBe(
      createHmac('sha256', 's').update(input.replace('MD5', 'HMAC_SHA256')).digest('base64'),
    );
  });

  it('sends the merchant to the OAuth page with app_id, the callback, the scopes and state; the signSecret is required', () => {
    expect(
      urlParts(
        make().authorizeUrl({
          state: 'abc',
          redirectUri: '/user-center/shop-manage',
        }),
      ),
    ).toEqual({
      page: 'https://open.kwaixiaodian.com/oauth/authorize',
      query: {
        app_id: APP_KEY,
        redirect_uri: 'https://mall.example.com/user-center/shop-manage?platform=5',
        scope: 'merchant_user,merchant_order,merchant_logistics',
        response_type: 'code',
        state: 'abc',
      },
    });
    expect(kuaishouEntry.alsoRequired).toEqual(['KUAISHOU_SIGN_SECRET']);
    expect(
      kuaishouEntry.check!({
        ...ENV(),
        KUAISHOU_EXPRESS_CODES: '{"极兔":"JT"}',
      }),
    ).toEqual([expect.stringContaining('极兔')]);
  });

  it('exchanges the code (GET, as documented) and names the shop by open.user.seller.get', async () => {
    expect(await make().exchangeCode('good-code')).toEqual({ ...auth(), expiresAt: new Date(NOW.getTime() + 172_800_000) });
    expect(fake.requests[0]).toMatchObject({
      method: 'GET',
      path: '/oauth2/access_token',
      query: { app_id: APP_KEY, grant_type: 'code', code: 'good-code' },
    });
    expect(fake.requests[1].form).toMatchObject({
      method: 'open.user.seller.get',
      access_token: 'at-1',
      timestamp: String(NOW.getTime()),
    });
    await expect(make().exchangeCode('bad')).rejects.toThrow('快手授权失败：invalid_grant');
    await expect(make({ KUAISHOU_SIGN_SECRET: 'wrong' }).exchangeCode('good-code')).rejects.toThrow('快手授权失败：签名校验失败');
  });

  it('refreshes the token (POST); a discarded refresh token is an expired authorisation', async () => {
    expect(await make().refresh(auth())).toMatchObject({
      accessToken: 'at-2',
      refreshToken: 'rt-2',
      shopId: '1234567',
      shopName: '张三的快手小店',
    });
    expect(fake.requests[0]).toMatchObject({
      method: 'POST',
      form: {
        grant_type: 'refresh_token',
        refresh_token: 'rt-1',
        app_id: APP_KEY,
      },
    });
    await expect(make().refresh({ ...auth(), refreshToken: 'old' })).rejects.toThrow(ShopAuthExpiredError);
  });

  it('lists 待发货 orders by cursor, 7 days a query, pages of ours spanning 快手 pages; decrypts and maps', async () => {
    const platform = make();
    const first = await platform.listOrders(auth(), syncPage(1, 4, RANGE));
    expect(first.orders.map((o) => o.shopOrder)).toEqual([1, 2, 3, 4].map(oid));
    expect(first.total).toBe(5);
    const lists = fake.requests.filter((r) => r.form.method === 'open.order.cursor.list').map((r) => JSON.parse(r.form.param));
    expect(lists.map((p) => [p.cursor, p.pageSize])).toEqual([
      ['', 4],
      ['2', 2],
    ]);
    expect(lists[0]).toMatchObject({
      orderViewStatus: 3,
      queryType: 1,
      beginTime: RANGE.start.getTime(),
      endTime: RANGE.start.getTime() + 7 * 86_400_000 - 1,
    });
    const decrypt = fake.requests.filter((r) => r.form.method === 'open.security.instant.decrypt.batch').map((r) => JSON.parse(r.form.param));
    expect(decrypt).toEqual([
      {
        decryptDataList: [{ encryptedData: 'ENC_NAME' }, { encryptedData: 'ENC_TEL' }, { encryptedData: 'ENC_ADDR' }],
      },
    ]);
    expect(first.orders[0]).toEqual({
      shopOrder: oid(1),
      status: 'paid',
      createdAt: new Date(CREATED + 1000),
      buyerNick: '买家1',
      receiverName: '李四',
      receiverPhone: '13912345678',
      province: '广东省',
      city: '深圳市',
      district: '南山区',
      address: '粤海街道科技园南路8号',
      flag: 2,
      remark: '不要放快递柜',
      goods: [
        {
          name: '保温杯',
          spec: '白色 500ml',
          count: 2,
          image: 'https://p4-ec.ecukwai.com/a.jpg',
        },
      ],
    });
    expect(first.orders[1]).toMatchObject({
      status: 'refunded',
      receiverName: '张三',
      receiverPhone: '13800138000',
      address: '文新街道文一西路1号',
    });
    // page 2 starts where page 1 stopped (the cursor is kept) and crosses into the second window
    fake.requests.length = 0;
    const second = await platform.listOrders(auth(), syncPage(2, 4, RANGE));
    expect(second.orders.map((o) => o.shopOrder)).toEqual([5, 8 * 86_400 + 1, 8 * 86_400 + 2].map(oid));
    expect(second.total).toBe(7);
    expect(fake.requests.filter((r) => r.form.method === 'open.order.cursor.list').map((r) => JSON.parse(r.form.param).cursor)).toEqual(['4', '']);
  });

  it('keeps the masked receiver when decryption is refused', async () => {
    fake.mode = 'no-decrypt';
    const { orders } = await make().listOrders(auth(), syncPage(1, 4, RANGE));
    expect(orders[0]).toMatchObject({
      receiverName: '李*',
      receiverPhone: '139****5678',
      address: '粤海街道科技园****',
    });
  });

  it('delivers with open.seller.order.goods.deliver and the expressCode; a refusal is a Chinese answer', async () => {
    expect(await make().uploadWaybill(auth(), shipment(oid(1)))).toEqual({ ok: true });
    expect(JSON.parse(fake.requests[0].form.param)).toEqual({
      orderId: Number(oid(1)),
      expressNo: '78123456789012',
      expressCode: 9,
    });
    expect(await make().uploadWaybill(auth(), shipment(oid(2), '极兔速递', 'JT1'))).toEqual({ ok: false, msg: '订单已退款，不能发货' });
    expect(JSON.parse(fake.requests[1].form.param).expressCode).toBe(109);
    await make({ KUAISHOU_EXPRESS_CODES: '{"极兔":"999"}' }).uploadWaybill(auth(), shipment(oid(1), '极兔速递', 'JT1'));
    expect(JSON.parse(fake.requests.at(-1)!.form.param).expressCode).toBe(999);
  });

  it("a withdrawn token fails the sync with the service's message and refuses delivery with it", async () => {
    fake.mode = 'expired';
    await expectExpiredToken(make(), auth(), syncPage(1, 4, RANGE), shipment(oid(1), '圆通速递', 'YT1'));
  });

  it('rate limits, HTTP 503 and nothing listening are outages, thrown to be retried', async () => {
    fake.mode = 'limited';
    await expect(make().uploadWaybill(auth(), shipment(oid(1), '圆通速递', 'YT1'))).rejects.toThrow(PlatformOutageError);
    fake.mode = 'down';
    await expect(make().listOrders(auth(), syncPage(1, 4, RANGE))).rejects.toThrow('HTTP 503');
    await expect(make().exchangeCode('good-code')).rejects.toThrow('HTTP 503');
    await expect(make({ KUAISHOU_API_URL: 'http://127.0.0.1:9' }).refresh(auth())).rejects.toThrow('暂时无法连接');
  });
});
