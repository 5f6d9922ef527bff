import { Messages } from 'shared-contracts';
import { sha256Hex } from '../../lib/tokens';
import { SMS_DAILY_LIMIT_PER_MOBILE_IP } from '../../services/limits';
import { call, FakeCaptcha, latestCode, registerUser, sendCode, testClock, uniqueIp, uniqueMobile } from '../../test-support/harness';
import { app, testDb, withTestApp } from '../../test-support/test-app';

/** Account-security rules: no registration oracle before the limits, per-(mobile, IP) SMS quota, password lock, session lifetime. */
const clock = testClock();
const captcha = new FakeCaptcha();
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

withTestApp({ clock, providers: { captcha } });

const sms = (scene: string, mobile: string, ip: string, extra: object = {}) => call(app, 'POST', `/api/common/sms/${scene}`, { mobile, ...extra }, { ip });
/** A fresh captcha (fetched from its own address, so the per-IP captcha limit never interferes) with the right answer. */
const solved = async () => ({ key: (await call(app, 'GET', '/api/captcha', undefined, { ip: uniqueIp() })).body.data.key as string, captcha: captcha.answer });
const storedCodes = async (mobile: string) => (await testDb.db.selectFrom('sms_codes').select('id').where('mobile', '=', mobile).execute()).length;
/** Makes `ip` busy: five sends an hour, the most it may make without the image captcha. */
const makeBusy = async (ip: string) => {
  for (let i = 0; i < 5; i += 1) expect((await sms('register', uniqueMobile(), ip)).body.code).toBe(0);
};

describe('SMS sends tell nothing about registration before the limits and the captcha', () => {
  it('asks a busy IP for the captcha before saying a mobile is (not) registered, for every scene', async () => {
    const user = await registerUser(app);
    clock.advance(61_000); // past the minute of its registration code
    const ip = uniqueIp();
    await makeBusy(ip);
    expect((await sms('register', user.mobile, ip)).body).toEqual({ code: 80, msg: Messages.captchaNeeded, data: null });
    expect((await sms('login', uniqueMobile(), ip)).body).toEqual({ code: 80, msg: Messages.captchaNeeded, data: null });
    expect((await sms('find-password', uniqueMobile(), ip)).body).toEqual({ code: 80, msg: Messages.captchaNeeded, data: null });
    // with the captcha solved, register and login say it
    expect((await sms('register', user.mobile, ip, await solved())).body).toEqual({ code: 1, msg: Messages.mobileRegistered, data: null });
  });

  it('applies the per-mobile resend limit before the lookup', async () => {
    const user = await registerUser(app);
    clock.advance(30_000); // within the minute of the registration code
    expect((await sms('register', user.mobile, uniqueIp())).body).toEqual({ code: 1, msg: Messages.sendTooOften, data: null });
    clock.advance(31_000);
  });

  it('counts refused probes for the IP: the sixth probe in an hour needs the captcha', async () => {
    const ip = uniqueIp();
    const registered = [];
    for (let i = 0; i < 6; i += 1) registered.push((await registerUser(app)).mobile);
    clock.advance(61_000);
    for (const mobile of registered.slice(0, 5)) expect((await sms('register', mobile, ip)).body.msg).toBe(Messages.mobileRegistered);
    expect((await sms('register', registered[5], ip)).body.code).toBe(80);
  });

  it('find-password answers the same for a registered and an unregistered mobile, and texts only the registered one', async () => {
    const user = await registerUser(app);
    clock.advance(61_000);
    const unknown = uniqueMobile();
    const forUser = await sms('find-password', user.mobile, uniqueIp());
    const forUnknown = await sms('find-password', unknown, uniqueIp());
    expect([forUser.status, forUser.body]).toEqual([forUnknown.status, forUnknown.body]);
    expect(forUser.body).toEqual({ code: 0, msg: Messages.findPasswordCodeSent, data: {} });
    expect(await latestCode(app, user.mobile)).toMatch(/^\d{6}$/);
    expect(await storedCodes(unknown)).toBe(0);
    expect((await call(app, 'GET', '/api/dev/sms-outbox', undefined, { query: { mobile: unknown } })).body.data.list).toEqual([]);

    // and the limits behave the same: a second try within the minute is too often for both
    const again = await Promise.all([user.mobile, unknown].map((mobile) => sms('find-password', mobile, uniqueIp())));
    expect(again[0].body).toEqual({ code: 1, msg: Messages.sendTooOften, data: null });
    expect(again[1].body).toEqual(again[0].body);
    // a reset for the unregistered number fails like a wrong code
    const reset = await call(app, 'POST', '/api/find-password', { mobile: unknown, password: 'newpass99', sms_code: '123456' });
    expect(reset.body).toEqual({ code: 1, msg: Messages.smsCodeWrong, data: null });
  });

  it('one IP cannot use up a mobile’s daily quota: at most five of its sends a day, other IPs still get theirs', async () => {
    expect(SMS_DAILY_LIMIT_PER_MOBILE_IP).toBe(5);
    const mobile = uniqueMobile();
    const ip = uniqueIp();
    for (let i = 0; i < SMS_DAILY_LIMIT_PER_MOBILE_IP; i += 1) {
      expect((await sms('register', mobile, ip, await solved())).body.code).toBe(0);
      clock.advance(61_000);
    }
    // even with a solved captcha
    expect((await sms('register', mobile, ip, await solved())).body).toEqual({ code: 1, msg: Messages.sendDailyLimit, data: null });
    expect(await storedCodes(mobile)).toBe(SMS_DAILY_LIMIT_PER_MOBILE_IP);
    // the owner, elsewhere, still gets codes
    expect((await sms('register', mobile, uniqueIp())).body).toEqual({ code: 0, msg: Messages.codeSent, data: {} });
  });
});

