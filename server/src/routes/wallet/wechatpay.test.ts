import type { FastifyInstance } from 'fastify';
import { generateKeyPairSync, createSign } from 'node:crypto';
import { chinaText } from 'shared-contracts/china-time';
import { paymentGateways } from '../../providers/payment-gateways';
import { wechatpayConfig } from '../../providers/wechatpay/config';
import { startFakeWechatpay, type FakeWechatpay } from '../../providers/wechatpay/fake-gateway';
import { createWechatPayment } from '../../providers/wechatpay/pay';
import { buildTestApp, call, openTestDb, registerUser, testClock, type TestClock, type TestDb } from '../../test-support/harness';
import { expectBooksBalanced } from '../../test-support/money';
import { fakeWechatpayEnv } from '../../providers/wechatpay/fake-gateway';

// 微信支付 as the site's gateway, against a fake that checks our request signatures and signs, encrypts and
// sends notifications as WeChat Pay does (providers/wechatpay/fake-gateway.ts): the same crediting path as 支付宝's.
let testDb: TestDb;
let app: FastifyInstance;
let clock: TestClock;
let fake: FakeWechatpay;

beforeAll(async () => {
  testDb = await openTestDb();
  clock = testClock('2026-11-28T03:00:00Z');
  fake = await startFakeWechatpay({ now: () => clock.now() });
  const wechat = createWechatPayment(wechatpayConfig(fakeWechatpayEnv(fake)), { now: () => clock.now() });
  app = await buildTestApp(testDb, { clock, providers: { payment: paymentGateways([wechat]) } });
}, 60_000);
afterEach(async () => {
  await expectBooksBalanced(app);
});
afterAll(async () => {
  await app.close();
  await fake.close();
  await testDb.close();
});

const balanceOf = async (token: string) => (await call(app, 'GET', '/api/user/wallet/info', undefined, { token })).body.data.balance as number;
const topUp = async (token: string, amount: number) => (await call(app, 'POST', '/api/user/recharge/qrcode', { channel: 2, amount }, { token })).body;
const post = (notification: { headers: Record<string, string>; body: string }) => app.inject({ method: 'POST', url: '/api/pay/notify/wechatpay', headers: notification.headers, payload: notification.body });

describe('在线充值 with 微信支付', () => {
  it('offers 微信支付 alone, and its QR code is the Native order’s code_url', async () => {
    const user = await registerUser(app);
    expect((await call(app, 'GET', '/api/user/recharge/info', undefined, { token: user.token })).body.data).toMatchObject({ payment_list: [{ channel: 2, name: '微信支付' }], sandbox: false });
    expect(await topUp(user.token, 100)).toMatchObject({ code: 0, data: { type: 'qrcode', data: expect.stringMatching(/^weixin:\/\/wxpay\//), money: 100 } });
    expect((await call(app, 'POST', '/api/user/recharge/qrcode', { channel: 1, amount: 100 }, { token: user.token })).body).toMatchObject({ code: 1, msg: '不支持的支付方式' });
  });

  it('credits once when one payment is notified 11 times at once, and refuses forged or tampered notifications', async () => {
    const user = await registerUser(app);
    const tradeNo = (await topUp(user.token, 88)).data.trade_no as string;
    fake.pay(tradeNo);
    const genuine = fake.signedNotification({ tradeNo, amount: 8800, transactionId: '4200000000202611280000000001' });

    // forged: the same body signed with a key that is not WeChat Pay's
    const stranger = generateKeyPairSync('rsa', { modulusLength: 2048, privateKeyEncoding: { type: 'pkcs8', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } });
    const ts = genuine.headers['wechatpay-timestamp'] ?? genuine.headers['Wechatpay-Timestamp'];
    const nonce = genuine.headers['wechatpay-nonce'] ?? genuine.headers['Wechatpay-Nonce'];
    const forgedSignature = createSign('RSA-SHA256').update(`${ts}\n${nonce}\n${genuine.body}\n`).sign(stranger.privateKey, 'base64');
    const headerName = Object.keys(genuine.headers).find((name) => name.toLowerCase() === 'wechatpay-signature')!;
    const forged = { headers: { ...genuine.headers, [headerName]: forgedSignature }, body: genuine.body };
    // tampered: one byte of the signed body changed
    const tampered = { headers: genuine.headers, body: genuine.body.replace('"TRANSACTION.SUCCESS"', '"TRANSACTION.SUCCES5"') };
    // another payment's amount: a genuine notification of 1 fen for this trade
    const wrongAmount = fake.signedNotification({ tradeNo, amount: 1, transactionId: '4200000000202611280000000001' });
    for (const refused of [forged, tampered, wrongAmount]) {
      const answer = await post(refused);
      expect([answer.statusCode, JSON.parse(answer.body)]).toEqual([400, { code: 'FAIL', message: '失败' }]);
    }
    expect(await balanceOf(user.token)).toBe(0);

    const answers = await Promise.all(Array.from({ length: 11 }, () => post(genuine)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(11).fill(204));
    expect(await balanceOf(user.token)).toBe(88);
    const entries = await testDb.db.selectFrom('ledger_entries').select(['type', 'amount']).where('user_id', '=', user.userId).execute();
    expect(entries.map((entry) => [entry.type, Number(entry.amount)])).toEqual([['recharge', 8800]]);
    expect((await call(app, 'GET', '/api/user/recharge/status', undefined, { token: user.token, query: { out_trade_no: tradeNo } })).body.data).toEqual({ success: true });
  });

  it('asks 微信支付 when the notification is late, closes an unpaid top-up after 30 minutes, and reconciles the day’s bill', async () => {
    const user = await registerUser(app);
    const late = (await topUp(user.token, 60)).data.trade_no as string;
    const unpaid = (await topUp(user.token, 70)).data.trade_no as string;
    fake.pay(late);
    clock.advance(31_000);
    expect((await call(app, 'GET', '/api/user/recharge/status', undefined, { token: user.token, query: { out_trade_no: late } })).body.data).toEqual({ success: true });
    clock.advance(31 * 60_000);
    // this one, and the first test's top-up that was never paid
    expect(await app.services.topUps.sweepPending()).toMatchObject({ credited: 0, closed: 2, failed: 0 });
    expect(fake.trades.get(unpaid)?.state).toBe('CLOSED');
    expect(await balanceOf(user.token)).toBe(60);

    // the day's bill from the fake's own records: the late payment is in it and credited here — a clean day
    const day = chinaText(clock.now()).slice(0, 10);
    const [run] = await app.services.reconciliation.run(day);
    expect(run).toMatchObject({ gateway: 'wechatpay', status: 'clean', bill_count: 2, bill_total_fen: 14_800, issue_count: 0 });
  });
});
