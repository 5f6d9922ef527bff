import { createCipheriv, createHash, createSign, createVerify, generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chinaText } from 'shared-contracts/china-time';
import { SIGNATURE_MAX_SKEW_MS } from './sign';

/** One request the fake received, and whether the merchant's Authorization signature checked out. */
export interface FakeWechatpayRequest {
  method: string;
  /** Path and query, as signed. */
  url: string;
  body: string;
  headers: Record<string, string | undefined>;
  signedByMerchant: boolean;
}

export interface FakeWechatTrade {
  outTradeNo: string;
  description: string;
  total: number;
  notifyUrl: string;
  timeExpire: string;
  codeUrl: string;
  state: 'NOTPAY' | 'SUCCESS' | 'CLOSED';
  transactionId: string;
  successTime: Date | null;
}

/** An answer as the fake sends it; `mangle` may change it after it was signed (a tampering test). */
export interface FakeWechatAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

export interface FakeWechatpay {
  url: string;
  /** The fake's clock: the default time of its signatures and notifications. */
  now: () => Date;
  mchid: string;
  appid: string;
  apiV3Key: string;
  /** 商户API证书序列号 and the merchant's key pair (the provider signs with the private key, the fake verifies with the public). */
  serialNo: string;
  merchantPrivateKey: string;
  merchantPublicKey: string;
  /** The 微信支付公钥 WeChat signs with: its id (Wechatpay-Serial), the pair. */
  publicKeyId: string;
  platformPublicKey: string;
  platformPrivateKey: string;
  requests: FakeWechatpayRequest[];
  trades: Map<string, FakeWechatTrade>;
  /** A bill file (CSV text) served for a date instead of the one made from the paid trades. */
  bills: Map<string, string>;
  mangle: ((answer: FakeWechatAnswer, request: FakeWechatpayRequest) => void) | null;
  /** Marks a trade paid, as a user scanning the code would. */
  pay(outTradeNo: string, at?: Date): FakeWechatTrade;
  /** The Wechatpay-* headers signing `body` with the platform key (`at` sets the timestamp). */
  signHeaders(body: Buffer | string, at?: Date): Record<string, string>;
  signedNotification(notice: FakeNotice): { headers: Record<string, string>; body: string };
  close(): Promise<void>;
}

export interface FakeNotice {
  tradeNo: string;
  amount: number;
  transactionId: string;
  /** trade_state, default SUCCESS (event_type TRANSACTION.SUCCESS only then). */
  state?: string;
  mchid?: string;
  appid?: string;
  /** The notification's time (its Wechatpay-Timestamp); default now. */
  at?: Date;
}

const rsaPair = () =>
  generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });

/** RFC 3339 in China time, as WeChat writes its times (2026-11-23T12:00:05+08:00). */
export const rfc3339China = (at: Date) => `${chinaText(at).replace(' ', 'T')}+08:00`;

/** Encrypts a resource as WeChat does: AEAD_AES_256_GCM under the APIv3 key, the tag after the cipher text, base64. */
export function encryptResource(apiV3Key: string, plaintext: string, associatedData = 'transaction') {
  const nonce = randomBytes(6).toString('hex');
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(nonce, 'utf8'));
  cipher.setAAD(Buffer.from(associatedData, 'utf8'));
  const sealed = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return { original_type: 'transaction', algorithm: 'AEAD_AES_256_GCM', ciphertext: sealed.toString('base64'), associated_data: associatedData, nonce };
}

