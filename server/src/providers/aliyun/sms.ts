import type Dysmsapi from '@alicloud/dysmsapi20170525';
import { lazyModule } from '../../lib/lazy-module';
import type { ProviderEnv } from '../index';
import { SmsRefusedError, type SmsProvider, type SmsScene } from '../sms';
import { ALIYUN_KEY_ENV, aliyunClientConfig, aliyunFailure, isCredentialProblem, sdkSettings, type AliyunClientConfig } from './common';

/** The SMS SDK, loaded with the first message (lazy-module.ts). */
const loadDysmsapi = lazyModule(() => import('@alicloud/dysmsapi20170525'));

/** The template variable of each scene, by scene (each template has one variable, `${code}`). */
export const ALIYUN_SMS_TEMPLATE_ENV: Record<SmsScene, string> = {
  register: 'ALIYUN_SMS_TEMPLATE_REGISTER',
  login: 'ALIYUN_SMS_TEMPLATE_LOGIN',
  'find-password': 'ALIYUN_SMS_TEMPLATE_FIND_PASSWORD',
  'withdrawal-password': 'ALIYUN_SMS_TEMPLATE_WITHDRAWAL_PASSWORD',
  'site-opened': 'ALIYUN_SMS_TEMPLATE_SITE_OPENED',
  'supplier-created': 'ALIYUN_SMS_TEMPLATE_SUPPLIER_CREATED',
  'supplier-approved': 'ALIYUN_SMS_TEMPLATE_SUPPLIER_APPROVED',
  'supplier-rejected': 'ALIYUN_SMS_TEMPLATE_SUPPLIER_REJECTED',
};

export const ALIYUN_SMS_DEFAULT_ENDPOINT = 'dysmsapi.aliyuncs.com';

/** Its environment: the AccessKey pair, the sign and one template per scene (required); the endpoint (optional). */
export const ALIYUN_SMS_ENV = {
  requires: [...ALIYUN_KEY_ENV, 'ALIYUN_SMS_SIGN_NAME', ...Object.values(ALIYUN_SMS_TEMPLATE_ENV)],
  optional: ['ALIYUN_SMS_ENDPOINT'],
} as const;

export interface AliyunSmsConfig extends AliyunClientConfig {
  signName: string;
  templates: Record<SmsScene, string>;
}

export function aliyunSmsConfig(env: ProviderEnv): AliyunSmsConfig {
  const templates = Object.fromEntries(Object.entries(ALIYUN_SMS_TEMPLATE_ENV).map(([scene, name]) => [scene, env[name] ?? ''])) as Record<SmsScene, string>;
  return { ...aliyunClientConfig(env, 'ALIYUN_SMS_ENDPOINT', ALIYUN_SMS_DEFAULT_ENDPOINT), signName: env.ALIYUN_SMS_SIGN_NAME ?? '', templates };
}

/**
 * Final refusals by SendSms's Code (https://help.aliyun.com/zh/sms/developer-reference/api-error-codes):
 * the message cannot go out whatever the retries, so the job stops. Anything else is temporary.
 */
export const ALIYUN_SMS_REFUSALS: Readonly<Record<string, string>> = {
  'isv.MOBILE_NUMBER_ILLEGAL': '手机号码格式错误',
  'isv.MOBILE_COUNT_OVER_LIMIT': '手机号码数量超过限制',
  'isv.BLACK_KEY_CONTROL_LIMIT': '该手机号码无法接收短信',
  'isv.BUSINESS_LIMIT_CONTROL': '发送过于频繁，请稍后再试',
  'isv.DAY_LIMIT_CONTROL': '今日短信发送次数已达上限，请明天再试',
  'isv.MONTH_LIMIT_CONTROL': '本月短信发送次数已达上限',
  'isv.AMOUNT_NOT_ENOUGH': '短信服务余额不足，请联系客服',
  'isv.OUT_OF_SERVICE': '短信服务已停用，请联系客服',
  'isv.ACCOUNT_NOT_EXISTS': '短信服务账户异常，请联系客服',
  'isv.ACCOUNT_ABNORMAL': '短信服务账户异常，请联系客服',
  'isv.PRODUCT_UN_SUBSCRIPT': '短信服务未开通，请联系客服',
  'isv.PRODUCT_UNSUBSCRIBE': '短信服务未开通，请联系客服',
  'isv.SMS_TEMPLATE_ILLEGAL': '短信模板或签名未审核通过',
  'isv.SMS_SIGNATURE_ILLEGAL': '短信模板或签名未审核通过',
  'isv.SMS_SIGN_ILLEGAL': '短信模板或签名未审核通过',
  'isv.SMS_SIGNATURE_SCENE_ILLEGAL': '短信模板或签名未审核通过',
  'isv.TEMPLATE_MISSING_PARAMETERS': '短信模板参数不正确',
  'isv.TEMPLATE_PARAMS_ILLEGAL': '短信模板参数不正确',
  'isv.INVALID_JSON_PARAM': '短信模板参数不正确',
  'isv.INVALID_PARAMETERS': '短信模板参数不正确',
  'isv.PARAM_LENGTH_LIMIT': '短信模板参数不正确',
  'isv.DENY_IP_RANGE': '短信服务拒绝了本服务器的地址，请联系客服',
};

