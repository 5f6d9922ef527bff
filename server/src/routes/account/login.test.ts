import { AccountMessages, Messages } from 'shared-contracts';
import { sha256Hex } from '../../lib/tokens';
import { call, FakeCaptcha, registerUser, sendCode, testClock, uniqueIp, uniqueMobile, type CallOptions } from '../../test-support/harness';
import { app, testDb, withTestApp } from '../../test-support/test-app';

const clock = testClock();
const captcha = new FakeCaptcha();
const DAY = 24 * 3600_000;

withTestApp({ clock, providers: { captcha } });

const login = (body: object, ip: string) => call(app, 'POST', '/api/login', body, { ip });
const newCaptchaKey = async () => (await call(app, 'GET', '/api/captcha')).body.data.key as string;
const expiresAt = async (token: string) =>
  (await testDb.db.selectFrom('sessions').select('expires_at').where('token_hash', '=', sha256Hex(token)).executeTakeFirst())?.expires_at;

describe('POST /api/login', () => {
  it('signs in with mobile and password', async () => {
    const user = await registerUser(app);
    const { status, body } = await login({ mobile: user.mobile, password: user.password }, uniqueIp());
    expect(status).toBe(200);
    expect(body.code).toBe(0);
    expect(body.msg).toBe(Messages.loginSucceeded);
    expect(body.data).toEqual({
      user: { user_id: user.userId, username: expect.stringContaining('****'), group_name: '普通会员' },
      token: expect.any(String),
      is_attestation: false,
    });
    expect(body.data.token).not.toBe(user.token);
    // Only the hash is stored.
    const stored = await testDb.db.selectFrom('sessions').select('token_hash').where('user_id', '=', user.userId).execute();
    expect(stored.map((row) => row.token_hash)).toContain(sha256Hex(body.data.token));
    expect(JSON.stringify(stored)).not.toContain(body.data.token);
  });

  it('answers the same message for a wrong password and an unknown mobile', async () => {
    const user = await registerUser(app);
    expect((await login({ mobile: user.mobile, password: 'wrong-pass' }, uniqueIp())).body).toEqual({ code: 1, msg: Messages.wrongCredentials, data: null });
    expect((await login({ mobile: uniqueMobile(), password: 'whatever1' }, uniqueIp())).body).toEqual({ code: 1, msg: Messages.wrongCredentials, data: null });
  });

  it('asks for a captcha after three failures for a mobile; a correct one lets the right password in', async () => {
    const user = await registerUser(app);
    for (let i = 0; i < 3; i += 1) expect((await login({ mobile: user.mobile, password: 'wrong-pass' }, uniqueIp())).body.code).toBe(1);

    // Even the right password needs the captcha now.
    expect((await login({ mobile: user.mobile, password: user.password }, uniqueIp())).body).toEqual({ code: 80, msg: Messages.captchaNeeded, data: null });

    const wrongKey = await newCaptchaKey();
    expect((await login({ mobile: user.mobile, password: user.password, key: wrongKey, captcha: 'nope' }, uniqueIp())).body).toEqual({
      code: 80,
      msg: Messages.captchaWrong,
      data: null,
    });
    // A captcha is used up by any attempt, right answer or not.
    expect((await login({ mobile: user.mobile, password: user.password, key: wrongKey, captcha: captcha.answer }, uniqueIp())).body.code).toBe(80);

    const key = await newCaptchaKey();
    const passed = await login({ mobile: user.mobile, password: user.password, key, captcha: captcha.answer.toUpperCase() }, uniqueIp());
    expect(passed.body.code).toBe(0);
    // Success clears the mobile's failures: the next login needs no captcha.
    expect((await login({ mobile: user.mobile, password: user.password }, uniqueIp())).body.code).toBe(0);
  });

  it('keeps asking for a captcha while the wrong password is retried with correct captchas', async () => {
    const user = await registerUser(app);
    for (let i = 0; i < 3; i += 1) await login({ mobile: user.mobile, password: 'wrong-pass' }, uniqueIp());
    const key = await newCaptchaKey();
    expect((await login({ mobile: user.mobile, password: 'wrong-again', key, captcha: captcha.answer }, uniqueIp())).body).toEqual({
      code: 1,
      msg: Messages.wrongCredentials,
      data: null,
    });
    // The correct captcha was used up by that attempt.
    expect((await login({ mobile: user.mobile, password: user.password, key, captcha: captcha.answer }, uniqueIp())).body).toEqual({
      code: 80,
      msg: Messages.captchaWrong,
      data: null,
    });
    expect((await login({ mobile: user.mobile, password: user.password }, uniqueIp())).body.code).toBe(80);
  });

  it('asks for a captcha after ten failures from one IP, whatever the mobile', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 10; i += 1) expect((await login({ mobile: uniqueMobile(), password: 'wrong-pass' }, ip)).body.code).toBe(1);
    const user = await registerUser(app);
    expect((await login({ mobile: user.mobile, password: user.password }, ip)).body.code).toBe(80);
    expect((await login({ mobile: user.mobile, password: user.password }, uniqueIp())).body.code).toBe(0);
  });

  it('forgets failures after fifteen minutes', async () => {
    const user = await registerUser(app);
    for (let i = 0; i < 3; i += 1) await login({ mobile: user.mobile, password: 'wrong-pass' }, uniqueIp());
    clock.advance(15 * 60_000 + 1);
    expect((await login({ mobile: user.mobile, password: user.password }, uniqueIp())).body.code).toBe(0);
  });

  it('rejects a missing password with the shared message (HTTP 400)', async () => {
    const { status, body } = await login({ mobile: uniqueMobile() }, uniqueIp());
    expect(status).toBe(400);
    expect(body).toEqual({ code: 400, msg: AccountMessages.passwordRequired, data: null });
  });
});

