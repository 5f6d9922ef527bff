import { OPEN_RATE_PER_MINUTE, OpenApiMessages } from 'shared-contracts';
import { call, registerUser, testClock } from '../../test-support/harness';
import { app, withTestApp } from '../../test-support/test-app';
import { merchant } from '../../test-support/ordering';
import { newNonce, openCall, openKeyOf, percentEncode, signedQuery, type OpenKey } from '../../test-support/open-api';
import { canonicalQuery } from '../../lib/open-signature';

const clock = testClock();
let key: OpenKey;
let user: Awaited<ReturnType<typeof merchant>>;

withTestApp({ clock });
beforeAll(async () => {
  user = await merchant(app, 100);
  key = await openKeyOf(app, user.token);
});

const refused = (msg: string) => ({ code: 401, msg, data: null });
const balance = (options: Parameters<typeof openCall>[4] = {}, which = key) => openCall(app, which, 'GET', '/open/v1/balance', options);
const parcels = (options: Parameters<typeof openCall>[4] = {}) => openCall(app, key, 'GET', '/open/v1/parcels', options);

describe('a signed call', () => {
  it('is answered with the site envelope', async () => {
    const { status, body } = await balance();
    expect([status, body]).toEqual([200, { code: 0, msg: '成功', data: { balance: 100, recharge_total: 100, spend_total: 0 } }]);
  });

  it('is not a bearer route: a user token alone is refused with the Open API reason', async () => {
    const { status, body } = await call(app, 'GET', '/open/v1/balance', undefined, { token: user.token });
    expect([status, body]).toEqual([401, refused(OpenApiMessages.keyMissing)]);
  });
});

