import { createHash } from 'node:crypto';
import { createProviders, missingProviderEnv, type ProviderChoice } from '../index';
import type { Repositories } from '../../repositories';
import { TrackPushRefusedError, TrackSubscribeRefusedError, type TrackedWaybill } from '../tracking';
import { createKuaidi100Tracking, kuaidi100CompanyOf, kuaidi100Md5, kuaidi100Problems, kuaidi100State, type Kuaidi100Config } from './tracking';
import { documentedMd5, FakeKuaidi100, signedPush } from './fake-server';

const KEY = 'kuaidi100-key-0123';
const CUSTOMER = 'A1B2C3D4E5F60718293A4B5C6D7E8F90';
const SALT = 'salt-of-our-own-16';

const waybill = (number: string, courierName = '中通快递'): TrackedWaybill => ({
  waybillCode: number,
  courierName,
  from: { province: '浙江省', city: '金华市' },
  recipient: { province: '上海市', city: '上海市', district: '浦东新区', address: '世纪大道100号', mobile: '13800138000' },
  dispatchedAt: new Date('2026-03-02T02:00:00Z'),
});

/** A push body as 快递100 documents it (resultv2=1: each event has its status code). */
const pushBody = (number: string, state: string, data: Record<string, string>[]) => ({
  status: 'polling',
  billstatus: 'got',
  message: '',
  lastResult: { message: 'ok', nu: number, ischeck: state === '3' ? '1' : '0', com: 'zhongtong', status: '200', state, data },
});

