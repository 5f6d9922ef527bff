import type { ProviderEnv } from '../index';

/** The AccessKey pair both Alibaba Cloud providers sign with (a RAM user's, with only the SMS / 实人认证 policies). */
export const ALIYUN_KEY_ENV = ['ALIYUN_ACCESS_KEY_ID', 'ALIYUN_ACCESS_KEY_SECRET'] as const;

/** What the OpenAPI clients (dysmsapi, cloudauth) are built with. */
export interface AliyunClientConfig {
  accessKeyId: string;
  accessKeySecret: string;
  /** host[:port] */
  endpoint: string;
  protocol: 'https' | 'http';
  connectTimeout: number;
  readTimeout: number;
}

/**
 * An endpoint setting: a bare host (`dysmsapi.aliyuncs.com`, HTTPS) or a full address
 * (`http://127.0.0.1:8080` — a local stand-in in tests; https://… a proxy).
 */
export function parseEndpoint(value: string | undefined, fallback: string): { endpoint: string; protocol: 'https' | 'http' } {
  const text = (value ?? '').trim() || fallback;
  const match = /^(https?):\/\/([^/]+)\/?$/i.exec(text);
  if (match) return { protocol: match[1].toLowerCase() as 'https' | 'http', endpoint: match[2] };
  if (/[/\s]/.test(text)) throw new Error(`阿里云接口地址格式不正确：${text}（应为 域名[:端口] 或 http(s)://域名[:端口]）`);
  return { protocol: 'https', endpoint: text };
}

export function aliyunClientConfig(env: ProviderEnv, endpointVariable: string, defaultEndpoint: string): AliyunClientConfig {
  return {
    accessKeyId: env.ALIYUN_ACCESS_KEY_ID ?? '',
    accessKeySecret: env.ALIYUN_ACCESS_KEY_SECRET ?? '',
    ...parseEndpoint(env[endpointVariable], defaultEndpoint),
    connectTimeout: 5_000,
    readTimeout: 10_000,
  };
}

/** The parts of an SDK error (ClientError, ServerError, ThrottlingError, a socket error) that are safe to log. */
/** The SDK clients' constructor settings (the same for every Alibaba Cloud product). */
export function sdkSettings(config: AliyunClientConfig) {
  return {
    accessKeyId: config.accessKeyId,
    accessKeySecret: config.accessKeySecret,
    endpoint: config.endpoint,
    protocol: config.protocol,
    connectTimeout: config.connectTimeout,
    readTimeout: config.readTimeout,
  };
}

export interface AliyunFailure {
  /** The service's code (`isv.BUSINESS_LIMIT_CONTROL`, `SignatureDoesNotMatch`) or the socket's (`ECONNREFUSED`). */
  code: string;
  /** The HTTP status, when there was an answer. */
  status?: number;
  requestId?: string;
}

/**
 * Reads an SDK error without keeping it: a socket error's message holds the whole request URL (for SMS,
 * the verification code in TemplateParam), so only the code, status and request id go on.
 */
export function aliyunFailure(error: unknown): AliyunFailure {
  const e = (error ?? {}) as { code?: unknown; statusCode?: unknown; requestId?: unknown; data?: { RequestId?: unknown }; name?: unknown };
  const code = typeof e.code === 'string' && e.code && e.code !== 'undefined' ? e.code : typeof e.name === 'string' ? e.name : 'UnknownError';
  const status = typeof e.statusCode === 'number' ? e.statusCode : undefined;
  const requestId = typeof e.requestId === 'string' && e.requestId !== 'undefined' ? e.requestId : typeof e.data?.RequestId === 'string' ? e.data.RequestId : undefined;
  return { code, ...(status !== undefined ? { status } : {}), ...(requestId ? { requestId } : {}) };
}

/** AccessKey / permission refusals: the configuration is wrong, retrying cannot help. */
export function isCredentialProblem(code: string): boolean {
  return /^(InvalidAccessKeyId|SignatureDoesNotMatch|IncompleteSignature|InvalidAccessKeySecret|Forbidden|NoPermission|isp\.RAM_PERMISSION_DENY)/i.test(code);
}
