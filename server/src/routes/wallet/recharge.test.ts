import { fen } from 'shared-contracts';
import { createHmac, createSign, generateKeyPairSync } from 'node:crypto';
import { AlipaySdk } from 'alipay-sdk';
import { createAlipayPayment } from '../../providers/alipay';
import { createSandboxPayment, memoryBooks } from '../../providers/sandbox/payment';
import { paymentGateways } from '../../providers/payment-gateways';
import { buildTestApp, call, registerUser } from '../../test-support/harness';
import { app, testDb, withTestApp } from '../../test-support/test-app';
import { createTopUp, expectBooksBalanced, payInCashier } from '../../test-support/money';

const gateway = createSandboxPayment('gift-mall-sandbox-secret-not-for-production', memoryBooks());

withTestApp();
afterEach(async () => {
  await expectBooksBalanced(app);
});

const notify = (fields: Record<string, string>, gatewayName = 'sandbox') =>
  app.inject({ method: 'POST', url: `/api/pay/notify/${gatewayName}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(fields).toString() });
const wallet = async (token: string) => (await call(app, 'GET', '/api/user/wallet/info', undefined, { token })).body.data;
const statusOf = async (token: string, tradeNo: string) => call(app, 'GET', '/api/user/recharge/status', undefined, { token, query: { out_trade_no: tradeNo } });

describe('GET /api/user/recharge/info', () => {
  it('offers the seeded quick amounts, limits, the gateway’s channels, the benefits and the welfare per amount', async () => {
    const user = await registerUser(app);
    const { body } = await call(app, 'GET', '/api/user/recharge/info', undefined, { token: user.token });
    expect(body.data).toEqual({
      quick_option: [100, 200, 500, 1000, 2000, 5000],
      min_price: 10,
      max_price: 50000,
      payment_list: [
        { channel: 1, name: '支付宝' },
        { channel: 2, name: '微信支付' },
      ],
      input: true,
      give_list: [
        { money: 500, group_name: 'VIP1 黄金会员' },
        { money: 2000, group_name: 'VIP2 铂金会员' },
        { money: 5000, group_name: 'VIP3 钻石会员' },
      ],
      welfare: {
        '500': { group_name: 'VIP1 黄金会员', free_money: 10 },
        '1000': { group_name: 'VIP1 黄金会员', free_money: 10 },
        '2000': { group_name: 'VIP2 铂金会员', free_money: 60 },
        '5000': { group_name: 'VIP3 钻石会员', free_money: 200 },
      },
      sandbox: true,
    });
  });

  it('follows the settings in the database', async () => {
    await testDb.db.updateTable('recharge_settings').set({ quick_options_fen: JSON.stringify([5000, 30000]), allow_input: false }).execute();
    const user = await registerUser(app);
    const { body } = await call(app, 'GET', '/api/user/recharge/info', undefined, { token: user.token });
    expect(body.data).toMatchObject({ quick_option: [50, 300], input: false, welfare: {} });
    await testDb.db.updateTable('recharge_settings').set({ quick_options_fen: JSON.stringify([10000, 20000, 50000, 100000, 200000, 500000]), allow_input: true }).execute();
  });
});

describe('POST /api/user/recharge/qrcode', () => {
  it('creates a pending top-up whose QR code opens the sandbox cashier', async () => {
    const user = await registerUser(app);
    const { body } = await call(app, 'POST', '/api/user/recharge/qrcode', { channel: 1, amount: 100.5 }, { token: user.token, headers: { host: 'shop.example.com' } });
    expect(body).toMatchObject({ code: 0, data: { trade_no: expect.stringMatching(/^R\d{20}$/), type: 'qrcode', money: 100.5 } });
    expect(body.data.data).toBe(`http://shop.example.com/pay/sandbox/${body.data.trade_no}`);
    const order = await testDb.db.selectFrom('recharge_orders').selectAll().where('trade_no', '=', body.data.trade_no).executeTakeFirstOrThrow();
    expect(order).toMatchObject({ user_id: user.userId, amount_fen: 10050, status: 'pending', provider: 'sandbox' });
  });

  it('refuses a bad amount or channel with a Chinese message and creates nothing', async () => {
    const user = await registerUser(app);
    const count = async () => (await testDb.db.selectFrom('recharge_orders').select('trade_no').where('user_id', '=', user.userId).execute()).length;
    const cases: [object, number, string][] = [
      [{ channel: 1, amount: 9.99 }, 1, '单次充值不能少于 10 元'],
      [{ channel: 1, amount: 50000.01 }, 1, '单次充值不能超过 50000 元'],
      [{ channel: 7, amount: 100 }, 1, '不支持的支付方式'],
      [{ channel: 1, amount: 10.005 }, 400, '充值金额最多保留两位小数'],
      [{ channel: 1, amount: '一百' }, 400, '充值金额不正确'],
      [{ channel: 1 }, 400, '充值金额不正确'],
      [{ amount: 100 }, 400, '请选择支付方式'],
    ];
    for (const [payload, code, msg] of cases) {
      const { body } = await call(app, 'POST', '/api/user/recharge/qrcode', payload, { token: user.token });
      expect({ payload, code: body.code, msg: body.msg }).toEqual({ payload, code, msg });
    }
    expect(await count()).toBe(0);
  });
});

