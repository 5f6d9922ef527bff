import { createHmac } from 'node:crypto';
import { StoreMessages } from 'shared-contracts';
import { PlatformOutageError } from './common';
import { openPlatformProblems } from './index';
import { expectExpiredToken, fakePlatformForTests, NOW, shipment, shopAuth, siteContext, syncPage, urlParts, type FakeHandler } from './test-support';
import { weixinChannelsCode, weixinChannelsEntry, weixinChannelsSign } from './weixin-channels';

const APP_ID = 'wx0123456789abcdef';
const SECRET = 'wx-app-secret-0123456789';
const CREATED = Date.parse('2026-11-22T00:30:00Z') / 1000;
/** The one merchant account the shop may be connected by. */
const MOBILE = '13812345678';
/** The site's own code for one auth link, written out again: hex(state) "_" hex HMAC-SHA256("sph-self:" + AppID + ":" + state) keyed with the AppSecret. */
const codeFor = (state: string) => `${Buffer.from(state).toString('hex')}_${createHmac('sha256', SECRET).update(`sph-self:${APP_ID}:${state}`).digest('hex')}`;
const CODE = codeFor('abc');

const IDS = Array.from({ length: 150 }, (_, i) => String(3700000000000000001n + BigInt(i)));
const order = (id: string) => ({
  order_id: id,
  status: id === IDS[2] ? 200 : 20,
  create_time: CREATED,
  aftersale_detail: { on_aftersale_order_cnt: id === IDS[3] ? 1 : 0 },
  order_detail: {
    product_infos: [
      {
        product_id: '1001',
        sku_id: '2001',
        sku_cnt: 2,
        title: '手工皂',
        thumb_img: 'https://wx.qlogo.cn/s.jpg',
        sku_attrs: [{ attr_key: '香型', attr_value: '玫瑰' }],
      },
    ],
    delivery_info: {
      address_info: {
        user_name: '孙*',
        tel_number: '137****4321',
        province_name: '浙江省',
        city_name: '杭州市',
        county_name: '西湖区',
        detail_info: '文三路***',
        house_number: '',
      },
    },
    ext_info: { customer_notes: '周末送', merchant_notes: '' },
  },
});

const fail = (errcode: number, errmsg: string) => ({
  body: { errcode, errmsg },
});

const handle: FakeHandler = (req, mode) => {
  if (mode === 'down') return { status: 503, body: 'Service Unavailable' };
  const b = req.body ? (JSON.parse(req.body) as Record<string, any>) : {}; // eslint-disable-line @typescript-eslint/no-explicit-any
  if (req.path === '/cgi-bin/stable_token') {
    if (b.grant_type !== 'client_credential' || b.appid !== APP_ID || b.secret !== SECRET) return fail(40125, 'invalid appsecret');
    return { body: { access_token: 'at-1', expires_in: 7200 } };
  }
  if (mode === 'limited') return fail(45011, 'api minute-quota reach limit');
  if (mode === 'expired' || req.query.access_token !== 'at-1') return fail(42001, 'access_token expired');
  if (req.path === '/channels/ec/basics/info/get' && req.method === 'GET')
    return {
      body: {
        errcode: 0,
        info: { nickname: '孙七的小店', username: 'gh_abc123' },
      },
    };
  if (req.method !== 'POST') return fail(43002, 'require POST method');
  if (req.path === '/channels/ec/order/list/get') {
    const { start_time: from, end_time: to } = b.create_time_range;
    if (b.status !== 20 || to - from > 7 * 86_400 || b.page_size > 100) return fail(47001, 'data format error');
    const at = b.next_key ? Number(b.next_key) : 0;
    const page = IDS.slice(at, at + b.page_size);
    return {
      body: {
        errcode: 0,
        order_id_list: page,
        next_key: String(at + page.length),
        has_more: at + page.length < IDS.length,
      },
    };
  }
  if (req.path === '/channels/ec/order/get') return { body: { errcode: 0, order: order(b.order_id) } };
  if (req.path === '/channels/ec/order/sensitiveinfo/decode') {
    if (mode === 'no-decrypt') return fail(48001, 'api unauthorized');
    return {
      body: {
        errcode: 0,
        address_info: {
          user_name: '孙小七',
          tel_number: '13712344321',
          detail_info: '文三路90号',
          house_number: '5幢',
        },
      },
    };
  }
  if (req.path === '/channels/ec/order/delivery/send') {
    if (b.order_id === IDS[2]) return fail(100002, '订单已取消');
    if (b.order_id === IDS[4]) return fail(100003, '订单已发货');
    return { body: { errcode: 0, errmsg: 'ok' } };
  }
  return fail(40066, 'invalid url');
};

const fake = fakePlatformForTests(handle);
const env = (extra: Record<string, string> = {}) => ({
  WXCHANNELS_APP_ID: APP_ID,
  WXCHANNELS_APP_SECRET: SECRET,
  WXCHANNELS_MERCHANT_MOBILE: MOBILE,
  WXCHANNELS_API_URL: fake.url,
  ...extra,
});
const context = siteContext(6);
const make = (extra: Record<string, string> = {}) => weixinChannelsEntry.create(env(extra), context);
const auth = shopAuth({ platform: 'sph', shopId: 'gh_abc123', shopName: '孙七的小店', refreshToken: '' });
const sent = (path: string) => fake.requests.filter((r) => r.path === path).map((r) => JSON.parse(r.body) as Record<string, unknown>);

