import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { OPEN_MAX_RECIPIENTS, OpenApiMessages } from 'shared-contracts';
import { OPEN_BODY_LIMIT } from '../../lib/body-limits';
import { testClock } from '../../test-support/harness';
import { app, withTestApp } from '../../test-support/test-app';
import { newNonce } from '../../test-support/open-api';
import { bodySizes, openOrderBody } from '../../test-support/open-api-orders';

// Issue 35: an Open API call's key, timestamp, nonce and signature are checked for their form before a byte
// of its body is read, and a recipients call reads at most OPEN_BODY_LIMIT before its signature is checked.
// Over real HTTP: the request's headers announce a body that is never sent, so an answer proves the
// server did not wait to read it.

let port: number;

withTestApp({ clock: testClock() });
beforeAll(async () => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});

/** Sends only the head of a POST announcing `length` bytes of JSON; the answer, or 'no answer' if none came within 3 s (the server is waiting for the body). */
function headOnly(
  path: string,
  length: number,
  headers: Record<string, string>,
): Promise<{ status: number; body: { code: number; msg: string } } | 'no answer'> {
  return new Promise((resolve, reject) => {
    const request = http.request({
      host: '127.0.0.1',
      port,
      path,
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(length), ...headers },
    });
    const timer = setTimeout(() => {
      resolve('no answer');
      request.destroy();
    }, 3_000);
    request.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => {
        clearTimeout(timer);
        resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) });
        request.destroy();
      });
    });
    request.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    request.flushHeaders();
  });
}

const signing = (overrides: Record<string, string> = {}) => ({
  'x-app-key': `ak${'0'.repeat(24)}`,
  'x-timestamp': String(Math.floor(app.wallClock.now().getTime() / 1000)),
  'x-nonce': newNonce(),
  'x-signature': 'a'.repeat(64),
  ...overrides,
});
const TWO_MB = 2 * 1024 * 1024;

describe('the signing headers are checked before the body is read', () => {
  it.each([
    ['a key that cannot exist (too long)', { 'x-app-key': 'k'.repeat(40) }, OpenApiMessages.keyUnknown],
    ['a key with other characters', { 'x-app-key': 'ak_not-a-key' }, OpenApiMessages.keyUnknown],
    ['a signature that is not 64 hex digits', { 'x-signature': 'nothex' }, OpenApiMessages.signatureWrong],
    ['a malformed nonce', { 'x-nonce': 'short' }, OpenApiMessages.nonceInvalid],
    ['a stale timestamp', { 'x-timestamp': '1000000000' }, OpenApiMessages.timestampSkew],
  ])('%s: 401 at once, for a 2 MB body never sent', async (_what, overrides, message) => {
    const answer = await headOnly('/open/v1/orders', TWO_MB, signing(overrides));
    expect(answer).toEqual({ status: 401, body: { code: 401, msg: message, data: null } });
  });

  it('a well-formed call announcing more than OPEN_BODY_LIMIT: 413 at once, nothing read', async () => {
    for (const path of ['/open/v1/orders', '/open/v1/orders/price', '/open/v1/recipients/parse']) {
      const answer = await headOnly(path, OPEN_BODY_LIMIT + 1, signing());
      expect([path, answer]).toEqual([path, { status: 413, body: expect.objectContaining({ msg: '提交的内容过大' }) }]);
    }
  });

  it('a well-formed call within the limit is read, then refused by its signature (an unknown key)', async () => {
    const body = JSON.stringify(openOrderBody(3, 'typical'));
    const response = await app.inject({
      method: 'POST',
      url: '/open/v1/orders/price',
      headers: { 'content-type': 'application/json', ...signing() },
      payload: body,
    });
    expect(response.json()).toEqual({ code: 401, msg: OpenApiMessages.keyUnknown, data: null });
  });
});

describe('OPEN_BODY_LIMIT', () => {
  it(`holds a whole order of ${OPEN_MAX_RECIPIENTS} recipients: typical (UTF-8 or \\u-escaped) and every row at the longest plausible values`, () => {
    const typical = bodySizes(openOrderBody(OPEN_MAX_RECIPIENTS, 'typical'));
    const longest = bodySizes(openOrderBody(OPEN_MAX_RECIPIENTS, 'longest'));
    expect(typical.escaped).toBeLessThan(OPEN_BODY_LIMIT * 0.7);
    expect(longest.utf8).toBeLessThan(OPEN_BODY_LIMIT * 0.9);
    // and no more than that asks: a typical order is more than 1 MB
    expect(typical.utf8).toBeGreaterThan(1024 * 1024);
  });
});
