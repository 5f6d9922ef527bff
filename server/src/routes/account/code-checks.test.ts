import { Messages } from 'shared-contracts';
import { SMS_CHECKS_PER_IP, SMS_CHECKS_PER_MOBILE } from '../../services/limits';
import { call, FakeCaptcha, registerUser, sendCode, testClock, uniqueIp, uniqueMobile } from '../../test-support/harness';
import { app, testDb, withTestApp } from '../../test-support/test-app';

// Issue 35: /api/register and /api/sms-login check the SMS code before anything else — a wrong or missing code
// answers the same for a registered and an unregistered mobile — and the checks are limited per mobile and per IP
// (from the 4th for a mobile or the 11th from an IP within 15 minutes, an image captcha, code 80).

const clock = testClock();
const captcha = new FakeCaptcha();

withTestApp({ clock, providers: { captcha } });

const WRONG_CODE = { code: 1, msg: Messages.smsCodeWrong, data: null };
const NEEDS_CAPTCHA = { code: 80, msg: Messages.captchaNeeded, data: null };

const smsLogin = (mobile: string, sms_code: string, ip = uniqueIp(), extra: object = {}) =>
  call(app, 'POST', '/api/sms-login', { mobile, sms_code, ...extra }, { ip });
const register = (mobile: string, sms_code: string, ip = uniqueIp(), extra: object = {}) =>
  call(app, 'POST', '/api/register', { mobile, password: 'secret123', sms_code, ...extra }, { ip });
const otherThan = (code: string) => (code === '000000' ? '111111' : '000000');

async function solved() {
  const image = (await call(app, 'GET', '/api/captcha', undefined, { ip: uniqueIp() })).body.data;
  return { key: image.key as string, captcha: captcha.answer };
}

/** Every stored code's state, to see that a call touched none. */
const codeStates = () => testDb.db.selectFrom('sms_codes').select(['id', 'attempts', 'used_at']).orderBy('id').execute();

describe('one answer for every mobile', () => {
  it('sms-login: a wrong code for a registered and an unregistered mobile gets the identical envelope', async () => {
    const user = await registerUser(app);
    const unknown = uniqueMobile();
    const [known, stranger] = [await smsLogin(user.mobile, '123456'), await smsLogin(unknown, '123456')];
    expect(known.body).toEqual(WRONG_CODE);
    expect(stranger.body).toEqual(known.body);
    expect(stranger.status).toBe(known.status);
  });

  it('register: a wrong code for a registered and an unregistered mobile gets the identical envelope', async () => {
    const user = await registerUser(app);
    const [known, stranger] = [await register(user.mobile, '123456'), await register(uniqueMobile(), '123456')];
    expect(known.body).toEqual(WRONG_CODE);
    expect(stranger.body).toEqual(known.body);
  });

  it('register says 已注册 only to a caller who proved the number with its code', async () => {
    const mobile = uniqueMobile();
    const code = await sendCode(app, 'register', mobile);
    expect((await register(mobile, code)).body.code).toBe(0);
    expect((await register(mobile, otherThan(code))).body).toEqual(WRONG_CODE);
    // a live code for a number registered meanwhile (a concurrent registration): its owner hears why
    await testDb.db.updateTable('sms_codes').set({ used_at: null }).where('mobile', '=', mobile).execute();
    expect((await register(mobile, code)).body).toEqual({ code: 1, msg: Messages.mobileRegistered, data: null });
  });

  it('a wrong sms-login for an unregistered mobile touches no code and makes no account', async () => {
    const user = await registerUser(app);
    clock.advance(61_000);
    const live = await sendCode(app, 'login', user.mobile);
    const before = await codeStates();
    const unknown = uniqueMobile();
    expect((await smsLogin(unknown, live)).body).toEqual(WRONG_CODE);
    expect(await codeStates()).toEqual(before);
    expect(await testDb.db.selectFrom('users').select('id').where('mobile', '=', unknown).execute()).toEqual([]);
    // the real user's code still has all its tries
    expect((await smsLogin(user.mobile, live)).body.code).toBe(0);
  });
});

