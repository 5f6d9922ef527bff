import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyServerOptions } from 'fastify';
import { maskMobile } from './tokens';

/**
 * Structured logs (pino, one JSON object a line). Every line written while a request is handled carries
 * its request id (`reqId`, also answered in `X-Request-Id`); a caller's own id is kept when it looks
 * like one. Never in a log: tokens, passwords, verification codes and captcha answers (redacted), full
 * mobile numbers (masked to 138****8000), in bodies, headers, query strings and error objects alike.
 */

/** Fields whose value is a secret wherever they appear. */
const SECRET_KEYS = ['authorization', 'x-operator-token', 'cookie', 'password', 'old_password', 'sms_code', 'captcha', 'key', 'token', 'code', 'sign', 'totp', 'x-signature', 'app_secret', 'secret'];
const MOBILE_KEYS = ['mobile', 'rec_mobile', 'receiver_phone', 'phone'];

/** Top-level fields too (a line logged as `{ mobile, password }`); `code` there is an error code. */
const TOP_LEVEL = [...SECRET_KEYS.filter((key) => key !== 'code' && key !== 'key' && !key.includes('-')), ...MOBILE_KEYS];
/** `parent.key`, or `parent["x-key"]` for a key that is not an identifier (a header name). */
const pathOf = (parent: string, key: string) => (/^[A-Za-z_]\w*$/.test(key) ? `${parent}.${key}` : `${parent}["${key}"]`);

export const REDACT_PATHS = [
  ...['req.headers', 'headers', 'body', 'req.body', 'query', 'req.query', 'params'].flatMap((parent) => [...SECRET_KEYS, ...MOBILE_KEYS].map((key) => pathOf(parent, key))),
  ...TOP_LEVEL,
];

/** What replaces a redacted value: a mobile is masked (its ends still help support), the rest removed. */
export function censor(value: unknown, path: string[]): unknown {
  const key = path[path.length - 1];
  if (MOBILE_KEYS.includes(key) && typeof value === 'string') return maskMobiles(value);
  return '[redacted]';
}

/** Every mainland mobile number in a text, masked (a privacy number's extension goes too). */
export function maskMobiles(text: string): string {
  return text.replace(/(?<!\d)(1[3-9]\d{9})(?:-\d{1,6})?(?!\d)/g, (_match, mobile: string) => maskMobile(mobile));
}

/** A URL as logged: secret query values removed, mobiles masked. */
export function safeUrl(url: string): string {
  const query = url.indexOf('?');
  if (query < 0) return maskMobiles(url);
  const params = new URLSearchParams(url.slice(query + 1));
  for (const key of [...params.keys()]) {
    if (SECRET_KEYS.includes(key.toLowerCase())) params.set(key, '[redacted]');
  }
  return `${maskMobiles(url.slice(0, query))}?${maskMobiles(decodeURIComponent(params.toString()))}`;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** The caller's X-Request-Id when it is a plausible id, else a new UUID. */
export function requestId(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/** The logger settings every app uses, over what the caller chose (level, destination stream). */
export function loggerOptions(base: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!base) return false;
  const chosen = base === true ? {} : (base as Record<string, unknown>);
  return {
    level: 'info',
    ...chosen,
    redact: { paths: REDACT_PATHS, censor },
    // a message text that names a mobile gets it masked too
    hooks: {
      logMethod(this: unknown, args: unknown[], method: (...rest: unknown[]) => void) {
        method.apply(this, args.map((arg) => (typeof arg === 'string' ? maskMobiles(arg) : arg)));
      },
    },
    serializers: {
      req: (request: { method: string; url: string; hostname?: string; ip?: string; routeOptions?: { url?: string } }) => ({
        method: request.method,
        url: safeUrl(request.url),
        route: request.routeOptions?.url,
        host: request.hostname,
        remoteAddress: request.ip,
      }),
      err: (error: Error & { code?: string; statusCode?: number }) => ({
        type: error.name,
        message: maskMobiles(error.message ?? ''),
        code: error.code,
        statusCode: error.statusCode,
        stack: maskMobiles(error.stack ?? ''),
      }),
    },
  };
}
