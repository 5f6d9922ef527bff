import { fen } from 'shared-contracts';
import type { PaymentProvider } from '../payment';
import { parseWechatTradeBill } from './bill';
import { wechatpayConfig } from './config';
import { fakeWechatpayEnv, startFakeWechatpay, type FakeWechatpay } from './fake-gateway';
import { createWechatPayment } from './pay';

/**
 * A 交易账单 of type ALL as WeChat writes it (shape of https://pay.weixin.qq.com/docs/merchant/products/bill-download/format-trade.html):
 * a BOM, the header, backtick-prefixed values, a refund row, a product name with a comma, then the summary lines.
 */
const ALL_BILL = [
  '\uFEFF交易时间,公众账号ID,商户号,特约商户号,设备号,微信订单号,商户订单号,用户标识,交易类型,交易状态,付款银行,货币种类,应结订单金额,代金券金额,微信退款单号,商户退款单号,退款金额,充值券退款金额,退款类型,退款状态,商品名称,商户数据包,手续费,费率,订单金额,申请退款金额,费率备注',
  '`2026-11-23 12:00:05,`wxd678efh567hg6787,`1900000109,`0,`,`4200002345202611230000000001,`R20261123115959000001,`oUpF8uMuAJO_M2pxb1Q9zNjWeS6o,`NATIVE,`SUCCESS,`OTHERS,`CNY,`500.00,`0.00,`0,`0,`0.00,`0.00,`,`,`余额充值,`,`3.00000,`0.60%,`500.00,`0.00,`',
  '`2026-11-23 23:59:59,`wxd678efh567hg6787,`1900000109,`0,`,`4200002345202611230000000002,`R20261123235900000002,`oUpF8uMuAJO_M2pxb1Q9zNjWeS6o,`NATIVE,`SUCCESS,`CMB_DEBIT,`CNY,`0.01,`0.00,`0,`0,`0.00,`0.00,`,`,`余额充值, 测试,`,`0.00000,`0.60%,`0.01,`0.00,`',
  '`2026-11-23 15:30:00,`wxd678efh567hg6787,`1900000109,`0,`,`4200002345202611220000000009,`R20261122100000000009,`oUpF8uMuAJO_M2pxb1Q9zNjWeS6o,`NATIVE,`REFUND,`OTHERS,`CNY,`0.00,`0.00,`50300000012026112300000000001,`F20261123153000000001,`100.00,`0.00,`ORIGINAL,`SUCCESS,`余额充值,`,`-0.60000,`0.60%,`0.00,`100.00,`',
  '总交易单数,应结订单总金额,退款总金额,充值券退款总金额,手续费总金额,订单总金额,申请退款总金额',
  '`3,`500.01,`100.00,`0.00,`2.40000,`500.01,`100.00',
  '',
].join('\r\n');

describe('微信支付 交易账单', () => {
  it('reads the SUCCESS rows of a real-shaped bill, skipping the refund and the summary', () => {
    expect(parseWechatTradeBill(ALL_BILL)).toEqual([
      { tradeNo: 'R20261123115959000001', gatewayTradeNo: '4200002345202611230000000001', amount: fen(50000), paidAt: new Date('2026-11-23T04:00:05Z') },
      { tradeNo: 'R20261123235900000002', gatewayTradeNo: '4200002345202611230000000002', amount: fen(1), paidAt: new Date('2026-11-23T15:59:59Z') },
    ]);
  });

  it('finds the columns by name, whatever their order', () => {
    const lines = ALL_BILL.split('\r\n');
    const swap = (line: string) => {
      const cells = line.split(',');
      [cells[5], cells[6]] = [cells[6], cells[5]];
      return cells.join(',');
    };
    // the header and the first row (no comma inside a value) with 微信订单号 and 商户订单号 swapped
    const text = [swap(lines[0]), swap(lines[1]), ...lines.slice(4)].join('\n');
    expect(parseWechatTradeBill(text)).toEqual([expect.objectContaining({ tradeNo: 'R20261123115959000001', gatewayTradeNo: '4200002345202611230000000001' })]);
  });

  it('refuses a bill it cannot read whole rather than missing a payment', () => {
    expect(() => parseWechatTradeBill(ALL_BILL.replace('订单金额,申请退款金额', '金额,申请退款金额'))).toThrow(/缺少「订单金额」列/);
    expect(() => parseWechatTradeBill(ALL_BILL.replace('`500.00,`0.00,`', '`500.00,`'))).toThrow(/列/);
    expect(() =>
      parseWechatTradeBill(
        ALL_BILL.replace(
          '`CNY,`500.00,`0.00,`0,`0,`0.00,`0.00,`,`,`余额充值,`,`3.00000,`0.60%,`500.00',
          '`CNY,`500.00,`0.00,`0,`0,`0.00,`0.00,`,`,`余额充值,`,`3.00000,`0.60%,`5e2',
        ),
      ),
    ).toThrow(/无法读取/);
    expect(() => parseWechatTradeBill(ALL_BILL.replace('`2026-11-23 12:00:05', '`2026/11/23 12:00:05'))).toThrow(/无法读取/);
    expect(parseWechatTradeBill('')).toEqual([]);
  });
});

