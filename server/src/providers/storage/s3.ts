import { createHash } from 'node:crypto';
import { AwsV4Signer } from 'aws4fetch';
import { checkStorageKey, type FileStorage } from '../storage';

/**
 * 文件存储 on an S3-compatible service: AWS S3, 阿里云 OSS through its S3 endpoint, MinIO … Documented in
 * docs/providers/s3.md.
 *
 * - PUT/GET/DELETE `<endpoint>/<bucket>/<prefix>/<key>` (path style, S3_FORCE_PATH_STYLE) or
 *   `<scheme>://<bucket>.<endpoint host>/<prefix>/<key>` (virtual-hosted, the default).
 * - Every request is signed with AWS Signature Version 4 (aws4fetch's AwsV4Signer, service `s3`) in the
 *   Authorization header, over host, x-amz-date, x-amz-content-sha256 (the SHA-256 of the body, so the
 *   service refuses bytes changed on the way) and, on PUT, content-type (stored with the object, returned
 *   by GET).
 * - A missing object is 404 (the key also needs s3:ListBucket, else S3 answers 403 for it); any other
 *   answer outside 2xx is an S3StorageError with the status and S3's error code, never the secret.
 */

export const S3_STORAGE_ENV = {
  requires: ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'],
  optional: ['S3_ENDPOINT', 'S3_FORCE_PATH_STYLE', 'S3_PREFIX'],
} as const;

export interface S3StorageConfig {
  bucket: string;
  /** The signing region: `us-east-1` on AWS, `cn-hangzhou` on OSS, what MinIO is set to (default `us-east-1`). */
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Default `https://s3.<region>.amazonaws.com`. */
  endpoint?: string;
  /** The bucket in the path rather than the host name (MinIO, most self-hosted services). */
  forcePathStyle?: boolean;
  /** Put before every key, e.g. `gift-mall/prod` (no leading or trailing `/`). */
  prefix?: string;
  /** Default 15 s. */
  timeoutMs?: number;
}

/** The SHA-256 of an empty body, hex: the payload hash of GET and DELETE. */
export const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

const TRUE = /^(1|true)$/i;
const BOOLEAN = /^(1|true|0|false)?$/i;
/** What S3_PREFIX may hold: the same characters as our keys, in parts separated by `/`. */
const PREFIX = /^[A-Za-z0-9_.-]+(\/[A-Za-z0-9_.-]+)*$/;
/** S3's bucket naming rules (3–63 lower-case letters, digits, `.` and `-`; OSS's are the same without `.`). */
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/** The settings from the environment (the factory checked the required ones are present). */
export function s3StorageConfig(env: Readonly<Record<string, string | undefined>>): S3StorageConfig {
  return {
    bucket: env.S3_BUCKET ?? '',
    region: env.S3_REGION ?? '',
    accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
    endpoint: env.S3_ENDPOINT || undefined,
    forcePathStyle: TRUE.test(env.S3_FORCE_PATH_STYLE ?? ''),
    prefix: trimSlashes(env.S3_PREFIX ?? '') || undefined,
  };
}

/** Why the environment cannot work (the factory's `check`), one Chinese sentence each. */
export function s3StorageProblems(env: Readonly<Record<string, string | undefined>>): string[] {
  const problems: string[] = [];
  if (env.S3_BUCKET && !BUCKET.test(env.S3_BUCKET)) problems.push('S3_BUCKET 应为存储桶名称（3–63 个小写字母、数字、点或连字符）');
  if (env.S3_ENDPOINT && !/^https?:\/\/[^/\s]+\/?$/.test(env.S3_ENDPOINT)) problems.push('S3_ENDPOINT 应为服务地址，如 https://s3.oss-cn-hangzhou.aliyuncs.com（不含存储桶与路径）');
  if (!BOOLEAN.test(env.S3_FORCE_PATH_STYLE ?? '')) problems.push('S3_FORCE_PATH_STYLE 应为 1、true、0 或 false');
  const prefix = trimSlashes(env.S3_PREFIX ?? '');
  if (prefix && !PREFIX.test(prefix)) problems.push('S3_PREFIX 只能包含字母、数字、点、下划线、连字符和 /');
  return problems;
}

const trimSlashes = (text: string) => text.trim().replace(/^\/+|\/+$/g, '');

/** The object's name in the bucket: the prefix, then our key. */
export function s3ObjectKey(config: S3StorageConfig, key: string): string {
  const prefix = trimSlashes(config.prefix ?? '');
  return prefix ? `${prefix}/${checkStorageKey(key)}` : checkStorageKey(key);
}

