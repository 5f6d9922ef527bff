/**
 * The app as production runs it: APP_ENV=production, PostgreSQL, a field key, no demo seed, and every real
 * provider (Alipay, Alibaba Cloud SMS and 实人认证, 快递鸟, the open shop platforms) pointed at a local
 * stand-in. Proves the demo routes do not exist, and that a merchant can register, log in, pass real-name,
 * top up through Alipay, order and get a waybill number, and that an approved withdrawal is paid through
 * Alipay's transfer — nothing read from an outbox or a sandbox.
 */
import { createSign, generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { fen, PLATFORMS } from 'shared-contracts';
import { buildApp } from './app';
import { checkEnvironment } from './config';
import { systemClock } from './lib/clock';
import { CLI_ACTOR } from './services/audit';
import { startFakeAlipayGateway, startFakeAlipayPayout, type FakeAlipayGateway } from './providers/alipay-fake-gateway';
import { startFakeAliyun, TEST_SMS_SETTINGS, type FakeAliyun } from './providers/aliyun/fake-server';
import { FakeKdniao } from './providers/kdniao/fake-server';
import { startFakePlatform } from './providers/open-platforms/fake-server';
import { call, openTestDb, tempDir, uniqueIp, uniqueMobile, type TestDb } from './test-support/harness';
import { expectBooksBalanced } from './test-support/money';
import { makeOrder, recipients, VALID_ID_NUMBER } from './test-support/ordering';

// ---------------------------------------------------------------------------------------------- helpers

const rsaPair = () => generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });
/** The app's key pair (it signs its calls to Alipay) and one standing in for Alipay's (it signs answers and notifications). */
const appKeys = rsaPair();
const alipayKeys = rsaPair();
const ALIPAY_APP_ID = '2021000000000001';
const ALIPAY_SELLER_ID = '2088000000000001';

/** Alipay's signing rule: every field but sign and sign_type (and empty ones), sorted, k=v&…, RSA-SHA256, base64. */
function alipaySignText(fields: Record<string, string>): string {
  return Object.keys(fields)
    .filter((k) => k !== 'sign' && k !== 'sign_type' && fields[k] !== '')
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join('&');
}
const signedByAlipay = (fields: Record<string, string>) => ({ ...fields, sign_type: 'RSA2', sign: createSign('RSA-SHA256').update(alipaySignText(fields), 'utf8').sign(alipayKeys.privateKey, 'base64') });

/** The gateway for the top-up's `alipay.trade.precreate`: a qr_code for the trade. */
const startFakeAlipay = () =>
  startFakeAlipayGateway({ appPublicKey: appKeys.publicKey, alipayPrivateKey: alipayKeys.privateKey }, ({ method, bizContent }, count) =>
    method === 'alipay.trade.precreate' ? { code: '10000', msg: 'Success', out_trade_no: bizContent.out_trade_no, qr_code: `https://qr.alipay.com/bax${count.toString().padStart(8, '0')}` } : null,
  );

