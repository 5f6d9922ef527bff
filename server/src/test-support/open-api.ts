import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { call } from './harness';

/**
 * A merchant's system calling the Open API, for tests. Its signing is written here from the issue's
 * words with node:crypto alone — not lib/open-signature.ts — so a wrong server implementation fails the
 * tests instead of agreeing with itself:
 *   string to sign = METHOD \n PATH \n QUERY \n TIMESTAMP \n NONCE \n hex(sha256(raw body))
 *   QUERY = the parameters, each name=value percent-encoded as RFC 3986, sorted by name then value, joined by &
 *   X-Signature = lowercase hex HMAC-SHA256(app_secret, string to sign)
 */
export interface OpenKey {
  appKey: string;
  secret: string;
}

const UNRESERVED = /[A-Za-z0-9\-._~]/;

/** RFC 3986 §2: unreserved characters as they are, every other UTF-8 byte as %XX (upper case). */
export function percentEncode(text: string): string {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const char = String.fromCharCode(byte);
    out += byte < 0x80 && UNRESERVED.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** The QUERY line of the string to sign, from the parameters' plain (decoded) names and values. */
export function signedQuery(params: [string, string][]): string {
  const encoded = params.map(([name, value]) => [percentEncode(name), percentEncode(value)]);
  encoded.sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : x > y ? 1 : 0) : a < b ? -1 : 1));
  return encoded.map(([name, value]) => `${name}=${value}`).join('&');
}

export interface OpenCallOptions {
  /** the query's parameters, plain; sent in this order, each encoded as RFC 3986 unless `rawQuery` says how */
  query?: [string, string][];
  /** the query exactly as it goes on the wire (the signature still covers `query`) */
  rawQuery?: string;
  /** a JSON body: an object (serialised here) or the exact text */
  body?: unknown;
  timestamp?: number;
  nonce?: string;
  ip?: string;
  /** extra headers (Idempotency-Key …); a signing header given here replaces the computed one, `undefined` drops it */
  headers?: Record<string, string | undefined>;
  /** change what is sent after signing (tampering) */
  tamper?: { body?: string; rawQuery?: string; path?: string };
}

export const newNonce = () => randomBytes(16).toString('hex');

/** Signs and sends one call; the answer as harness `call` gives it. */
export async function openCall(app: FastifyInstance, key: OpenKey, method: 'GET' | 'POST', path: string, options: OpenCallOptions = {}) {
  const params = options.query ?? [];
  const rawQuery = options.rawQuery ?? params.map(([name, value]) => `${percentEncode(name)}=${percentEncode(value)}`).join('&');
  const body = options.body === undefined ? '' : typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
  const timestamp = String(options.timestamp ?? Math.floor(app.wallClock.now().getTime() / 1000));
  const nonce = options.nonce ?? newNonce();
  const bodyHash = createHash('sha256').update(body, 'utf8').digest('hex');
  const toSign = [method, path, signedQuery(params), timestamp, nonce, bodyHash].join('\n');
  const signature = createHmac('sha256', key.secret).update(toSign, 'utf8').digest('hex');

  const headers: Record<string, string> = {};
  const all: Record<string, string | undefined> = {
    'x-app-key': key.appKey,
    'x-timestamp': timestamp,
    'x-nonce': nonce,
    'x-signature': signature,
    ...(body ? { 'content-type': 'application/json' } : {}),
    ...options.headers,
  };
  for (const [name, value] of Object.entries(all)) if (value !== undefined) headers[name] = value;

  const sentQuery = options.tamper?.rawQuery ?? rawQuery;
  const url = `${options.tamper?.path ?? path}${sentQuery ? `?${sentQuery}` : ''}`;
  const response = await app.inject({ method, url, headers, payload: options.tamper?.body ?? (body || undefined), remoteAddress: options.ip ?? '127.0.0.1' });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever `data` the call returns
  return { status: response.statusCode, body: response.json() as { code: number; msg: string; data: any }, headers: response.headers };
}

/** Makes the merchant's key (API设置 → 生成密钥; on their 分站's domain `host`) and switches the API on, with a whitelist if given. */
export async function openKeyOf(app: FastifyInstance, token: string, settings: { ip_whitelist?: string[]; callback_url?: string } = {}, host?: string): Promise<OpenKey> {
  const headers = host ? { host } : undefined;
  const made = await call(app, 'GET', '/api/user/setting/api/key', undefined, { token, headers });
  if (made.body.code !== 0) throw new Error(`no key: ${made.body.msg}`);
  const saved = await call(app, 'PUT', '/api/user/setting/api', { enabled: true, callback_url: settings.callback_url ?? '', ip_whitelist: settings.ip_whitelist ?? [] }, { token, headers });
  if (saved.body.code !== 0) throw new Error(`not enabled: ${saved.body.msg}`);
  return { appKey: made.body.data.app_key, secret: made.body.data.app_secret };
}
