import { createHash, createHmac } from 'node:crypto';

/**
 * The Open API's signatures (issue 23), exactly as the 开放API接入 article tells merchants to make them, so
 * any language can with its standard library:
 *
 *   string to sign = METHOD \n PATH \n QUERY \n TIMESTAMP \n NONCE \n hex(sha256(raw body))
 *   X-Signature    = lowercase hex HMAC-SHA256(app_secret, string to sign)
 *
 * PATH is the path without the query; QUERY the query's parameters, each `name=value` percent-encoded as
 * RFC 3986 (unreserved characters A–Z a–z 0–9 - . _ ~ kept, everything else %XX of its UTF-8 bytes, upper
 * case), sorted by the encoded name then the encoded value (plain character order), joined by `&`; empty
 * when there is none. An empty body hashes the empty string.
 *
 * A callback to the merchant is signed the same way over less: hex HMAC-SHA256(app_secret, TIMESTAMP \n raw body).
 */

/** RFC 3986 percent-encoding (encodeURIComponent leaves ! ' ( ) * as they are; RFC 3986 does not). */
export const rfc3986 = (text: string) => encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** A query string as it came (`a=1&b=%E4%B8%AD`, `+` a space) → the canonical QUERY of the string to sign. */
export function canonicalQuery(rawQuery: string): string {
  if (!rawQuery) return '';
  const decode = (part: string) => {
    try {
      return decodeURIComponent(part.replace(/\+/g, ' '));
    } catch {
      return part;
    }
  };
  return rawQuery
    .split('&')
    .filter((pair) => pair !== '')
    .map((pair) => {
      const at = pair.indexOf('=');
      const [name, value] = at === -1 ? [pair, ''] : [pair.slice(0, at), pair.slice(at + 1)];
      return [rfc3986(decode(name)), rfc3986(decode(value))] as const;
    })
    .sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

export interface SignedParts {
  method: string;
  /** the path without the query */
  path: string;
  /** the query as it came, without `?` */
  rawQuery: string;
  timestamp: string;
  nonce: string;
  /** the raw body, exactly as sent ('' when none) */
  body: string | Buffer;
}

export function stringToSign(parts: SignedParts): string {
  const bodyHash = createHash('sha256').update(parts.body).digest('hex');
  return [parts.method.toUpperCase(), parts.path, canonicalQuery(parts.rawQuery), parts.timestamp, parts.nonce, bodyHash].join('\n');
}

/** X-Signature of a call. */
export const openSignature = (secret: string, parts: SignedParts) => createHmac('sha256', secret).update(stringToSign(parts), 'utf8').digest('hex');

/** X-Signature of a callback: over `TIMESTAMP \n raw body`. */
export const callbackSignature = (secret: string, timestamp: string, body: string) => createHmac('sha256', secret).update(`${timestamp}\n${body}`, 'utf8').digest('hex');
