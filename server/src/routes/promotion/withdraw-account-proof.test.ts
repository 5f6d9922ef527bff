import { Messages, WithdrawMessages, withdrawLocked, withdrawPasswordWrong } from 'shared-contracts';
import { call, latestCode, testClock, uniqueIp } from '../../test-support/harness';
import { app, withTestApp } from '../../test-support/test-app';
import { merchant } from '../../test-support/ordering';

// Issue 35: changing the withdrawal account proves the holder — the withdrawal password (counted like an
// application's tries) or the SMS code sent to the caller's own mobile; before a password is set, only the code.
// So a stolen session cannot point the next withdrawal at another Alipay account.
const clock = testClock();
const MINUTE = 60_000;
const PASSWORD = '135790';
/** merchant()'s verified real name */
const REAL_NAME = '张小三';

withTestApp({ clock });

type User = { token: string; userId: number; mobile: string };

async function smsCode(user: User): Promise<string> {
  const before = await latestCode(app, user.mobile);
  clock.advance(MINUTE + 1000);
  expect((await call(app, 'POST', '/api/finance/withdraw/password/sms', undefined, { token: user.token, ip: uniqueIp() })).body.code).toBe(0);
  return latestCode(app, user.mobile, before);
}

const save = (user: User, proof: { withdraw_password?: string; sms_code?: string }, account = 'payee@qq.com') =>
  call(app, 'PUT', '/api/finance/withdraw/account', { account, name: REAL_NAME, ...proof }, { token: user.token });
const storedAccount = async (user: User) =>
  (await app.db.selectFrom('withdraw_profiles').select('alipay_account').where('user_id', '=', user.userId).executeTakeFirst())?.alipay_account ?? null;

async function withPassword(): Promise<User> {
  const user = await merchant(app);
  const set = await call(app, 'PUT', '/api/finance/withdraw/password', { password: PASSWORD, sms_code: await smsCode(user) }, { token: user.token });
  expect(set.body.code).toBe(0);
  return user;
}

describe('changing the withdrawal account', () => {
  it('with a password set: refused without proof or with a wrong password (a try counted); the right password saves it', async () => {
    const user = await withPassword();
    expect((await save(user, {})).body).toEqual({ code: 1, msg: WithdrawMessages.accountPasswordRequired, data: null });
    expect((await save(user, { withdraw_password: '000000' })).body).toEqual({ code: 1, msg: withdrawPasswordWrong(4), data: null });
    expect(await storedAccount(user)).toBeNull();
    expect((await save(user, { withdraw_password: PASSWORD })).body).toMatchObject({
      code: 0,
      msg: WithdrawMessages.accountSaved,
      data: { account: 'p***@qq.com' },
    });
    expect(await storedAccount(user)).toBe('payee@qq.com');
  });

  it('with a password set: the SMS code sent to the caller’s own mobile saves it too, once; a wrong code is refused', async () => {
    const user = await withPassword();
    const code = await smsCode(user);
    expect((await save(user, { sms_code: code === '000000' ? '111111' : '000000' }, 'other@qq.com')).body).toEqual({
      code: 1,
      msg: Messages.smsCodeWrong,
      data: null,
    });
    expect(await storedAccount(user)).toBeNull();
    expect((await save(user, { sms_code: code })).body.code).toBe(0);
    expect((await save(user, { sms_code: code }, 'other@qq.com')).body).toEqual({ code: 1, msg: Messages.smsCodeWrong, data: null });
    expect(await storedAccount(user)).toBe('payee@qq.com');
  });

  it('five wrong passwords lock it like applications: then even the right one is refused', async () => {
    const user = await withPassword();
    for (let left = 4; left >= 1; left -= 1) expect((await save(user, { withdraw_password: '000000' })).body.msg).toBe(withdrawPasswordWrong(left));
    expect((await save(user, { withdraw_password: '000000' })).body.msg).toBe(withdrawLocked(60));
    expect((await save(user, { withdraw_password: PASSWORD })).body.msg).toBe(withdrawLocked(60));
    expect(await storedAccount(user)).toBeNull();
  });

  it('before a password is set: only the SMS code', async () => {
    const user = await merchant(app);
    expect((await save(user, {})).body).toEqual({ code: 1, msg: WithdrawMessages.accountSmsRequired, data: null });
    expect((await save(user, { withdraw_password: PASSWORD })).body).toEqual({ code: 1, msg: WithdrawMessages.accountSmsRequired, data: null });
    expect(await storedAccount(user)).toBeNull();
    expect((await save(user, { sms_code: await smsCode(user) })).body).toMatchObject({ code: 0, data: { account: 'p***@qq.com', password_set: false } });
  });

  it('checks the real name before the proof, so a name mismatch spends neither the code nor a try', async () => {
    const user = await merchant(app);
    const code = await smsCode(user);
    const mismatch = await call(app, 'PUT', '/api/finance/withdraw/account', { account: 'payee@qq.com', name: '李四', sms_code: code }, { token: user.token });
    expect(mismatch.body.msg).toBe(WithdrawMessages.nameMismatch);
    expect((await save(user, { sms_code: code })).body.code).toBe(0);
  });
});