describe('paying through the sandbox cashier', () => {
  it('shows the merchant and amount, and 确认支付 credits the top-up, its bonus and the group', async () => {
    const user = await registerUser(app);
    const tradeNo = await createTopUp(app, user.token, 500);
    const cashier = await app.inject({ method: 'GET', url: `/pay/sandbox/${tradeNo}` });
    expect(cashier.statusCode).toBe(200);
    expect(cashier.headers['content-security-policy']).toMatch(/style-src [^;]*'nonce-/);
    expect(cashier.body).toContain('礼品代发商城');
    expect(cashier.body).toContain('500.00');
    expect(cashier.body).toContain('确认支付');
    expect((await statusOf(user.token, tradeNo)).body).toEqual({ code: 0, msg: '等待支付', data: { success: false } });

    const paid = await payInCashier(app, tradeNo);
    expect(paid.statusCode).toBe(200);
    expect(paid.body).toContain('支付成功');
    expect((await statusOf(user.token, tradeNo)).body).toEqual({ code: 0, msg: '充值成功，500.00 元已到账，另赠 10.00 元', data: { success: true } });
    expect(await wallet(user.token)).toEqual({ balance: 510, recharge_total: 500, spend_total: 0 });
    const ledger = (await call(app, 'GET', '/api/finance/log/list', undefined, { token: user.token })).body.data;
    expect(ledger).toMatchObject({ data_count: 2, page: 1, page_size: 10 });
    expect(ledger.list).toEqual([
      { id: expect.any(Number), account: 'balance', type: 'bonus', type_name: '充值赠送', amount: 10, balance: 510, remark: '充值 500.00 元赠送', created_at: expect.any(String) },
      { id: expect.any(Number), account: 'balance', type: 'recharge', type_name: '充值', amount: 500, balance: 500, remark: `在线充值 ${tradeNo}`, created_at: expect.any(String) },
    ]);
    const info = (await call(app, 'GET', '/api/user/info', undefined, { token: user.token })).body.data;
    expect(info.user.group_name).toBe('VIP1 黄金会员');
    const groups = (await call(app, 'GET', '/api/user/group/list', undefined, { token: user.token })).body.data;
    expect(groups.map((g: { name: string; is_current: boolean; price_percent: number; upgrade_amount: number }) => [g.name, g.is_current, g.price_percent, g.upgrade_amount])).toEqual([
      ['普通会员', false, 100, 0],
      ['VIP1 黄金会员', true, 98, 500],
      ['VIP2 铂金会员', false, 95, 2000],
      ['VIP3 钻石会员', false, 90, 5000],
    ]);
    const summary = (await call(app, 'GET', '/api/finance/statistics/summary', undefined, { token: user.token })).body.data;
    expect(summary).toEqual({ today_recharge: 500, today_spend: 0, month_recharge: 500, month_spend: 0, balance: 510, commission_frozen: 0, commission_available: 0, withdrawing: 0, withdrawn: 0 });
  });

  it('credits once however often the cashier posts again (the gateway retries)', async () => {
    const user = await registerUser(app);
    const tradeNo = await createTopUp(app, user.token, 100);
    for (let i = 0; i < 3; i += 1) expect((await payInCashier(app, tradeNo)).body).toContain('支付成功');
    expect(await wallet(user.token)).toMatchObject({ balance: 100 });
  });

  it('never moves a group down', async () => {
    const user = await registerUser(app);
    await payInCashier(app, await createTopUp(app, user.token, 2000));
    await payInCashier(app, await createTopUp(app, user.token, 500));
    expect((await call(app, 'GET', '/api/user/info', undefined, { token: user.token })).body.data.user.group_name).toBe('VIP2 铂金会员');
    expect(await wallet(user.token)).toMatchObject({ balance: 2000 + 60 + 500 + 10 });
  });

  it('cancelling in the cashier pays nothing', async () => {
    const user = await registerUser(app);
    const tradeNo = await createTopUp(app, user.token, 100);
    const cancelled = await app.inject({ method: 'POST', url: `/pay/sandbox/${tradeNo}/cancel`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect(cancelled.body).toContain('已取消支付');
    expect((await statusOf(user.token, tradeNo)).body.data).toEqual({ success: false });
  });
});

describe('POST /api/pay/notify/sandbox', () => {
  it('answers the gateway in its own protocol, and takes a signed notice of a payment still waiting without crediting', async () => {
    const user = await registerUser(app);
    const tradeNo = await createTopUp(app, user.token, 100);
    const waiting: Record<string, string> = { out_trade_no: tradeNo, trade_no: 'G1', total_amount: '100.00', trade_status: 'WAIT_BUYER_PAY', sign_type: 'HMAC-SHA256' };
    // the sandbox gateway's rule: the HMAC of the body as sent, up to the last field, sign
    waiting.sign = createHmac('sha256', 'gift-mall-sandbox-secret-not-for-production').update(new URLSearchParams(waiting).toString()).digest('hex');
    const response = await notify(waiting);
    expect([response.statusCode, response.body]).toEqual([200, 'success']);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(await wallet(user.token)).toMatchObject({ balance: 0 });
    expect((await statusOf(user.token, tradeNo)).body.data).toEqual({ success: false });
  });

  it('refuses a forged, tampered, wrong-amount, unknown-trade or other-gateway notification and credits nothing', async () => {
    const user = await registerUser(app);
    const tradeNo = await createTopUp(app, user.token, 100);
    const genuine = gateway.notification({ tradeNo, amount: fen(10000), gatewayTradeNo: 'G2' });
    const forger = createSandboxPayment('not-the-secret-but-long-enough!!', memoryBooks());
    const attempts: Record<string, string>[] = [
      forger.notification({ tradeNo, amount: fen(10000), gatewayTradeNo: 'G2' }),
      { ...genuine, total_amount: '1000.00' },
      { ...genuine, out_trade_no: 'R20260101000000000000' },
      gateway.notification({ tradeNo, amount: fen(1), gatewayTradeNo: 'G2' }),
      gateway.notification({ tradeNo: 'R20260101000000000000', amount: fen(10000), gatewayTradeNo: 'G2' }),
      {},
    ];
    for (const fields of attempts) {
      const response = await notify(fields);
      expect([response.statusCode, response.body]).toEqual([400, 'fail']);
    }
    expect((await notify(genuine, 'alipay')).body).toBe('fail');
    expect(await wallet(user.token)).toMatchObject({ balance: 0 });
    expect((await notify(genuine)).body).toBe('success');
    expect(await wallet(user.token)).toMatchObject({ balance: 100 });
  });

  it('checks the signature over the body as it arrived: the same fields in other bytes are refused', async () => {
    const user = await registerUser(app);
    const tradeNo = await createTopUp(app, user.token, 100);
    const fields = gateway.notification({ tradeNo, amount: fen(10000), gatewayTradeNo: 'G4' });
    const body = new URLSearchParams(fields).toString();
    const post = (payload: string) => app.inject({ method: 'POST', url: '/api/pay/notify/sandbox', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload });
    const { out_trade_no, sign, ...rest } = fields;
    for (const rewritten of [
      new URLSearchParams({ ...rest, out_trade_no, sign }).toString(),
      body.replace('total_amount=100.00', 'total_amount=100%2E00'),
      body.replace(`out_trade_no=${tradeNo}`, `out_trade_no=${encodeURIComponent(tradeNo).replace('R', '%52')}`),
    ]) {
      expect(Object.fromEntries(new URLSearchParams(rewritten))).toEqual(fields);
      const response = await post(rewritten);
      expect([response.statusCode, response.body]).toEqual([400, 'fail']);
    }
    // the raw body is kept within the route's body limit, as the parser would
    expect((await post(`${body}&pad=${'x'.repeat(20_000)}`)).statusCode).toBe(413);
    expect(await wallet(user.token)).toMatchObject({ balance: 0 });
    expect((await post(body)).body).toBe('success');
    expect(await wallet(user.token)).toMatchObject({ balance: 100 });
  });

  it('credits once when the same notification arrives ten times at once', async () => {
    const user = await registerUser(app);
    const tradeNo = await createTopUp(app, user.token, 2000);
    const fields = gateway.notification({ tradeNo, amount: fen(200000), gatewayTradeNo: 'G3' });
    const answers = await Promise.all(Array.from({ length: 10 }, () => notify(fields)));
    expect(answers.map((a) => a.body)).toEqual(Array(10).fill('success'));
    expect(await wallet(user.token)).toEqual({ balance: 2060, recharge_total: 2000, spend_total: 0 });
    const entries = await testDb.db.selectFrom('ledger_entries').select(['type', 'amount']).where('user_id', '=', user.userId).orderBy('id').execute();
    expect(entries).toEqual([
      { type: 'recharge', amount: 200000 },
      { type: 'bonus', amount: 6000 },
    ]);
  });
});

describe('a user only ever sees their own', () => {
  it('top-ups, balance and ledger', async () => {
    const alice = await registerUser(app);
    const bob = await registerUser(app);
    const tradeNo = await createTopUp(app, alice.token, 100);
    await payInCashier(app, tradeNo);
    expect(await statusOf(bob.token, tradeNo)).toMatchObject({ status: 404, body: { code: 404, msg: '充值订单不存在', data: null } });
    expect(await wallet(bob.token)).toEqual({ balance: 0, recharge_total: 0, spend_total: 0 });
    expect((await call(app, 'GET', '/api/finance/log/list', undefined, { token: bob.token })).body.data).toMatchObject({ list: [], data_count: 0 });
    expect((await call(app, 'GET', '/api/finance/statistics/summary', undefined, { token: bob.token })).body.data.today_recharge).toBe(0);
  });
});

describe('GET /api/finance/log/list', () => {
  it('filters by type and China-time range, and refuses a malformed one', async () => {
    const user = await registerUser(app);
    await payInCashier(app, await createTopUp(app, user.token, 500));
    const list = async (query: Record<string, string>) => call(app, 'GET', '/api/finance/log/list', undefined, { token: user.token, query });
    expect((await list({ type: 'bonus' })).body.data.list.map((e: { type: string }) => e.type)).toEqual(['bonus']);
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    expect((await list({ start_time: today, end_time: today })).body.data.data_count).toBe(2);
    expect((await list({ start_time: '2020-01-01 00:00:00', end_time: '2020-01-31 23:59:59' })).body.data.data_count).toBe(0);
    expect((await list({ type: 'gift' })).body).toMatchObject({ code: 400, msg: '流水类型不正确' });
    expect((await list({ start_time: '2026/01/01' })).body).toMatchObject({ code: 400, msg: '时间格式应为 YYYY-MM-DD HH:mm:ss' });
  });
});

describe('with Alipay as the gateway', () => {
  it('credits a top-up from an Alipay-signed notification through the same route, and refuses a sandbox one', async () => {
    const pem = () => generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });
    const [appKeys, alipayKeys] = [pem(), pem()];
    const config = { appId: '2021000000000001', sellerId: '2088000000000001', privateKey: appKeys.privateKey, alipayPublicKey: alipayKeys.publicKey };
    const sdk = new AlipaySdk({ ...config, signType: 'RSA2', keyType: 'PKCS8' });
    const client = { exec: (async () => ({ code: '10000', qrCode: 'https://qr.alipay.com/bax0001' })) as unknown as AlipaySdk['exec'], checkNotifySign: sdk.checkNotifySign.bind(sdk) };
    const alipayApp = await buildTestApp(testDb, { providers: { payment: paymentGateways([createAlipayPayment(config, client)]) } });
    try {
      const user = await registerUser(alipayApp);
      const created = await call(alipayApp, 'POST', '/api/user/recharge/qrcode', { channel: 1, amount: 200 }, { token: user.token });
      expect(created.body.data).toMatchObject({ type: 'qrcode', data: 'https://qr.alipay.com/bax0001', money: 200 });
      const tradeNo = created.body.data.trade_no as string;
      const fields: Record<string, string> = { app_id: config.appId, seller_id: config.sellerId, out_trade_no: tradeNo, trade_no: '2026112322001400000000000009', total_amount: '200.00', trade_status: 'TRADE_SUCCESS' };
      const sign = (f: Record<string, string>) => {
        const text = Object.keys(f).sort().map((k) => `${k}=${f[k]}`).join('&');
        return { ...f, sign_type: 'RSA2', sign: createSign('RSA-SHA256').update(text, 'utf8').sign(alipayKeys.privateKey, 'base64') };
      };
      const signedFields = sign(fields);
      const post = (gatewayName: string, body: Record<string, string>) =>
        alipayApp.inject({ method: 'POST', url: `/api/pay/notify/${gatewayName}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(body).toString() });
      expect((await post('sandbox', gateway.notification({ tradeNo, amount: fen(20000), gatewayTradeNo: 'G9' }))).body).toBe('fail');
      expect((await post('alipay', { ...signedFields, total_amount: '2000.00' })).body).toBe('fail');
      // odd characters, signed or not, in any field: a clean refusal in the gateway's protocol, never a 500
      for (const odd of ['😀', '\u00a0', '<x>', '%', 'R'.repeat(200)]) {
        for (const field of ['out_trade_no', 'total_amount', 'seller_id', 'sign']) {
          for (const body of [{ ...signedFields, [field]: odd }, sign({ ...fields, [field]: odd })]) {
            const answer = await post('alipay', body);
            expect({ field, odd, status: answer.statusCode < 500, body: answer.body }).toEqual({ field, odd, status: true, body: 'fail' });
          }
        }
      }
      expect((await post('alipay', signedFields)).body).toBe('success');
      expect((await call(alipayApp, 'GET', '/api/user/wallet/info', undefined, { token: user.token })).body.data.balance).toBe(200);
      // no sandbox cashier while Alipay is the gateway
      expect(alipayApp.routeAccess.some((route) => route.url.startsWith('/pay/sandbox'))).toBe(false);
      expect((await alipayApp.inject({ method: 'GET', url: `/pay/sandbox/${tradeNo}` })).body).not.toContain('确认支付');
      await expectBooksBalanced(alipayApp);
    } finally {
      await alipayApp.close();
    }
  });
});