describe('快递100 tracking (kuaidi100)', () => {
  const fake = new FakeKuaidi100(KEY, CUSTOMER);
  let config: Kuaidi100Config;
  beforeAll(async () => {
    await fake.start();
    config = { key: KEY, customer: CUSTOMER, salt: SALT, siteUrl: 'https://shop.example.com/', endpoint: fake.url };
  });
  afterAll(() => fake.stop());
  beforeEach(() => {
    fake.subscriptions = [];
    fake.queries = [];
    fake.next = null;
  });

  it('signs as documented: the upper-case hex MD5 of the text, UTF-8', () => {
    expect(kuaidi100Md5('{"a":1}salt')).toBe(createHash('md5').update('{"a":1}salt').digest('hex').toUpperCase());
    expect(kuaidi100Md5('{"收件人":"张三"}salt')).toBe(documentedMd5('{"收件人":"张三"}salt'));
    expect(kuaidi100Md5('x')).toMatch(/^[0-9A-F]{32}$/);
  });

  it('subscribes with the documented form: schema=json and param with key, callbackurl, salt', async () => {
    const tracking = createKuaidi100Tracking(config);
    await tracking.subscribe(waybill('78000000000001'));
    const [{ contentType, form, param }] = fake.subscriptions;
    expect(contentType).toMatch(/^application\/x-www-form-urlencoded/);
    expect(Object.keys(form).sort()).toEqual(['param', 'schema']);
    expect(form.schema).toBe('json');
    expect(param).toEqual({
      company: 'zhongtong',
      number: '78000000000001',
      from: '浙江省金华市',
      to: '上海市上海市浦东新区',
      key: KEY,
      parameters: { callbackurl: 'https://shop.example.com/api/track/kuaidi100/callback', salt: SALT, resultv2: '1', phone: '13800138000' },
    });
    // a repeat (an answer lost on the way) is 501 重复订阅: taken
    await expect(tracking.subscribe(waybill('78000000000001'))).resolves.toBeUndefined();
  });

  it('refuses for good what 快递100 will not follow, and throws a plain error for what may pass', async () => {
    const tracking = createKuaidi100Tracking(config);
    await expect(tracking.subscribe(waybill('X1', '天天快递'))).rejects.toBeInstanceOf(TrackSubscribeRefusedError);
    expect(fake.subscriptions).toHaveLength(0); // not asked
    fake.next = { body: { result: false, returnCode: '700', message: '不支持的快递公司' } };
    await expect(tracking.subscribe(waybill('X2'))).rejects.toBeInstanceOf(TrackSubscribeRefusedError);
    fake.next = { body: { result: false, returnCode: '500', message: '服务器错误' } };
    const busy = tracking.subscribe(waybill('X3'));
    await expect(busy).rejects.toThrow('returnCode 500');
    await expect(busy).rejects.not.toBeInstanceOf(TrackSubscribeRefusedError);
    await expect(createKuaidi100Tracking({ ...config, key: 'wrong' }).subscribe(waybill('X4'))).rejects.toThrow('returnCode 600');
    fake.next = { status: 502 };
    await expect(tracking.subscribe(waybill('X5'))).rejects.toThrow('HTTP 502');
  });

  it('verifies a push by MD5(param + salt) before reading it, and reads its events in China time', () => {
    const tracking = createKuaidi100Tracking(config);
    const form = signedPush(
      pushBody('78000000000001', '3', [
        { context: '【上海市浦东新区】快件已签收，签收人：本人', time: '2026-03-03 15:20:00', ftime: '2026-03-03 15:20:00', status: '签收', statusCode: '301', areaName: '上海,上海市,浦东新区' },
        { context: '【上海市】派件员正在派件', time: '2026-03-03 09:00:00', ftime: '2026-03-03 09:00:00', status: '派件', statusCode: '501' },
        { context: '【上海转运中心】已到达', time: '2026-03-03 02:00:00', status: '在途', statusCode: '1002' },
        { context: '【金华市】已揽收', time: '2026-03-02 12:00:00', status: '揽收', statusCode: '103' },
        { context: '商家已下单', time: '2026-03-02 10:00:00', status: '下单', statusCode: '101' },
      ]),
      SALT,
    );
    const push = tracking.verifyPush(form);
    expect(push.waybillCode).toBe('78000000000001');
    expect(push.events.map((e) => [e.state, e.occurredAt.toISOString()])).toEqual([
      ['signed', '2026-03-03T07:20:00.000Z'],
      ['delivering', '2026-03-03T01:00:00.000Z'],
      ['in_transit', '2026-03-02T18:00:00.000Z'],
      ['picked_up', '2026-03-02T04:00:00.000Z'],
    ]);
    expect(push.events[0].location).toBe('上海,上海市,浦东新区');
    expect(tracking.pushAnswer(true, '成功')).toEqual({ result: true, returnCode: '200', message: '成功' });
  });

  it('refuses a push with a wrong, missing or foreign signature, and a tampered param', () => {
    const tracking = createKuaidi100Tracking(config);
    const form = signedPush(pushBody('78000000000001', '0', [{ context: '在途', time: '2026-03-02 12:00:00' }]), SALT);
    const refused = (fields: Record<string, string>) => {
      try {
        tracking.verifyPush(fields);
      } catch (error) {
        expect(error).toBeInstanceOf(TrackPushRefusedError);
        return (error as TrackPushRefusedError).reason;
      }
      throw new Error('accepted');
    };
    expect(refused({ ...form, sign: form.sign.slice(0, 31) + (form.sign.endsWith('0') ? '1' : '0') })).toBe('签名错误');
    expect(refused({ ...form, param: form.param.replace('在途', '签收') })).toBe('签名错误');
    expect(refused(signedPush(JSON.parse(form.param), 'another-salt-000'))).toBe('签名错误');
    expect(refused({ param: form.param })).toBe('缺少 param 或 sign');
    expect(refused({ ...signedPush('not json', SALT), param: 'not json', sign: documentedMd5(`not json${SALT}`) })).toBe('param 不是合法的 JSON');
    // the signature is case-insensitive hex as 快递100 writes it upper-case
    expect(tracking.verifyPush({ ...form, sign: form.sign.toLowerCase() }).waybillCode).toBe('78000000000001');
    expect(tracking.pushAnswer(false, '签名错误')).toEqual({ result: false, returnCode: '500', message: '签名错误' });
  });

  it('maps 快递100 state codes to ours', () => {
    const cases: [string, string | null][] = [
      ['0', 'in_transit'],
      ['1', 'picked_up'],
      ['2', 'exception'],
      ['3', 'signed'],
      ['4', 'returned'],
      ['5', 'delivering'],
      ['6', 'returned'],
      ['7', 'in_transit'],
      ['8', 'in_transit'],
      ['14', 'exception'],
      ['101', null],
      ['102', null],
      ['103', 'picked_up'],
      ['1001', 'in_transit'],
      ['201', 'exception'],
      ['301', 'signed'],
      ['401', 'returned'],
      ['501', 'delivering'],
      ['abc', null],
    ];
    for (const [code, state] of cases) expect([code, kuaidi100State(code)]).toEqual([code, state]);
    expect(kuaidi100CompanyOf('圆通速递')).toBe('yuantong');
    expect(kuaidi100CompanyOf('邮政快递包裹')).toBe('youzhengguonei');
  });

  it('polls by the real-time query, signed MD5(param + key + customer); no track yet is no event', async () => {
    const tracking = createKuaidi100Tracking(config);
    expect(await tracking.poll(waybill('78000000000009'))).toEqual([]);
    fake.tracks.set('78000000000009', { state: '1', data: [{ context: '【金华市】已揽收', time: '2026-03-02 12:00:00', ftime: '2026-03-02 12:00:00' }] });
    const events = await tracking.poll(waybill('78000000000009'));
    expect(events).toEqual([{ state: 'picked_up', description: '【金华市】已揽收', location: '', occurredAt: new Date('2026-03-02T04:00:00Z') }]);
    const { form, param } = fake.queries[1];
    expect(param).toEqual({ com: 'zhongtong', num: '78000000000009', phone: '13800138000', resultv2: '1' });
    expect(form.sign).toBe(documentedMd5(form.param + KEY + CUSTOMER));
    await expect(createKuaidi100Tracking({ ...config, customer: 'other' }).poll(waybill('78000000000009'))).rejects.toThrow('returnCode 601');
  });

  it('is registered as TRACKING_PROVIDER=kuaidi100, needing its key, customer, salt and the site address', () => {
    expect(missingProviderEnv({ tracking: 'kuaidi100', storage: 'local' }, {})).toEqual(['物流跟踪服务（TRACKING_PROVIDER=kuaidi100）缺少：KUAIDI100_KEY、KUAIDI100_CUSTOMER、KUAIDI100_SALT、KUAIDI100_SITE_URL']);
    expect(kuaidi100Problems({ KUAIDI100_SALT: 'short', KUAIDI100_SITE_URL: 'example.com' })).toHaveLength(2);
    const choice: ProviderChoice = { sms: 'sandbox', payment: 'sandbox', payout: 'sandbox', courier: 'sandbox', shopPlatform: 'sandbox', identity: 'sandbox', tracking: 'kuaidi100', storage: 'local' };
    const env = { KUAIDI100_KEY: KEY, KUAIDI100_CUSTOMER: CUSTOMER, KUAIDI100_SALT: SALT, KUAIDI100_SITE_URL: 'https://shop.example.com' };
    const built = createProviders(choice, { repos: {} as Repositories, now: () => new Date(), sandboxSecret: 's'.repeat(32), dataDir: '/tmp', env }, { sms: { name: 'x' } as never, shopPlatform: { name: 'x' } as never });
    expect(built.tracking.name).toBe('kuaidi100');
  });
});
