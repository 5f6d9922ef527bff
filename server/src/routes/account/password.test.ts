import { AccountMessages, Messages } from 'shared-contracts';
import { call, registerUser, sendCode, testClock, uniqueIp, uniqueMobile } from '../../test-support/harness';
import { app, withTestApp } from '../../test-support/test-app';

const clock = testClock();

withTestApp({ clock });

const login = (mobile: string, password: string) => call(app, 'POST', '/api/login', { mobile, password }, { ip: uniqueIp() });
const info = (token: string) => call(app, 'GET', '/api/user/info', undefined, { token });

describe('POST /api/find-password', () => {
  it('resets the password with a code and revokes every session of the user', async () => {
    const user = await registerUser(app);
    const second = (await login(user.mobile, user.password)).body.data.token as string;
    clock.advance(61_000);
    const sms_code = await sendCode(app, 'find-password', user.mobile);

    const { body } = await call(app, 'POST', '/api/find-password', { mobile: user.mobile, password: 'newpass99', sms_code });
    expect(body).toEqual({ code: 0, msg: Messages.passwordReset, data: {} });
    expect((await info(user.token)).status).toBe(401);
    expect((await info(second)).status).toBe(401);
    expect((await login(user.mobile, user.password)).body.msg).toBe(Messages.wrongCredentials);
    expect((await login(user.mobile, 'newpass99')).body.code).toBe(0);

    // The code is spent.
    const again = await call(app, 'POST', '/api/find-password', { mobile: user.mobile, password: 'other999', sms_code });
    expect(again.body).toEqual({ code: 1, msg: Messages.smsCodeWrong, data: null });
  });

  it('refuses an unknown mobile (as a wrong code: nothing tells it is unregistered) and a wrong code', async () => {
    expect((await call(app, 'POST', '/api/find-password', { mobile: uniqueMobile(), password: 'newpass99', sms_code: '123456' })).body).toEqual({
      code: 1,
      msg: Messages.smsCodeWrong,
      data: null,
    });
    const user = await registerUser(app);
    clock.advance(61_000);
    const code = await sendCode(app, 'find-password', user.mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    const { body } = await call(app, 'POST', '/api/find-password', { mobile: user.mobile, password: 'newpass99', sms_code: wrong });
    expect(body).toEqual({ code: 1, msg: Messages.smsCodeWrong, data: null });
    expect((await info(user.token)).status).toBe(200);
  });

  it('validates the new password with the shared message', async () => {
    const { status, body } = await call(app, 'POST', '/api/find-password', { mobile: uniqueMobile(), password: '', sms_code: '123456' });
    expect(status).toBe(400);
    expect(body).toEqual({ code: 400, msg: AccountMessages.registerPasswordRequired, data: null });
  });
});

describe('PUT /api/user/password', () => {
  it('refuses a wrong old password', async () => {
    const user = await registerUser(app);
    const { body } = await call(app, 'PUT', '/api/user/password', { old_password: 'not-mine', password: 'newpass99' }, { token: user.token });
    expect(body).toEqual({ code: 1, msg: Messages.oldPasswordWrong, data: null });
    expect((await login(user.mobile, user.password)).body.code).toBe(0);
  });

  it('changes the password, keeps the current session and ends the others', async () => {
    const user = await registerUser(app);
    const other = (await login(user.mobile, user.password)).body.data.token as string;

    const { body } = await call(app, 'PUT', '/api/user/password', { old_password: user.password, password: 'newpass99' }, { token: user.token });
    expect(body).toEqual({ code: 0, msg: Messages.passwordChanged, data: {} });
    expect((await info(user.token)).status).toBe(200);
    expect((await info(other)).status).toBe(401);
    expect((await login(user.mobile, user.password)).body.code).toBe(1);
    expect((await login(user.mobile, 'newpass99')).body.code).toBe(0);
  });

  it('needs a token (401 envelope) and a valid body (400)', async () => {
    const anonymous = await call(app, 'PUT', '/api/user/password', { old_password: 'a', password: 'newpass99' });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ code: 401, msg: Messages.sessionExpired, data: null });

    const user = await registerUser(app);
    const short = await call(app, 'PUT', '/api/user/password', { old_password: user.password, password: '123' }, { token: user.token });
    expect(short.status).toBe(400);
    expect(short.body).toEqual({ code: 400, msg: AccountMessages.passwordInvalid, data: null });
  });
});