describe('视频号小店 (open platform, 商家自研)', () => {
  it("is the sph entry; authorising comes straight back with the site's signed code and the state", () => {
    expect([weixinChannelsEntry.platform, weixinChannelsEntry.key, weixinChannelsEntry.secret]).toEqual(['sph', 'WXCHANNELS_APP_ID', 'WXCHANNELS_APP_SECRET']);
    expect(
      urlParts(
        make().authorizeUrl({
          state: 'abc',
          redirectUri: '/user-center/shop-manage',
        }),
      ),
    ).toEqual({
      page: 'https://mall.example.com/user-center/shop-manage',
      query: {
        platform: '6',
        code: CODE,
        state: 'abc',
      },
    });
    const page = new URL(
      make({
        WXCHANNELS_AUTH_URL: 'https://ops.example.com/sph-confirm',
      }).authorizeUrl({ state: 's', redirectUri: '' }),
    );
    expect(Object.fromEntries(page.searchParams)).toEqual({
      appid: APP_ID,
      redirect_uri: 'https://mall.example.com/user-center/shop-manage?platform=6',
      state: 's',
    });
  });

  it('signs the code with the secret: another secret, another code', () => {
    expect(weixinChannelsCode(APP_ID, SECRET, 'abc')).toBe(CODE);
    expect(CODE).toMatch(/^\w{10,}$/); // the association-code pattern 视频号's callback is checked against
    expect(weixinChannelsCode(APP_ID, 'other', 'abc')).not.toBe(CODE);
    expect(weixinChannelsSign(APP_ID, 'other', 'abc')).not.toBe(weixinChannelsSign(APP_ID, SECRET, 'abc'));
  });

  it('makes a code per authorisation: two auth links, two codes, each taken (so re-authorising is not a used code)', async () => {
    const platform = make();
    const codeOf = (state: string) => new URL(platform.authorizeUrl({ state, redirectUri: '' })).searchParams.get('code')!;
    const [first, second] = [codeOf('state-1'), codeOf('state-2')];
    expect(first).not.toBe(second);
    expect([first, second]).toEqual([codeFor('state-1'), codeFor('state-2')]);
    await expect(platform.exchangeCode(first)).resolves.toMatchObject({ shopId: 'gh_abc123' });
    await expect(platform.exchangeCode(second)).resolves.toMatchObject({ shopId: 'gh_abc123' });
  });

  it('refuses a code made for one state when it claims another, a tampered signature, and the old AppID-only code', async () => {
    const platform = make();
    const [stateHex, signature] = codeFor('state-1').split('_');
    const refused = [
      // state-1's signature carried with state-2
      `${Buffer.from('state-2').toString('hex')}_${signature}`,
      // one hex digit of the signature changed
      `${stateHex}_${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`,
      // a signature cut short, and none at all
      `${stateHex}_${signature.slice(0, -2)}`,
      stateHex,
      // the code of before: the same for every authorisation
      createHmac('sha256', SECRET).update(`sph-self:${APP_ID}`).digest('hex'),
      // signed with another secret
      weixinChannelsCode(APP_ID, 'other-secret', 'state-1'),
      'forged',
    ];
    for (const code of refused) await expect(platform.exchangeCode(code)).rejects.toThrow('视频号小店授权失败：授权码无效');
    expect(fake.requests).toHaveLength(0);
  });

  it('is authorisable only by the configured merchant mobile', () => {
    const platform = make();
    expect(platform.authorisableBy?.(MOBILE)).toBe(true);
    for (const other of ['13812345679', '', ` ${MOBILE}`, '+8613812345678']) expect(platform.authorisableBy?.(other)).toBe(false);
    // without one (never in production: the entry requires it), nobody may
    expect(make({ WXCHANNELS_MERCHANT_MOBILE: '' }).authorisableBy?.('')).toBe(false);
  });

  it('requires WXCHANNELS_MERCHANT_MOBILE with the credentials, and an 11-digit mobile', () => {
    expect(weixinChannelsEntry.alsoRequired).toEqual(['WXCHANNELS_MERCHANT_MOBILE']);
    expect(weixinChannelsEntry.optional).toContain('WXCHANNELS_MERCHANT_MOBILE');
    const site = { SHOP_AUTH_SITE_URL: 'https://mall.example.com' };
    const base = { WXCHANNELS_APP_ID: APP_ID, WXCHANNELS_APP_SECRET: SECRET, ...site };
    expect(openPlatformProblems({ ...base, WXCHANNELS_MERCHANT_MOBILE: MOBILE })).toEqual([]);
    expect(openPlatformProblems(base)).toEqual(['视频号还需要设置 WXCHANNELS_MERCHANT_MOBILE']);
    for (const bad of ['1381234567', '138123456789', '23812345678', '138-1234-5678']) {
      const problems = weixinChannelsEntry.check!({ ...base, WXCHANNELS_MERCHANT_MOBILE: bad });
      expect(problems).toHaveLength(1);
      expect(problems[0]).toContain(`WXCHANNELS_MERCHANT_MOBILE 不是 11 位手机号：${bad}`);
      expect(openPlatformProblems({ ...base, WXCHANNELS_MERCHANT_MOBILE: bad })).toEqual(problems);
    }
    expect(weixinChannelsEntry.check!({ ...base, WXCHANNELS_MERCHANT_MOBILE: MOBILE })).toEqual([]);
  });

  it('takes only its own code: a stable token for the shop, named by basics/info/get', async () => {
    expect(await make().exchangeCode(CODE)).toEqual({ ...auth(), expiresAt: new Date(NOW.getTime() + 7_200_000) });
    expect(sent('/cgi-bin/stable_token')[0]).toEqual({
      grant_type: 'client_credential',
      appid: APP_ID,
      secret: SECRET,
      force_refresh: false,
    });
    await expect(make().exchangeCode('forged')).rejects.toThrow('视频号小店授权失败：授权码无效');
    expect(fake.requests).toHaveLength(2);
  });

  it('refreshes with a new stable token; a refused secret is an expired authorisation', async () => {
    expect(await make().refresh(auth())).toMatchObject({
      accessToken: 'at-1',
      shopId: 'gh_abc123',
      expiresAt: new Date(NOW.getTime() + 7_200_000),
    });
    await expect(make({ WXCHANNELS_APP_SECRET: 'reset' }).refresh(auth())).rejects.toThrow(StoreMessages.authExpired);
  });

  it('lists 待发货 ids by next_key (two pages in one of ours), then each order, its receiver decoded', async () => {
    const got = await make().listOrders(auth(), syncPage(1, 200));
    expect(got.total).toBe(150);
    expect(got.orders).toHaveLength(150);
    expect(got.orders[0]).toEqual({
      shopOrder: IDS[0],
      status: 'paid',
      createdAt: new Date(CREATED * 1000),
      buyerNick: '',
      receiverName: '孙小七',
      receiverPhone: '13712344321',
      province: '浙江省',
      city: '杭州市',
      district: '西湖区',
      address: '文三路90号5幢',
      flag: 0,
      remark: '周末送',
      goods: [
        {
          name: '手工皂',
          spec: '玫瑰',
          count: 2,
          image: 'https://wx.qlogo.cn/s.jpg',
        },
      ],
    });
    expect([got.orders[2].status, got.orders[3].status]).toEqual(['refunded', 'refunded']);
    expect(sent('/channels/ec/order/list/get').map((b) => b.next_key ?? '')).toEqual(['', '100']);
    expect(sent('/channels/ec/order/sensitiveinfo/decode')).toHaveLength(148);
  });

  it('keeps the masked receiver when decoding is refused', async () => {
    fake.mode = 'no-decrypt';
    const got = await make().listOrders(auth(), syncPage(2, 100));
    expect(got.orders).toHaveLength(50);
    expect(got.orders[0]).toMatchObject({
      shopOrder: IDS[100],
      receiverName: '孙*',
      receiverPhone: '137****4321',
      address: '文三路***',
    });
  });

  it("delivers with delivery/send, the delivery id and the order's products; refusals are Chinese answers", async () => {
    const platform = make();
    expect(await platform.uploadWaybill(auth(), shipment(IDS[0], '韵达快递'))).toEqual({ ok: true });
    expect(sent('/channels/ec/order/delivery/send')[0]).toEqual({
      order_id: IDS[0],
      delivery_list: [
        {
          delivery_id: 'YUNDA',
          waybill_id: '78123456789012',
          deliver_type: 1,
          product_infos: [{ product_id: '1001', sku_id: '2001', product_cnt: 2 }],
        },
      ],
    });
    expect(await platform.uploadWaybill(auth(), shipment(IDS[2]))).toEqual({
      ok: false,
      msg: '订单已关闭，不能发货',
    });
    expect(await platform.uploadWaybill(auth(), shipment(IDS[4]))).toEqual({
      ok: false,
      msg: '订单已发货',
    });
    await make({ WXCHANNELS_DELIVERY_IDS: '{"中通":"ZTO2"}' }).uploadWaybill(auth(), shipment(IDS[0]));
    expect(
      (
        sent('/channels/ec/order/delivery/send').at(-1)!.delivery_list as {
          delivery_id: string;
        }[]
      )[0].delivery_id,
    ).toBe('ZTO2');
  });

  it("an expired token fails the sync with the service's message and refuses delivery with it", async () => {
    fake.mode = 'expired';
    await expectExpiredToken(make(), auth(), syncPage(1, 4), shipment(IDS[0]));
  });

  it('a rate limit or HTTP 503 is an outage, thrown to be retried', async () => {
    fake.mode = 'limited';
    await expect(make().uploadWaybill(auth(), shipment(IDS[0]))).rejects.toBeInstanceOf(PlatformOutageError);
    fake.mode = 'down';
    await expect(make().listOrders(auth(), syncPage(1, 4))).rejects.toThrow('HTTP 503');
  });
});
