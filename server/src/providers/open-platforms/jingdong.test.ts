import { createHash } from 'node:crypto';
import { StoreMessages } from 'shared-contracts';
import { PlatformOutageError } from './common';
import { jdSign, jingdongEntry } from './jingdong';
import { expectExpiredToken, fakePlatformForTests, NOW, shipment, shopAuth, siteContext, syncPage, urlParts, type FakeHandler } from './test-support';

const KEY = 'jd-app-key-0001';
const SECRET = 'jd-app-secret-0123456789';

/** JOS's documented signing, written out again: upper(md5(secret + sorted name+value + secret)). */
const expectedSign = (form: Record<string, string>) =>
  createHash('md5')
    .update(
      SECRET +
        Object.keys(form)
          .filter((k) => k !== 'sign' && form[k] !== '')
          .sort()
          .map((k) => k + form[k])
          .join('') +
        SECRET,
    )
    .digest('hex')
    .toUpperCase();

const order = (id: string, extra: Record<string, unknown> = {}) => ({
  orderId: id,
  orderState: 'WAIT_SELLER_STOCK_OUT',
  orderStartTime: '2026-11-22 08:30:00',
  pin: 'jd_buyer***',
  orderRemark: '周末送',
  venderRemark: '',
  oaid: `oaid-${id}`,
  consigneeInfo: {
    fullname: '王*',
    mobile: '138****5678',
    province: '北京',
    city: '北京市',
    county: '朝阳区',
    town: '',
    fullAddress: '北京北京市朝阳区建国路**号',
  },
  itemInfoList: [{ skuName: '保温杯', itemTotal: '2', skuPropertiesName: '500ml 白色' }],
  ...extra,
});
const ORDERS = Array.from({ length: 150 }, (_, i) =>
  order(String(300000001 + i), i === 2 ? { orderState: 'LOCKED' } : i === 3 ? { orderState: 'TRADE_CANCELED' } : {}),
);

const handle: FakeHandler = (req, mode) => {
  if (mode === 'down') return { status: 503, body: 'Service Unavailable' };
  const f = req.form;
  if (req.path === '/oauth2/access_token' || req.path === '/oauth2/refresh_token') {
    if (f.app_key !== KEY || f.app_secret !== SECRET) return { body: { code: 401, msg: 'app_secret错误' } };
    const good =
      req.path === '/oauth2/access_token'
        ? f.grant_type === 'authorization_code' && f.code === 'good-code'
        : f.grant_type === 'refresh_token' && f.refresh_token === 'rt-1';
    if (!good) return { body: { code: 402, msg: 'code已失效' } };
    return {
      body: {
        code: 0,
        access_token: f.code ? 'at-1' : 'at-2',
        refresh_token: 'rt-1',
        expires_in: 86_400,
        time: NOW.getTime(),
        xid: 'o*AAxx',
      },
    };
  }
  if (req.path !== '/routerjson') return { status: 404, body: {} };
  if (f.app_key !== KEY || f.v !== '2.0' || !/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(f.timestamp))
    return { body: { error_response: { code: '3', zh_desc: '参数错误' } } };
  if (f.sign !== expectedSign(f)) return { body: { error_response: { code: '8', zh_desc: '签名无效' } } };
  if (mode === 'limited')
    return {
      body: { error_response: { code: '92', zh_desc: '调用频率超限' } },
    };
  if (mode === 'expired' || f.access_token !== 'at-1')
    return {
      body: {
        error_response: {
          code: '19',
          zh_desc: 'token已过期或者不存在，请重新授权访问',
        },
      },
    };
  const p = JSON.parse(f['360buy_param_json']) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  if (f.method === 'jingdong.vender.shop.query')
    return {
      body: {
        jingdong_vender_shop_query_responce: {
          shop_jos_result: {
            vender_id: 'v-9',
            shop_id: '10086',
            shop_name: '王五京东自营',
          },
        },
      },
    };
  if (f.method === 'jingdong.pop.order.search') {
    if (p.order_state !== 'WAIT_SELLER_STOCK_OUT' || p.dateType !== '1') return { body: { error_response: { code: '3', zh_desc: '参数错误' } } };
    const page = Number(p.page);
    const size = Number(p.page_size);
    return {
      body: {
        jingdong_pop_order_search_responce: {
          searchorderinfo_result: {
            apiResult: { success: true },
            orderTotal: ORDERS.length,
            orderInfoList: ORDERS.slice((page - 1) * size, page * size),
          },
        },
      },
    };
  }
  if (f.method === 'jingdong.jos.order.oaid.decrypt') {
    if (mode === 'no-decrypt')
      return {
        body: { error_response: { code: '100', zh_desc: '无解密权限' } },
      };
    const infos = p.getReceiverInfoListReqVO.orderInfos as {
      orderId: number;
      oaid: string;
    }[];
    const data = infos.map((i) => ({
      orderId: i.orderId,
      oaid: i.oaid,
      customerName: '王小明',
      consMobilePhone: '13812345678',
      address: '北京北京市朝阳区建国路88号',
    }));
    return {
      body: {
        jingdong_jos_order_oaid_decrypt_responce: {
          returnType: { code: 200, data },
        },
      },
    };
  }
  if (f.method === 'jingdong.pop.order.shipment') {
    if (p.order_id === '300000003')
      return {
        body: {
          jingdong_pop_order_shipment_responce: {
            sopjosshipment_result: {
              success: false,
              chineseErrCode: '订单已锁定，存在退款申请',
            },
          },
        },
      };
    if (p.order_id === '300000004')
      return {
        body: {
          error_response: { code: '100', zh_desc: '订单已取消，不能出库' },
        },
      };
    return {
      body: {
        jingdong_pop_order_shipment_responce: {
          sopjosshipment_result: { success: true },
        },
      },
    };
  }
  return { body: { error_response: { code: '22', zh_desc: '方法不存在' } } };
};

