import { createDecipheriv, createPublicKey, createSign, createVerify, randomBytes, X509Certificate, type KeyObject } from 'node:crypto';
import type { WechatpayConfig } from './config';

/**
 * 微信支付 APIv3's signatures, with node:crypto alone. No SDK: the well-known Node ones (wechatpay-node-v3,
 * wechatpay-axios-plugin) wrap axios or an old request stack, and what they would do for us is these few lines.
 *
 * - Our requests (签名生成): SHA256withRSA with the merchant API key over
 *   `METHOD\nURL_PATH_WITH_QUERY\nTIMESTAMP\nNONCE\nBODY\n`, base64, in
 *   `Authorization: WECHATPAY2-SHA256-RSA2048 mchid="…",nonce_str="…",signature="…",timestamp="…",serial_no="…"`.
 *   https://pay.weixin.qq.com/wiki/doc/apiv3/wechatpay/wechatpay4_0.shtml
 *   https://wechatpay-api.gitbook.io/wechatpay-api-v3/ren-zheng
 * - WeChat's answers and notifications (签名验证): SHA256withRSA over `TIMESTAMP\nNONCE\nBODY\n` (an empty body
 *   still ends in `\n`), in Wechatpay-Timestamp / -Nonce / -Signature, with Wechatpay-Serial naming the key: the
 *   微信支付公钥's id (PUB_KEY_ID_…) or the 平台证书's serial number. A serial we do not hold is a refusal.
 *   https://pay.weixin.qq.com/wiki/doc/api_external/ch/wechatpay/wechatpay4_1.shtml
 *   https://pay.weixin.qq.com/docs/merchant/products/update-pub-key/wxp-pub-key-guide.html
 *   https://pay.weixin.qq.com/doc/brand/4015433973 (PUB_KEY_ID_ and Wechatpay-Serial)
 * - The notification's `resource` (回调报文解密): AEAD_AES_256_GCM under the APIv3 key; `ciphertext` is base64 of
 *   the cipher text followed by the 16-byte tag, `nonce` the IV (its text's bytes), `associated_data` the AAD.
 *   https://pay.weixin.qq.com/docs/merchant/development/interface-rules/certificate-callback-decryption.html
 *   https://pay.wechatpay.cn/docs/merchant/products/notification/decryption.html
 */

/** How far a Wechatpay-Timestamp may be from our clock (WeChat refuses our requests past 5 minutes as well). */
export const SIGNATURE_MAX_SKEW_MS = 5 * 60_000;

/** What signs our requests. */
export interface WechatpaySigner {
  mchid: string;
  serialNo: string;
  privateKey: string | KeyObject;
}

/** The request's signed parts: `url` is the path with its query, as sent (`/v3/pay/transactions/native`). */
export interface SignedRequest {
  method: string;
  url: string;
  body: string;
  /** Unix seconds. */
  timestamp: number;
  nonce: string;
}

/** The text an APIv3 request signature covers. */
export const requestMessage = (r: SignedRequest) => `${r.method.toUpperCase()}\n${r.url}\n${r.timestamp}\n${r.nonce}\n${r.body}\n`;

/** A random nonce_str: 32 upper-case hex characters, as WeChat's own examples. */
export const newNonce = () => randomBytes(16).toString('hex').toUpperCase();

/** The Authorization header of one request. */
export function authorization(signer: WechatpaySigner, request: SignedRequest): string {
  const signature = createSign('RSA-SHA256').update(requestMessage(request), 'utf8').sign(signer.privateKey, 'base64');
  return (
    `WECHATPAY2-SHA256-RSA2048 mchid="${signer.mchid}",nonce_str="${request.nonce}",signature="${signature}",` +
    `timestamp="${request.timestamp}",serial_no="${signer.serialNo}"`
  );
}

/** The key WeChat signs with and the Wechatpay-Serial that names it. */
export interface WechatpayVerifier {
  serial: string;
  key: KeyObject;
}

/** The verifier the settings give: the 微信支付公钥 when set, else the 平台证书. Throws when neither is usable (the start checks first). */
export function verifierOf(config: Pick<WechatpayConfig, 'publicKeyId' | 'publicKey' | 'platformCert'>): WechatpayVerifier {
  if (config.publicKeyId && config.publicKey) return { serial: config.publicKeyId, key: createPublicKey(config.publicKey) };
  if (config.platformCert) {
    const cert = new X509Certificate(config.platformCert);
    return { serial: cert.serialNumber.toUpperCase(), key: cert.publicKey };
  }
  throw new Error('微信支付：未设置验签用的微信支付公钥或平台证书');
}

const TIMESTAMP = /^\d{1,12}$/;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/**
 * Whether an answer or a notification is WeChat's: the Wechatpay-* headers (lower-case names) name our key, the
 * timestamp is within 5 minutes of `now`, and the signature covers exactly these body bytes. Anything missing,
 * malformed or odd is false, never an exception (WeChat's own probes send WECHATPAY/SIGNTEST/ signatures, refused here).
 */
export function verifyWechatpaySignature(
  verifier: WechatpayVerifier,
  headers: Readonly<Record<string, string | undefined>>,
  body: Buffer | string,
  now: Date,
): boolean {
  try {
    const timestamp = headers['wechatpay-timestamp'] ?? '';
    const nonce = headers['wechatpay-nonce'] ?? '';
    const signature = headers['wechatpay-signature'] ?? '';
    const serial = headers['wechatpay-serial'] ?? '';
    if (serial.toUpperCase() !== verifier.serial.toUpperCase()) return false;
    if (!TIMESTAMP.test(timestamp) || Math.abs(now.getTime() - Number(timestamp) * 1000) > SIGNATURE_MAX_SKEW_MS) return false;
    if (!nonce || /[\r\n]/.test(nonce) || !BASE64.test(signature)) return false;
    const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
    const message = Buffer.concat([Buffer.from(`${timestamp}\n${nonce}\n`, 'utf8'), bytes, Buffer.from('\n')]);
    return createVerify('RSA-SHA256').update(message).verify(verifier.key, signature, 'base64');
  } catch {
    return false;
  }
}

/** An encrypted `resource` of a notification (or of a downloaded platform certificate). */
export interface EncryptedResource {
  algorithm?: unknown;
  ciphertext?: unknown;
  nonce?: unknown;
  associated_data?: unknown;
}

const TAG_BYTES = 16;

/** The plain text of a resource under the APIv3 key; null when anything does not fit (wrong key, tampered bytes or tag, another algorithm). */
export function decryptResource(apiV3Key: string, resource: EncryptedResource | null | undefined): string | null {
  try {
    if (!resource || resource.algorithm !== 'AEAD_AES_256_GCM') return null;
    const { ciphertext, nonce } = resource;
    const associatedData = resource.associated_data ?? '';
    if (typeof ciphertext !== 'string' || typeof nonce !== 'string' || typeof associatedData !== 'string' || !nonce) return null;
    const key = Buffer.from(apiV3Key, 'utf8');
    const sealed = Buffer.from(ciphertext, 'base64');
    if (key.length !== 32 || sealed.length <= TAG_BYTES) return null;
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'utf8'));
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
    decipher.setAAD(Buffer.from(associatedData, 'utf8'));
    return Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
