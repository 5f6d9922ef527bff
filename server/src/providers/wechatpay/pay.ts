import { createHash, createPrivateKey } from 'node:crypto';
import { fen, isFen } from 'shared-contracts';
import { chinaText } from 'shared-contracts/china-time';
import { fail } from '../../lib/errors';
import type { PaymentNotice, PaymentProvider, TradeState } from '../payment';
import { parseWechatTradeBill } from './bill';
import type { WechatpayConfig } from './config';
import { authorization, decryptResource, newNonce, verifierOf, verifyWechatpaySignature } from './sign';

/**
 * 微信支付 APIv3, Native 扫码 (直连商户). Documented in docs/providers/wechatpay.md.
 *
 * - Native下单 POST /v3/pay/transactions/native → `code_url`, shown as the QR code; the trade can be paid for
 *   15 minutes (time_expire). https://pay.weixin.qq.com/doc/v3/merchant/4012525095
 * - 查询订单 GET /v3/pay/transactions/out-trade-no/{no}?mchid= https://pay.weixin.qq.com/doc/v3/merchant/4012556352
 * - 关闭订单 POST …/out-trade-no/{no}/close {mchid} → 204 https://pay.weixin.qq.com/docs/merchant/products/close-order/introduction.html
 * - 申请交易账单 GET /v3/bill/tradebill?bill_date=&bill_type=SUCCESS → download_url and its SHA1; 下载账单 is a
 *   signed GET of that URL, whose answer WeChat does not sign (the hash vouches for it).
 *   https://pay.weixin.qq.com/docs/partner/apis/partner-jsapi-payment/get-trade-bill.html
 *   https://pay.weixin.qq.com/doc/v3/merchant/4012810615 https://pay.weixin.qq.com/doc/v3/merchant/4013071254
 * - 支付结果通知: a JSON POST signed like an answer, its `resource` encrypted with the APIv3 key; we answer 204
 *   (taken) or 4xx with {code:'FAIL'} (WeChat retries). https://pay.wechatpay.cn/docs/merchant/products/notification/decryption.html
 *
 * Every answer's signature is verified before a byte of it is read: an answer that does not verify is an outage
 * (thrown), never a refusal nor a state. In 微信支付公钥 mode each request carries Wechatpay-Serial with the key's
 * id, so WeChat signs its answer with that key even while a merchant moves from the 平台证书.
 */
