import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WaybillRefusedError, type WaybillRequest } from '../courier';
import { createProviders, missingProviderEnv, type ProviderChoice, type ProviderDeps } from '../index';
import { createKdniaoCourier, kdniaoConfig, kdniaoDataSign, kdniaoProblems, parseCourierAccounts, shipperCodeOf, type KdniaoConfig } from './courier';
import { documentedSign, FakeKdniao } from './fake-server';

const EBUSINESS_ID = '1234567';
const API_KEY = '56da2cf8-c8a2-44b2-b6fa-476cd7d1ba17';

const request = (courier: string, parcelSn: string, change: Partial<WaybillRequest['recipient']> = {}): WaybillRequest => ({
  parcelSn,
  courier: { id: 1, name: courier },
  sender: { name: '义乌仓', mobile: '', province: '浙江省', city: '金华市', district: '义乌市', address: '稠江街道商城大道188号' },
  recipient: { name: '张三', mobile: '13800138000', province: '上海市', city: '上海市', district: '浦东新区', address: '世纪大道100号 A&B 座+1', ...change },
  weightGrams: 350,
});

describe('快递鸟 电子面单 (kdniao)', () => {
  const fake = new FakeKdniao(EBUSINESS_ID, API_KEY);
  let config: KdniaoConfig;
  beforeAll(async () => {
    await fake.start();
    config = {
      eBusinessId: EBUSINESS_ID,
      apiKey: API_KEY,
      senderMobile: '0579-85000000',
      endpoint: fake.url,
      accounts: { ZTO: { CustomerName: 'zto-user', CustomerPwd: 'zto-pass' }, YTO: { CustomerName: 'K123', MonthCode: 'M456' } },
    };
  });
  afterAll(() => fake.stop());
  beforeEach(() => {
    fake.received = [];
    fake.next = null;
  });

  it('signs as documented: base64 of the lowercase md5 hex text of RequestData + ApiKey', () => {
    const hex = createHash('md5').update('{"a":1}key').digest('hex');
    expect(kdniaoDataSign('{"a":1}', 'key')).toBe(Buffer.from(hex).toString('base64'));
    expect(kdniaoDataSign('{"a":1}', 'key')).toHaveLength(44); // 32 hex characters, not 16 raw bytes (24)
    expect(kdniaoDataSign('{"收件人":"张三"}', 'key')).toBe(documentedSign('{"收件人":"张三"}', 'key')); // UTF-8
  });

  it('maps every courier of the catalogue to its ShipperCode and refuses one it does not know', async () => {
    const catalogue: [string, string][] = [
      ['中通快递', 'ZTO'],
      ['圆通速递', 'YTO'],
      ['韵达快递', 'YD'],
      ['申通快递', 'STO'],
      ['极兔速递', 'JTSD'],
      ['邮政快递包裹', 'YZPY'],
      ['顺丰速运', 'SF'],
      ['EMS', 'EMS'],
      ['德邦快递', 'DBL'],
      ['京东快递', 'JD'],
    ];
    for (const [name, code] of catalogue) expect([name, shipperCodeOf(name)]).toEqual([name, code]);
    const courier = createKdniaoCourier(config);
    for (const [name, code] of catalogue.slice(0, 6)) {
      const { waybillCode } = await courier.createWaybill(request(name, `P-map-${code}`));
      expect(waybillCode.startsWith(code)).toBe(true);
    }
    expect(fake.received.map((r) => r.data.ShipperCode)).toEqual(['ZTO', 'YTO', 'YD', 'STO', 'JTSD', 'YZPY']);
    await expect(courier.createWaybill(request('天天快递', 'P-unknown'))).rejects.toEqual(new WaybillRefusedError('该快递暂不支持电子面单'));
    expect(fake.received).toHaveLength(6); // the unknown courier is refused without asking
  });

  it('posts the documented form and RequestData', async () => {
    const courier = createKdniaoCourier(config);
    expect(await courier.createWaybill(request('中通快递', 'P20261125000001'))).toEqual({ waybillCode: expect.stringMatching(/^ZTO\d{10}$/) });
    const [{ contentType, form, data }] = fake.received;
    expect(contentType).toMatch(/^application\/x-www-form-urlencoded/);
    expect(Object.keys(form).sort()).toEqual(['DataSign', 'DataType', 'EBusinessID', 'RequestData', 'RequestType']);
    expect(form).toMatchObject({ EBusinessID: EBUSINESS_ID, RequestType: '1007', DataType: '2' });
    expect(form.DataSign).toBe(documentedSign(form.RequestData, API_KEY));
    expect(data).toEqual({
      OrderCode: 'P20261125000001',
      ShipperCode: 'ZTO',
      CustomerName: 'zto-user',
      CustomerPwd: 'zto-pass',
      PayType: 1,
      ExpType: 1,
      Sender: { Name: '义乌仓', Mobile: '0579-85000000', ProvinceName: '浙江省', CityName: '金华市', ExpAreaName: '义乌市', Address: '稠江街道商城大道188号' },
      Receiver: { Name: '张三', Mobile: '13800138000', ProvinceName: '上海市', CityName: '上海市', ExpAreaName: '浦东新区', Address: '世纪大道100号 A&B 座+1' },
      Commodity: [{ GoodsName: '礼品' }],
      Weight: 0.35,
      Quantity: 1,
      IsReturnPrintTemplate: 0,
    });
    // a courier with MonthCode; one without an account sends none
    await courier.createWaybill(request('圆通速递', 'P20261125000002'));
    expect(fake.received[1].data).toMatchObject({ ShipperCode: 'YTO', CustomerName: 'K123', MonthCode: 'M456' });
    await courier.createWaybill(request('韵达快递', 'P20261125000003'));
    expect(fake.received[2].data).not.toHaveProperty('CustomerName');
  });

  it('gives the same waybill for the same parcel (快递鸟 answers 106 该订单号已下单成功)', async () => {
    const courier = createKdniaoCourier(config);
    const first = await courier.createWaybill(request('申通快递', 'P-repeat'));
    expect(await courier.createWaybill(request('申通快递', 'P-repeat'))).toEqual(first);
    // also when the repeat is answered with Success false
    fake.next = { body: { Success: false, ResultCode: '106', Reason: '该订单号已下单成功', Order: { OrderCode: 'P-repeat', LogisticCode: first.waybillCode } } };
    expect(await courier.createWaybill(request('申通快递', 'P-repeat'))).toEqual(first);
    // "重复提交" without a number: temporary (the parcel waits), never a refusal
    fake.next = { body: { Success: false, ResultCode: '106', Reason: '订单重复提交' } };
    const error = await courier.createWaybill(request('申通快递', 'P-repeat')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(WaybillRefusedError);
  });

  it('refuses for good what the courier will not take', async () => {
    const courier = createKdniaoCourier(config);
    await expect(courier.createWaybill(request('韵达快递', 'P-far', { address: '超区村1号' }))).rejects.toEqual(new WaybillRefusedError('快递拒绝下单：收件地址超出派送范围，不派送'));
    await expect(courier.createWaybill(request('韵达快递', 'P-nomobile', { mobile: '' }))).rejects.toBeInstanceOf(WaybillRefusedError);
    fake.next = { body: { Success: false, ResultCode: '104', Reason: '电子面单客户号未审核通过' } };
    await expect(courier.createWaybill(request('韵达快递', 'P-account'))).rejects.toEqual(new WaybillRefusedError('快递拒绝下单：电子面单客户号未审核通过'));
  });

  it('treats busy answers, 5xx, bad answers and an unreachable service as temporary', async () => {
    const courier = createKdniaoCourier(config);
    const temporary = async (p: Promise<unknown>, message: RegExp) => {
      const error = await p.catch((e: unknown) => e);
      expect(error).toBeInstanceOf(Error);
      expect(error).not.toBeInstanceOf(WaybillRefusedError);
      expect((error as Error).message).toMatch(message);
    };
    fake.next = { body: { Success: false, ResultCode: '105', Reason: '系统繁忙，请稍后重试' } };
    await temporary(courier.createWaybill(request('中通快递', 'P-busy')), /系统繁忙/);
    fake.next = { status: 500, body: 'Internal Server Error' };
    await temporary(courier.createWaybill(request('中通快递', 'P-500')), /HTTP 500/);
    fake.next = { status: 200, body: '<html>502 Bad Gateway</html>' };
    await temporary(courier.createWaybill(request('中通快递', 'P-html')), /不是 JSON/);
    fake.next = { body: { Success: false, ResultCode: '999', Reason: '未知' } };
    await temporary(courier.createWaybill(request('中通快递', 'P-unknown-code')), /999/);
    // the same parcel goes through once the service is back
    expect((await courier.createWaybill(request('中通快递', 'P-busy'))).waybillCode).toMatch(/^ZTO/);

    // connection refused: a port nobody listens on
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await temporary(createKdniaoCourier({ ...config, endpoint: `http://127.0.0.1:${port}/api/EOrderService` }).createWaybill(request('中通快递', 'P-down')), /无法访问/);

    // too slow: the timeout
    const slow = createServer(() => undefined);
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(slow.address() as AddressInfo).port}/`;
      await temporary(createKdniaoCourier({ ...config, endpoint: url, timeoutMs: 200 }).createWaybill(request('中通快递', 'P-slow')), /无法访问/);
    } finally {
      slow.closeAllConnections();
      await new Promise<void>((resolve) => slow.close(() => resolve()));
    }
  });

  it('is refused by 快递鸟 with a wrong key, which is a setting to fix (temporary), not the parcel’s fault', async () => {
    const courier = createKdniaoCourier({ ...config, apiKey: 'wrong-key' });
    const error = await courier.createWaybill(request('中通快递', 'P-wrong-key')).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(WaybillRefusedError);
    expect((error as Error).message).toMatch(/KDNIAO_API_KEY.*签名/);
    expect(fake.waybills.has('P-wrong-key')).toBe(false);
  });

  it('reads its settings from the environment and is registered as the courier "kdniao"', () => {
    const env = {
      KDNIAO_EBUSINESS_ID: EBUSINESS_ID,
      KDNIAO_API_KEY: API_KEY,
      KDNIAO_SENDER_MOBILE: '13900000000',
      KDNIAO_COURIER_ACCOUNTS: '{"ZTO":{"CustomerName":"a","CustomerPwd":"b"}}',
    };
    expect(kdniaoConfig(env)).toEqual({ eBusinessId: EBUSINESS_ID, apiKey: API_KEY, senderMobile: '13900000000', endpoint: undefined, accounts: { ZTO: { CustomerName: 'a', CustomerPwd: 'b' } } });
    expect(() => parseCourierAccounts('{ZTO')).toThrow('KDNIAO_COURIER_ACCOUNTS 不是合法的 JSON');
    expect(() => parseCourierAccounts('{"ZT0":{}}')).toThrow('快递编码 ZT0 未知');
    expect(() => parseCourierAccounts('{"ZTO":{"Password":"x"}}')).toThrow('ZTO.Password');
    expect(kdniaoProblems(env)).toEqual([]);
    expect(kdniaoProblems({ ...env, KDNIAO_COURIER_ACCOUNTS: '[]' })).toEqual([expect.stringContaining('KDNIAO_COURIER_ACCOUNTS 应为对象')]);
    expect(missingProviderEnv({ courier: 'kdniao' }, { ...env, KDNIAO_COURIER_ACCOUNTS: '{ZTO' })).toEqual(['快递电子面单服务（COURIER_PROVIDER=kdniao）：KDNIAO_COURIER_ACCOUNTS 不是合法的 JSON']);

    const choice: ProviderChoice = { sms: 'sandbox', payment: 'sandbox', payout: 'sandbox', courier: 'kdniao', shopPlatform: 'sandbox', identity: 'sandbox', tracking: 'sandbox', storage: 'local' };
    const deps = { repos: {} as ProviderDeps['repos'], now: () => new Date(), sandboxSecret: 's', dataDir: '/tmp', env } satisfies ProviderDeps;
    expect(createProviders(choice, deps, { sms: {} as never, shopPlatform: {} as never }).courier.name).toBe('kdniao');
    expect(() => createProviders(choice, { ...deps, env: { KDNIAO_API_KEY: API_KEY } }, { sms: {} as never, shopPlatform: {} as never })).toThrow(
      '快递电子面单服务（kdniao）缺少环境变量：KDNIAO_EBUSINESS_ID、KDNIAO_SENDER_MOBILE',
    );
  });
});