const fake = fakePlatformForTests(handle);
const env = (extra: Record<string, string> = {}) => ({
  JD_APP_KEY: KEY,
  JD_APP_SECRET: SECRET,
  JD_API_URL: `${fake.url}/routerjson`,
  JD_AUTH_URL: `${fake.url}/oauth2/to_login`,
  ...extra,
});
const context = siteContext(1);
const make = (extra: Record<string, string> = {}) => jingdongEntry.create(env(extra), context);
const auth = shopAuth({ platform: 'jd', shopId: '10086', shopName: '王五京东自营' });

describe('京东 (open platform)', () => {
  it('is the jd entry and sends the merchant to open-oauth.jd.com with app_key, code, callback and state', () => {
    expect([jingdongEntry.platform, jingdongEntry.key, jingdongEntry.secret]).toEqual(['jd', 'JD_APP_KEY', 'JD_APP_SECRET']);
    expect(
      urlParts(
        jingdongEntry.create({ JD_APP_KEY: KEY, JD_APP_SECRET: SECRET }, context).authorizeUrl({ state: 'abc', redirectUri: '/user-center/shop-manage' }),
      ),
    ).toEqual({
      page: 'https://open-oauth.jd.com/oauth2/to_login',
      query: {
        app_key: KEY,
        response_type: 'code',
        redirect_uri: 'https://mall.example.com/user-center/shop-manage?platform=1',
        state: 'abc',
        scope: 'snsapi_base',
      },
    });
  });

  it('signs as JOS documents: md5 of secret + sorted name+value + secret, uppercase', () => {
    const form = {
      method: 'jingdong.pop.order.search',
      app_key: 'k',
      timestamp: '2026-11-23 12:00:00',
      v: '2.0',
      '360buy_param_json': '{"page":"1"}',
      access_token: 't',
    };
    const text = 's' + '360buy_param_json{"page":"1"}access_tokentapp_keykmethodjingdong.pop.order.searchtimestamp2026-11-23 12:00:00v2.0' + 's';
    expect(jdSign(form, 's')).toBe(createHash('md5').update(text).digest('hex').toUpperCase());
  });

  it('creates the token from the code and names the shop with jingdong.vender.shop.query', async () => {
    expect(await make().exchangeCode('good-code')).toEqual({ ...auth(), expiresAt: new Date(NOW.getTime() + 86_400_000) });
    expect(fake.requests[0].query).toMatchObject({
      app_key: KEY,
      app_secret: SECRET,
      grant_type: 'authorization_code',
      code: 'good-code',
    });
    await expect(make().exchangeCode('bad')).rejects.toThrow('京东授权失败：code已失效');
    await expect(make({ JD_APP_SECRET: 'wrong' }).exchangeCode('good-code')).rejects.toThrow('app_secret错误');
  });

  it('refreshes the token; a refused refresh token is an expired authorisation', async () => {
    expect(await make().refresh(auth())).toMatchObject({
      accessToken: 'at-2',
      shopId: '10086',
      shopName: '王五京东自营',
    });
    expect(fake.requests[0].path).toBe('/oauth2/refresh_token');
    await expect(make().refresh({ ...auth(), refreshToken: 'old' })).rejects.toThrow(StoreMessages.authExpired);
  });

  it("lists 待出库 orders: one page of ours spans two of JD's, mapped, receivers decrypted a JD page at a time", async () => {
    const got = await make().listOrders(auth(), syncPage(1, 200));
    expect(got.total).toBe(150);
    expect(got.orders).toHaveLength(150);
    expect(got.orders.slice(0, 4).map((o) => [o.shopOrder, o.status])).toEqual([
      ['300000001', 'paid'],
      ['300000002', 'paid'],
      ['300000003', 'refunded'],
      ['300000004', 'closed'],
    ]);
    expect(got.orders[0]).toEqual({
      shopOrder: '300000001',
      status: 'paid',
      createdAt: new Date('2026-11-22T00:30:00Z'),
      buyerNick: 'jd_buyer***',
      receiverName: '王小明',
      receiverPhone: '13812345678',
      province: '北京',
      city: '北京市',
      district: '朝阳区',
      address: '建国路88号',
      flag: 0,
      remark: '周末送',
      goods: [{ name: '保温杯', spec: '500ml 白色', count: 2, image: '' }],
    });
    const searches = fake.requests.filter((r) => r.form.method === 'jingdong.pop.order.search').map((r) => JSON.parse(r.form['360buy_param_json']));
    expect(searches.map((p) => [p.page, p.page_size])).toEqual([
      ['1', '1'],
      ['1', '100'],
      ['2', '100'],
    ]);
    expect(searches[0]).toMatchObject({
      start_date: '2026-11-21 00:00:00',
      end_date: '2026-11-22 23:59:59',
    });
    const decrypts = fake.requests.filter((r) => r.form.method === 'jingdong.jos.order.oaid.decrypt');
    expect(decrypts.map((r) => JSON.parse(r.form['360buy_param_json']).getReceiverInfoListReqVO.orderInfos.length)).toEqual([100, 50]);
    expect(got.orders[149]).toMatchObject({
      shopOrder: '300000150',
      receiverName: '王小明',
    });
  });

  it('keeps the masked receiver when JD refuses to decrypt', async () => {
    fake.mode = 'no-decrypt';
    const got = await make().listOrders(auth(), syncPage(38, 4));
    expect(got.orders).toHaveLength(2);
    expect(got.orders[0]).toMatchObject({
      shopOrder: '300000149',
      receiverName: '王*',
      receiverPhone: '138****5678',
      address: '建国路**号',
    });
  });

  it('delivers with jingdong.pop.order.shipment and the logistics id; refusals are Chinese answers', async () => {
    const platform = make();
    expect(await platform.uploadWaybill(auth(), shipment('300000001', '圆通速递'))).toEqual({ ok: true });
    expect(JSON.parse(fake.requests[0].form['360buy_param_json'])).toEqual({
      order_id: '300000001',
      logistics_id: '463',
      waybill: '78123456789012',
    });
    expect(await platform.uploadWaybill(auth(), shipment('300000003'))).toEqual({
      ok: false,
      msg: '订单已退款，不能发货',
    });
    expect(await platform.uploadWaybill(auth(), shipment('300000004'))).toEqual({
      ok: false,
      msg: '订单已关闭，不能发货',
    });
    expect(await platform.uploadWaybill(auth(), shipment('300000001', '极兔速递'))).toEqual({
      ok: false,
      msg: '快递公司「极兔速递」没有对应的京东快递公司编号',
    });
    await make({ JD_COMPANY_IDS: '{"极兔":"999"}' }).uploadWaybill(auth(), shipment('300000001', '极兔速递'));
    expect(JSON.parse(fake.requests.at(-1)!.form['360buy_param_json']).logistics_id).toBe('999');
  });

  it("an expired token fails the sync with the service's message and refuses delivery with it", async () => {
    fake.mode = 'expired';
    await expectExpiredToken(make(), auth(), syncPage(1, 4), shipment('300000001'));
  });

  it('a rate limit or HTTP 503 is an outage, thrown to be retried', async () => {
    fake.mode = 'limited';
    await expect(make().uploadWaybill(auth(), shipment('300000001'))).rejects.toBeInstanceOf(PlatformOutageError);
    fake.mode = 'down';
    await expect(make().listOrders(auth(), syncPage(1, 4))).rejects.toThrow('HTTP 503');
    await expect(make().exchangeCode('good-code')).rejects.toBeInstanceOf(PlatformOutageError);
  });
});
