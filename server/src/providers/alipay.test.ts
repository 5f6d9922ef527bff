import { createSign, generateKeyPairSync } from 'node:crypto';
import { AlipaySdk } from 'alipay-sdk';
import { fen } from 'shared-contracts';
import { createAlipayPayment, type AlipayClient } from './alipay';

// Keys made here: the app's pair, and one standing in for Alipay's (which signs the notifications).
const pem = () => generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });
const app = pem();
const alipay = pem();
const config = { appId: '2021000000000001', sellerId: '2088000000000001', privateKey: app.privateKey, alipayPublicKey: alipay.publicKey };

/** Signs a notification the way Alipay does: every field but sign and sign_type, sorted, k=v&…, RSA-SHA256, base64. */
function signed(fields: Record<string, string>, key = alipay.privateKey): Record<string, string> {
  const text = Object.keys(fields)
    .filter((k) => k !== 'sign' && k !== 'sign_type' && fields[k] !== '')
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join('&');
  return { ...fields, sign_type: 'RSA2', sign: createSign('RSA-SHA256').update(text, 'utf8').sign(key, 'base64') };
}

const notice = (change: Record<string, string> = {}) =>
  signed({
    app_id: config.appId,
    seller_id: config.sellerId,
    out_trade_no: 'R20261123120000123456',
    trade_no: '2026112322001400000000000001',
    total_amount: '500.00',
    trade_status: 'TRADE_SUCCESS',
    notify_time: '2026-11-23 12:00:05',
    buyer_logon_id: 'abc***@example.com',
    ...change,
  });

/** A notification as the route hands it on: the form body as posted and its fields. */
const posted = (fields: Record<string, string>) => ({ fields, rawBody: Buffer.from(new URLSearchParams(fields).toString()) });

describe('Alipay (当面付)', () => {
  const provider = createAlipayPayment(config, new AlipaySdk({ ...config, signType: 'RSA2', keyType: 'PKCS8' }));

  it('trusts a notification Alipay signed and reads the amount in fen', async () => {
    expect(await provider.verifyNotification(posted(notice()))).toEqual({
      tradeNo: 'R20261123120000123456',
      gatewayTradeNo: '2026112322001400000000000001',
      amount: 50000,
      paid: true,
    });
    expect((await provider.verifyNotification(posted(notice({ trade_status: 'WAIT_BUYER_PAY' }))))?.paid).toBe(false);
  });

  it('keeps Alipay’s own rule: the sorted parameters, whatever order the body wrote them in', async () => {
    const fields = notice();
    const reversed = Object.fromEntries(Object.entries(fields).reverse());
    expect(await provider.verifyNotification(posted(reversed))).toMatchObject({ tradeNo: 'R20261123120000123456', amount: 50000 });
  });

  it('refuses a tampered, foreign-signed, unsigned or other app’s notification', async () => {
    expect(await provider.verifyNotification(posted({ ...notice(), total_amount: '5000.00' }))).toBeNull();
    expect(await provider.verifyNotification(posted({ ...notice(), out_trade_no: 'R20261123120000999999' }))).toBeNull();
    expect(await provider.verifyNotification(posted(signed(notice(), app.privateKey)))).toBeNull();
    const { sign: _sign, ...unsigned } = notice();
    expect(await provider.verifyNotification(posted(unsigned))).toBeNull();
    expect(await provider.verifyNotification(posted(notice({ app_id: '2021000000000002' })))).toBeNull();
    // signed by Alipay, but for another seller
    expect(await provider.verifyNotification(posted(notice({ seller_id: '2088000000000002' })))).toBeNull();
    const { seller_id: _seller, ...withoutSeller } = notice();
    expect(await provider.verifyNotification(posted(signed(withoutSeller)))).toBeNull();
  });

  it('refuses a notification with odd characters in any field, never throwing', async () => {
    const odd = ['\u0000', '\ud800', '%E4%B8', '<script>', '😀'.repeat(50), 'a'.repeat(10_000), '=&=&', ' '];
    for (const value of odd) {
      for (const field of ['sign', 'sign_type', 'app_id', 'seller_id', 'out_trade_no', 'total_amount', 'trade_status']) {
        await expect(provider.verifyNotification(posted({ ...notice(), [field]: value }))).resolves.toBeNull();
      }
      // signed by Alipay with an odd trade number: an answer, not an exception (the route then finds no such trade)
      await expect(provider.verifyNotification(posted(notice({ out_trade_no: value })))).resolves.toBeDefined();
    }
  });

  it('precreates the trade and hands back the QR code’s text', async () => {
    const calls: unknown[] = [];
    const client: AlipayClient = {
      exec: (async (method: string, params: unknown) => {
        calls.push([method, params]);
        return { code: '10000', msg: 'Success', outTradeNo: 'R20261123120000123456', qrCode: 'https://qr.alipay.com/bax01234' };
      }) as AlipayClient['exec'],
      checkNotifySign: () => false,
    };
    const start = await createAlipayPayment(config, client).createPayment({
      tradeNo: 'R20261123120000123456',
      amount: fen(10050),
      subject: '余额充值',
      notifyUrl: 'https://shop.example.com/api/pay/notify/alipay',
      siteUrl: 'https://shop.example.com',
    });
    expect(start).toEqual({ type: 'qrcode', data: 'https://qr.alipay.com/bax01234' });
    expect(calls).toEqual([
      [
        'alipay.trade.precreate',
        {
          notify_url: 'https://shop.example.com/api/pay/notify/alipay',
          bizContent: { out_trade_no: 'R20261123120000123456', total_amount: '100.50', subject: '余额充值', timeout_express: '15m' },
        },
      ],
    ]);
  });

  it('says the QR code could not be made when Alipay refuses', async () => {
    const client = { exec: (async () => ({ code: '40004', msg: 'Business Failed', subCode: 'ACQ.INVALID_PARAMETER' })) as unknown as AlipayClient['exec'], checkNotifySign: () => false };
    await expect(
      createAlipayPayment(config, client).createPayment({ tradeNo: 'R1', amount: fen(100), subject: '余额充值', notifyUrl: 'https://x/n', siteUrl: 'https://x' }),
    ).rejects.toMatchObject({ code: 1, message: '二维码加载失败，请稍后再试' });
  });
});
