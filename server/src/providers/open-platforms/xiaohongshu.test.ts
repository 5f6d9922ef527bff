import { createHash } from 'node:crypto';
import { StoreMessages } from 'shared-contracts';
import { PlatformOutageError } from './common';
import { expectExpiredToken, fakePlatformForTests, NOW, shipment, shopAuth, siteContext, syncPage, urlParts, type FakeHandler } from './test-support';
import { xiaohongshuEntry, xiaohongshuSign } from './xiaohongshu';

const APP_ID = 'xhs-app-id-0001';
const SECRET = 'xhs-app-secret-0123456789';
const CREATED = Date.parse('2026-11-22T00:30:00Z');

/** The documented signing, written out again: md5("method?appId=…&timestamp=…&version=…" + appSecret), lowercase. */
const expectedSign = (b: Record<string, unknown>) =>
  createHash('md5').update(`${b.method}?appId=${b.appId}&timestamp=${b.timestamp}&version=${b.version}${SECRET}`).digest('hex');

const ORDERS = Array.from({ length: 150 }, (_, i) => ({
  orderId: `P${700000001 + i}`,
  orderStatus: 4,
  orderAfterSalesStatus: i === 2 ? 3 : 1,
  cancelStatus: 0,
  createdTime: CREATED,
  receiverProvinceName: '上海',
  receiverCityName: '上海市',
  receiverDistrictName: '长宁区',
  customerRemark: '送人的',
  sellerRemark: i === 0 ? '加急' : '',
  sellerRemarkFlag: i === 0 ? 2 : 0,
}));
const seal = (value: string) => `#${Buffer.from(value).toString('base64')}#`;

const ok = (data: unknown) => ({
  body: { success: true, error_code: 0, data },
});
const fail = (code: number, msg: string) => ({
  body: { success: false, error_code: code, error_msg: msg },
});

const handle: FakeHandler = (req, mode) => {
  if (mode === 'down') return { status: 503, body: 'Service Unavailable' };
  if (req.path !== '/ark/open_api/v3/common_controller' || req.method !== 'POST' || !/json/.test(req.headers['content-type'] ?? ''))
    return { status: 404, body: {} };
  const b = JSON.parse(req.body) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  if (b.appId !== APP_ID || b.version !== '2.0' || !/^\d{10}$/.test(b.timestamp)) return fail(-1, '参数错误');
  if (b.sign !== expectedSign(b)) return fail(-1001, '签名错误');
  if (mode === 'limited') return fail(-9999, '接口限流，请稍后重试');
  if (b.method === 'oauth.getAccessToken' || b.method === 'oauth.refreshToken') {
    if (b.method === 'oauth.getAccessToken' ? b.code !== 'good-code' : b.refreshToken !== 'rt-1') return fail(-1003, 'code不存在或已过期');
    return ok({
      accessToken: b.code ? 'at-1' : 'at-2',
      accessTokenExpiresAt: NOW.getTime() + 7 * 86_400_000,
      refreshToken: 'rt-1',
      refreshTokenExpiresAt: NOW.getTime() + 14 * 86_400_000,
      sellerId: '5a15100ee832',
      sellerName: '赵六小红书店',
    });
  }
  if (mode === 'expired' || b.accessToken !== 'at-1') return fail(-1004, 'accessToken已过期');
  if (b.method === 'order.getOrderList') {
    if (b.timeType !== 1 || b.orderStatus !== 4 || b.endTime - b.startTime > 86_400 || b.pageSize > 100) return fail(-1, '参数错误');
    const hits = ORDERS.filter((o) => o.createdTime >= b.startTime * 1000 && o.createdTime <= b.endTime * 1000 + 999);
    return ok({
      total: hits.length,
      pageNo: b.pageNo,
      pageSize: b.pageSize,
      orderList: hits.slice((b.pageNo - 1) * b.pageSize, b.pageNo * b.pageSize),
    });
  }
  if (b.method === 'order.getOrderDetail') {
    return ok({
      orderId: b.orderId,
      openAddressId: `addr-${b.orderId}`,
      skuList: [
        {
          skuName: '香薰蜡烛',
          skuSpec: '雪松 200g',
          skuQuantity: 1,
          skuImage: 'https://img.xhscdn.com/c.jpg',
        },
      ],
    });
  }
  if (b.method === 'order.getOrderReceiverInfo') {
    const infos = (b.receiverQueries as { orderId: string; openAddressId: string }[]).map((q) => ({
      orderId: q.orderId,
      matched: q.openAddressId === `addr-${q.orderId}`,
      receiverProvinceName: '上海',
      receiverCityName: '上海市',
      receiverDistrictName: '长宁区',
      receiverName: seal('赵小六'),
      receiverPhone: seal('13912345678'),
      receiverAddress: seal('金钟路100号B栋602室'),
    }));
    return ok({ receiverInfos: infos });
  }
  if (b.method === 'data.batchDecrypt') {
    if (mode === 'no-decrypt') return fail(-2000701, '触发解密限额，无法解密，请对接平台电子面单或联系平台处理');
    if (b.baseInfos.length > 100 || b.actionType !== '2' || !b.appUserId) return fail(-1, '参数错误');
    const list = (b.baseInfos as { dataTag: string; encryptedData: string }[]).map((x) => ({
      ...x,
      decryptedData: Buffer.from(x.encryptedData.slice(1, -1), 'base64').toString(),
    }));
    return ok({ dataInfoList: list });
  }
  if (b.method === 'order.orderDeliver') {
    if (b.orderId === 'P700000003') return fail(-7002, '订单售后中，不能发货');
    if (b.orderId === 'P700000004') return fail(-7003, '订单已发货');
    return ok({});
  }
  return fail(-1, 'method不存在');
};

