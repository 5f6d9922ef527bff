import http from 'node:http';
import https from 'node:https';
import { pinnedLookup, type ResolvedAddress } from '../../lib/outbound-address';

/** What a POST came to: the answer's HTTP status, or why none came. */
export type PostResult = { statusCode: number } | { failure: 'timeout' | 'connect' };

/**
 * POSTs `body` to `url`, connecting only to `addresses` (the ones the SSRF check passed: the name is not
 * resolved again, so a DNS answer changed since cannot send it elsewhere), with the URL's own Host header
 * and TLS server name. The answer's status counts once it comes within `timeoutMs` (connecting
 * included); its body is read and dropped. Redirects are not followed. Never throws.
 */
export function postPinned(url: URL, addresses: ResolvedAddress[], headers: Record<string, string>, body: string, timeoutMs: number): Promise<PostResult> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (result: PostResult) => {
      if (settled) return;
      settled = true;
      resolve(result);
    };
    const payload = Buffer.from(body, 'utf8');
    const send = url.protocol === 'https:' ? https.request : http.request;
    const request = send(url, {
      method: 'POST',
      headers: { ...headers, 'content-length': String(payload.length) },
      lookup: pinnedLookup(addresses),
      // a connection of its own each time: never a pooled socket to an address checked for another URL
      agent: false,
    });
    // the whole exchange, connecting included, must answer in time; a slow body is cut off after it too
    const timer = setTimeout(() => {
      settle({ failure: 'timeout' });
      request.destroy();
    }, timeoutMs);
    request.on('response', (response) => {
      settle({ statusCode: response.statusCode ?? 0 });
      response.resume();
      response.on('close', () => clearTimeout(timer));
    });
    request.on('error', () => {
      clearTimeout(timer);
      settle({ failure: 'connect' });
    });
    request.end(payload);
  });
}
