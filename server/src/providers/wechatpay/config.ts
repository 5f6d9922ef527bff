import { createPrivateKey, createPublicKey, X509Certificate } from 'node:crypto';

/**
 * 微信支付 APIv3 (Native 扫码) settings. Documented in docs/providers/wechatpay.md.
 *
 * Required: the merchant (商户号), the app bound to it (APPID), the merchant API certificate's serial number and
 * private key (apiclient_key.pem), and the APIv3 key (32 bytes, set in 商户平台 → API安全). Then exactly one way to
 * verify WeChat's signatures: 微信支付公钥 (its id PUB_KEY_ID_… and the key, what new merchants get), or the
 * older 平台证书 (a wechatpay_<serial>.pem). WECHATPAY_API_URL points at another gateway (a fake in tests).
 */
export const WECHATPAY_ENV = {
  requires: ['WECHATPAY_MCHID', 'WECHATPAY_APPID', 'WECHATPAY_SERIAL_NO', 'WECHATPAY_PRIVATE_KEY', 'WECHATPAY_APIV3_KEY'],
  optional: ['WECHATPAY_PUBLIC_KEY_ID', 'WECHATPAY_PUBLIC_KEY', 'WECHATPAY_PLATFORM_CERT', 'WECHATPAY_API_URL'],
} as const;

/** WeChat Pay's production API host (api2.mch.weixin.qq.com is its stand-by). */
export const WECHATPAY_API_URL = 'https://api.mch.weixin.qq.com';

export interface WechatpayConfig {
  /** 商户号 (直连商户). */
  mchid: string;
  /** The 公众号 / 小程序 / 移动应用 APPID bound to the merchant (Native 下单 requires one). */
  appid: string;
  /** 商户API证书序列号: names our key in the Authorization header. */
  serialNo: string;
  /** 商户API证书私钥 (apiclient_key.pem, PKCS#8 PEM). */
  privateKey: string;
  /** APIv3密钥: decrypts the notifications' resource (AEAD_AES_256_GCM). */
  apiV3Key: string;
  /** 微信支付公钥 mode: its id (PUB_KEY_ID_…), the Wechatpay-Serial of what it signs … */
  publicKeyId?: string;
  /** … and the key (PEM). */
  publicKey?: string;
  /** 平台证书 mode: the certificate (PEM); its serial number is the Wechatpay-Serial of what it signs. */
  platformCert?: string;
  /** Default https://api.mch.weixin.qq.com. */
  apiUrl: string;
}

type Env = Readonly<Record<string, string | undefined>>;

/** PEM text as given, a `\n` written in one line read as a line break. */
const pem = (value: string | undefined) => value?.replace(/\\n/g, '\n').trim() ?? '';

/** The settings from the environment (the factory checked the required ones are present, `wechatpayProblems` the rest). */
export function wechatpayConfig(env: Env): WechatpayConfig {
  const publicKeyMode = Boolean(env.WECHATPAY_PUBLIC_KEY_ID && env.WECHATPAY_PUBLIC_KEY);
  return {
    mchid: env.WECHATPAY_MCHID?.trim() ?? '',
    appid: env.WECHATPAY_APPID?.trim() ?? '',
    serialNo: env.WECHATPAY_SERIAL_NO?.trim().toUpperCase() ?? '',
    privateKey: pem(env.WECHATPAY_PRIVATE_KEY),
    apiV3Key: env.WECHATPAY_APIV3_KEY ?? '',
    ...(publicKeyMode
      ? { publicKeyId: env.WECHATPAY_PUBLIC_KEY_ID!.trim(), publicKey: pem(env.WECHATPAY_PUBLIC_KEY) }
      : env.WECHATPAY_PLATFORM_CERT
      ? { platformCert: pem(env.WECHATPAY_PLATFORM_CERT) }
      : {}),
    apiUrl: (env.WECHATPAY_API_URL?.trim() || WECHATPAY_API_URL).replace(/\/+$/, ''),
  };
}

/** Whether `read` accepts the text (a key or certificate node:crypto can use). */
function readable(read: () => unknown): boolean {
  try {
    read();
    return true;
  } catch {
    return false;
  }
}