const fake = fakePlatformForTests(handle);
const env = (extra: Record<string, string> = {}) => ({
  XHS_APP_ID: APP_ID,
  XHS_APP_SECRET: SECRET,
  XHS_API_URL: `${fake.url}/ark/open_api/v3/common_controller`,
  ...extra,
});
const context = siteContext(8);
const make = (extra: Record<string, string> = {}) => xiaohongshuEntry.create(env(extra), context);
const auth = shopAuth({ platform: 'xhs', shopId: '5a15100ee832', shopName: '赵六小红书店' });
const bodies = (method: string) => fake.requests.map((r) => JSON.parse(r.body) as Record<string, unknown>).filter((b) => b.method === method);

describe('小红书 (open platform)', () => {
  it("is the xhs entry and sends the merchant to ark's authorisation with appId, callback and state", () => {
    expect([xiaohongshuEntry.platform, xiaohongshuEntry.key, xiaohongshuEntry.secret]).toEqual(['xhs', 'XHS_APP_ID', 'XHS_APP_SECRET']);
    expect(
      urlParts(
        xiaohongshuEntry
          .create({ XHS_APP_ID: APP_ID, XHS_APP_SECRET: SECRET }, context)
          .authorizeUrl({ state: 'abc', redirectUri: '/user-center/shop-manage' }),
      ),
    ).toEqual({
      page: 'https://ark.xiaohongshu.com/ark/authorization',
      query: {
        appId: APP_ID,
        redirectUri: 'https://mall.example.com/user-center/shop-manage?platform=8',
        state: 'abc',
      },
    });
  });

  it('signs only the system parameters, as documented', () => {
    const expected = createHash('md5').update('product.createItem?appId=21d6&timestamp=1612518379&version=2.0429a').digest('hex');
    expect(xiaohongshuSign('product.createItem', '21d6', '1612518379', '2.0', '429a')).toBe(expected);
  });

  it('gets the token for the code (sellerId / sellerName are the shop) with a signed JSON POST', async () => {
    expect(await make().exchangeCode('good-code')).toEqual({ ...auth(), expiresAt: new Date(NOW.getTime() + 7 * 86_400_000) });
    expect(bodies('oauth.getAccessToken')[0]).toMatchObject({
      code: 'good-code',
      timestamp: String(NOW.getTime() / 1000),
    });
    await expect(make().exchangeCode('bad')).rejects.toThrow('小红书授权失败：code不存在或已过期');
    await expect(make({ XHS_APP_SECRET: 'wrong' }).exchangeCode('good-code')).rejects.toThrow('签名错误');
  });

  it('refreshes the token; a refused refresh token is an expired authorisation', async () => {
    expect(await make().refresh(auth())).toMatchObject({
      accessToken: 'at-2',
      shopId: '5a15100ee832',
    });
    await expect(make().refresh({ ...auth(), refreshToken: 'old' })).rejects.toThrow(StoreMessages.authExpired);
  });

  it('lists 待发货 orders a day at a time: one page of ours spans two of theirs, details and receivers decrypted', async () => {
    const got = await make().listOrders(auth(), syncPage(1, 200));
    expect(got.total).toBe(150);
    expect(got.orders).toHaveLength(150);
    expect(got.orders[0]).toEqual({
      shopOrder: 'P700000001',
      status: 'paid',
      createdAt: new Date(CREATED),
      buyerNick: '',
      receiverName: '赵小六',
      receiverPhone: '13912345678',
      province: '上海',
      city: '上海市',
      district: '长宁区',
      address: '金钟路100号B栋602室',
      flag: 2,
      remark: '送人的；加急',
      goods: [
        {
          name: '香薰蜡烛',
          spec: '雪松 200g',
          count: 1,
          image: 'https://img.xhscdn.com/c.jpg',
        },
      ],
    });
    expect(got.orders[2]).toMatchObject({
      status: 'refunded',
      receiverName: '',
    });
    expect(bodies('order.getOrderList').map((b) => [b.pageNo, b.pageSize])).toEqual([
      [1, 1],
      [1, 1],
      [1, 100],
      [2, 100],
    ]);
    expect(bodies('order.getOrderDetail')).toHaveLength(150);
    expect(bodies('data.batchDecrypt').map((b) => (b.baseInfos as unknown[]).length)).toEqual([100, 100, 100, 100, 47]);
  });

  it('leaves the receiver empty (never the ciphertext) when decryption is refused', async () => {
    fake.mode = 'no-decrypt';
    const got = await make().listOrders(auth(), syncPage(1, 2));
    expect(got.orders.map((o) => [o.receiverName, o.receiverPhone, o.address, o.province])).toEqual([
      ['', '', '', '上海'],
      ['', '', '', '上海'],
    ]);
  });

  it('delivers with order.orderDeliver and the express code; refusals are Chinese answers', async () => {
    const platform = make();
    expect(await platform.uploadWaybill(auth(), shipment('P700000001', '极兔速递'))).toEqual({ ok: true });
    expect(bodies('order.orderDeliver')[0]).toMatchObject({
      orderId: 'P700000001',
      expressNo: '78123456789012',
      expressCompanyCode: 'jtexpress',
      accessToken: 'at-1',
    });
    expect(await platform.uploadWaybill(auth(), shipment('P700000003'))).toEqual({
      ok: false,
      msg: '订单已退款，不能发货',
    });
    expect(await platform.uploadWaybill(auth(), shipment('P700000004'))).toEqual({
      ok: false,
      msg: '订单已发货',
    });
    await make({ XHS_EXPRESS_CODES: '{"中通":"zto2"}' }).uploadWaybill(auth(), shipment('P700000001'));
    expect(bodies('order.orderDeliver').at(-1)!.expressCompanyCode).toBe('zto2');
  });

  it("an expired token fails the sync with the service's message and refuses delivery with it", async () => {
    fake.mode = 'expired';
    await expectExpiredToken(make(), auth(), syncPage(1, 4), shipment('P700000001'));
  });

  it('a rate limit or HTTP 503 is an outage, thrown to be retried', async () => {
    fake.mode = 'limited';
    await expect(make().uploadWaybill(auth(), shipment('P700000001'))).rejects.toBeInstanceOf(PlatformOutageError);
    fake.mode = 'down';
    await expect(make().listOrders(auth(), syncPage(1, 4))).rejects.toThrow('HTTP 503');
  });
});
