import { createSign, createVerify, generateKeyPairSync } from 'node:crypto';
import { fen } from 'shared-contracts';
import { BusinessError } from '../../lib/errors';
import type { PaymentProvider } from '../payment';
import { wechatpayConfig, wechatpayProblems } from './config';
import { encryptResource, fakeWechatpayEnv, startFakeWechatpay, type FakeWechatpay } from './fake-gateway';
import { createWechatPayment } from './pay';
import { authorization, decryptResource, requestMessage, verifierOf } from './sign';

// One clock for the provider and the fake (both refuse signatures more than 5 minutes off).
let current = new Date('2026-11-23T04:00:00Z');
const now = () => current;
let fake: FakeWechatpay;
let provider: PaymentProvider;

beforeAll(async () => {
  fake = await startFakeWechatpay({ now });
  provider = createWechatPayment(wechatpayConfig(fakeWechatpayEnv(fake)), { now });
});
afterAll(() => fake.close());
beforeEach(() => {
  current = new Date('2026-11-23T04:00:00Z');
  fake.mangle = null;
});

const request = (tradeNo: string, amount = 10050) => ({
  tradeNo,
  amount: fen(amount),
  subject: '余额充值',
  notifyUrl: 'https://shop.example.com/api/pay/notify/wechatpay',
  siteUrl: 'https://shop.example.com',
});
const otherPair = () =>
  generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });
/** A notification as the route hands it on: the body's bytes and the lower-case headers. */
const arrived = (n: { headers: Record<string, string>; body: string | Buffer }) => ({ rawBody: Buffer.from(n.body), fields: {}, headers: n.headers });

describe('微信支付 request signatures', () => {
  it('signs METHOD, path with query, timestamp, nonce and body, as WeChat recomputes', () => {
    const pair = otherPair();
    const signed = {
      method: 'GET',
      url: '/v3/pay/transactions/out-trade-no/R1?mchid=1900000109',
      body: '',
      timestamp: 1554208460,
      nonce: '593BEC0C930BF1AFEB40B4A08C8FB242',
    };
    expect(requestMessage(signed)).toBe('GET\n/v3/pay/transactions/out-trade-no/R1?mchid=1900000109\n1554208460\n593BEC0C930BF1AFEB40B4A08C8FB242\n\n');
    const header = authorization({ mchid: '1900000109', serialNo: 'ABC123', privateKey: pair.privateKey }, signed);
    const match =
      /^WECHATPAY2-SHA256-RSA2048 mchid="1900000109",nonce_str="593BEC0C930BF1AFEB40B4A08C8FB242",signature="([^"]+)",timestamp="1554208460",serial_no="ABC123"$/.exec(
        header,
      );
    expect(match).not.toBeNull();
    expect(createVerify('RSA-SHA256').update(requestMessage(signed)).verify(pair.publicKey, match![1], 'base64')).toBe(true);
    expect(
      createVerify('RSA-SHA256')
        .update(requestMessage({ ...signed, body: '{}' }))
        .verify(pair.publicKey, match![1], 'base64'),
    ).toBe(false);
  });

  it('is accepted by the fake, which verifies it with the merchant public key', async () => {
    await provider.createPayment(request('R20261123120000000001'));
    const sent = fake.requests.at(-1)!;
    expect(sent).toMatchObject({ method: 'POST', url: '/v3/pay/transactions/native', signedByMerchant: true });
    expect(sent.headers['wechatpay-serial']).toBe(fake.publicKeyId);
  });

  it('is refused (401 SIGN_ERROR) when signed by another key or when the body changed after signing', async () => {
    const foreign = createWechatPayment({ ...wechatpayConfig(fakeWechatpayEnv(fake)), privateKey: otherPair().privateKey }, { now });
    await expect(foreign.createPayment(request('R20261123120000000002'))).rejects.toBeInstanceOf(BusinessError);
    expect(fake.requests.at(-1)!.signedByMerchant).toBe(false);
    const tampering: typeof fetch = (input, init) => fetch(input, { ...init, body: String(init?.body).replace('10050', '1') });
    const tampered = createWechatPayment(wechatpayConfig(fakeWechatpayEnv(fake)), { now, fetch: tampering });
    await expect(tampered.createPayment(request('R20261123120000000003'))).rejects.toMatchObject({ message: '二维码加载失败，请稍后再试' });
    expect(fake.requests.at(-1)!.signedByMerchant).toBe(false);
    expect(fake.trades.has('R20261123120000000003')).toBe(false);
  });
});

