import { createHmac, generateKeyPairSync } from 'node:crypto';
import { fen } from 'shared-contracts';
import { createProviders, missingProviderEnv, PROVIDER_KINDS, sandboxProblems, unknownProviders, type ProviderChoice } from '.';
import type { Repositories } from '../repositories';
import { createSandboxCourier } from './sandbox/courier';
import { isResidentIdNumber } from 'shared-contracts/rules';
import { createSandboxIdentity } from './sandbox/identity';
import { createSandboxPayment, memoryBooks } from './sandbox/payment';

const SANDBOXES: ProviderChoice = { sms: 'sandbox', payment: 'sandbox', payout: 'sandbox', courier: 'sandbox', shopPlatform: 'sandbox', identity: 'sandbox', tracking: 'sandbox', storage: 'local' };

describe('provider registry', () => {
  it('builds a sandbox of every kind by default, and uses an instance handed in', () => {
    const repos = { smsOutbox: { add: async () => undefined }, sandboxShipments: { add: async () => true }, sandboxPayouts: { record: async () => ({ status: 'paid', orderId: 'x' }) }, sandboxPayments: memoryBooks() } as unknown as Repositories;
    const gateway = { name: 'aliyun', send: async () => undefined };
    const providers = createProviders(SANDBOXES, { repos, now: () => new Date(), sandboxSecret: 's'.repeat(32), dataDir: '/tmp', env: {} }, { sms: gateway });
    expect(providers.sms).toBe(gateway);
    for (const kind of ['payout', 'courier', 'shopPlatform', 'identity', 'tracking'] as const) expect(providers[kind].name).toBe('sandbox');
    expect(providers.payment.list.map((gateway) => gateway.name)).toEqual(['sandbox']);
    // the sandbox offers both channels, as 支付宝 and 微信支付 together do
    expect(providers.payment.channels).toEqual([
      { channel: 1, name: '支付宝' },
      { channel: 2, name: '微信支付' },
    ]);
  });

  it('builds Alipay from its credentials, and says which are missing', () => {
    const deps = { repos: {} as Repositories, now: () => new Date(), sandboxSecret: 's'.repeat(32), dataDir: '/tmp' };
    const keys = generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });
    const env = { ALIPAY_APP_ID: '2021000000000001', ALIPAY_SELLER_ID: '2088000000000001', ALIPAY_PRIVATE_KEY: keys.privateKey.replace(/\n/g, '\\n'), ALIPAY_PUBLIC_KEY: keys.publicKey };
    expect(createProviders({ ...SANDBOXES, payment: 'alipay' }, { ...deps, env }).payment.list.map((gateway) => gateway.name)).toEqual(['alipay']);
    expect(() => createProviders({ ...SANDBOXES, payment: 'alipay' }, { ...deps, env: { ALIPAY_APP_ID: '2021000000000001' } })).toThrow(
      '支付服务（alipay）缺少环境变量：ALIPAY_SELLER_ID、ALIPAY_PRIVATE_KEY、ALIPAY_PUBLIC_KEY',
    );
    expect(missingProviderEnv({ ...SANDBOXES, payment: 'alipay' }, { ALIPAY_APP_ID: 'x' })).toEqual(['支付服务（PAYMENT_PROVIDER=alipay）缺少：ALIPAY_SELLER_ID、ALIPAY_PRIVATE_KEY、ALIPAY_PUBLIC_KEY']);
  });

  it('names an unknown provider and each sandbox with the variable to set', () => {
    expect(unknownProviders({ ...SANDBOXES, payment: 'wechat' })).toEqual(['未知的支付服务：PAYMENT_PROVIDER=wechat（可用：sandbox、alipay、wechatpay）']);
    expect(unknownProviders({ ...SANDBOXES, payment: 'alipay,wechat' })).toHaveLength(1);
    expect(unknownProviders({ ...SANDBOXES, payment: 'alipay,wechatpay' })).toEqual([]);
    expect(sandboxProblems({ ...SANDBOXES, payment: 'alipay,sandbox' }).join()).toContain('PAYMENT_PROVIDER');
    // every kind has a sandbox but storage, whose default (local disk) is real storage
    expect(sandboxProblems(SANDBOXES)).toHaveLength(Object.keys(PROVIDER_KINDS).length - 1);
    expect(sandboxProblems(SANDBOXES).join()).not.toContain('STORAGE_PROVIDER');
    expect(sandboxProblems({ ...SANDBOXES, sms: 'aliyun' }).join()).not.toContain('SMS_PROVIDER');
  });
});