describe('refusals (HTTP 401 with the reason)', () => {
  it.each(['x-app-key', 'x-timestamp', 'x-nonce', 'x-signature'])('without %s', async (name) => {
    const { status, body } = await balance({ headers: { [name]: undefined } });
    expect([status, body]).toEqual([401, refused(OpenApiMessages.keyMissing)]);
  });

  it('an unknown key, and a key whose API is switched off', async () => {
    expect((await balance({}, { appKey: 'ak000000000000000000000000', secret: key.secret })).body).toEqual(refused(OpenApiMessages.keyUnknown));
    const other = await merchant(app);
    const otherKey = await openKeyOf(app, other.token);
    expect((await balance({}, otherKey)).body.code).toBe(0);
    await call(app, 'PUT', '/api/user/setting/api', { enabled: false, callback_url: '', ip_whitelist: [] }, { token: other.token });
    expect((await balance({}, otherKey)).body).toEqual(refused(OpenApiMessages.keyUnknown));
  });

  it('a timestamp more than 300 s off real time (either way); 300 s is still fine', async () => {
    const now = Math.floor(clock.now().getTime() / 1000);
    expect((await balance({ timestamp: now - 301 })).body).toEqual(refused(OpenApiMessages.timestampSkew));
    expect((await balance({ timestamp: now + 301 })).body).toEqual(refused(OpenApiMessages.timestampSkew));
    expect((await balance({ timestamp: now - 300 })).body.code).toBe(0);
  });

  it('checks the timestamp against real time, not the demo business clock moved forward', async () => {
    expect((await call(app, 'POST', '/api/dev/clock', { advance_ms: 3 * 86_400_000 })).body.code).toBe(0);
    expect(app.clock.now().getTime() - app.wallClock.now().getTime()).toBeGreaterThanOrEqual(3 * 86_400_000);
    expect((await balance()).body.code).toBe(0);
  });

  it.each(['short123', 'x'.repeat(65), 'has-dash-0123456789', '中文中文中文中文中文中文中文中文'])('a malformed nonce %s', async (nonce) => {
    expect((await balance({ nonce })).body).toEqual(refused(OpenApiMessages.nonceInvalid));
  });

  it('a nonce the key used in the last 10 minutes; the nonce of a refused call is not spent', async () => {
    const nonce = newNonce();
    expect((await balance({ nonce, headers: { 'x-signature': '0'.repeat(64) } })).body).toEqual(refused(OpenApiMessages.signatureWrong));
    expect((await balance({ nonce })).body.code).toBe(0);
    expect((await balance({ nonce })).body).toEqual(refused(OpenApiMessages.nonceUsed));
    // another key may use the same nonce
    const other = await openKeyOf(app, (await merchant(app)).token);
    expect((await balance({ nonce }, other)).body.code).toBe(0);
  });

  it('a wrong signature, a wrong secret, a tampered body, query or path', async () => {
    expect((await balance({ headers: { 'x-signature': 'nothex' } })).body).toEqual(refused(OpenApiMessages.signatureWrong));
    expect((await balance({}, { appKey: key.appKey, secret: 'f'.repeat(64) })).body).toEqual(refused(OpenApiMessages.signatureWrong));
    const body = { text: '张三 13800138000 浙江省杭州市西湖区文三路1号' };
    expect((await openCall(app, key, 'POST', '/open/v1/recipients/parse', { body })).body.code).toBe(0);
    expect((await openCall(app, key, 'POST', '/open/v1/recipients/parse', { body, tamper: { body: JSON.stringify({ text: '李四 13800138001 浙江省杭州市西湖区文三路2号' }) } })).body).toEqual(refused(OpenApiMessages.signatureWrong));
    // the same JSON with other spacing is other bytes: the signature covers the raw body
    expect((await openCall(app, key, 'POST', '/open/v1/recipients/parse', { body, tamper: { body: JSON.stringify(body, null, 1) } })).body).toEqual(refused(OpenApiMessages.signatureWrong));
    expect((await parcels({ query: [['status', '2']], tamper: { rawQuery: 'status=3' } })).body).toEqual(refused(OpenApiMessages.signatureWrong));
    expect((await parcels({ query: [['status', '2']], tamper: { rawQuery: 'status=2&page=2' } })).body).toEqual(refused(OpenApiMessages.signatureWrong));
    expect((await balance({ tamper: { path: '/open/v1/goods' } })).body).toEqual(refused(OpenApiMessages.signatureWrong));
  });

  it('an address outside the whitelist (addresses and CIDRs, IPv4 and IPv6)', async () => {
    const owner = await merchant(app);
    const listed = await openKeyOf(app, owner.token, { ip_whitelist: ['203.0.113.7', '198.51.100.0/24', '2001:db8::/32'] });
    for (const ip of ['203.0.113.7', '198.51.100.200', '2001:db8::42', '::ffff:198.51.100.1']) expect({ ip, code: (await balance({ ip }, listed)).body.code }).toEqual({ ip, code: 0 });
    for (const ip of ['203.0.113.8', '198.51.101.1', '2001:db9::1', '127.0.0.1']) expect({ ip, body: (await balance({ ip }, listed)).body }).toEqual({ ip, body: refused(OpenApiMessages.ipRefused) });
  });

  it('answers an unsigned call to any Open API route 401, before its input is checked', async () => {
    const routes = app.routeAccess.filter((route) => route.open && route.method !== 'HEAD');
    expect(routes.map((route) => `${route.method} ${route.url}`).sort()).toEqual(
      ['GET /open/v1/balance', 'GET /open/v1/goods', 'GET /open/v1/goods/:goods_id', 'GET /open/v1/orders/:order_sn', 'GET /open/v1/parcels', 'POST /open/v1/orders', 'POST /open/v1/orders/price', 'POST /open/v1/recipients/parse'].sort(),
    );
    for (const route of routes) {
      const response = await app.inject({ method: route.method as 'GET', url: route.url.replace(/:\w+/g, '1'), payload: route.method === 'POST' ? { nonsense: true } : undefined });
      expect({ route: route.url, status: response.statusCode, body: response.json() }).toEqual({ route: route.url, status: 401, body: refused(OpenApiMessages.keyMissing) });
    }
  });
});