describe('微信支付 Native 下单', () => {
  it('places the order and hands back code_url, payable for 15 minutes', async () => {
    const start = await provider.createPayment(request('R20261123120000000010'));
    const trade = fake.trades.get('R20261123120000000010')!;
    expect(start).toEqual({ type: 'qrcode', data: trade.codeUrl });
    expect(trade.codeUrl).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=/);
    expect(trade).toMatchObject({
      description: '余额充值',
      total: 10050,
      notifyUrl: 'https://shop.example.com/api/pay/notify/wechatpay',
      timeExpire: '2026-11-23T12:15:00+08:00',
    });
    expect(JSON.parse(fake.requests.at(-1)!.body)).toMatchObject({ appid: fake.appid, mchid: fake.mchid, amount: { total: 10050, currency: 'CNY' } });
  });

  it('says the QR code could not be made when WeChat refuses', async () => {
    const config = wechatpayConfig(fakeWechatpayEnv(fake));
    const wrongApp = createWechatPayment({ ...config, appid: 'wx0000000000000000' }, { now });
    await expect(wrongApp.createPayment(request('R20261123120000000011'))).rejects.toMatchObject({ code: 1, message: '二维码加载失败，请稍后再试' });
  });

  it('reads no answer whose signature does not verify: an outage, not a refusal', async () => {
    const mangles: ((answer: { headers: Record<string, string>; body: Buffer }) => void)[] = [
      (a) => (a.body = Buffer.from(a.body.toString().replace('weixin://', 'https://evil.example/'))),
      (a) => (a.headers['wechatpay-signature'] = createSign('RSA-SHA256').update('x').sign(otherPair().privateKey, 'base64')),
      (a) => (a.headers['wechatpay-serial'] = 'PUB_KEY_ID_0000000000000000000000000000000000'),
      (a) => delete a.headers['wechatpay-signature'],
      (a) => (a.headers['wechatpay-timestamp'] = String(Math.floor(current.getTime() / 1000) - 301)),
    ];
    for (const [i, mangle] of mangles.entries()) {
      fake.mangle = mangle;
      const error = await provider.createPayment(request(`R2026112312000000002${i}`)).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(Error);
      expect(error).not.toBeInstanceOf(BusinessError);
      expect((error as Error).message).toMatch(/应答签名验证失败/);
    }
  });
});