describe('limits', () => {
  it(`per mobile: from the ${SMS_CHECKS_PER_MOBILE + 1}th check within 15 minutes, from any IP, a captcha is needed; a refused one spends no try`, async () => {
    const user = await registerUser(app);
    clock.advance(61_000);
    const code = await sendCode(app, 'login', user.mobile);
    for (let i = 0; i < SMS_CHECKS_PER_MOBILE; i += 1) expect((await smsLogin(user.mobile, otherThan(code))).body).toEqual(WRONG_CODE);
    const attempts = (await codeStates()).filter((row) => row.used_at === null).map((row) => row.attempts);

    expect((await smsLogin(user.mobile, code)).body).toEqual(NEEDS_CAPTCHA);
    expect((await smsLogin(user.mobile, code, uniqueIp(), { key: (await solved()).key, captcha: 'zzzz' })).body).toEqual({
      ...NEEDS_CAPTCHA,
      msg: Messages.captchaWrong,
    });
    expect((await codeStates()).filter((row) => row.used_at === null).map((row) => row.attempts)).toEqual(attempts);
    // register counts for the same mobile too
    expect((await register(user.mobile, '123456')).body).toEqual(NEEDS_CAPTCHA);
    // with the captcha the right code signs in
    expect((await smsLogin(user.mobile, code, uniqueIp(), await solved())).body.code).toBe(0);
  });

  it('per mobile: a passed check takes its count back, and 15 minutes later the count starts afresh', async () => {
    const mobile = uniqueMobile();
    for (let i = 0; i < SMS_CHECKS_PER_MOBILE; i += 1) await register(mobile, '123456');
    expect((await register(mobile, '123456')).body).toEqual(NEEDS_CAPTCHA);
    clock.advance(15 * 60_000);
    const code = await sendCode(app, 'register', mobile);
    expect((await register(mobile, code)).body.code).toBe(0);
    clock.advance(61_000);
    const login = await sendCode(app, 'login', mobile);
    for (let i = 0; i < SMS_CHECKS_PER_MOBILE - 1; i += 1) await smsLogin(mobile, otherThan(login));
    expect((await smsLogin(mobile, login)).body.code).toBe(0);
  });

  it(`per IP: from the ${SMS_CHECKS_PER_IP + 1}th check within 15 minutes, for any mobile, a captcha is needed`, async () => {
    const ip = uniqueIp();
    for (let i = 0; i < SMS_CHECKS_PER_IP; i += 1) {
      const reply = i % 2 ? await smsLogin(uniqueMobile(), '123456', ip) : await register(uniqueMobile(), '123456', ip);
      expect(reply.body).toEqual(WRONG_CODE);
    }
    expect((await smsLogin(uniqueMobile(), '123456', ip)).body).toEqual(NEEDS_CAPTCHA);
    expect((await register(uniqueMobile(), '123456', ip)).body).toEqual(NEEDS_CAPTCHA);
    // with a captcha the code is checked (and still wrong); other addresses are not affected
    expect((await register(uniqueMobile(), '123456', ip, await solved())).body).toEqual(WRONG_CODE);
    expect((await register(uniqueMobile(), '123456')).body).toEqual(WRONG_CODE);
    clock.advance(15 * 60_000);
    expect((await smsLogin(uniqueMobile(), '123456', ip)).body).toEqual(WRONG_CODE);
  });
});

// Simultaneous checks need several connections: PostgreSQL only (PGlite runs one statement at a time).
(process.env.DATABASE_URL ? describe : describe.skip)('at once (PostgreSQL)', () => {
  it(`lets at most ${SMS_CHECKS_PER_MOBILE} of 12 simultaneous wrong checks for one mobile reach the code`, async () => {
    const user = await registerUser(app);
    clock.advance(61_000);
    const code = await sendCode(app, 'login', user.mobile);
    const replies = await Promise.all(Array.from({ length: 12 }, () => smsLogin(user.mobile, otherThan(code))));
    const checked = replies.filter((reply) => reply.body.code === 1);
    expect(checked.length).toBeLessThanOrEqual(SMS_CHECKS_PER_MOBILE);
    expect(replies.filter((reply) => reply.body.code === 80)).toHaveLength(12 - checked.length);
    const live = await testDb.db.selectFrom('sms_codes').select('attempts').where('mobile', '=', user.mobile).where('used_at', 'is', null).execute();
    expect(live.every((row) => row.attempts <= SMS_CHECKS_PER_MOBILE)).toBe(true);
  });
});
