import { execFileSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fen } from 'shared-contracts';
import { tempDir } from '../../test-support/harness';
import { startFakeAlipayPayout, type FakeAlipayGateway } from '../alipay-fake-gateway';
import { alipayPayoutConfig, alipayPayoutProblems, createAlipayPayout } from './transfer';

// Keys made here: the app's pair (it signs its calls) and one standing in for Alipay's (it signs the answers).
const rsaPair = () => generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });
const app = rsaPair();
const alipay = rsaPair();
const APP_ID = '2021000000000009';

const request = { outBizNo: 'W000000000042', amount: fen(12345), account: 'payee@example.com', name: '张小三', title: '推广佣金提现' };

let gateway: FakeAlipayGateway;
/** the gateway's own answer: paid, once per out_biz_no */
let paidAnswer: FakeAlipayGateway['answer'];

beforeAll(async () => {
  gateway = await startFakeAlipayPayout({ appPublicKey: app.publicKey, alipayPrivateKey: alipay.privateKey });
  paidAnswer = gateway.answer;
});
afterEach(() => {
  gateway.answer = paidAnswer;
  gateway.calls.length = 0;
});
afterAll(() => gateway.close());

/** Public-key mode, the way the environment configures it (a key's line breaks written as \n). */
const publicKeyMode = () =>
  createAlipayPayout(
    alipayPayoutConfig({ ALIPAY_PAYOUT_APP_ID: APP_ID, ALIPAY_PAYOUT_PRIVATE_KEY: app.privateKey.replace(/\n/g, '\\n'), ALIPAY_PAYOUT_PUBLIC_KEY: alipay.publicKey, ALIPAY_PAYOUT_GATEWAY: gateway.url }),
  );

describe('Alipay transfer (alipay.fund.trans.uni.transfer)', () => {
  it('sends a signed transfer with the payee, the amount in yuan and the withdrawal’s number, and reads the order id', async () => {
    const result = await publicKeyMode().transfer(request);
    expect(result).toEqual({ status: 'paid', orderId: expect.stringMatching(/^\d{30}$/) });
    expect(gateway.calls).toHaveLength(1);
    const [call] = gateway.calls;
    expect(call).toMatchObject({ method: 'alipay.fund.trans.uni.transfer', signedByApp: true, fields: { app_id: APP_ID, sign_type: 'RSA2', charset: 'utf-8' } });
    expect(call.bizContent).toEqual({
      out_biz_no: 'W000000000042',
      trans_amount: '123.45',
      product_code: 'TRANS_ACCOUNT_NO_PWD',
      biz_scene: 'DIRECT_TRANSFER',
      order_title: '推广佣金提现',
      payee_info: { identity: 'payee@example.com', identity_type: 'ALIPAY_LOGON_ID', name: '张小三' },
    });
  });

  it('asks again with the same number after an outage, and Alipay answers the one transfer', async () => {
    const provider = publicKeyMode();
    gateway.answer = () => ({ code: '20000', msg: 'Service Currently Unavailable', sub_code: 'SYSTEM_ERROR', sub_msg: '系统繁忙' });
    await expect(provider.transfer(request)).rejects.toThrow(/SYSTEM_ERROR/);
    gateway.answer = paidAnswer;
    const first = await provider.transfer(request);
    const again = await provider.transfer(request);
    expect(again).toEqual(first);
    expect(gateway.calls.map((c) => c.bizContent.out_biz_no)).toEqual(['W000000000042', 'W000000000042', 'W000000000042']);
  });

  it('answers a final refusal as failed with the reason in Chinese', async () => {
    gateway.answer = () => ({ code: '40004', msg: 'Business Failed', sub_code: 'PAYEE_USER_INFO_ERROR', sub_msg: '收款方姓名不匹配' });
    expect(await publicKeyMode().transfer(request)).toEqual({ status: 'failed', reason: '收款支付宝账号与姓名不匹配，请核对提现账户' });
    gateway.answer = () => ({ code: '40004', msg: 'Business Failed', sub_code: 'PAYEE_NOT_EXIST', sub_msg: '收款账号不存在' });
    expect(await publicKeyMode().transfer(request)).toEqual({ status: 'failed', reason: '收款支付宝账号不存在，请核对提现账户' });
  });

  it('throws (to be retried) for what may still change: the payer’s balance, a transfer in progress, an unknown refusal', async () => {
    const answers = [
      { code: '40004', msg: 'Business Failed', sub_code: 'PAYER_BALANCE_NOT_ENOUGH', sub_msg: '付款方余额不足' },
      { code: '10000', msg: 'Success', out_biz_no: request.outBizNo, order_id: '20261126110070000006000000001', status: 'DEALING' },
      { code: '40004', msg: 'Business Failed', sub_code: 'SOMETHING_NEW', sub_msg: '未知' },
    ];
    for (const answer of answers) {
      gateway.answer = () => answer;
      await expect(publicKeyMode().transfer(request)).rejects.toThrow();
    }
  });

  it('refuses an answer not signed by Alipay’s key, and a gateway that is down (both retried)', async () => {
    const forged = await startFakeAlipayPayout({ appPublicKey: app.publicKey, alipayPrivateKey: rsaPair().privateKey });
    try {
      const provider = createAlipayPayout(alipayPayoutConfig({ ALIPAY_PAYOUT_APP_ID: APP_ID, ALIPAY_PAYOUT_PRIVATE_KEY: app.privateKey, ALIPAY_PAYOUT_PUBLIC_KEY: alipay.publicKey, ALIPAY_PAYOUT_GATEWAY: forged.url }));
      await expect(provider.transfer(request)).rejects.toThrow(/验签失败/);
      expect(forged.calls[0].signedByApp).toBe(true);
    } finally {
      await forged.close();
    }
    const down = createAlipayPayout(alipayPayoutConfig({ ALIPAY_PAYOUT_APP_ID: APP_ID, ALIPAY_PAYOUT_PRIVATE_KEY: app.privateKey, ALIPAY_PAYOUT_PUBLIC_KEY: alipay.publicKey, ALIPAY_PAYOUT_GATEWAY: 'http://127.0.0.1:9/gateway.do' }));
    await expect(down.transfer(request)).rejects.toThrow();
  });

  it('is refused by the gateway when signed with another key (never reported as paid)', async () => {
    const provider = createAlipayPayout(alipayPayoutConfig({ ALIPAY_PAYOUT_APP_ID: APP_ID, ALIPAY_PAYOUT_PRIVATE_KEY: rsaPair().privateKey, ALIPAY_PAYOUT_PUBLIC_KEY: alipay.publicKey, ALIPAY_PAYOUT_GATEWAY: gateway.url }));
    await expect(provider.transfer(request)).rejects.toThrow(/isv\.invalid-signature/);
    expect(gateway.calls[0].signedByApp).toBe(false);
  });
});