describe('POST /api/sms-login', () => {
  it('signs in with a login code', async () => {
    const user = await registerUser(app);
    clock.advance(61_000);
    const sms_code = await sendCode(app, 'login', user.mobile);
    const { body } = await call(app, 'POST', '/api/sms-login', { mobile: user.mobile, sms_code });
    expect(body.code).toBe(0);
    expect(body.data.user.user_id).toBe(user.userId);
  });

  it('refuses an unregistered mobile and a wrong code alike (issue 35: the code is checked first)', async () => {
    expect((await call(app, 'POST', '/api/sms-login', { mobile: uniqueMobile(), sms_code: '123456' })).body).toEqual({
      code: 1,
      msg: Messages.smsCodeWrong,
      data: null,
    });
    const user = await registerUser(app);
    clock.advance(61_000);
    const code = await sendCode(app, 'login', user.mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await call(app, 'POST', '/api/sms-login', { mobile: user.mobile, sms_code: wrong })).body).toEqual({ code: 1, msg: Messages.smsCodeWrong, data: null });
  });
});

describe('sessions', () => {
  it('GET /api/user/info returns the session for the presented token', async () => {
    const user = await registerUser(app);
    const { status, body } = await call(app, 'GET', '/api/user/info', undefined, { token: user.token });
    expect(status).toBe(200);
    expect(body.data).toEqual({ user: { user_id: user.userId, username: expect.any(String), group_name: '普通会员' }, token: user.token, is_attestation: false });
  });

  it('answers 401 with the envelope without a token, with an unknown token, and for a cookie alone', async () => {
    const expected = { code: 401, msg: '登录信息已过期，请重新登录', data: null };
    const attempts: CallOptions[] = [{}, { token: 'x'.repeat(43) }, { headers: { cookie: 'user-token=abc' } }, { headers: { authorization: 'Basic abc' } }];
    for (const options of attempts) {
      const { status, body } = await call(app, 'GET', '/api/user/info', undefined, options);
      expect(status).toBe(401);
      expect(body).toEqual(expected);
    }
  });

  it('expires a token after seven days without use', async () => {
    const user = await registerUser(app);
    clock.advance(7 * DAY);
    expect((await call(app, 'GET', '/api/user/info', undefined, { token: user.token })).status).toBe(401);
    expect(await expiresAt(user.token)).toBeUndefined();
  });

  it('slides the expiry on use, writing at most once a minute', async () => {
    const user = await registerUser(app);
    const first = (await expiresAt(user.token))!.getTime();
    expect(first).toBe(clock.now().getTime() + 7 * DAY);

    clock.advance(30_000);
    await call(app, 'GET', '/api/user/info', undefined, { token: user.token });
    expect((await expiresAt(user.token))!.getTime()).toBe(first);

    clock.advance(6 * DAY);
    await call(app, 'GET', '/api/user/info', undefined, { token: user.token });
    expect((await expiresAt(user.token))!.getTime()).toBe(clock.now().getTime() + 7 * DAY);

    clock.advance(2 * DAY); // past the first expiry
    expect((await call(app, 'GET', '/api/user/info', undefined, { token: user.token })).status).toBe(200);
  });

  it('GET /api/logout revokes the presented token and always succeeds', async () => {
    const user = await registerUser(app);
    const { body } = await call(app, 'GET', '/api/logout', undefined, { token: user.token });
    expect(body).toEqual({ code: 0, msg: Messages.loggedOut, data: {} });
    expect((await call(app, 'GET', '/api/user/info', undefined, { token: user.token })).status).toBe(401);
    expect((await call(app, 'GET', '/api/logout')).body.code).toBe(0);
    expect((await call(app, 'GET', '/api/logout', undefined, { token: user.token })).body.code).toBe(0);
  });
});

describe('GET /api/captcha', () => {
  it('returns an SVG data URL and a key, valid for five minutes', async () => {
    const { body } = await call(app, 'GET', '/api/captcha');
    expect(body.code).toBe(0);
    expect(body.data).toEqual({ img: expect.stringMatching(/^data:image\/svg\+xml;base64,/), key: expect.any(String), sensitive: false });

    const user = await registerUser(app);
    for (let i = 0; i < 3; i += 1) await login({ mobile: user.mobile, password: 'wrong-pass' }, uniqueIp());
    clock.advance(5 * 60_000);
    // Expired: refused even with the right answer (and the failures are still within 15 minutes).
    expect((await login({ mobile: user.mobile, password: user.password, key: body.data.key, captcha: captcha.answer }, uniqueIp())).body).toEqual({
      code: 80,
      msg: Messages.captchaWrong,
      data: null,
    });
  });
});