/** The Authorization header's fields, or null when it is not WECHATPAY2-SHA256-RSA2048. */
function authorizationFields(header: string | undefined): Record<string, string> | null {
  const match = /^WECHATPAY2-SHA256-RSA2048 (.+)$/.exec(header ?? '');
  if (!match) return null;
  return Object.fromEntries([...match[1].matchAll(/(\w+)="([^"]*)"/g)].map(([, key, value]) => [key, value]));
}

/** The SUCCESS bill WeChat would make of the trades paid on `date` (China day), backtick format with its summary. */
export function fakeTradeBill(fake: Pick<FakeWechatpay, 'appid' | 'mchid' | 'trades'>, date: string): string | null {
  const paid = [...fake.trades.values()].filter((t) => t.state === 'SUCCESS' && t.successTime && chinaText(t.successTime).startsWith(date));
  if (paid.length === 0) return null;
  const yuan = (fen: number) => (fen / 100).toFixed(2);
  const line = (values: string[]) => values.map((v) => `\`${v}`).join(',');
  const total = paid.reduce((sum, t) => sum + t.total, 0);
  return [
    '交易时间,公众账号ID,商户号,特约商户号,设备号,微信订单号,商户订单号,用户标识,交易类型,交易状态,付款银行,货币种类,应结订单金额,代金券金额,商品名称,商户数据包,手续费,费率,订单金额,费率备注',
    ...paid.map((t) =>
      line([
        chinaText(t.successTime!),
        fake.appid,
        fake.mchid,
        '0',
        '',
        t.transactionId,
        t.outTradeNo,
        'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o',
        'NATIVE',
        'SUCCESS',
        'OTHERS',
        'CNY',
        yuan(t.total),
        '0.00',
        t.description,
        '',
        '0.00000',
        '0.60%',
        yuan(t.total),
        '',
      ]),
    ),
    '总交易单数,应结订单总金额,退款总金额,充值券退款总金额,手续费总金额,订单总金额,申请退款总金额',
    line([String(paid.length), yuan(total), '0.00', '0.00', '0.00000', yuan(total), '0.00']),
    '',
  ].join('\r\n');
}

/**
 * A local stand-in for 微信支付's APIv3 gateway, for tests (127.0.0.1, a free port), made of generated key pairs.
 * It verifies every request's Authorization signature with the merchant's public key (401 SIGN_ERROR otherwise),
 * signs every JSON answer with the platform key (serial = the 微信支付公钥 id) — not the bill file, as WeChat
 * does not — keeps the trades, and serves Native下单, 查询订单, 关闭订单, 申请交易账单 and the download.
 */
export async function startFakeWechatpay(options: { now?: () => Date } = {}): Promise<FakeWechatpay> {
  const now = options.now ?? (() => new Date());
  const merchant = rsaPair();
  const platform = rsaPair();
  const downloads = new Map<string, Buffer>();
  const fake: FakeWechatpay = {
    url: '',
    now,
    mchid: '1900000109',
    appid: 'wxd678efh567hg6787',
    apiV3Key: randomBytes(16).toString('hex'),
    serialNo: randomBytes(20).toString('hex').toUpperCase(),
    merchantPrivateKey: merchant.privateKey,
    merchantPublicKey: merchant.publicKey,
    publicKeyId: 'PUB_KEY_ID_0114232806292024081600000000000001',
    platformPublicKey: platform.publicKey,
    platformPrivateKey: platform.privateKey,
    requests: [],
    trades: new Map(),
    bills: new Map(),
    mangle: null,
    pay(outTradeNo, at = now()) {
      const trade = fake.trades.get(outTradeNo);
      if (!trade) throw new Error(`fake wechatpay: no trade ${outTradeNo}`);
      Object.assign(trade, {
        state: 'SUCCESS',
        successTime: at,
        transactionId: `42000000${String(fake.trades.size).padStart(4, '0')}${Date.now()}`.slice(0, 28),
      });
      return trade;
    },
    signHeaders(body, at = now()) {
      const timestamp = String(Math.floor(at.getTime() / 1000));
      const nonce = randomBytes(16).toString('hex');
      const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
      const message = Buffer.concat([Buffer.from(`${timestamp}\n${nonce}\n`), bytes, Buffer.from('\n')]);
      const signature = createSign('RSA-SHA256').update(message).sign(platform.privateKey, 'base64');
      return { 'wechatpay-timestamp': timestamp, 'wechatpay-nonce': nonce, 'wechatpay-signature': signature, 'wechatpay-serial': fake.publicKeyId };
    },
    signedNotification: (notice) => signedNotification(fake, notice),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };

  const transaction = (t: FakeWechatTrade) => ({
    appid: fake.appid,
    mchid: fake.mchid,
    out_trade_no: t.outTradeNo,
    ...(t.state === 'SUCCESS'
      ? { transaction_id: t.transactionId, bank_type: 'OTHERS', success_time: rfc3339China(t.successTime!), payer: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' } }
      : {}),
    trade_type: 'NATIVE',
    trade_state: t.state,
    trade_state_desc: { NOTPAY: '订单未支付', SUCCESS: '支付成功', CLOSED: '订单已关闭' }[t.state],
    attach: '',
    amount: { total: t.total, currency: 'CNY', ...(t.state === 'SUCCESS' ? { payer_total: t.total, payer_currency: 'CNY' } : {}) },
  });

  const route = (request: FakeWechatpayRequest): { status: number; json?: unknown; file?: Buffer } => {
    const url = new URL(request.url, 'http://127.0.0.1');
    const body = (() => {
      try {
        return request.body ? (JSON.parse(request.body) as Record<string, unknown>) : {};
      } catch {
        return {};
      }
    })();
    const error = (status: number, code: string, message: string) => ({ status, json: { code, message } });
    const tradePath = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)(\/close)?$/.exec(url.pathname);
    if (request.method === 'POST' && url.pathname === '/v3/pay/transactions/native') {
      if (body.mchid !== fake.mchid || body.appid !== fake.appid) return error(400, 'APPID_MCHID_NOT_MATCH', 'appid和mch_id不匹配');
      const outTradeNo = String(body.out_trade_no);
      const amount = body.amount as { total?: unknown } | undefined;
      if (!outTradeNo || typeof amount?.total !== 'number' || typeof body.notify_url !== 'string') return error(400, 'PARAM_ERROR', '参数错误');
      const known = fake.trades.get(outTradeNo);
      if (known && known.state !== 'NOTPAY')
        return error(400, known.state === 'SUCCESS' ? 'ORDERPAID' : 'ORDER_CLOSED', known.state === 'SUCCESS' ? '订单已支付' : '订单已关闭');
      const trade: FakeWechatTrade = known ?? {
        outTradeNo,
        description: String(body.description),
        total: amount.total,
        notifyUrl: body.notify_url,
        timeExpire: String(body.time_expire),
        codeUrl: `weixin://wxpay/bizpayurl?pr=${randomBytes(5).toString('hex')}`,
        state: 'NOTPAY',
        transactionId: '',
        successTime: null,
      };
      fake.trades.set(outTradeNo, trade);
      return { status: 200, json: { code_url: trade.codeUrl } };
    }
    if (tradePath && request.method === 'GET' && !tradePath[2]) {
      if (url.searchParams.get('mchid') !== fake.mchid) return error(400, 'PARAM_ERROR', '商户号不符');
      const trade = fake.trades.get(decodeURIComponent(tradePath[1]));
      return trade ? { status: 200, json: transaction(trade) } : error(404, 'ORDER_NOT_EXIST', '订单不存在');
    }
    if (tradePath && request.method === 'POST' && tradePath[2]) {
      if (body.mchid !== fake.mchid) return error(400, 'PARAM_ERROR', '商户号不符');
      const trade = fake.trades.get(decodeURIComponent(tradePath[1]));
      if (!trade) return error(404, 'ORDER_NOT_EXIST', '订单不存在');
      if (trade.state === 'SUCCESS') return error(400, 'ORDERPAID', '订单已支付');
      trade.state = 'CLOSED';
      return { status: 204 };
    }
    if (request.method === 'GET' && url.pathname === '/v3/bill/tradebill') {
      const date = url.searchParams.get('bill_date') ?? '';
      const text = fake.bills.get(date) ?? fakeTradeBill(fake, date);
      if (text === null) return error(400, 'NO_STATEMENT_EXIST', '请求的账单文件不存在');
      const token = randomBytes(8).toString('hex');
      const file = Buffer.from(text, 'utf8');
      downloads.set(token, file);
      return {
        status: 200,
        json: { hash_type: 'SHA1', hash_value: createHash('sha1').update(file).digest('hex'), download_url: `${fake.url}/v3/billdownload/file?token=${token}` },
      };
    }
    if (request.method === 'GET' && url.pathname === '/v3/billdownload/file') {
      const file = downloads.get(url.searchParams.get('token') ?? '');
      return file ? { status: 200, file } : error(400, 'INVALID_REQUEST', '下载链接已失效');
    }
    return error(404, 'NOT_FOUND', '接口不存在');
  };

  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const headers = Object.fromEntries(Object.entries(req.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : value]));
      const method = req.method ?? 'GET';
      const url = req.url ?? '/';
      const auth = authorizationFields(headers.authorization);
      const fresh = auth && Math.abs(now().getTime() - Number(auth.timestamp) * 1000) <= SIGNATURE_MAX_SKEW_MS;
      let signedByMerchant = false;
      try {
        signedByMerchant = Boolean(
          auth &&
            fresh &&
            auth.mchid === fake.mchid &&
            auth.serial_no === fake.serialNo &&
            createVerify('RSA-SHA256')
              .update(`${method}\n${url}\n${auth.timestamp}\n${auth.nonce_str}\n${body}\n`)
              .verify(merchant.publicKey, auth.signature ?? '', 'base64'),
        );
      } catch {
        signedByMerchant = false;
      }
      const request: FakeWechatpayRequest = { method, url, body, headers, signedByMerchant };
      fake.requests.push(request);
      const result = signedByMerchant ? route(request) : { status: 401, json: { code: 'SIGN_ERROR', message: '签名错误' } };
      const answer: FakeWechatAnswer = result.file
        ? { status: result.status, headers: { 'content-type': 'text/plain;charset=utf-8' }, body: result.file }
        : (() => {
            const bytes = Buffer.from(result.json === undefined ? '' : JSON.stringify(result.json), 'utf8');
            return {
              status: result.status,
              headers: { 'content-type': 'application/json; charset=utf-8', 'request-id': randomUUID(), ...fake.signHeaders(bytes) },
              body: bytes,
            };
          })();
      fake.mangle?.(answer, request);
      res.writeHead(answer.status, answer.headers);
      res.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}

