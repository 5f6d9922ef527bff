import fs from 'node:fs';
import type { AlipaySdk, AlipaySdkConfig } from 'alipay-sdk';
import { loadAlipaySdk } from '../../lib/lazy-module';
import { formatYuan } from 'shared-contracts';
import type { ProviderEnv } from '..';
import type { PayoutProvider, PayoutResult } from '../payout';

/**
 * Its environment. The app and its private key are required; then either certificate mode — the app's
 * public key certificate, Alipay's public key certificate and Alipay's root certificate, which Alipay
 * requires of fund APIs in production — or Alipay's public key (public-key mode: Alipay's own sandbox and
 * tests). A certificate or key is its PEM text (line breaks may be written \n) or the path of its file.
 */
export const ALIPAY_PAYOUT_ENV = {
  requires: ['ALIPAY_PAYOUT_APP_ID', 'ALIPAY_PAYOUT_PRIVATE_KEY'],
  optional: ['ALIPAY_PAYOUT_APP_CERT', 'ALIPAY_PAYOUT_ALIPAY_CERT', 'ALIPAY_PAYOUT_ROOT_CERT', 'ALIPAY_PAYOUT_PUBLIC_KEY', 'ALIPAY_PAYOUT_GATEWAY'],
} as const;

const CERTS = ['ALIPAY_PAYOUT_APP_CERT', 'ALIPAY_PAYOUT_ALIPAY_CERT', 'ALIPAY_PAYOUT_ROOT_CERT'] as const;

/** Alipay's production gateway (the SDK's default): its fund APIs answer only certificate-mode apps. */
const ALIPAY_PRODUCTION_HOST = 'openapi.alipay.com';

export interface AlipayPayoutConfig {
  appId: string;
  /** The app's RSA private key: PKCS#8 or PKCS#1 PEM, or the base64 body of a PKCS#8 one. */
  privateKey: string;
  /** Certificate mode: the three certificates' PEM text. */
  certs?: { app: string; alipay: string; root: string };
  /** Public-key mode: Alipay's RSA public key, which signs its answers. */
  alipayPublicKey?: string;
  /** Default: Alipay's production gateway; its sandbox is https://openapi-sandbox.dl.alipaydev.com/gateway.do */
  gateway?: string;
}

/** PEM text as given (a `\n` read as a line break, a bare base64 key as it is), or the contents of the .crt/.pem/.key file it names. */
function pemOrFile(value: string): string {
  const text = value.trim();
  if (!text.includes('-----BEGIN') && /\.(crt|cer|pem|key)$/i.test(text)) return fs.readFileSync(text, 'utf8');
  return text.replace(/\\n/g, '\n');
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return '';
  }
}

/** What is wrong with the certificate settings (one Chinese sentence each), before the start. */
export function alipayPayoutProblems(env: ProviderEnv): string[] {
  const given = CERTS.filter((name) => env[name]);
  if (given.length > 0 && given.length < CERTS.length) return [`证书模式需要同时设置 ${CERTS.join('、')}（缺少 ${CERTS.filter((name) => !env[name]).join('、')}）`];
  if (given.length === 0 && !env.ALIPAY_PAYOUT_PUBLIC_KEY) return [`请设置证书模式的 ${CERTS.join('、')}（资金类接口须用证书模式），或公钥模式的 ALIPAY_PAYOUT_PUBLIC_KEY`];
  // public-key mode against Alipay's production gateway would start, then fail every payout: refused at the start
  if (given.length === 0 && (!env.ALIPAY_PAYOUT_GATEWAY || hostOf(env.ALIPAY_PAYOUT_GATEWAY) === ALIPAY_PRODUCTION_HOST)) {
    return [`ALIPAY_PAYOUT_PUBLIC_KEY（公钥模式）只能用于支付宝沙箱或测试网关：支付宝正式网关的资金类接口要求证书模式，请改设 ${CERTS.join('、')}`];
  }
  const unreadable = given.filter((name) => {
    try {
      return !pemOrFile(env[name]!).includes('-----BEGIN CERTIFICATE-----');
    } catch {
      return true;
    }
  });
  return unreadable.length ? [`${unreadable.join('、')} 不是证书（PEM 文本或可读的 .crt 文件路径）`] : [];
}

export function alipayPayoutConfig(env: ProviderEnv): AlipayPayoutConfig {
  const certMode = CERTS.every((name) => env[name]);
  return {
    appId: env.ALIPAY_PAYOUT_APP_ID ?? '',
    privateKey: pemOrFile(env.ALIPAY_PAYOUT_PRIVATE_KEY ?? ''),
    ...(certMode
      ? { certs: { app: pemOrFile(env.ALIPAY_PAYOUT_APP_CERT!), alipay: pemOrFile(env.ALIPAY_PAYOUT_ALIPAY_CERT!), root: pemOrFile(env.ALIPAY_PAYOUT_ROOT_CERT!) } }
      : { alipayPublicKey: pemOrFile(env.ALIPAY_PAYOUT_PUBLIC_KEY ?? '') }),
    gateway: env.ALIPAY_PAYOUT_GATEWAY || undefined,
  };
}