/** SendSms's refusal of this code for good, or null when it is temporary (retried). */
export function aliyunSmsRefusal(code: string): SmsRefusedError | null {
  const known = ALIYUN_SMS_REFUSALS[code];
  if (known) return new SmsRefusedError(known, code);
  if (isCredentialProblem(code)) return new SmsRefusedError('短信服务的 AccessKey 无效或没有权限，请联系客服', code);
  // another business refusal (isv.*) is final too; system errors (isp.*), throttling and outages are not
  if (code.startsWith('isv.')) return new SmsRefusedError(`短信发送失败（${code}）`, code);
  return null;
}

/** A 4xx answer other than throttling: the request itself is wrong, the same request fails again. */
const isClientRefusal = (code: string, status?: number) => status !== undefined && status >= 400 && status < 500 && status !== 429 && !/Throttling/i.test(code);

/** A temporary failure: thrown to the job (which retries); no URL, so no verification code, in it. */
export class SmsUnavailableError extends Error {
  constructor(
    readonly providerCode: string,
    readonly status?: number,
  ) {
    super(`阿里云短信服务暂不可用（${providerCode}${status ? `，HTTP ${status}` : ''}），稍后重试`);
    this.name = 'SmsUnavailableError';
  }
}

/** What the provider needs of the SDK (a stand-in in tests, if ever). */
export type AliyunSmsClient = Pick<Dysmsapi, 'sendSms'>;

/**
 * Alibaba Cloud SMS (短信服务, dysmsapi 2017-05-25 SendSms) through the official SDK, which signs each
 * call with the AccessKey (ACS3-HMAC-SHA256). Each scene has its own approved template with one variable,
 * `${code}`. Code OK is sent; a final refusal is SmsRefusedError (Chinese message, not retried); an outage,
 * a 5xx, throttling or an isp.* error is SmsUnavailableError (the job retries). Configured by ALIYUN_ACCESS_KEY_ID,
 * ALIYUN_ACCESS_KEY_SECRET, ALIYUN_SMS_SIGN_NAME, ALIYUN_SMS_TEMPLATE_* (and ALIYUN_SMS_ENDPOINT); see docs/providers/aliyun.md.
 */
export function createAliyunSms(config: AliyunSmsConfig, client?: AliyunSmsClient): SmsProvider {
  let sdk: AliyunSmsClient | undefined = client;

  return {
    name: 'aliyun',
    async send(mobile, { scene, code }) {
      const templateCode = config.templates[scene];
      if (!templateCode) throw new SmsRefusedError('短信模板未配置，请联系客服', `template-missing:${scene}`);
      let answer: Awaited<ReturnType<AliyunSmsClient['sendSms']>>;
      try {
        const { default: Sdk, SendSmsRequest } = await loadDysmsapi();
        sdk ??= new Sdk(sdkSettings(config) as ConstructorParameters<typeof Dysmsapi>[0]);
        answer = await sdk.sendSms(new SendSmsRequest({ phoneNumbers: mobile, signName: config.signName, templateCode, templateParam: JSON.stringify({ code }) }));
      } catch (error) {
        const failure = aliyunFailure(error);
        throw aliyunSmsRefusal(failure.code) ?? (isClientRefusal(failure.code, failure.status) ? new SmsRefusedError(`短信发送失败（${failure.code}）`, failure.code) : new SmsUnavailableError(failure.code, failure.status));
      }
      const resultCode = answer.body?.code ?? '';
      if (resultCode === 'OK') return;
      throw aliyunSmsRefusal(resultCode) ?? new SmsUnavailableError(resultCode || 'EmptyAnswer', answer.statusCode);
    },
  };
}