/** The object's address: the bucket in the path (path style) or in the host name (virtual-hosted). */
export function s3ObjectUrl(config: S3StorageConfig, key: string): string {
  const endpoint = new URL(config.endpoint || `https://s3.${config.region}.amazonaws.com`);
  const objectKey = s3ObjectKey(config, key);
  if (config.forcePathStyle) return `${endpoint.protocol}//${endpoint.host}/${config.bucket}/${objectKey}`;
  return `${endpoint.protocol}//${config.bucket}.${endpoint.host}/${objectKey}`;
}

/** One request to sign: the body's hash is given, so the bytes are not read twice. */
export interface S3Request {
  method: 'GET' | 'PUT' | 'DELETE';
  url: string;
  /** Headers to send and sign besides host, x-amz-date and x-amz-content-sha256. */
  headers?: Record<string, string>;
  /** Hex SHA-256 of the body (EMPTY_SHA256 without one). */
  payloadHash: string;
  /** `YYYYMMDDTHHMMSSZ`; default now (fixed only to reproduce AWS's documented examples). */
  datetime?: string;
}

/**
 * The headers of a request signed with SigV4 for service `s3`: every header given is signed (aws4fetch
 * leaves content-type and range out unless told `allHeaders`), with x-amz-date, x-amz-content-sha256 and
 * Authorization added. Host is signed from the URL; fetch sends the same.
 */
export async function signS3Request(config: Pick<S3StorageConfig, 'region' | 'accessKeyId' | 'secretAccessKey'>, request: S3Request): Promise<Headers> {
  const signer = new AwsV4Signer({
    method: request.method,
    url: request.url,
    headers: { ...request.headers, 'x-amz-content-sha256': request.payloadHash },
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    service: 's3',
    region: config.region,
    datetime: request.datetime,
    allHeaders: true,
  });
  const signed = await signer.sign();
  return signed.headers;
}

/** An answer of the service outside 2xx (other than a GET's or DELETE's 404). */
export class S3StorageError extends Error {
  constructor(
    readonly status: number,
    /** S3's error code from the XML body (AccessDenied, SignatureDoesNotMatch, NoSuchBucket …), or ''. */
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'S3StorageError';
  }
}

/** The `<Code>` of an S3 error body; only it is kept (the body may echo the request, never anything more). */
const errorCodeOf = (text: string) => /<Code>([A-Za-z0-9.]{1,64})<\/Code>/.exec(text)?.[1] ?? '';

/** The S3-compatible storage provider. */
export function createS3Storage(config: S3StorageConfig): FileStorage {
  const timeoutMs = config.timeoutMs ?? 15_000;

  async function send(method: S3Request['method'], key: string, body?: { bytes: Buffer; contentType: string }): Promise<Response> {
    const url = s3ObjectUrl(config, key);
    const headers = await signS3Request(config, {
      method,
      url,
      headers: body ? { 'content-type': body.contentType } : undefined,
      payloadHash: body ? createHash('sha256').update(body.bytes).digest('hex') : EMPTY_SHA256,
    });
    try {
      // a Buffer's memory may be shared (the types say so): fetch is given a plain view of the same bytes
      const payload = body ? new Uint8Array(body.bytes.buffer as ArrayBuffer, body.bytes.byteOffset, body.bytes.byteLength) : undefined;
      return await fetch(url, { method, headers, body: payload, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      // fetch's errors name the address at most, never the headers
      throw new Error(`S3 存储无法访问（${method} ${s3ObjectKey(config, key)}）：${(error as Error).message}`, { cause: error });
    }
  }

  async function refused(response: Response, method: string, key: string): Promise<never> {
    const code = errorCodeOf(await response.text().catch(() => ''));
    throw new S3StorageError(response.status, code, `S3 存储 ${method} ${s3ObjectKey(config, key)} 失败：HTTP ${response.status}${code ? ` ${code}` : ''}`);
  }

  return {
    async put(key, bytes, contentType) {
      const response = await send('PUT', key, { bytes, contentType });
      if (!response.ok) return refused(response, 'PUT', key);
      await response.arrayBuffer();
    },
    async get(key) {
      const response = await send('GET', key);
      if (response.status === 404) {
        await response.arrayBuffer();
        return null;
      }
      if (!response.ok) return refused(response, 'GET', key);
      const bytes = Buffer.from(await response.arrayBuffer());
      return { bytes, contentType: response.headers.get('content-type') || 'application/octet-stream' };
    },
    async delete(key) {
      const response = await send('DELETE', key);
      // S3 answers 204 whether or not the object was there; some compatible services answer 404
      if (!response.ok && response.status !== 404) return refused(response, 'DELETE', key);
      await response.arrayBuffer();
    },
  };
}
