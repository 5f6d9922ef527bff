import type { AlipaySdk, AlipaySdkConfig } from 'alipay-sdk';
import { loadAlipaySdk } from '../lib/lazy-module';
import { fen, formatYuan, parseYuan } from 'shared-contracts';
import { fail } from '../lib/errors';
import { alipayBill } from './alipay-bill';
import type { PaymentNotice, PaymentProvider, TradeState } from './payment';

export interface AlipayConfig {
  appId: string;
  /** The app's RSA private key (PKCS#8 PEM or its base64 body). */
  privateKey: string;
  /** Alipay's RSA public key, which signs its notifications. */
  alipayPublicKey: string;
  /** The merchant's Alipay account (PID, 2088…): a notification for another seller is refused. */
  sellerId: string;
  /** Default: Alipay's production gateway; its sandbox is https://openapi-sandbox.dl.alipaydev.com/gateway.do */
  gateway?: string;
}

/** Its environment: the app's keys (required) and the gateway (Alipay's own sandbox). */
export const ALIPAY_ENV = { requires: ['ALIPAY_APP_ID', 'ALIPAY_SELLER_ID', 'ALIPAY_PRIVATE_KEY', 'ALIPAY_PUBLIC_KEY'], optional: ['ALIPAY_GATEWAY'] } as const;

/** The settings from the environment; a key's `\\n` reads as a line break (PEM in one line). */
export function alipayConfig(env: Readonly<Record<string, string | undefined>>): AlipayConfig {
  const pem = (value: string | undefined) => value?.replace(/\\n/g, '\n') ?? '';
  return {
    appId: env.ALIPAY_APP_ID ?? '',
    sellerId: env.ALIPAY_SELLER_ID ?? '',
    privateKey: pem(env.ALIPAY_PRIVATE_KEY),
    alipayPublicKey: pem(env.ALIPAY_PUBLIC_KEY),
    gateway: env.ALIPAY_GATEWAY || undefined,
  };
}

/** What the provider needs of the SDK (a stand-in, or the real one pointed at a fake gateway, in tests). */
export type AlipayClient = Pick<AlipaySdk, 'exec' | 'checkNotifySign'>;

const PAID = new Set(['TRADE_SUCCESS', 'TRADE_FINISHED']);

/** trade_status (alipay.trade.query) → our state. */
const TRADE_STATES: Record<string, TradeState['state']> = { TRADE_SUCCESS: 'paid', TRADE_FINISHED: 'paid', WAIT_BUYER_PAY: 'pending', TRADE_CLOSED: 'closed' };

/**
 * Alipay 当面付 through the official SDK (alipay-sdk): `alipay.trade.precreate` gives the QR code's
 * text; a notification is trusted only after the SDK verifies its RSA2 signature with Alipay's public
 * key, and only for this app (app_id). Configured by ALIPAY_APP_ID, ALIPAY_PRIVATE_KEY,
 * ALIPAY_PUBLIC_KEY (and ALIPAY_GATEWAY for Alipay's own sandbox). Documented in docs/providers/alipay.md.
 *
 * `alipay.trade.query` / `alipay.trade.close` answer a lost notification and a trade left unpaid; their answers,
 * and the bill's (alipay-bill.ts), are used only once the SDK verified Alipay's signature on them.
 */
export function createAlipayPayment(config: AlipayConfig, client?: AlipayClient, options: { fetch?: typeof fetch } = {}): PaymentProvider {
  let loaded: AlipayClient | undefined = client;
  // the SDK is loaded with the first call (lazy-module.ts)
  const sdk = async (): Promise<AlipayClient> =>
    (loaded ??= new (await loadAlipaySdk())({
      appId: config.appId,
      privateKey: config.privateKey,
      alipayPublicKey: config.alipayPublicKey,
      signType: 'RSA2',
      keyType: 'PKCS8',
      ...(config.gateway ? { gateway: config.gateway } : {}),
    } satisfies AlipaySdkConfig));

  const signedByAlipay = async (fields: Record<string, string>) => {
    try {
      return (await sdk()).checkNotifySign(fields);
    } catch {
      return false;
    }
  };

  return {
    name: 'alipay',
    channels: [{ channel: 1, name: '支付宝' }],

    async createPayment(request) {
      const result = await (await sdk()).exec('alipay.trade.precreate', {
        notify_url: request.notifyUrl,
        bizContent: { out_trade_no: request.tradeNo, total_amount: formatYuan(request.amount), subject: request.subject, timeout_express: '15m' },
      });
      if (result.code !== '10000' || typeof result.qrCode !== 'string') throw fail('二维码加载失败，请稍后再试');
      return { type: 'qrcode', data: result.qrCode };
    },

    // Alipay's rule: its parameters (all but sign and sign_type), sorted — checked by the SDK; then only
    // for this app and this seller. Whatever arrives (odd characters, a sign that is not base64) is a
    // refusal, never an error.
    async verifyNotification({ fields }): Promise<PaymentNotice | null> {
      if (!fields.sign || !(await signedByAlipay(fields))) return null;
      if (fields.app_id !== config.appId || fields.seller_id !== config.sellerId) return null;
      const amount = parseYuan(fields.total_amount ?? '');
      if (amount === null || !fields.out_trade_no || !fields.trade_no) return null;
      return { tradeNo: fields.out_trade_no, gatewayTradeNo: fields.trade_no, amount, paid: PAID.has(fields.trade_status ?? '') };
    },

    // Alipay retries until it reads `success`, the body alone
    answer(accepted) {
      return { status: accepted ? 200 : 400, contentType: 'text/plain; charset=utf-8', body: accepted ? 'success' : 'fail' };
    },

    async query(tradeNo): Promise<TradeState> {
      const result = await (await sdk()).exec('alipay.trade.query', { bizContent: { out_trade_no: tradeNo } }, { validateSign: true });
      // a precreated code nobody scanned is not a trade at Alipay yet
      if (result.code !== '10000' && result.subCode === 'ACQ.TRADE_NOT_EXIST') return { tradeNo, gatewayTradeNo: '', amount: fen(0), state: 'missing' };
      const state = result.code === '10000' ? TRADE_STATES[String(result.tradeStatus)] : undefined;
      const amount = parseYuan(String(result.totalAmount ?? ''));
      if (!state || amount === null || result.outTradeNo !== tradeNo) {
        throw new Error(`alipay.trade.query ${tradeNo}: ${result.code} ${result.subCode ?? result.tradeStatus ?? ''} ${result.subMsg ?? ''}`.trim());
      }
      return { tradeNo, gatewayTradeNo: typeof result.tradeNo === 'string' ? result.tradeNo : '', amount, state };
    },

    async close(tradeNo) {
      const result = await (await sdk()).exec('alipay.trade.close', { bizContent: { out_trade_no: tradeNo } }, { validateSign: true });
      if (result.code === '10000' || result.subCode === 'ACQ.TRADE_NOT_EXIST') return;
      // paid (or finished) meanwhile: the caller must query and credit, not give the trade up
      if (result.subCode === 'ACQ.TRADE_STATUS_ERROR')
        throw new Error(`alipay.trade.close ${tradeNo}: ACQ.TRADE_STATUS_ERROR, the trade is already paid (交易状态不合法)`);
      throw new Error(`alipay.trade.close ${tradeNo}: ${result.code} ${result.subCode ?? ''} ${result.subMsg ?? ''}`.trim());
    },

    bill: async (date) => alipayBill(await sdk(), date, options.fetch ?? globalThis.fetch),
  };
}