describe('sandbox payment', () => {
  const secret = 'test-secret-of-32-characters-ok!';
  const gateway = createSandboxPayment(secret, memoryBooks());
  /** A notification as the route hands it on: the form body as posted and its fields. */
  const posted = (fields: Record<string, string>) => ({ fields, rawBody: Buffer.from(new URLSearchParams(fields).toString()), headers: {} });
  const arrived = (body: string) => ({ fields: Object.fromEntries(new URLSearchParams(body)), rawBody: Buffer.from(body), headers: {} });
  const hmac = (text: string) => createHmac('sha256', secret).update(text).digest('hex');

  it('points the QR code at the sandbox cashier on the site', async () => {
    expect(await gateway.createPayment({ tradeNo: 'R20261123001', amount: fen(5000), subject: '余额充值', notifyUrl: 'http://shop.example/api/pay/notify/sandbox', siteUrl: 'http://shop.example/' })).toEqual({
      type: 'qrcode',
      data: 'http://shop.example/pay/sandbox/R20261123001',
    });
  });

  it('verifies its own signed notification and reads the amount in fen', async () => {
    const fields = gateway.notification({ tradeNo: 'R1', amount: fen(1005), gatewayTradeNo: 'G1' });
    expect(fields.total_amount).toBe('10.05');
    expect(await gateway.verifyNotification(posted(fields))).toEqual({ tradeNo: 'R1', gatewayTradeNo: 'G1', amount: 1005, paid: true });
  });

  it('refuses a tampered, unsigned or foreign-signed notification', async () => {
    const fields = gateway.notification({ tradeNo: 'R1', amount: fen(1005), gatewayTradeNo: 'G1' });
    expect(await gateway.verifyNotification(posted({ ...fields, total_amount: '100.05' }))).toBeNull();
    expect(await gateway.verifyNotification(posted({ ...fields, out_trade_no: 'R2' }))).toBeNull();
    const { sign: _sign, ...unsigned } = fields;
    expect(await gateway.verifyNotification(posted(unsigned))).toBeNull();
    const other = createSandboxPayment('another-secret-of-32-characters!!', memoryBooks()).notification({ tradeNo: 'R1', amount: fen(1005), gatewayTradeNo: 'G1' });
    expect(await gateway.verifyNotification(posted(other))).toBeNull();
  });

  it('signs the body as it is sent: every byte before the last field, &sign=', () => {
    const body = new URLSearchParams(gateway.notification({ tradeNo: 'R1', amount: fen(1005), gatewayTradeNo: 'G1' })).toString();
    const signed = 'out_trade_no=R1&trade_no=G1&total_amount=10.05&trade_status=TRADE_SUCCESS&sign_type=HMAC-SHA256';
    expect(body).toBe(`${signed}&sign=${hmac(signed)}`);
  });

  it('refuses a body whose fields are the same but whose bytes differ (re-ordered, re-encoded, signature moved)', async () => {
    const fields = gateway.notification({ tradeNo: 'R1', amount: fen(1005), gatewayTradeNo: 'G1' });
    const { sign, ...unsigned } = fields;
    const rewritten = [
      new URLSearchParams({ trade_no: 'G1', out_trade_no: 'R1', total_amount: '10.05', trade_status: 'TRADE_SUCCESS', sign_type: 'HMAC-SHA256', sign }).toString(),
      new URLSearchParams(fields).toString().replace('total_amount=10.05', 'total_amount=10%2E05'),
      new URLSearchParams(fields).toString().replace('sign_type=HMAC-SHA256', 'sign%5Ftype=HMAC%2DSHA256'),
      `sign=${sign}&${new URLSearchParams(unsigned).toString()}`,
      `${new URLSearchParams(fields).toString()}&`,
    ];
    for (const body of rewritten) {
      // the same fields as far as a form parser can tell …
      expect(Object.fromEntries(new URLSearchParams(body))).toEqual(fields);
      // … but not the bytes that were signed
      expect(await gateway.verifyNotification(arrived(body))).toBeNull();
    }
    expect(await gateway.verifyNotification(arrived(new URLSearchParams(fields).toString()))).toEqual({ tradeNo: 'R1', gatewayTradeNo: 'G1', amount: 1005, paid: true });
  });

  it('reads the fields only from the signed bytes: a signed body that repeats a field or holds a second sign is refused', async () => {
    const twice = 'out_trade_no=R1&trade_no=G1&total_amount=10.05&total_amount=0.01&trade_status=TRADE_SUCCESS';
    expect(await gateway.verifyNotification(arrived(`${twice}&sign=${hmac(twice)}`))).toBeNull();
    const inner = `out_trade_no=R1&trade_no=G1&total_amount=10.05&trade_status=TRADE_SUCCESS&sign=${'0'.repeat(64)}`;
    expect(await gateway.verifyNotification(arrived(`${inner}&sign=${hmac(inner)}`))).toBeNull();
    const fine = 'out_trade_no=R1&trade_no=G1&total_amount=10.05&trade_status=TRADE_SUCCESS';
    expect(await gateway.verifyNotification(arrived(`${fine}&sign=${hmac(fine)}`))).toEqual({ tradeNo: 'R1', gatewayTradeNo: 'G1', amount: 1005, paid: true });
  });
});

