import { createSign, generateKeyPairSync } from 'node:crypto';
import { AlipaySdk } from 'alipay-sdk';
import { fen } from 'shared-contracts';
import { createAlipayPayment, type AlipayClient } from './alipay';
import { detailCsvOf, parseAlipayTradeBill } from './alipay-bill';
import { alipayBillZip, startFakeAlipayGateway, type FakeAlipayAnswer, type FakeAlipayGateway } from './alipay-fake-gateway';

// Keys made here: the app's pair, and one standing in for Alipay's (which signs the notifications).
const pem = () =>
  generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });
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

/** A notification as the route hands it on: the form body as posted, its fields and the (lower-case) headers. */
const posted = (fields: Record<string, string>) => ({
  fields,
  rawBody: Buffer.from(new URLSearchParams(fields).toString()),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

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
    const client = {
      exec: (async () => ({ code: '40004', msg: 'Business Failed', subCode: 'ACQ.INVALID_PARAMETER' })) as unknown as AlipayClient['exec'],
      checkNotifySign: () => false,
    };
    await expect(
      createAlipayPayment(config, client).createPayment({
        tradeNo: 'R1',
        amount: fen(100),
        subject: '余额充值',
        notifyUrl: 'https://x/n',
        siteUrl: 'https://x',
      }),
    ).rejects.toMatchObject({ code: 1, message: '二维码加载失败，请稍后再试' });
  });
});

/** A 业务明细 file as Alipay writes it (GBK in the zip): `#` lines, the header, tab-padded values, a refund, the totals. */
const DETAIL = [
  '#支付宝业务明细查询',
  '#账号：[20880000000000010156]',
  '#起始日期：[2026年11月23日 00:00:00]   终止日期：[2026年11月24日 00:00:00]',
  '#-----------------------------------------业务明细列表----------------------------------------',
  '支付宝交易号,商户订单号,业务类型,商品名称,创建时间,完成时间,门店编号,门店名称,操作员,终端号,对方账户,订单金额（元）,商家实收（元）,支付宝红包（元）,集分宝（元）,支付宝优惠（元）,商家优惠（元）,券核销金额（元）,券名称,商家红包消费金额（元）,卡消费金额（元）,退款批次号/请求号,服务费（元）,分润（元）,备注',
  '2026112322001400000000000001\t,R20261123120000123456\t,交易\t,余额充值,2026-11-23 12:00:00,2026-11-23 12:00:05,\t,\t,\t,\t,abc***@example.com\t,500.00,500.00,0.00,0.00,0.00,0.00,0.00,,0.00\t,0.00,\t,-3.00,0.00,余额充值',
  '2026112222001400000000000009\t,R20261122100000000009\t,退款\t,余额充值,2026-11-22 10:00:00,2026-11-23 15:30:00,\t,\t,\t,\t,abc***@example.com\t,-100.00,-100.00,0.00,0.00,0.00,0.00,0.00,,0.00\t,0.00,R20261122100000000009_1\t,0.60,0.00,退款, 部分',
  '2026112322001400000000000002\t,R20261123235900000002\t,交易\t,余额充值,2026-11-23 23:59:50,2026-11-23 23:59:59,\t,\t,\t,\t,def***@example.com\t,0.01,0.01,0.00,0.00,0.00,0.00,0.00,,0.00\t,0.00,\t,0.00,0.00,余额充值',
  '#-----------------------------------------业务明细列表结束------------------------------------',
  '#交易合计：2笔，商家实收：500.01元，商家优惠：0.00元',
  '#退款合计：1笔，商家实收：-100.00元，商家优惠：0.00元',
  '#导出时间：[2026年11月24日 10:20:31]',
].join('\r\n');
const SUMMARY = '#支付宝业务汇总查询\r\n门店编号,门店名称,交易订单总笔数,退款订单总笔数,订单金额（元）\r\n合计,,2,1,400.01\r\n';