describe('password sign-in locks after ten wrong passwords in 24 hours', () => {
  const login = async (mobile: string, password: string) => call(app, 'POST', '/api/login', { mobile, password, ...(await solved()) }, { ip: uniqueIp() });
  const failTenTimes = async (mobile: string) => {
    for (let i = 0; i < 10; i += 1) {
      expect((await login(mobile, 'wrong-pass')).body.msg).toBe(Messages.wrongCredentials);
      clock.advance(MINUTE);
    }
  };

  it('refuses even the right password for 30 minutes after the tenth wrong one, with the Chinese message; SMS sign-in still works', async () => {
    const user = await registerUser(app);
    await failTenTimes(user.mobile);
    clock.advance(-MINUTE); // back to the moment of the tenth
    const locked = await login(user.mobile, user.password);
    expect(locked.body).toEqual({ code: 1, msg: Messages.passwordLocked(30), data: null });
    expect(locked.body.msg).toBe('密码错误次数过多，账号已临时锁定，请30分钟后再试或使用短信验证码登录');
    clock.advance(29 * MINUTE + 30_000);
    expect((await login(user.mobile, user.password)).body.msg).toBe(Messages.passwordLocked(1));

    const sms_code = await sendCode(app, 'login', user.mobile);
    const bySms = await call(app, 'POST', '/api/sms-login', { mobile: user.mobile, sms_code }, { ip: uniqueIp() });
    expect(bySms.body.code).toBe(0);
    // the owner proved the number: password sign-in is open again
    expect((await login(user.mobile, user.password)).body.code).toBe(0);
  });

  it('unlocks 30 minutes after the tenth; another wrong one within 24 hours locks again', async () => {
    const user = await registerUser(app);
    await failTenTimes(user.mobile);
    clock.advance(29 * MINUTE); // 30 minutes after the tenth
    expect((await login(user.mobile, 'wrong-pass')).body.msg).toBe(Messages.wrongCredentials);
    expect((await login(user.mobile, user.password)).body.msg).toBe(Messages.passwordLocked(30));
    clock.advance(30 * MINUTE);
    expect((await login(user.mobile, user.password)).body.code).toBe(0);
  });

  it('locks an unregistered mobile the same way (the lock tells nothing)', async () => {
    const mobile = uniqueMobile();
    await failTenTimes(mobile);
    expect((await login(mobile, 'any-pass1')).body.msg).toBe(Messages.passwordLocked(29));
  });

  it('counts wrong old passwords when changing the password the same way', async () => {
    const user = await registerUser(app);
    const change = (old_password: string) => call(app, 'PUT', '/api/user/password', { old_password, password: 'newpass99' }, { token: user.token });
    for (let i = 0; i < 9; i += 1) expect((await change('wrong-pass')).body.msg).toBe(Messages.oldPasswordWrong);
    expect((await login(user.mobile, 'wrong-pass')).body.msg).toBe(Messages.wrongCredentials); // the tenth
    expect((await change(user.password)).body).toEqual({ code: 1, msg: Messages.passwordLocked(30), data: null });
    expect((await login(user.mobile, user.password)).body.msg).toBe(Messages.passwordLocked(30));
    clock.advance(30 * MINUTE);
    expect((await change(user.password)).body.code).toBe(0);
  });
});

describe('sessions', () => {
  const info = (token: string) => call(app, 'GET', '/api/user/info', undefined, { token });

  it('end 30 days after sign-in however often they are used', async () => {
    const user = await registerUser(app);
    const signedIn = clock.now().getTime();
    for (let day = 6; day < 30; day += 6) {
      clock.set(signedIn + day * DAY);
      expect((await info(user.token)).status).toBe(200);
    }
    clock.set(signedIn + 29 * DAY);
    expect((await info(user.token)).status).toBe(200);
    // the slid expiry never passes the end of life
    const row = await testDb.db.selectFrom('sessions').select('expires_at').where('token_hash', '=', sha256Hex(user.token)).executeTakeFirstOrThrow();
    expect(row.expires_at.getTime()).toBe(signedIn + 30 * DAY);
    clock.set(signedIn + 30 * DAY);
    expect((await info(user.token)).status).toBe(401);
  });
});