const PUBLIC_KEY_PAIR = ['WECHATPAY_PUBLIC_KEY_ID', 'WECHATPAY_PUBLIC_KEY'] as const;
const HOW_TO_VERIFY = '微信支付公钥（WECHATPAY_PUBLIC_KEY_ID 与 WECHATPAY_PUBLIC_KEY）或平台证书（WECHATPAY_PLATFORM_CERT）';

/**
 * What is wrong with the settings, one Chinese sentence each, before the start (the factory's `check`). A required
 * variable left empty is named by the registry; here, what is given must be usable.
 */
export function wechatpayProblems(env: Env): string[] {
  const problems: string[] = [];
  if (env.WECHATPAY_MCHID && !/^\d{6,32}$/.test(env.WECHATPAY_MCHID.trim())) problems.push('WECHATPAY_MCHID 应为微信支付商户号（数字）');
  if (env.WECHATPAY_SERIAL_NO && !/^[0-9A-Fa-f]{8,64}$/.test(env.WECHATPAY_SERIAL_NO.trim()))
    problems.push('WECHATPAY_SERIAL_NO 应为商户API证书序列号（十六进制，商户平台「API安全 → API证书」可查）');
  if (env.WECHATPAY_APIV3_KEY && Buffer.byteLength(env.WECHATPAY_APIV3_KEY, 'utf8') !== 32) {
    problems.push(`WECHATPAY_APIV3_KEY 应为商户平台设置的 32 字节 APIv3 密钥（当前 ${Buffer.byteLength(env.WECHATPAY_APIV3_KEY, 'utf8')} 字节）`);
  }
  if (env.WECHATPAY_PRIVATE_KEY && !readable(() => createPrivateKey(pem(env.WECHATPAY_PRIVATE_KEY)))) {
    problems.push('WECHATPAY_PRIVATE_KEY 不是可用的私钥（商户API证书的 apiclient_key.pem 全文，换行可写作 \\n）');
  }

  const givenPair = PUBLIC_KEY_PAIR.filter((name) => env[name]);
  const cert = Boolean(env.WECHATPAY_PLATFORM_CERT);
  if (givenPair.length === 1) {
    problems.push(`微信支付公钥需要同时设置 ${PUBLIC_KEY_PAIR.join(' 与 ')}（缺少 ${PUBLIC_KEY_PAIR.find((name) => !env[name])}）`);
  } else if (givenPair.length === 0 && !cert) {
    problems.push(`请设置验签方式：${HOW_TO_VERIFY}`);
  } else if (givenPair.length === 2 && cert) {
    problems.push(`验签方式只能选一种：${HOW_TO_VERIFY}，不要同时设置`);
  }
  if (env.WECHATPAY_PUBLIC_KEY_ID && !/^PUB_KEY_ID_\d+$/.test(env.WECHATPAY_PUBLIC_KEY_ID.trim()))
    problems.push('WECHATPAY_PUBLIC_KEY_ID 应为 PUB_KEY_ID_ 开头的微信支付公钥ID');
  if (env.WECHATPAY_PUBLIC_KEY && !readable(() => createPublicKey(pem(env.WECHATPAY_PUBLIC_KEY)))) {
    problems.push('WECHATPAY_PUBLIC_KEY 不是可用的公钥（商户平台下载的 pub_key.pem 全文，换行可写作 \\n）');
  }
  if (cert && !readable(() => new X509Certificate(pem(env.WECHATPAY_PLATFORM_CERT)))) {
    problems.push('WECHATPAY_PLATFORM_CERT 不是证书（微信支付平台证书 wechatpay_<序列号>.pem 全文，换行可写作 \\n）');
  }
  if (env.WECHATPAY_API_URL && !/^https?:\/\/[^/\s]+(\/\S*)?$/.test(env.WECHATPAY_API_URL.trim()))
    problems.push(`WECHATPAY_API_URL 应为 http(s) 地址，如 ${WECHATPAY_API_URL}`);
  return problems;
}