/** The refusals that are final for this payee (asking again cannot help), with what the user reads. */
export const FINAL_REFUSALS: Record<string, string> = {
  PAYEE_NOT_EXIST: '收款支付宝账号不存在，请核对提现账户',
  PAYEE_USER_INFO_ERROR: '收款支付宝账号与姓名不匹配，请核对提现账户',
  PAYEE_ACCOUNT_STATUS_ERROR: '收款支付宝账号状态异常（已冻结或注销）',
  PAYEE_USERINFO_STATUS_ERROR: '收款支付宝账号状态异常（已冻结或注销）',
  PAYEE_CARD_INFO_ERROR: '收款账户信息有误，请核对提现账户',
  PAYEE_ACC_OCUPIED: '该手机号对应多个支付宝账号，请改用邮箱等唯一的支付宝账号',
  PERMIT_NON_BANK_LIMIT_PAYEE: '收款支付宝账号未完成实名认证或受限，暂无法收款',
  PAYEE_NOT_RELNAME_CERTIFY: '收款支付宝账号未完成实名认证，暂无法收款',
  PAYEE_TRUSTEESHIP_ACC_OVER_LIMIT: '收款支付宝账号收款额度已达上限',
  EXCEED_LIMIT_SM_AMOUNT: '超出支付宝单笔转账限额',
  EXCEED_LIMIT_PERSONAL_SM_AMOUNT: '超出收款账号单笔收款限额',
  EXCEED_LIMIT_UNRN_DM_AMOUNT: '收款支付宝账号未实名，当日收款已达上限',
};

/** What the provider needs of the SDK (the real one, pointed at a fake gateway, in tests). */
export type AlipayTransferClient = Pick<AlipaySdk, 'exec'>;

/** The SDK for these settings, loaded with the first transfer (lazy-module.ts). */
export function alipaySdkOf(config: AlipayPayoutConfig): AlipayTransferClient {
  let sdk: AlipayTransferClient | undefined;
  const exec = async (...args: Parameters<AlipaySdk['exec']>) => (sdk ??= await newSdk(config)).exec(...args);
  return { exec: exec as AlipaySdk['exec'] };
}

async function newSdk(config: AlipayPayoutConfig): Promise<AlipayTransferClient> {
  return new (await loadAlipaySdk())({
    appId: config.appId,
    privateKey: config.privateKey,
    signType: 'RSA2',
    keyType: config.privateKey.includes('BEGIN RSA PRIVATE KEY') ? 'PKCS1' : 'PKCS8',
    timeout: 15_000,
    ...(config.certs ? { appCertContent: config.certs.app, alipayPublicCertContent: config.certs.alipay, alipayRootCertContent: config.certs.root } : { alipayPublicKey: config.alipayPublicKey }),
    ...(config.gateway ? { gateway: config.gateway } : {}),
  } satisfies AlipaySdkConfig);
}

/**
 * 单笔转账到支付宝账户 (`alipay.fund.trans.uni.transfer`, TRANS_ACCOUNT_NO_PWD / DIRECT_TRANSFER) through
 * alipay-sdk, the answer's RSA2 signature verified. out_biz_no is Alipay's idempotency key: the same number
 * again answers the first transfer. code 10000 with status SUCCESS is paid; a final sub_code (FINAL_REFUSALS)
 * is a failure with its reason; anything else — SYSTEM_ERROR, a transfer still DEALING, the payer's balance
 * short, a network error, a bad signature — is thrown, to be asked again later with the same number.
 */
export function createAlipayPayout(config: AlipayPayoutConfig, client: AlipayTransferClient = alipaySdkOf(config)): PayoutProvider {
  return {
    name: 'alipay',
    async transfer(request): Promise<PayoutResult> {
      const answer = await client.exec(
        'alipay.fund.trans.uni.transfer',
        {
          bizContent: {
            out_biz_no: request.outBizNo,
            trans_amount: formatYuan(request.amount),
            product_code: 'TRANS_ACCOUNT_NO_PWD',
            biz_scene: 'DIRECT_TRANSFER',
            order_title: request.title,
            payee_info: { identity: request.account, identity_type: 'ALIPAY_LOGON_ID', name: request.name },
          },
        },
        { validateSign: true },
      );
      if (answer.code === '10000' && answer.status === 'SUCCESS' && answer.orderId) return { status: 'paid', orderId: String(answer.orderId) };
      const refusal = answer.subCode ? FINAL_REFUSALS[String(answer.subCode)] : undefined;
      if (answer.code !== '10000' && refusal) return { status: 'failed', reason: refusal };
      throw new Error(`alipay.fund.trans.uni.transfer ${request.outBizNo}: ${answer.code} ${answer.subCode ?? answer.status ?? ''} ${answer.subMsg ?? answer.msg ?? ''}`.trim());
    },
  };
}