// Certificate mode needs certificates: made here with openssl (a root, and the app's and Alipay's signed by it).
const openssl = (() => {
  try {
    execFileSync('openssl', ['version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

(openssl ? describe : describe.skip)('Alipay transfer in certificate mode', () => {
  const dir = tempDir('alipay-certs-');
  const file = (name: string) => path.join(dir, name);
  const run = (...args: string[]) => execFileSync('openssl', args, { stdio: 'pipe' });

  beforeAll(() => {
    fs.writeFileSync(file('app.key'), app.privateKey);
    fs.writeFileSync(file('alipay.key'), alipay.privateKey);
    run('req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', file('root.key'), '-out', file('root.crt'), '-days', '30', '-subj', '/C=CN/O=Ant Financial/CN=Ant Financial Certification Authority R1', '-sha256');
    for (const [name, cn] of [
      ['app', APP_ID],
      ['alipay', '支付宝(中国)网络技术有限公司'],
    ]) {
      run('req', '-new', '-key', file(`${name}.key`), '-out', file(`${name}.csr`), '-subj', `/C=CN/O=Test/CN=${cn}`, '-utf8');
      run('x509', '-req', '-in', file(`${name}.csr`), '-CA', file('root.crt'), '-CAkey', file('root.key'), '-CAcreateserial', '-out', file(`${name}.crt`), '-days', '30', '-sha256');
    }
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('reads the three certificates (as PEM text or as paths), sends their serial numbers and verifies the answer with Alipay’s certificate', async () => {
    const env = {
      ALIPAY_PAYOUT_APP_ID: APP_ID,
      ALIPAY_PAYOUT_PRIVATE_KEY: file('app.key'),
      ALIPAY_PAYOUT_APP_CERT: file('app.crt'),
      ALIPAY_PAYOUT_ALIPAY_CERT: fs.readFileSync(file('alipay.crt'), 'utf8').replace(/\n/g, '\\n'),
      ALIPAY_PAYOUT_ROOT_CERT: file('root.crt'),
      ALIPAY_PAYOUT_GATEWAY: gateway.url,
    };
    expect(alipayPayoutProblems(env)).toEqual([]);
    const config = alipayPayoutConfig(env);
    expect(config.certs).toBeDefined();
    expect(config.alipayPublicKey).toBeUndefined();
    expect(await createAlipayPayout(config).transfer(request)).toMatchObject({ status: 'paid' });
    expect(gateway.calls[0].signedByApp).toBe(true);
    expect(gateway.calls[0].fields.app_cert_sn).toMatch(/^[0-9a-f]{32}$/);
    expect(gateway.calls[0].fields.alipay_root_cert_sn).toMatch(/^[0-9a-f]{32}$/);
  });

  it('names what is missing or not a certificate before the start', () => {
    expect(alipayPayoutProblems({ ALIPAY_PAYOUT_APP_CERT: file('app.crt') })[0]).toContain('缺少 ALIPAY_PAYOUT_ALIPAY_CERT、ALIPAY_PAYOUT_ROOT_CERT');
    expect(alipayPayoutProblems({})[0]).toContain('ALIPAY_PAYOUT_PUBLIC_KEY');
    // public-key mode only against a sandbox or test gateway: Alipay's production gateway pays only certificate-mode apps
    const publicKeyMode = { ALIPAY_PAYOUT_PUBLIC_KEY: 'MIIB…' };
    expect(alipayPayoutProblems(publicKeyMode)[0]).toContain('只能用于支付宝沙箱或测试网关');
    expect(alipayPayoutProblems({ ...publicKeyMode, ALIPAY_PAYOUT_GATEWAY: 'https://openapi.alipay.com/gateway.do' })[0]).toContain('要求证书模式');
    expect(alipayPayoutProblems({ ...publicKeyMode, ALIPAY_PAYOUT_GATEWAY: 'https://openapi-sandbox.dl.alipaydev.com/gateway.do' })).toEqual([]);
    expect(alipayPayoutProblems({ ALIPAY_PAYOUT_APP_CERT: file('app.crt'), ALIPAY_PAYOUT_ALIPAY_CERT: file('missing.crt'), ALIPAY_PAYOUT_ROOT_CERT: 'not a certificate' })).toEqual([
      'ALIPAY_PAYOUT_ALIPAY_CERT、ALIPAY_PAYOUT_ROOT_CERT 不是证书（PEM 文本或可读的 .crt 文件路径）',
    ]);
  });
});