describe('Alipay (当面付) query, close and bill, through the SDK against the fake gateway', () => {
  let gateway: FakeAlipayGateway;
  let answer: FakeAlipayAnswer = () => null;
  let provider: ReturnType<typeof createAlipayPayment>;
  beforeAll(async () => {
    gateway = await startFakeAlipayGateway({ appPublicKey: app.publicKey, alipayPrivateKey: alipay.privateKey }, (call, count) => answer(call, count));
    provider = createAlipayPayment({ ...config, gateway: gateway.url });
  });
  afterAll(() => gateway.close());

  const trade =
    (status: string, extra: Record<string, unknown> = {}) =>
    () => ({
      code: '10000',
      msg: 'Success',
      trade_no: '2026112322001400000000000001',
      out_trade_no: 'R20261123120000123456',
      buyer_logon_id: 'abc***@example.com',
      trade_status: status,
      total_amount: '500.00',
      ...extra,
    });
  const refused = (subCode: string) => () => ({ code: '40004', msg: 'Business Failed', sub_code: subCode, sub_msg: '业务失败' });

  it('queries the trade by out_trade_no and reads paid, pending, closed and missing', async () => {
    answer = trade('TRADE_SUCCESS');
    expect(await provider.query('R20261123120000123456')).toEqual({
      tradeNo: 'R20261123120000123456',
      gatewayTradeNo: '2026112322001400000000000001',
      amount: 50000,
      state: 'paid',
    });
    expect(gateway.calls.at(-1)).toMatchObject({ method: 'alipay.trade.query', bizContent: { out_trade_no: 'R20261123120000123456' }, signedByApp: true });
    answer = trade('TRADE_FINISHED');
    expect((await provider.query('R20261123120000123456')).state).toBe('paid');
    answer = trade('WAIT_BUYER_PAY', { trade_no: '' });
    expect(await provider.query('R20261123120000123456')).toMatchObject({ state: 'pending', amount: 50000 });
    answer = trade('TRADE_CLOSED');
    expect((await provider.query('R20261123120000123456')).state).toBe('closed');
    answer = refused('ACQ.TRADE_NOT_EXIST');
    expect(await provider.query('R20261123120000123456')).toEqual({ tradeNo: 'R20261123120000123456', gatewayTradeNo: '', amount: 0, state: 'missing' });
  });

  it('throws on another refusal, another trade’s answer, or an answer Alipay did not sign', async () => {
    answer = refused('ACQ.SYSTEM_ERROR');
    await expect(provider.query('R20261123120000123456')).rejects.toThrow(/ACQ.SYSTEM_ERROR/);
    answer = trade('TRADE_SUCCESS', { out_trade_no: 'R20261123120000999999' });
    await expect(provider.query('R20261123120000123456')).rejects.toThrow(/alipay.trade.query/);
    // signed by the app's key, not Alipay's: the SDK refuses it before we read it
    const forged = await startFakeAlipayGateway({ appPublicKey: app.publicKey, alipayPrivateKey: app.privateKey }, trade('TRADE_SUCCESS'));
    await expect(createAlipayPayment({ ...config, gateway: forged.url }).query('R20261123120000123456')).rejects.toThrow();
    await forged.close();
  });

  it('closes the trade; one Alipay does not know counts as closed, one paid meanwhile is thrown', async () => {
    answer = () => ({ code: '10000', msg: 'Success', trade_no: '2026112322001400000000000001', out_trade_no: 'R20261123120000123456' });
    await expect(provider.close('R20261123120000123456')).resolves.toBeUndefined();
    expect(gateway.calls.at(-1)).toMatchObject({ method: 'alipay.trade.close', bizContent: { out_trade_no: 'R20261123120000123456' } });
    answer = refused('ACQ.TRADE_NOT_EXIST');
    await expect(provider.close('R20261123120000123456')).resolves.toBeUndefined();
    answer = refused('ACQ.TRADE_STATUS_ERROR');
    await expect(provider.close('R20261123120000123456')).rejects.toThrow(/already paid/);
    answer = refused('ACQ.SYSTEM_ERROR');
    await expect(provider.close('R20261123120000123456')).rejects.toThrow(/ACQ.SYSTEM_ERROR/);
  });

  it('answers Alipay `success` for a notification taken, `fail` for one refused', () => {
    expect(provider.answer(true)).toEqual({ status: 200, contentType: 'text/plain; charset=utf-8', body: 'success' });
    expect(provider.answer(false)).toEqual({ status: 400, contentType: 'text/plain; charset=utf-8', body: 'fail' });
  });

  it('downloads the day’s bill zip and reads its 交易 rows (GBK, names included)', async () => {
    gateway.files.set(
      '/bill/20261123.csv.zip',
      alipayBillZip({ '20880000000000010156_20261123_业务明细.csv': DETAIL, '20880000000000010156_20261123_业务明细(汇总).csv': SUMMARY }),
    );
    answer = () => ({ code: '10000', msg: 'Success', bill_download_url: `${gateway.origin}/bill/20261123.csv.zip` });
    expect(await provider.bill('2026-11-23')).toEqual([
      { tradeNo: 'R20261123120000123456', gatewayTradeNo: '2026112322001400000000000001', amount: 50000, paidAt: new Date('2026-11-23T04:00:05Z') },
      { tradeNo: 'R20261123235900000002', gatewayTradeNo: '2026112322001400000000000002', amount: 1, paidAt: new Date('2026-11-23T15:59:59Z') },
    ]);
    expect(gateway.calls.at(-1)).toMatchObject({
      method: 'alipay.data.dataservice.bill.downloadurl.query',
      bizContent: { bill_type: 'trade', bill_date: '2026-11-23' },
    });
  });

  it('reads a day without a bill as empty, and throws on a refusal or a download that fails', async () => {
    for (const subCode of ['isp.bill_not_exist', 'ACQ.BILL_NOT_EXIST']) {
      answer = () => ({ code: '40004', msg: 'Business Failed', sub_code: subCode, sub_msg: '账单不存在' });
      expect(await provider.bill('2026-11-20')).toEqual([]);
    }
    answer = () => ({ code: '40004', msg: 'Business Failed', sub_code: 'isv.invalid_arguments', sub_msg: '参数不合法' });
    await expect(provider.bill('2026-11-24')).rejects.toThrow(/isv.invalid_arguments/);
    answer = () => ({ code: '10000', msg: 'Success', bill_download_url: `${gateway.origin}/bill/gone.zip` });
    await expect(provider.bill('2026-11-23')).rejects.toThrow(/HTTP 404/);
  });

  it('refuses a bill it cannot read whole', () => {
    expect(() => detailCsvOf(alipayBillZip({ '20880000000000010156_20261123_业务明细(汇总).csv': SUMMARY }))).toThrow(/没有业务明细文件/);
    expect(() => detailCsvOf(new Uint8Array([1, 2, 3]))).toThrow(/zip/);
    expect(() => parseAlipayTradeBill(DETAIL.replace('订单金额（元）', '金额'))).toThrow(/缺少「订单金额（元）」列/);
    expect(() => parseAlipayTradeBill(DETAIL.replace(',500.00,500.00,', ',5e2,500.00,'))).toThrow(/无法读取/);
    expect(() => parseAlipayTradeBill('#支付宝业务明细查询\r\n')).toThrow(/表头/);
  });
});