describe('微信支付 支付结果通知', () => {
  const notice = { tradeNo: 'R20261123120000000030', amount: 50000, transactionId: '4200000000202611230000000001' };

  it('verifies the signature over the raw body, decrypts the resource and reads the amount in fen', async () => {
    expect(await provider.verifyNotification(arrived(fake.signedNotification(notice)))).toEqual({
      tradeNo: 'R20261123120000000030',
      gatewayTradeNo: '4200000000202611230000000001',
      amount: 50000,
      paid: true,
    });
    expect(decryptResource(fake.apiV3Key, JSON.parse(fake.signedNotification(notice).body).resource)).toContain('"trade_state":"SUCCESS"');
  });

  it('reads another trade state as not paid', async () => {
    expect(await provider.verifyNotification(arrived(fake.signedNotification({ ...notice, state: 'CLOSED' })))).toMatchObject({
      tradeNo: notice.tradeNo,
      paid: false,
    });
  });

  it('refuses a forged signature, a tampered body, a wrong serial and an old timestamp', async () => {
    const n = fake.signedNotification(notice);
    const forged = { ...n.headers, 'wechatpay-signature': createSign('RSA-SHA256').update('x').sign(otherPair().privateKey, 'base64') };
    expect(await provider.verifyNotification(arrived({ headers: forged, body: n.body }))).toBeNull();
    expect(
      await provider.verifyNotification(arrived({ headers: n.headers, body: n.body.replace('"summary":"支付成功"', '"summary":"支付成功 "') })),
    ).toBeNull();
    expect(await provider.verifyNotification(arrived({ headers: n.headers, body: `${n.body} ` }))).toBeNull();
    expect(
      await provider.verifyNotification(
        arrived({ headers: { ...n.headers, 'wechatpay-serial': 'PUB_KEY_ID_0114232806292024081600000000000002' }, body: n.body }),
      ),
    ).toBeNull();
    const old = fake.signedNotification({ ...notice, at: new Date(current.getTime() - 6 * 60_000) });
    expect(await provider.verifyNotification(arrived(old))).toBeNull();
    // the same notification arriving 4 minutes late still verifies
    expect(await provider.verifyNotification(arrived(fake.signedNotification({ ...notice, at: new Date(current.getTime() - 4 * 60_000) })))).not.toBeNull();
  });

  it('refuses another merchant’s or app’s transaction, though WeChat signed it', async () => {
    expect(await provider.verifyNotification(arrived(fake.signedNotification({ ...notice, mchid: '1900000110' })))).toBeNull();
    expect(await provider.verifyNotification(arrived(fake.signedNotification({ ...notice, appid: 'wx0000000000000000' })))).toBeNull();
  });

  it('refuses a resource that does not decrypt: a bad tag, another key, another algorithm', async () => {
    const event = JSON.parse(fake.signedNotification(notice).body) as { resource: Record<string, string> };
    const sealed = Buffer.from(event.resource.ciphertext, 'base64');
    sealed[sealed.length - 1] ^= 1;
    const resigned = (resource: unknown) => {
      const body = JSON.stringify({ ...event, resource });
      return arrived({ headers: fake.signHeaders(body), body });
    };
    expect(await provider.verifyNotification(resigned({ ...event.resource, ciphertext: sealed.toString('base64') }))).toBeNull();
    expect(await provider.verifyNotification(resigned({ ...event.resource, associated_data: 'other' }))).toBeNull();
    expect(await provider.verifyNotification(resigned(encryptResource('0'.repeat(32), '{"mchid":"1900000109"}')))).toBeNull();
    expect(await provider.verifyNotification(resigned({ ...event.resource, algorithm: 'AEAD_AES_128_GCM' }))).toBeNull();
    // the untouched resource, re-signed the same way, does verify: the refusals above are the resource's
    expect(await provider.verifyNotification(resigned(event.resource))).toMatchObject({ paid: true });
  });

  it('never throws on garbage', async () => {
    const n = fake.signedNotification(notice);
    const bodies = ['', 'null', '[]', '{"resource":null}', '{"resource":{"algorithm":"AEAD_AES_256_GCM"}}', '\u0000\ud800', 'a'.repeat(10_000)];
    for (const body of bodies) {
      await expect(provider.verifyNotification(arrived({ headers: fake.signHeaders(body), body }))).resolves.toBeNull();
      await expect(provider.verifyNotification(arrived({ headers: n.headers, body }))).resolves.toBeNull();
    }
    for (const name of ['wechatpay-timestamp', 'wechatpay-nonce', 'wechatpay-signature', 'wechatpay-serial']) {
      for (const value of ['', 'WECHATPAY/SIGNTEST/abc', '\n', '9'.repeat(40), '😀']) {
        await expect(provider.verifyNotification(arrived({ headers: { ...n.headers, [name]: value }, body: n.body }))).resolves.toBeNull();
      }
    }
  });

  it('answers WeChat 204 for a notification taken, 400 FAIL for one refused', () => {
    expect(provider.answer(true)).toEqual({ status: 204, contentType: 'application/json; charset=utf-8', body: '' });
    expect(provider.answer(false)).toEqual({ status: 400, contentType: 'application/json; charset=utf-8', body: '{"code":"FAIL","message":"失败"}' });
  });
});