describe('housekeeping', () => {
  it('forgets nonces after 10 minutes of real time (a replay older than the timestamp window fails on the time) and old rate windows', async () => {
    const nonce = newNonce();
    expect((await balance({ nonce })).body.code).toBe(0);
    await app.services.openAuth.removeStale();
    expect((await balance({ nonce })).body).toEqual(refused(OpenApiMessages.nonceUsed));
    clock.advance(601_000);
    await app.services.openAuth.removeStale();
    const kept = await app.db.selectFrom('api_nonces').select('nonce').where('app_key', '=', key.appKey).execute();
    expect(kept).toEqual([]);
    expect(await app.db.selectFrom('api_rate_windows').select('window_start').where('app_key', '=', key.appKey).execute()).toEqual([]);
    expect((await balance({ nonce })).body.code).toBe(0);
  });
});

describe('the rate limit', () => {
  it(`answers the ${OPEN_RATE_PER_MINUTE + 1}th call of a minute 429 with Retry-After to the next minute, counted in the database`, async () => {
    const owner = await merchant(app);
    const limited = await openKeyOf(app, owner.token);
    // 09:00:20 China time: 40 s to the next window
    clock.set(new Date('2026-03-02T01:10:20Z'));
    expect((await balance({}, limited)).body.code).toBe(0);
    // the other calls of this minute, as another process would have counted them
    await app.db.updateTable('api_rate_windows').set({ count: OPEN_RATE_PER_MINUTE }).where('app_key', '=', limited.appKey).execute();
    const over = await balance({}, limited);
    expect([over.status, over.body, over.headers['retry-after']]).toEqual([429, { code: 429, msg: OpenApiMessages.rateLimited, data: null }, '40']);
    // other keys are not affected, and the next minute is a new window
    expect((await balance()).body.code).toBe(0);
    clock.advance(40_000);
    expect((await balance({}, limited)).body.code).toBe(0);
  });
});

describe('the canonical query', () => {
  it('sorts by name then value, encodes RFC 3986 (unicode, space as %20, reserved characters), whatever the client sent', () => {
    const params: [string, string][] = [
      ['keyword', '礼品 盒'],
      ['b', "it's(*)!"],
      ['a', '2'],
      ['a', '10'],
      ['tilde', 'a~b-c.d_e'],
    ];
    const expected = "a=10&a=2&b=it%27s%28%2A%29%21&keyword=%E7%A4%BC%E5%93%81%20%E7%9B%92&tilde=a~b-c.d_e";
    expect(signedQuery(params)).toBe(expected);
    // the server reads any spelling of the same query the same way: '+' and %20, lower-case escapes, raw order
    expect(canonicalQuery('keyword=%e7%a4%bc%e5%93%81+%e7%9b%92&tilde=a~b-c.d_e&b=it\'s(*)!&a=2&a=10')).toBe(expected);
    expect(canonicalQuery('')).toBe('');
    expect(percentEncode('é')).toBe('%C3%A9');
  });

  it('accepts a call whose query went on the wire with + for spaces and unsorted', async () => {
    const query: [string, string][] = [
      ['keyword', '礼品 盒'],
      ['page_size', '10'],
      ['express_name', '中通'],
    ];
    const rawQuery = `page_size=10&keyword=${encodeURIComponent('礼品').toLowerCase()}+${encodeURIComponent('盒')}&express_name=${encodeURIComponent('中通')}`;
    const { status, body } = await openCall(app, key, 'GET', '/open/v1/goods', { query, rawQuery });
    expect([status, body.code]).toEqual([200, 0]);
    expect(body.data).toMatchObject({ page: 1, page_size: 10 });
  });
});

describe('a merchant who is not verified', () => {
  it('cannot make a key, so cannot call', async () => {
    const stranger = await registerUser(app);
    expect((await call(app, 'GET', '/api/user/setting/api/key', undefined, { token: stranger.token })).body.msg).toBe(OpenApiMessages.realNameRequired);
  });
});