export function createWechatPayment(config: WechatpayConfig, options: { fetch?: typeof fetch; now?: () => Date } = {}): PaymentProvider {
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const now = options.now ?? (() => new Date());
  const signer = { mchid: config.mchid, serialNo: config.serialNo, privateKey: createPrivateKey(config.privateKey) };
  const verifier = verifierOf(config);

  /** One signed request; the answer only once its signature verified (`signed: false` for the bill file, which WeChat does not sign). */
  async function call(
    method: 'GET' | 'POST',
    url: string,
    body?: object,
    signed = true,
  ): Promise<{ status: number; raw: Buffer; json: Record<string, unknown> }> {
    const target = new URL(url);
    const text = body === undefined ? '' : JSON.stringify(body);
    const headers: Record<string, string> = {
      accept: 'application/json',
      'user-agent': 'gift-mall-server',
      authorization: authorization(signer, {
        method,
        url: target.pathname + target.search,
        body: text,
        timestamp: Math.floor(now().getTime() / 1000),
        nonce: newNonce(),
      }),
    };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (config.publicKeyId) headers['wechatpay-serial'] = config.publicKeyId;
    const response = await fetchImpl(target, {
      method,
      headers,
      body: body === undefined ? undefined : text,
      signal: AbortSignal.timeout(signed ? 15_000 : 60_000),
    });
    const raw = Buffer.from(await response.arrayBuffer());
    const where = `微信支付 ${method} ${target.pathname}`;
    if (!signed) return { status: response.status, raw, json: {} };
    if (!verifyWechatpaySignature(verifier, Object.fromEntries(response.headers), raw, now()))
      throw new Error(`${where}: 应答签名验证失败（HTTP ${response.status}）`);
    let json: unknown = {};
    try {
      if (raw.length > 0) json = JSON.parse(raw.toString('utf8'));
    } catch {
      throw new Error(`${where}: 应答不是 JSON（HTTP ${response.status}）`);
    }
    if (!json || typeof json !== 'object' || Array.isArray(json)) throw new Error(`${where}: 应答格式不对（HTTP ${response.status}）`);
    return { status: response.status, raw, json: json as Record<string, unknown> };
  }

  const api = (path: string) => `${config.apiUrl}${path}`;
  const outTradeNo = (tradeNo: string) => `/v3/pay/transactions/out-trade-no/${encodeURIComponent(tradeNo)}`;
  const refusal = (what: string, answer: { status: number; json: Record<string, unknown> }) =>
    new Error(`微信支付${what}: HTTP ${answer.status} ${String(answer.json.code ?? '')} ${String(answer.json.message ?? '')}`.trim());

  return {
    name: 'wechatpay',
    channels: [{ channel: 2, name: '微信支付' }],

    async createPayment(request) {
      const expires = chinaText(now().getTime() + 15 * 60_000).replace(' ', 'T') + '+08:00';
      const answer = await call('POST', api('/v3/pay/transactions/native'), {
        appid: config.appid,
        mchid: config.mchid,
        description: request.subject,
        out_trade_no: request.tradeNo,
        time_expire: expires,
        notify_url: request.notifyUrl,
        amount: { total: request.amount, currency: 'CNY' },
      });
      if (answer.status !== 200 || typeof answer.json.code_url !== 'string' || !answer.json.code_url) throw fail('二维码加载失败，请稍后再试');
      return { type: 'qrcode', data: answer.json.code_url };
    },

    // The signature first, over the body's bytes as they arrived; then the decrypted transaction, only for this
    // merchant and app. Whatever arrives malformed is a refusal (null), never an exception.
    async verifyNotification({ rawBody, headers }): Promise<PaymentNotice | null> {
      if (!verifyWechatpaySignature(verifier, headers, rawBody, now())) return null;
      try {
        const event = JSON.parse(rawBody.toString('utf8')) as { event_type?: unknown; resource?: unknown };
        if (!event || typeof event !== 'object' || !event.resource || typeof event.resource !== 'object') return null;
        const plain = decryptResource(config.apiV3Key, event.resource);
        if (plain === null) return null;
        const tx = JSON.parse(plain) as {
          mchid?: unknown;
          appid?: unknown;
          out_trade_no?: unknown;
          transaction_id?: unknown;
          trade_state?: unknown;
          amount?: { total?: unknown };
        };
        if (!tx || typeof tx !== 'object' || tx.mchid !== config.mchid || tx.appid !== config.appid) return null;
        const total = tx.amount?.total;
        if (typeof tx.out_trade_no !== 'string' || !tx.out_trade_no || !isFen(total) || total < 0) return null;
        const paid = event.event_type === 'TRANSACTION.SUCCESS' && tx.trade_state === 'SUCCESS';
        if (paid && (typeof tx.transaction_id !== 'string' || !tx.transaction_id)) return null;
        return { tradeNo: tx.out_trade_no, gatewayTradeNo: typeof tx.transaction_id === 'string' ? tx.transaction_id : '', amount: total, paid };
      } catch {
        return null;
      }
    },

    answer(accepted) {
      return accepted
        ? { status: 204, contentType: 'application/json; charset=utf-8', body: '' }
        : { status: 400, contentType: 'application/json; charset=utf-8', body: JSON.stringify({ code: 'FAIL', message: '失败' }) };
    },

    async query(tradeNo): Promise<TradeState> {
      const answer = await call('GET', api(`${outTradeNo(tradeNo)}?mchid=${encodeURIComponent(config.mchid)}`));
      if (answer.status === 404 && answer.json.code === 'ORDER_NOT_EXIST') return { tradeNo, gatewayTradeNo: '', amount: fen(0), state: 'missing' };
      if (answer.status !== 200) throw refusal(`查询订单 ${tradeNo}`, answer);
      const { trade_state: tradeState, out_trade_no: no, mchid, transaction_id: transactionId } = answer.json;
      const total = (answer.json.amount as { total?: unknown } | undefined)?.total;
      if (no !== tradeNo || mchid !== config.mchid) throw new Error(`微信支付查询订单 ${tradeNo}: 应答的订单号或商户号不符`);
      const state = TRADE_STATES[String(tradeState)];
      if (!state) throw new Error(`微信支付查询订单 ${tradeNo}: 未知的交易状态 ${String(tradeState)}`);
      if (state === 'paid' && (!isFen(total) || typeof transactionId !== 'string' || !transactionId))
        throw new Error(`微信支付查询订单 ${tradeNo}: 已支付的应答缺少金额或微信订单号`);
      return { tradeNo, gatewayTradeNo: typeof transactionId === 'string' ? transactionId : '', amount: isFen(total) ? total : fen(0), state };
    },

    async close(tradeNo) {
      const answer = await call('POST', api(`${outTradeNo(tradeNo)}/close`), { mchid: config.mchid });
      if (answer.status === 204 || answer.status === 200) return;
      if (answer.json.code === 'ORDER_NOT_EXIST' || answer.json.code === 'ORDER_CLOSED') return;
      // the user paid before we closed: the caller must query and credit, not give up the trade
      if (answer.json.code === 'ORDERPAID') throw new Error(`微信支付关闭订单 ${tradeNo}: ORDERPAID, the trade is already paid (订单已支付)`);
      throw refusal(`关闭订单 ${tradeNo}`, answer);
    },

    async bill(date) {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new Error(`微信支付账单日期应为 YYYY-MM-DD：${date}`);
      const answer = await call('GET', api(`/v3/bill/tradebill?bill_date=${date}&bill_type=SUCCESS`));
      // no bill is made for a day without trades
      if (answer.json.code === 'NO_STATEMENT_EXIST') return [];
      if (answer.status !== 200) throw refusal(`申请交易账单 ${date}`, answer);
      const { download_url: downloadUrl, hash_type: hashType, hash_value: hashValue } = answer.json;
      if (typeof downloadUrl !== 'string' || !/^https?:\/\//.test(downloadUrl) || typeof hashValue !== 'string')
        throw new Error(`微信支付申请交易账单 ${date}: 应答缺少 download_url 或 hash_value`);
      if (hashType !== undefined && String(hashType).toUpperCase() !== 'SHA1')
        throw new Error(`微信支付申请交易账单 ${date}: 未知的 hash_type ${String(hashType)}`);
      const file = await call('GET', downloadUrl, undefined, false);
      if (file.status !== 200) throw new Error(`微信支付下载账单 ${date}: HTTP ${file.status}`);
      if (createHash('sha1').update(file.raw).digest('hex') !== hashValue.toLowerCase())
        throw new Error(`微信支付下载账单 ${date}: 文件的 SHA1 与 hash_value 不符`);
      return parseWechatTradeBill(file.raw.toString('utf8'));
    },
  };
}

/** trade_state → our state. REFUND is money that was taken (a refund is not ours to undo here). */
const TRADE_STATES: Record<string, TradeState['state']> = {
  SUCCESS: 'paid',
  REFUND: 'paid',
  NOTPAY: 'pending',
  USERPAYING: 'pending',
  CLOSED: 'closed',
  REVOKED: 'closed',
  PAYERROR: 'closed',
};