describe('微信支付 查询订单 and 关闭订单', () => {
  it('reads missing, pending, paid and closed', async () => {
    expect(await provider.query('R20261123120000000040')).toEqual({ tradeNo: 'R20261123120000000040', gatewayTradeNo: '', amount: 0, state: 'missing' });
    await provider.createPayment(request('R20261123120000000040', 2000));
    expect(await provider.query('R20261123120000000040')).toEqual({ tradeNo: 'R20261123120000000040', gatewayTradeNo: '', amount: 2000, state: 'pending' });
    const paid = fake.pay('R20261123120000000040');
    expect(await provider.query('R20261123120000000040')).toEqual({
      tradeNo: 'R20261123120000000040',
      gatewayTradeNo: paid.transactionId,
      amount: 2000,
      state: 'paid',
    });
    await provider.createPayment(request('R20261123120000000041'));
    await provider.close('R20261123120000000041');
    expect(await provider.query('R20261123120000000041')).toMatchObject({ state: 'closed' });
    expect(fake.requests.at(-1)!.url).toBe(`/v3/pay/transactions/out-trade-no/R20261123120000000041?mchid=${fake.mchid}`);
  });

  it('throws on an answer it cannot trust or read', async () => {
    await provider.createPayment(request('R20261123120000000042'));
    fake.mangle = (a) => (a.body = Buffer.from(a.body.toString().replace('NOTPAY', 'SUCCESS')));
    await expect(provider.query('R20261123120000000042')).rejects.toThrow(/应答签名验证失败/);
    fake.mangle = (a) => {
      const body = Buffer.from(a.body.toString().replace('NOTPAY', 'SOMETHING_NEW'));
      Object.assign(a, { body, headers: { ...a.headers, ...fake.signHeaders(body) } });
    };
    await expect(provider.query('R20261123120000000042')).rejects.toThrow(/未知的交易状态/);
  });

  it('closes an unpaid trade, counts an unknown one as closed, and refuses to close a paid one', async () => {
    await provider.createPayment(request('R20261123120000000050'));
    await expect(provider.close('R20261123120000000050')).resolves.toBeUndefined();
    expect(fake.trades.get('R20261123120000000050')!.state).toBe('CLOSED');
    expect(JSON.parse(fake.requests.at(-1)!.body)).toEqual({ mchid: fake.mchid });
    await expect(provider.close('R20261123120000000051')).resolves.toBeUndefined();
    await provider.createPayment(request('R20261123120000000052'));
    fake.pay('R20261123120000000052');
    await expect(provider.close('R20261123120000000052')).rejects.toThrow(/already paid/);
    expect(fake.trades.get('R20261123120000000052')!.state).toBe('SUCCESS');
  });
});

