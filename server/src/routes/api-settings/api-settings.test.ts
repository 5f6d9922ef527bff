import { OPEN_RATE_PER_MINUTE, OpenApiMessages } from 'shared-contracts';
import { call, registerUser, testClock } from '../../test-support/harness';
import { app, withTestApp } from '../../test-support/test-app';
import { merchant } from '../../test-support/ordering';
import { openCall } from '../../test-support/open-api';

const clock = testClock();

withTestApp({ clock });

const settings = (token: string) => call(app, 'GET', '/api/user/setting/api', undefined, { token });
const save = (token: string, body: object) => call(app, 'PUT', '/api/user/setting/api', { enabled: false, callback_url: '', ip_whitelist: [], ...body }, { token });
const newKey = (token: string) => call(app, 'GET', '/api/user/setting/api/key', undefined, { token });

describe('GET /api/user/setting/api', () => {
  it('shows a new merchant the API off, no key, the base URL on this site, the docs and the limit', async () => {
    const user = await merchant(app);
    const { status, body } = await call(app, 'GET', '/api/user/setting/api', undefined, { token: user.token, headers: { host: 'shop.example.com' } });
    expect(status).toBe(200);
    expect(body.data).toEqual({
      enabled: false,
      app_key: null,
      callback_url: '',
      ip_whitelist: [],
      secret_created_at: null,
      verified: true,
      rate_limit: OPEN_RATE_PER_MINUTE,
      base_url: 'http://shop.example.com/open/v1',
      docs_url: '/open/docs',
      guide_url: expect.stringMatching(/^\/help-center\//),
    });
  });

  it('needs the session', async () => {
    expect((await call(app, 'GET', '/api/user/setting/api')).status).toBe(401);
  });
});

describe('GET /api/user/setting/api/key', () => {
  it('needs passed real-name verification', async () => {
    const user = await registerUser(app);
    expect((await newKey(user.token)).body).toEqual({ code: 1, msg: OpenApiMessages.realNameRequired, data: null });
    expect((await settings(user.token)).body.data).toMatchObject({ app_key: null, verified: false });
  });

  it('makes the key once and a new secret each time; the old secret stops working at once; only the sealed secret is stored', async () => {
    const user = await merchant(app);
    const first = (await newKey(user.token)).body;
    expect(first).toEqual({ code: 0, msg: OpenApiMessages.keyReset, data: { app_key: expect.stringMatching(/^ak[0-9a-f]{24}$/), app_secret: expect.stringMatching(/^[0-9a-f]{64}$/) } });
    await save(user.token, { enabled: true });
    const oldKey = { appKey: first.data.app_key, secret: first.data.app_secret };
    expect((await openCall(app, oldKey, 'GET', '/open/v1/balance')).body.code).toBe(0);

    clock.advance(60_000);
    const second = (await newKey(user.token)).body.data;
    expect(second.app_key).toBe(oldKey.appKey);
    expect(second.app_secret).not.toBe(oldKey.secret);
    expect((await openCall(app, oldKey, 'GET', '/open/v1/balance')).body).toEqual({ code: 401, msg: OpenApiMessages.signatureWrong, data: null });
    expect((await openCall(app, { appKey: second.app_key, secret: second.app_secret }, 'GET', '/open/v1/balance')).body.code).toBe(0);

    const row = await app.db.selectFrom('api_settings').selectAll().where('user_id', '=', user.userId).executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(second.app_secret);
    expect(row.secret_enc).toMatch(/^v1\./);
    // the settings show when, never the secret
    const shown = (await settings(user.token)).body.data;
    expect(shown.secret_created_at).toBe('2026-03-02 09:01:00');
    expect(JSON.stringify(shown)).not.toContain(second.app_secret);
  });
});

describe('PUT /api/user/setting/api', () => {
  it('switches on only with a key', async () => {
    const user = await merchant(app);
    expect((await save(user.token, { enabled: true })).body).toEqual({ code: 1, msg: OpenApiMessages.keyRequired, data: null });
    await newKey(user.token);
    const saved = await save(user.token, { enabled: true, callback_url: 'http://127.0.0.1:9/cb', ip_whitelist: ['203.0.113.7', ' 2001:DB8:0:0::1 ', '10.1.2.3/8', '2001:db8::/32'] });
    expect(saved.body.msg).toBe(OpenApiMessages.saved);
    // entries normalised; the demo mode takes a loopback callback URL
    expect(saved.body.data).toMatchObject({ enabled: true, callback_url: 'http://127.0.0.1:9/cb', ip_whitelist: ['203.0.113.7', '2001:db8::1', '10.0.0.0/8', '2001:db8::/32'] });
    expect((await settings(user.token)).body.data).toMatchObject({ enabled: true, ip_whitelist: ['203.0.113.7', '2001:db8::1', '10.0.0.0/8', '2001:db8::/32'] });
    // switching off always works
    expect((await save(user.token, { enabled: false })).body.data.enabled).toBe(false);
  });

  it.each([['10.0.0.0/33'], ['1.2.3'], ['010.0.0.1'], ['10.0.0.1/8/1'], ['fe80::1%eth0'], ['example.com'], ['::1/129']])('refuses the whitelist entry %s', async (entry) => {
    const user = await merchant(app);
    expect((await save(user.token, { ip_whitelist: [entry] })).body).toEqual({ code: 1, msg: OpenApiMessages.whitelistInvalid, data: null });
  });

  it('refuses more than 20 whitelist entries and a callback URL that is not http(s)', async () => {
    const user = await merchant(app);
    const many = Array.from({ length: 21 }, (_, i) => `203.0.113.${i}`);
    expect((await save(user.token, { ip_whitelist: many })).body).toMatchObject({ code: 400, msg: OpenApiMessages.whitelistTooMany });
    for (const url of ['ftp://example.com/x', 'javascript:alert(1)', 'http://user:pass@127.0.0.1/x']) {
      expect((await save(user.token, { callback_url: url })).body.msg).toBe(OpenApiMessages.callbackUrlInvalid);
    }
  });
});