describe('微信支付 bill(date) against the fake', () => {
  let current = new Date('2026-11-24T03:00:00Z');
  const now = () => current;
  let fake: FakeWechatpay;
  let provider: PaymentProvider;
  beforeAll(async () => {
    fake = await startFakeWechatpay({ now });
    provider = createWechatPayment(wechatpayConfig(fakeWechatpayEnv(fake)), { now });
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.mangle = null;
    fake.bills.clear();
  });

  it('applies for the SUCCESS bill, downloads it with a signed GET and reads it', async () => {
    current = new Date('2026-11-23T04:00:00Z');
    await provider.createPayment({ tradeNo: 'R20261123120000000001', amount: fen(30000), subject: '余额充值', notifyUrl: 'https://x/n', siteUrl: 'https://x' });
    const paid = fake.pay('R20261123120000000001', new Date('2026-11-23T04:01:00Z'));
    current = new Date('2026-11-24T03:00:00Z');
    expect(await provider.bill('2026-11-23')).toEqual([
      { tradeNo: 'R20261123120000000001', gatewayTradeNo: paid.transactionId, amount: 30000, paidAt: new Date('2026-11-23T04:01:00Z') },
    ]);
    const [apply, download] = fake.requests.slice(-2);
    expect(apply).toMatchObject({ method: 'GET', url: '/v3/bill/tradebill?bill_date=2026-11-23&bill_type=SUCCESS', signedByMerchant: true });
    expect(download).toMatchObject({ method: 'GET', signedByMerchant: true });
    expect(download.url).toMatch(/^\/v3\/billdownload\/file\?token=/);
  });

  it('reads a preset bill with its refund row', async () => {
    fake.bills.set('2026-11-23', ALL_BILL);
    expect((await provider.bill('2026-11-23')).map((row) => row.tradeNo)).toEqual(['R20261123115959000001', 'R20261123235900000002']);
  });

  it('refuses a file whose SHA1 is not hash_value', async () => {
    fake.bills.set('2026-11-23', ALL_BILL);
    fake.mangle = (answer, request) => {
      if (request.url.startsWith('/v3/billdownload/file'))
        answer.body = Buffer.from(answer.body.toString('utf8').replace('`500.00,`0.00,`0,`0', '`5.00,`0.00,`0,`0'));
    };
    await expect(provider.bill('2026-11-23')).rejects.toThrow(/SHA1/);
  });

  it('reads a day without trades (NO_STATEMENT_EXIST) as an empty bill', async () => {
    expect(await provider.bill('2026-11-20')).toEqual([]);
    expect(fake.requests.at(-1)!.url).toBe('/v3/bill/tradebill?bill_date=2026-11-20&bill_type=SUCCESS');
  });

  it('throws on a refusal it does not know or an unsigned answer (the caller tries again later)', async () => {
    fake.mangle = (answer) => {
      const body = Buffer.from('{"code":"STATEMENT_CREATING","message":"账单生成中"}');
      Object.assign(answer, { status: 400, body, headers: { ...answer.headers, ...fake.signHeaders(body) } });
    };
    await expect(provider.bill('2026-11-23')).rejects.toThrow(/STATEMENT_CREATING/);
    fake.mangle = (answer) => delete answer.headers['wechatpay-signature'];
    await expect(provider.bill('2026-11-20')).rejects.toThrow(/应答签名验证失败/);
    await expect(provider.bill('2026-11-2')).rejects.toThrow(/YYYY-MM-DD/);
  });
});