describe('微信支付 settings', () => {
  const pair = otherPair();
  const base = {
    WECHATPAY_MCHID: '1900000109',
    WECHATPAY_APPID: 'wxd678efh567hg6787',
    WECHATPAY_SERIAL_NO: '1DDE55AD98ED71D6EDD4A4A16996DE7B47773A8C',
    WECHATPAY_APIV3_KEY: 'a'.repeat(32),
    WECHATPAY_PRIVATE_KEY: pair.privateKey.replace(/\n/g, '\\n'),
  };
  const publicKey = { WECHATPAY_PUBLIC_KEY_ID: 'PUB_KEY_ID_0114232806292024081600000000000001', WECHATPAY_PUBLIC_KEY: pair.publicKey.replace(/\n/g, '\\n') };

  it('accepts the 微信支付公钥 mode and reads one-line PEM', () => {
    expect(wechatpayProblems({ ...base, ...publicKey })).toEqual([]);
    const config = wechatpayConfig({ ...base, ...publicKey });
    expect(config.publicKey).toBe(pair.publicKey.trim());
    expect(config.privateKey).toBe(pair.privateKey.trim());
    expect(config.apiUrl).toBe('https://api.mch.weixin.qq.com');
  });

  /** A self-signed certificate made for this test (no private key kept): its serial is what Wechatpay-Serial names. */
  const PLATFORM_CERT = [
    '-----BEGIN CERTIFICATE-----',
    'MIICPjCCAaegAwIBAgIUUVfwnv3Alt4V6+gaRwV6cjLxuOEwDQYJKoZIhvcNAQEL',
    'BQAwMTEgMB4GA1UEAwwXVGVucGF5LmNvbSBSb290IENBIHRlc3QxDTALBgNVBAoM',
    'BHRlc3QwHhcNMjYxMTI5MDIwMjM4WhcNMzYxMTI2MDIwMjM4WjAxMSAwHgYDVQQD',
    'DBdUZW5wYXkuY29tIFJvb3QgQ0EgdGVzdDENMAsGA1UECgwEdGVzdDCBnzANBgkq',
    'hkiG9w0BAQEFAAOBjQAwgYkCgYEAql1NsSgnCSQQum5x2Xg0ld7vGyNAvsLAFNvy',
    'XybJKxIKk3kU8gTREWRjMTLWW1BmuoC9QO+3uMr7vyZF2oKo0OuIicIU+A2f4EEk',
    'gmiKbDSyCqOw8l4kPVWEmxh+P71tD6UHd/kMANwIzmfTq6LR6956/KWp3DxOxtl1',
    'qQCz0RECAwEAAaNTMFEwHQYDVR0OBBYEFCSQdBYccff4UCPGCF1qunUlEcv0MB8G',
    'A1UdIwQYMBaAFCSQdBYccff4UCPGCF1qunUlEcv0MA8GA1UdEwEB/wQFMAMBAf8w',
    'DQYJKoZIhvcNAQELBQADgYEAgt8+AaXkonxaLhPKywiQDQtiXIdw4mnD9rxRWCiP',
    'Bvav8Pg9cJdTIOYG2AhR6LmjctE++Ni+lPftytQKZlUADoz6GsK3CChx6TiHRAR1',
    'fBixjoaD3yaj0YxuJIImTcr6yLKYjTjE2jAAhUR5Shs2heHbbVCXPIskJeSiUAko',
    'nDw=',
    '-----END CERTIFICATE-----',
  ].join('\n');

  it('accepts the 平台证书 mode: the certificate’s serial names its key', async () => {
    const env = { ...base, WECHATPAY_PLATFORM_CERT: PLATFORM_CERT.replace(/\n/g, '\\n') };
    expect(wechatpayProblems(env)).toEqual([]);
    const config = wechatpayConfig(env);
    expect(verifierOf(config).serial).toBe('5157F09EFDC096DE15EBE81A47057A7232F1B8E1');
    // a notification signed with the 微信支付公钥 (another serial) is not this merchant's way to verify
    const certMode = createWechatPayment(
      { ...wechatpayConfig(fakeWechatpayEnv(fake)), publicKeyId: undefined, publicKey: undefined, platformCert: PLATFORM_CERT },
      { now },
    );
    const n = fake.signedNotification({ tradeNo: 'R1', amount: 1, transactionId: '42' });
    expect(await certMode.verifyNotification(arrived(n))).toBeNull();
    expect(
      await certMode.verifyNotification(arrived({ headers: { ...n.headers, 'wechatpay-serial': '5157f09efdc096de15ebe81a47057a7232f1b8e1' }, body: n.body })),
    ).toBeNull();
  });

  it('names what is missing or wrong', () => {
    expect(wechatpayProblems(base)).toEqual([expect.stringMatching(/请设置验签方式.*WECHATPAY_PUBLIC_KEY_ID.*WECHATPAY_PLATFORM_CERT/)]);
    expect(wechatpayProblems({ ...base, WECHATPAY_PUBLIC_KEY_ID: publicKey.WECHATPAY_PUBLIC_KEY_ID })).toEqual([
      expect.stringMatching(/缺少 WECHATPAY_PUBLIC_KEY）/),
    ]);
    expect(wechatpayProblems({ ...base, WECHATPAY_PUBLIC_KEY: publicKey.WECHATPAY_PUBLIC_KEY })).toEqual([
      expect.stringMatching(/缺少 WECHATPAY_PUBLIC_KEY_ID）/),
    ]);
    expect(wechatpayProblems({ ...base, ...publicKey, WECHATPAY_PLATFORM_CERT: 'x' })).toEqual(
      expect.arrayContaining([expect.stringMatching(/只能选一种/), expect.stringMatching(/WECHATPAY_PLATFORM_CERT 不是证书/)]),
    );
    expect(wechatpayProblems({ ...base, ...publicKey, WECHATPAY_APIV3_KEY: 'short' })).toEqual([
      expect.stringMatching(/WECHATPAY_APIV3_KEY .*32 字节.*当前 5 字节/),
    ]);
    expect(wechatpayProblems({ ...base, ...publicKey, WECHATPAY_PRIVATE_KEY: 'not a key' })).toEqual([
      expect.stringMatching(/^WECHATPAY_PRIVATE_KEY 不是可用的私钥/),
    ]);
    expect(wechatpayProblems({ ...base, ...publicKey, WECHATPAY_PUBLIC_KEY: 'not a key' })).toEqual([
      expect.stringMatching(/^WECHATPAY_PUBLIC_KEY 不是可用的公钥/),
    ]);
    expect(wechatpayProblems({ ...base, ...publicKey, WECHATPAY_PUBLIC_KEY_ID: '0114232806' })).toEqual([expect.stringMatching(/PUB_KEY_ID_ 开头/)]);
    expect(wechatpayProblems({ ...base, ...publicKey, WECHATPAY_API_URL: 'ftp://x' })).toEqual([
      expect.stringMatching(/^WECHATPAY_API_URL 应为 http\(s\) 地址/),
    ]);
    expect(wechatpayProblems({ ...base, ...publicKey, WECHATPAY_SERIAL_NO: 'serial?' })).toEqual([expect.stringMatching(/^WECHATPAY_SERIAL_NO/)]);
    expect(wechatpayProblems({ ...base, ...publicKey, WECHATPAY_MCHID: 'abc' })).toEqual([expect.stringMatching(/^WECHATPAY_MCHID/)]);
  });
});