describe('sandbox courier', () => {
  const courier = createSandboxCourier();
  const request = (name: string, parcelSn: string) => ({
    parcelSn,
    courier: { id: 1, name },
    sender: { name: '仓库', mobile: '13800138000', province: '浙江省', city: '金华市', district: '义乌市', address: '商城大道188号' },
    recipient: { name: '张三', mobile: '13900139000', province: '浙江省', city: '杭州市', district: '西湖区', address: '文三路100号' },
    weightGrams: 120,
  });

  it('gives a waybill in the courier’s own format, the same one for the same parcel', async () => {
    expect((await courier.createWaybill(request('圆通速递', 'P1'))).waybillCode).toMatch(/^YT\d{13}$/);
    expect((await courier.createWaybill(request('中通快递', 'P1'))).waybillCode).toMatch(/^78\d{12}$/);
    expect((await courier.createWaybill(request('极兔速递', 'P1'))).waybillCode).toMatch(/^JT\d{13}$/);
    expect(await courier.createWaybill(request('圆通速递', 'P2'))).toEqual(await courier.createWaybill(request('圆通速递', 'P2')));
    expect(await courier.createWaybill(request('圆通速递', 'P2'))).not.toEqual(await courier.createWaybill(request('圆通速递', 'P3')));
  });
});

describe('sandbox identity', () => {
  const identity = createSandboxIdentity();
  // a number built to GB 11643's rules (region 110101, born 1990-03-07, check digit computed)
  const valid = '110101199003076632';

  it('checks GB 11643 numbers: region, date and check character', () => {
    expect(isResidentIdNumber(valid)).toBe(true);
    expect(isResidentIdNumber('110101199003076631')).toBe(false); // wrong check character
    expect(isResidentIdNumber('990101199003076638')).toBe(false); // no such province
    expect(isResidentIdNumber('110101199002306637')).toBe(false); // 30 February
    expect(isResidentIdNumber('11010119900307663')).toBe(false);
  });

  it('passes a well-formed pair and says why it refuses one', async () => {
    expect(await identity.verify({ name: '张三', idNumber: valid })).toEqual({ passed: true });
    expect(await identity.verify({ name: '买买提·艾力', idNumber: valid.toLowerCase() })).toEqual({ passed: true });
    expect(await identity.verify({ name: 'Zhang', idNumber: valid })).toEqual({ passed: false, reason: '请输入与身份证一致的中文姓名' });
    expect(await identity.verify({ name: '张三', idNumber: '110101199003076631' })).toEqual({ passed: false, reason: '身份证号码不正确' });
    expect(await identity.verify({ name: '未通过', idNumber: valid })).toEqual({ passed: false, reason: '姓名与身份证号码不一致' });
  });
});

// the sandbox shop platform's contract: providers/sandbox/shop-platform.test.ts