/**
 * A 支付结果通知 as WeChat posts it: the transaction encrypted into `resource` with the APIv3 key, the whole body
 * signed with the platform key. Route tests post `body` with `headers`.
 */
export function signedNotification(fake: FakeWechatpay, notice: FakeNotice): { headers: Record<string, string>; body: string } {
  const at = notice.at ?? fake.now();
  const state = notice.state ?? 'SUCCESS';
  const paid = state === 'SUCCESS';
  const transaction = {
    mchid: notice.mchid ?? fake.mchid,
    appid: notice.appid ?? fake.appid,
    out_trade_no: notice.tradeNo,
    transaction_id: notice.transactionId,
    trade_type: 'NATIVE',
    trade_state: state,
    trade_state_desc: paid ? '支付成功' : '订单未支付',
    bank_type: 'OTHERS',
    attach: '',
    success_time: rfc3339China(at),
    payer: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' },
    amount: { total: notice.amount, payer_total: notice.amount, currency: 'CNY', payer_currency: 'CNY' },
  };
  const body = JSON.stringify({
    id: randomUUID(),
    create_time: rfc3339China(at),
    resource_type: 'encrypt-resource',
    event_type: paid ? 'TRANSACTION.SUCCESS' : `TRANSACTION.${state}`,
    summary: paid ? '支付成功' : '交易状态变更',
    resource: encryptResource(fake.apiV3Key, JSON.stringify(transaction)),
  });
  return { headers: { 'content-type': 'application/json', ...fake.signHeaders(body, at) }, body };
}

/** The environment that points `wechatpayConfig` at the fake (微信支付公钥 mode). */
export function fakeWechatpayEnv(fake: FakeWechatpay): Record<string, string> {
  return {
    WECHATPAY_MCHID: fake.mchid,
    WECHATPAY_APPID: fake.appid,
    WECHATPAY_SERIAL_NO: fake.serialNo,
    WECHATPAY_PRIVATE_KEY: fake.merchantPrivateKey.replace(/\n/g, '\\n'),
    WECHATPAY_APIV3_KEY: fake.apiV3Key,
    WECHATPAY_PUBLIC_KEY_ID: fake.publicKeyId,
    WECHATPAY_PUBLIC_KEY: fake.platformPublicKey.replace(/\n/g, '\\n'),
    WECHATPAY_API_URL: fake.url,
  };
}