/** Polls `probe` until it returns something (not undefined), every 50 ms, up to `ms`. */
async function eventually<T>(what: string, probe: () => Promise<T | undefined>, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A notification form posted the way a gateway posts it. */
const postNotice = (app: FastifyInstance, gateway: string, fields: Record<string, string>) =>
  app.inject({ method: 'POST', url: `/api/pay/notify/${gateway}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(fields).toString() });

const ALIYUN_KEY_ID = 'LTAI5tProductionTest';
const ALIYUN_SECRET = 'production-test-secret-0123456789';
const KDNIAO_ID = '1234567';
const KDNIAO_KEY = '56da2cf8-c8a2-44b2-b6fa-476cd7d1ba17';

/** The production environment, every provider's endpoint on 127.0.0.1. Nothing of process.env goes in. */
function productionEnv(endpoints: { aliyun: string; alipay: string; alipayPayout: string; kdniao: string; platform: string }, databaseUrl: string): NodeJS.ProcessEnv {
  return {
    APP_ENV: 'production',
    DATABASE_URL: databaseUrl,
    FIELD_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    // DEMO_SEED left unset: off in production
    STATIC_ROOT: tempDir(),
    SMS_PROVIDER: 'aliyun',
    IDENTITY_PROVIDER: 'aliyun',
    ALIYUN_ACCESS_KEY_ID: ALIYUN_KEY_ID,
    ALIYUN_ACCESS_KEY_SECRET: ALIYUN_SECRET,
    ...TEST_SMS_SETTINGS,
    ALIYUN_SMS_ENDPOINT: endpoints.aliyun,
    ALIYUN_IDENTITY_ENDPOINT: endpoints.aliyun,
    PAYMENT_PROVIDER: 'alipay',
    ALIPAY_APP_ID,
    ALIPAY_SELLER_ID,
    ALIPAY_PRIVATE_KEY: appKeys.privateKey,
    ALIPAY_PUBLIC_KEY: alipayKeys.publicKey,
    ALIPAY_GATEWAY: endpoints.alipay,
    // 提现打款 through the same app, in public-key mode here (Alipay asks for certificate mode: providers/alipay-payout)
    PAYOUT_PROVIDER: 'alipay',
    ALIPAY_PAYOUT_APP_ID: ALIPAY_APP_ID,
    ALIPAY_PAYOUT_PRIVATE_KEY: appKeys.privateKey,
    ALIPAY_PAYOUT_PUBLIC_KEY: alipayKeys.publicKey,
    ALIPAY_PAYOUT_GATEWAY: endpoints.alipayPayout,
    COURIER_PROVIDER: 'kdniao',
    KDNIAO_EBUSINESS_ID: KDNIAO_ID,
    KDNIAO_API_KEY: KDNIAO_KEY,
    KDNIAO_SENDER_MOBILE: '0579-85000000',
    KDNIAO_ENDPOINT: endpoints.kdniao,
    TRACKING_PROVIDER: 'kuaidi100',
    KUAIDI100_KEY: 'kuaidi100-key-for-tests',
    KUAIDI100_CUSTOMER: 'KUAIDI100CUSTOMER',
    KUAIDI100_SALT: 'kuaidi100-salt-for-tests',
    KUAIDI100_SITE_URL: 'https://shop.example.com',
    SHOP_PLATFORM_PROVIDER: 'open',
    SHOP_AUTH_SITE_URL: 'https://shop.example.com',
    TAOBAO_APP_KEY: '12345678',
    TAOBAO_APP_SECRET: 'taobao-secret-for-tests',
    TAOBAO_OAUTH_URL: `${endpoints.platform}/authorize`,
    TAOBAO_API_URL: `${endpoints.platform}/router/rest`,
    TAOBAO_MARKET_URL: `${endpoints.platform}/market`,
  };
}

/**
 * The smallest catalogue one order needs: a courier 快递鸟 knows (中通 → ZTO), a supplier shop and one goods
 * in stock. Written here rather than by calling seedCatalogue: production never runs the demo seed, so this
 * shows exactly which rows an operator must provide; user groups and recharge settings come with the
 * migrations.
 */
async function insertCatalogue(app: FastifyInstance) {
  const courier = await app.db
    .insertInto('couriers')
    .values({
      name: '中通快递',
      subname: '义乌仓',
      send_province: '浙江省',
      send_city: '金华市',
      send_district: '义乌市',
      send_address: '稠江街道商城大道188号',
      tips: '',
      is_wu: false,
      no_deliver_area: JSON.stringify(['新疆', '西藏', '香港', '澳门', '台湾']),
      logo: '',
      platforms: JSON.stringify(PLATFORMS.map((p) => p.id)),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const shop = await app.db.insertInto('supplier_shops').values({ name: '义乌小商品优选', logo: '', intro: '' }).returning('id').executeTakeFirstOrThrow();
  const goods = await app.db
    .insertInto('goods')
    .values({ shop_id: shop.id, courier_id: courier.id, name: '精品纸巾10件装', price_fen: 350, weight_g: 600, limit: 0, stock: 100, tag: '', city: '义乌', pics: JSON.stringify([]), is_on_sale: true })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: goods.id, courierId: courier.id };
}

// ---------------------------------------------------------------------------------------------- the test

(process.env.DATABASE_URL ? describe : describe.skip)('production mode, real providers against local fakes', () => {
  let testDb: TestDb;
  let aliyun: FakeAliyun;
  let alipay: Awaited<ReturnType<typeof startFakeAlipay>>;
  let alipayPayout: FakeAlipayGateway;
  const kdniao = new FakeKdniao(KDNIAO_ID, KDNIAO_KEY);
  let platform: Awaited<ReturnType<typeof startFakePlatform>>;
  let env: NodeJS.ProcessEnv;
  let app: FastifyInstance;

  beforeAll(async () => {
    testDb = await openTestDb();
    aliyun = await startFakeAliyun({ [ALIYUN_KEY_ID]: ALIYUN_SECRET });
    aliyun.answer = (c) =>
      c.action === 'SendSms'
        ? { body: { RequestId: 'FAKE-SMS', Code: 'OK', Message: 'OK', BizId: `biz-${aliyun.calls.length}` } }
        : c.action === 'Id2MetaVerify'
          ? { body: { RequestId: 'FAKE-ID', Code: '200', Message: 'success', ResultObject: { BizCode: '1' } } }
          : { status: 400, body: { RequestId: 'FAKE', Code: 'InvalidAction.NotFound', Message: c.action } };
    alipay = await startFakeAlipay();
    alipayPayout = await startFakeAlipayPayout({ appPublicKey: appKeys.publicKey, alipayPrivateKey: alipayKeys.privateKey });
    await kdniao.start();
    platform = await startFakePlatform(() => ({ body: { error_response: { code: 27, msg: 'Invalid session' } } }));
    env = productionEnv({ aliyun: aliyun.url, alipay: alipay.url, alipayPayout: alipayPayout.url, kdniao: kdniao.url, platform: platform.url }, testDb.database.url!);
    const { config, problem } = checkEnvironment({ ...env });
    if (!config) throw new Error(`production environment refused: ${problem}`);
    app = await buildApp({ config, db: testDb.db, database: testDb.database, scrypt: { N: 1024, r: 8, p: 1 } });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await Promise.all([testDb?.close(), aliyun?.close(), alipay?.close(), alipayPayout?.close(), kdniao.server && kdniao.stop(), platform?.close()]);
  });

  it('accepts this environment as production, and names a missing required variable', () => {
    const checked = checkEnvironment({ ...env });
    expect(checked.problem).toBeNull();
    expect(checked.config).toMatchObject({ isProduction: true, demoSeed: false, providers: { sms: 'aliyun', payment: 'alipay', courier: 'kdniao', shopPlatform: 'open', identity: 'aliyun' } });
    expect(app.config.isProduction).toBe(true);
    expect(app.providers.payment.list.map((gateway) => gateway.name)).toEqual(['alipay']);
    expect(app.providers.payout.name).toBe('alipay');

    const { ALIYUN_SMS_SIGN_NAME: _sign, ...withoutSign } = env;
    const refused = checkEnvironment(withoutSign);
    expect(refused.config).toBeNull();
    expect(refused.problem).toContain('ALIYUN_SMS_SIGN_NAME');

    // the sandbox payout provider is refused, and the real one without its key
    expect(checkEnvironment({ ...env, PAYOUT_PROVIDER: 'sandbox' }).problem).toContain('生产环境不能使用沙箱提现打款服务（PAYOUT_PROVIDER=sandbox）');
    const { ALIPAY_PAYOUT_PUBLIC_KEY: _key, ...withoutPayoutKey } = env;
    expect(checkEnvironment(withoutPayoutKey).problem).toContain('提现打款服务（PAYOUT_PROVIDER=alipay）');
  });

  it('pays an approved withdrawal through Alipay’s transfer (signed, verified, once)', async () => {
    // a merchant holding 50 yuan of available commission, who applied to withdraw it
    const group = await app.db.selectFrom('user_groups').select('id').where('is_default', '=', true).executeTakeFirstOrThrow();
    const mobile = uniqueMobile();
    const user = await app.db
      .insertInto('users')
      .values({ mobile, password_hash: 'x', username: mobile, type: 1, group_id: group.id, refer_code: randomUUID().slice(0, 8) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await app.services.wallet.post({ userId: user.id, account: 'commission_available', type: 'commission_release', amount: fen(5000), source: { type: 'test-grant', id: randomUUID() }, remark: '测试佣金' });
    const id = await app.repos.transaction(async () => {
      const withdrawalId = await app.repos.withdrawals.insert({ user_id: user.id, amount_fen: 5000, alipay_account: 'payee@example.com', alipay_name: '张小三', idempotency_key: randomUUID(), request_hash: 'test', created_at: new Date() });
      await app.services.wallet.move({ userId: user.id, from: 'commission_available', to: 'withdrawing', amount: fen(5000), type: 'withdraw', source: { type: 'withdrawal', id: String(withdrawalId) }, remark: '申请提现', insufficient: '可提现佣金不足' });
      return withdrawalId;
    });
    const { operator } = await app.services.operatorAccounts.create({ siteId: await app.repos.sites.mainId(), siteIsMain: true, mobile: uniqueMobile(), name: '财务', role: 'finance' }, CLI_ACTOR, 'CLI');
    expect((await app.services.payouts.approve([id], { operator: { id: operator.id, name: operator.name, role: 'finance' }, ip: '127.0.0.1' })).done).toEqual([id]);
    const paid = await eventually('the payout', async () => {
      const row = await app.db.selectFrom('withdrawals').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      return row.status === 'paying' ? undefined : row;
    });
    expect(paid).toMatchObject({ status: 'paid', provider_order_id: expect.stringMatching(/^\d{30}$/), payout_no: expect.stringMatching(new RegExp(`^W${String(id).padStart(12, '0')}[0-9a-f]{10}$`)) });
    expect(alipayPayout.calls).toHaveLength(1);
    expect(alipayPayout.calls[0]).toMatchObject({ method: 'alipay.fund.trans.uni.transfer', signedByApp: true, fields: { app_id: ALIPAY_APP_ID } });
    expect(alipayPayout.calls[0].bizContent).toMatchObject({ out_biz_no: paid.payout_no, trans_amount: '50.00', payee_info: { identity: 'payee@example.com', name: '张小三' } });
    expect(await app.services.payouts.pay(id)).toBeNull();
    expect(alipayPayout.calls).toHaveLength(1);
    await expectBooksBalanced(app);
  });

  it('has none of the demo routes', async () => {
    const trade = 'R20261125000000000001';
    expect((await app.inject({ method: 'GET', url: '/api/dev/sms-outbox' })).statusCode).toBe(404);
    // the business clock cannot be moved, nor read for an offset: production runs on the system clock
    expect((await app.inject({ method: 'POST', url: '/api/dev/clock', payload: { advance_ms: 3_600_000 } })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/dev/clock' })).statusCode).toBe(404);
    expect(app.clock).toBe(systemClock);
    expect(app.businessClock.movable).toBe(false);
    expect((await app.inject({ method: 'POST', url: `/pay/sandbox/${trade}/confirm`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/sandbox/platform/tb/authorize', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'decision=agree' })).statusCode).toBe(404);
    // A GET of a path no route has gets the site's page (its router shows 页面不存在) with status 404: the
    // cashier and the sandbox authorize page answer exactly as an unknown page does.
    const unknown = await app.inject({ method: 'GET', url: '/no-such-page' });
    expect(unknown.statusCode).toBe(404);
    for (const url of [`/pay/sandbox/${trade}`, `/sandbox/platform/tb/authorize?state=s&redirect_uri=${encodeURIComponent('/user-center/shop-manage')}`]) {
      const page = await app.inject({ method: 'GET', url });
      expect([url, page.statusCode, page.headers['content-type']]).toEqual([url, 404, unknown.headers['content-type']]);
      expect(page.body).not.toMatch(/确认支付|同意授权|沙箱/);
      expect(page.body).not.toContain(trade);
    }
    // the sandbox gateway's notification path is the shared one: refused in the gateway's protocol
    const sandboxNotice = await postNotice(app, 'sandbox', { out_trade_no: trade, trade_no: 'G1', total_amount: '100.00', trade_status: 'TRADE_SUCCESS', sign: 'x' });
    expect([sandboxNotice.statusCode, sandboxNotice.body]).toEqual([400, 'fail']);

    const demoRoutes = app.routeAccess.filter((r) => /^\/(pay\/sandbox|sandbox|api\/dev)(\/|$)/.test(r.url));
    expect(demoRoutes).toEqual([]);
    // the printed tree (no route of production has sandbox or api/dev anywhere in its path)
    expect(app.printRoutes({ commonPrefix: false })).not.toMatch(/sandbox|api\/dev/);
  });

  it('documents the public and user routes only at /api/docs for an anonymous caller (issue 35)', async () => {
    const spec = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(spec.paths)).toContain('/api/user/info');
    expect(Object.keys(spec.paths).filter((path) => path.startsWith('/api/admin'))).toEqual([]);
    expect(JSON.stringify(spec)).not.toContain('x-roles');
  });

  it('registers, logs in, passes real-name, tops up through Alipay, orders and gets the waybill from 快递鸟', async () => {
    const mobile = uniqueMobile();
    const password = 'secret123';

    // register: the code reaches the merchant only through Aliyun's SendSms (TemplateParam)
    const sent = await call(app, 'POST', '/api/common/sms/register', { mobile }, { ip: uniqueIp() });
    expect(sent.body.code).toBe(0);
    const smsCall = await eventually('the SendSms call', async () => aliyun.calls.find((c) => c.action === 'SendSms' && c.params.PhoneNumbers === mobile));
    expect(smsCall.signatureProblem).toBeNull();
    expect(smsCall.params).toMatchObject({ SignName: '礼品代发商城', TemplateCode: 'SMS_100000001' });
    const smsCode = (JSON.parse(smsCall.params.TemplateParam) as { code: string }).code;
    expect(smsCode).toMatch(/^\d{6}$/);
    const registered = await call(app, 'POST', '/api/register', { mobile, password, sms_code: smsCode }, { ip: uniqueIp() });
    expect(registered.body.code).toBe(0);

    // log in with the password
    const login = await call(app, 'POST', '/api/login', { mobile, password }, { ip: uniqueIp() });
    expect(login.body.code).toBe(0);
    const token = login.body.data.token as string;

    // real-name through Id2MetaVerify (the fake answers BizCode 1)
    const verified = await call(app, 'POST', '/api/user/authentication', { real_name: '张小三', id_number: VALID_ID_NUMBER }, { token });
    expect(verified.body.code).toBe(0);
    const idCall = aliyun.calls.find((c) => c.action === 'Id2MetaVerify');
    expect(idCall).toMatchObject({ signatureProblem: null, params: { ParamType: 'normal', UserName: '张小三', IdentifyNum: VALID_ID_NUMBER } });

    // top up 100 yuan: alipay.trade.precreate at the fake gateway gives the QR code
    const created = await call(app, 'POST', '/api/user/recharge/qrcode', { channel: 1, amount: 100 }, { token });
    expect(created.body.code).toBe(0);
    const tradeNo = created.body.data.trade_no as string;
    expect(created.body.data).toMatchObject({ type: 'qrcode', money: 100 });
    expect(created.body.data.data).toMatch(/^https:\/\/qr\.alipay\.com\/bax\d+$/);
    expect(alipay.calls).toHaveLength(1);
    expect(alipay.calls[0]).toMatchObject({ method: 'alipay.trade.precreate', signedByApp: true, fields: { app_id: ALIPAY_APP_ID, sign_type: 'RSA2' } });
    expect(alipay.calls[0].bizContent).toMatchObject({ out_trade_no: tradeNo, total_amount: '100.00' });
    expect(alipay.calls[0].fields.notify_url).toMatch(/\/api\/pay\/notify\/alipay$/);

    // a sandbox-signed notice for this very trade is refused; nothing is credited
    const wallet = async () => (await call(app, 'GET', '/api/user/wallet/info', undefined, { token })).body.data.balance as number;
    const sandboxNotice = await postNotice(app, 'sandbox', { out_trade_no: tradeNo, trade_no: 'G1', total_amount: '100.00', trade_status: 'TRADE_SUCCESS', sign_type: 'HMAC-SHA256', sign: '0'.repeat(64) });
    expect([sandboxNotice.statusCode, sandboxNotice.body]).toEqual([400, 'fail']);
    expect(await wallet()).toBe(0);

    // Alipay's signed notification credits the balance
    const notice = signedByAlipay({
      app_id: ALIPAY_APP_ID,
      seller_id: ALIPAY_SELLER_ID,
      out_trade_no: tradeNo,
      trade_no: '2026112522001400000000000001',
      total_amount: '100.00',
      trade_status: 'TRADE_SUCCESS',
      notify_time: '2026-11-25 12:00:05',
    });
    const paid = await postNotice(app, 'alipay', notice);
    expect([paid.statusCode, paid.body]).toEqual([200, 'success']);
    expect(await wallet()).toBe(100);
    expect((await call(app, 'GET', '/api/user/recharge/status', undefined, { token, query: { out_trade_no: tradeNo } })).body.data).toEqual({ success: true });

    // order one recipient of the goods
    const goods = await insertCatalogue(app);
    const rows = recipients(1);
    const priced = await call(app, 'POST', '/api/gift/order/price', { goods_id: goods.id, goods_num: 1, express_id: goods.courierId, rec_list: rows }, { token });
    expect(priced.body.data.state).toBe(1);
    const made = await makeOrder(app, token, goods, rows, { key: randomUUID() });
    expect(made.body.code).toBe(0);
    expect(made.body.data[0]).toMatchObject({ status: 1, order: true, kuaidi_sn: '中通快递', error: '' });
    expect(await wallet()).toBe(100 - priced.body.data.total_price);

    // the parcel's waybill number comes from 快递鸟 (signed request, ZTO)
    const parcel = await eventually('the waybill number', async () => {
      const list = (await call(app, 'POST', '/api/user/order/parcel', {}, { token })).body.data.list as { waybill_code: string; status: number }[];
      return list[0]?.waybill_code ? list[0] : undefined;
    });
    expect(parcel.waybill_code).toMatch(/^ZTO\d{10}$/);
    expect([...kdniao.waybills.values()]).toContain(parcel.waybill_code);
    expect(kdniao.received.at(-1)?.data).toMatchObject({ ShipperCode: 'ZTO', Receiver: { Mobile: rows[0].rec_mobile } });

    await expectBooksBalanced(app);
  });
});
