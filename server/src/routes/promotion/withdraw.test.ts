import { randomUUID } from 'node:crypto';
import { yuanToFen } from 'shared-contracts';
import { call, latestCode, registerUser, testClock, uniqueIp } from '../../test-support/harness';
import { app, withTestApp } from '../../test-support/test-app';
import { expectBooksBalanced } from '../../test-support/money';
import { merchant } from '../../test-support/ordering';

// 提现 and 转入余额 on the user's side (issue 22): the withdrawal password (SMS code, five wrong tries lock it
// for an hour on the business clock), the account whose name is the real name, applications that move
// available → withdrawing once per Idempotency-Key within the rules, and available → the prepaid balance.
// The races need several connections: PostgreSQL only (PGlite runs one statement at a time). Run on both.
const onPostgres = Boolean(process.env.DATABASE_URL);

const clock = testClock();
const MINUTE = 60_000;
const PASSWORD = '135790';
/** merchant()'s verified real name */
const REAL_NAME = '张小三';

withTestApp({ clock });
afterEach(() => expectBooksBalanced(app));

type User = { token: string; userId: number; mobile: string };

/** The code texted for the withdrawal password (a minute after the last text, as the resend limit wants). */
async function passwordCode(user: User): Promise<string> {
  const before = await latestCode(app, user.mobile);
  clock.advance(MINUTE + 1000);
  const { body } = await call(app, 'POST', '/api/finance/withdraw/password/sms', undefined, { token: user.token, ip: uniqueIp() });
  expect(body).toMatchObject({ code: 0, msg: '验证码已发送，请注意查收' });
  return latestCode(app, user.mobile, before);
}

const setPassword = async (user: User, password = PASSWORD) =>
  call(app, 'PUT', '/api/finance/withdraw/password', { password, sms_code: await passwordCode(user) }, { token: user.token });
const checkPassword = (user: User, password: string) => call(app, 'POST', '/api/finance/withdraw/check/password', { password }, { token: user.token });
/** Changing the account takes the withdrawal password (issue 35: withdraw-account-proof.test.ts). */
const saveAccount = (user: User, account: string, name: string) => call(app, 'PUT', '/api/finance/withdraw/account', { account, name, withdraw_password: PASSWORD }, { token: user.token });
const apply = (user: User, amount: number | string, options: { key?: string; password?: string } = {}) =>
  call(app, 'POST', '/api/finance/withdraw/apply', { amount, password: options.password ?? PASSWORD }, { token: user.token, headers: { 'idempotency-key': options.key ?? randomUUID() } });
const transfer = (user: User, amount: number, key = randomUUID()) => call(app, 'POST', '/api/user/spread/transfer', { amount }, { token: user.token, headers: { 'idempotency-key': key } });
const accounts = (userId: number) => app.repos.wallet.lock(userId);

/** Commission made available, as the release job books it. */
async function earn(userId: number, yuan: number) {
  await app.services.wallet.post({ userId, account: 'commission_available', type: 'commission_release', amount: yuanToFen(yuan), source: { type: 'test', id: randomUUID() }, remark: '佣金解冻' });
}

async function settings(change: { withdraw_min_fen?: number; withdraw_daily_count?: number }) {
  await app.db.updateTable('promotion_settings').set(change).where('id', '=', 1).execute();
}

/** A verified merchant with the withdrawal password and an Alipay account set, and `yuan` of available commission. */
async function ready(yuan = 0): Promise<User> {
  const user = await merchant(app);
  expect((await setPassword(user)).body.code).toBe(0);
  expect((await saveAccount(user, 'payee@qq.com', REAL_NAME)).body.code).toBe(0);
  if (yuan > 0) await earn(user.userId, yuan);
  return user;
}

describe('withdrawal password', () => {
  it('is set with the code texted to the caller’s own mobile, never a mobile from the body', async () => {
    const user = await merchant(app);
    const other = await registerUser(app);
    const otherCode = await latestCode(app, other.mobile);
    const registerCode = await latestCode(app, user.mobile);
    expect((await checkPassword(user, PASSWORD)).body).toMatchObject({ code: 1, msg: '请先设置提现密码' });
    clock.advance(MINUTE + 1000);
    const sent = await call(app, 'POST', '/api/finance/withdraw/password/sms', { mobile: other.mobile }, { token: user.token, ip: uniqueIp() });
    expect(sent.body.code).toBe(0);
    const code = await latestCode(app, user.mobile, registerCode);
    // the other user got nothing new
    expect(await latestCode(app, other.mobile)).toBe(otherCode);
    // a wrong code sets nothing
    expect((await call(app, 'PUT', '/api/finance/withdraw/password', { password: PASSWORD, sms_code: code === '000000' ? '111111' : '000000' }, { token: user.token })).body).toMatchObject({ code: 1 });
    const set = await call(app, 'PUT', '/api/finance/withdraw/password', { password: PASSWORD, sms_code: code }, { token: user.token });
    expect(set.body).toMatchObject({ code: 0, msg: '提现密码已设置' });
    // the code is used up
    expect((await call(app, 'PUT', '/api/finance/withdraw/password', { password: '000000', sms_code: code }, { token: user.token })).body.code).toBe(1);
    expect((await checkPassword(user, PASSWORD)).body.code).toBe(0);
    expect((await call(app, 'GET', '/api/finance/withdraw/account', undefined, { token: user.token })).body.data).toMatchObject({ password_set: true, locked_until: null });
    // and it is no public /common/sms scene
    expect((await call(app, 'POST', '/api/common/sms/withdrawal-password', { mobile: user.mobile }, { ip: uniqueIp() })).status).toBe(404);
  });

  it('must be 6 digits', async () => {
    const user = await merchant(app);
    expect((await call(app, 'PUT', '/api/finance/withdraw/password', { password: '12345a', sms_code: '123456' }, { token: user.token })).body).toMatchObject({ code: 400, msg: '提现密码为6位数字' });
  });

  it('counts wrong tries down; the 5th locks for an hour, even the right one is refused, and an hour later it opens', async () => {
    const user = await ready();
    for (const left of [4, 3, 2, 1]) expect((await checkPassword(user, '000000')).body).toMatchObject({ code: 1, msg: `提现密码错误，还可尝试 ${left} 次` });
    expect((await checkPassword(user, '000000')).body).toMatchObject({ code: 1, msg: '提现密码错误次数过多，请 60 分钟后再试' });
    clock.advance(20 * MINUTE);
    expect((await checkPassword(user, PASSWORD)).body).toMatchObject({ code: 1, msg: '提现密码错误次数过多，请 40 分钟后再试' });
    // an application is refused the same way, and moves nothing
    await earn(user.userId, 50);
    expect((await apply(user, 20)).body).toMatchObject({ code: 1, msg: '提现密码错误次数过多，请 40 分钟后再试' });
    expect((await call(app, 'GET', '/api/finance/withdraw/account', undefined, { token: user.token })).body.data.locked_until).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    clock.advance(40 * MINUTE);
    expect((await checkPassword(user, PASSWORD)).body.code).toBe(0);
    // the lock's tries are forgotten: five more before the next lock
    expect((await checkPassword(user, '000000')).body.msg).toBe('提现密码错误，还可尝试 4 次');
    expect((await checkPassword(user, PASSWORD)).body.code).toBe(0);
    expect((await checkPassword(user, '000000')).body.msg).toBe('提现密码错误，还可尝试 4 次');
    expect(await accounts(user.userId)).toMatchObject({ commission_available: 5000, withdrawing: 0 });
  });

  it('reset with a new code opens a lock', async () => {
    const user = await ready();
    for (let i = 0; i < 5; i += 1) await checkPassword(user, '000000');
    expect((await checkPassword(user, PASSWORD)).body.code).toBe(1);
    expect((await setPassword(user, '246802')).body.code).toBe(0);
    expect((await checkPassword(user, '246802')).body.code).toBe(0);
  });
});

describe('withdrawal account', () => {
  it('needs a passed real-name verification', async () => {
    const user = await registerUser(app);
    expect((await saveAccount(user, '13800138000', REAL_NAME)).body).toMatchObject({ code: 1, msg: '请先完成实名认证，提现账户的姓名须与实名认证一致' });
    expect((await call(app, 'GET', '/api/finance/withdraw/account', undefined, { token: user.token })).body.data).toEqual({ account: null, name: null, verified: false, password_set: false, locked_until: null });
  });

  it('takes only the verified name, and shows the account masked', async () => {
    const user = await merchant(app);
    expect((await setPassword(user)).body.code).toBe(0);
    expect((await saveAccount(user, '13800138000', '李四')).body).toMatchObject({ code: 1, msg: '支付宝姓名与实名认证姓名不一致，请填写实名认证的姓名' });
    expect((await saveAccount(user, 'not an account', REAL_NAME)).body).toMatchObject({ code: 400, msg: '请输入正确的支付宝账号（手机号或邮箱）' });
    const saved = await saveAccount(user, '13800138000', REAL_NAME);
    expect(saved.body).toMatchObject({ code: 0, msg: '提现账户已保存', data: { account: '138****8000', name: '张*三', verified: true } });
    expect((await saveAccount(user, 'alice@qq.com', REAL_NAME)).body.data.account).toBe('a***@qq.com');
    expect((await call(app, 'GET', '/api/finance/withdraw/account', undefined, { token: user.token })).body.data).toMatchObject({ account: 'a***@qq.com', name: '张*三', verified: true });
  });
});

describe('withdrawal application', () => {
  beforeEach(() => settings({ withdraw_min_fen: 1000, withdraw_daily_count: 3 }));

  it('moves the amount available → withdrawing with one entry on each, once per Idempotency-Key', async () => {
    const user = await ready(80);
    const key = randomUUID();
    const { body } = await apply(user, '30.50', { key });
    expect(body).toMatchObject({ code: 0, msg: '提现申请已提交，等待审核', data: { amount: 30.5, account: 'p***@qq.com', status: 'pending', status_text: '待审核', reason: null, paid_at: null } });
    expect(await accounts(user.userId)).toMatchObject({ commission_available: 4950, withdrawing: 3050, balance: 0 });
    const entries = await app.db.selectFrom('ledger_entries').select(['account', 'type', 'amount', 'source_type', 'source_id']).where('user_id', '=', user.userId).where('type', '=', 'withdraw').orderBy('id').execute();
    expect(entries).toEqual([
      { account: 'commission_available', type: 'withdraw', amount: -3050, source_type: 'withdrawal', source_id: String(body.data.id) },
      { account: 'withdrawing', type: 'withdraw', amount: 3050, source_type: 'withdrawal', source_id: String(body.data.id) },
    ]);
    const row = await app.db.selectFrom('withdrawals').selectAll().where('id', '=', body.data.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: user.userId, amount_fen: 3050, alipay_account: 'payee@qq.com', alipay_name: REAL_NAME, status: 'pending' });

    // the same key again: the same withdrawal, nothing moves
    const again = await apply(user, '30.50', { key });
    expect(again.body).toMatchObject({ code: 0, data: body.data });
    expect(await accounts(user.userId)).toMatchObject({ commission_available: 4950, withdrawing: 3050 });
    // the key with another amount is refused
    expect((await apply(user, 20, { key })).body).toMatchObject({ code: 1, msg: '该幂等键已用于另一笔申请' });
    expect(await app.db.selectFrom('withdrawals').select('id').where('user_id', '=', user.userId).execute()).toHaveLength(1);
  });

  it('is refused below the minimum, beyond what is available, and past the day’s count', async () => {
    const user = await ready(40);
    expect((await apply(user, '9.99')).body).toMatchObject({ code: 1, msg: '单次提现金额不能低于 ¥10.00' });
    expect((await apply(user, '40.01')).body).toMatchObject({ code: 1, msg: '可提现佣金不足' });
    expect((await call(app, 'GET', '/api/user/spread/rules', undefined, { token: user.token })).body.data).toEqual({ min: 10, daily_count: 3, left_today: 3 });
    for (let i = 0; i < 3; i += 1) expect((await apply(user, 10)).body.code).toBe(0);
    expect((await call(app, 'GET', '/api/user/spread/rules', undefined, { token: user.token })).body.data.left_today).toBe(0);
    expect((await apply(user, 10)).body).toMatchObject({ code: 1, msg: '每天最多提现 3 次，请明天再来' });
    expect(await accounts(user.userId)).toMatchObject({ commission_available: 1000, withdrawing: 3000 });
    // the next China day counts afresh
    clock.advance(24 * 60 * MINUTE);
    expect((await call(app, 'GET', '/api/user/spread/rules', undefined, { token: user.token })).body.data.left_today).toBe(3);
    expect((await apply(user, 10)).body.code).toBe(0);
    expect(await accounts(user.userId)).toMatchObject({ commission_available: 0, withdrawing: 4000 });
  });

  it('checks the password first (a wrong one counts a try), then the account and the real name', async () => {
    const user = await merchant(app);
    await earn(user.userId, 50);
    expect((await apply(user, 20)).body.msg).toBe('请先设置提现密码');
    expect((await setPassword(user)).body.code).toBe(0);
    expect((await apply(user, 20, { password: '000000' })).body.msg).toBe('提现密码错误，还可尝试 4 次');
    expect((await apply(user, 20)).body.msg).toBe('请先设置提现账户');
    expect((await saveAccount(user, '13800138000', REAL_NAME)).body.code).toBe(0);
    // the verification no longer passed (an operator reset it): refused
    await app.db.updateTable('user_identities').set({ status: 1 }).where('user_id', '=', user.userId).execute();
    expect((await apply(user, 20)).body.msg).toBe('请先完成实名认证，提现账户的姓名须与实名认证一致');
    await app.db.updateTable('user_identities').set({ status: 2 }).where('user_id', '=', user.userId).execute();
    expect((await apply(user, 20)).body.code).toBe(0);
    expect(await accounts(user.userId)).toMatchObject({ commission_available: 3000, withdrawing: 2000 });
  });

  it('is refused for a frozen account', async () => {
    const user = await ready(50);
    await app.db.updateTable('users').set({ frozen: true }).where('id', '=', user.userId).execute();
    expect((await apply(user, 20)).body).toMatchObject({ code: 1, msg: '账号已冻结，请联系客服' });
    expect((await accounts(user.userId)).commission_available).toBe(5000);
  });
});

describe('withdrawal list', () => {
  beforeEach(() => settings({ withdraw_min_fen: 100, withdraw_daily_count: 10 }));

  it('shows the caller’s own withdrawals, newest first, filtered by status; never another user’s', async () => {
    const user = await ready(30);
    const other = await ready(30);
    const first = (await apply(user, 10)).body.data;
    const second = (await apply(user, 5)).body.data;
    await apply(other, 7);
    await app.db.updateTable('withdrawals').set({ status: 'rejected', reason: '账户信息有误' }).where('id', '=', first.id).execute();
    const { body } = await call(app, 'GET', '/api/finance/withdraw/list', undefined, { token: user.token });
    expect(body.data).toMatchObject({ data_count: 2, page: 1 });
    expect(body.data.list.map((w: { id: number }) => w.id)).toEqual([second.id, first.id]);
    expect(body.data.list[1]).toMatchObject({ amount: 10, account: 'p***@qq.com', status: 'rejected', status_text: '已驳回', reason: '账户信息有误' });
    expect(body.data.list[1].created_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    const rejected = await call(app, 'GET', '/api/finance/withdraw/list', undefined, { token: user.token, query: { status: 'rejected' } });
    expect(rejected.body.data.list.map((w: { id: number }) => w.id)).toEqual([first.id]);
    // another user's key is another user's: the same key makes the other's own withdrawal
    const key = randomUUID();
    const mine = (await apply(user, 1, { key })).body.data;
    const theirs = (await apply(other, 1, { key })).body.data;
    expect(theirs.id).not.toBe(mine.id);
    const theirList = (await call(app, 'GET', '/api/finance/withdraw/list', undefined, { token: other.token })).body.data.list;
    expect(theirList.map((w: { id: number }) => w.id)).not.toContain(mine.id);
    expect(theirList).toHaveLength(2);
  });

  it('needs a signed-in user', async () => {
    expect((await call(app, 'GET', '/api/finance/withdraw/list')).status).toBe(401);
  });
});

describe('转入余额', () => {
  it('moves available → the prepaid balance once per Idempotency-Key', async () => {
    const user = await ready(25);
    const key = randomUUID();
    const { body } = await transfer(user, 12.5, key);
    expect(body).toMatchObject({ code: 0, msg: '已转入余额', data: { balance: 12.5, available: 12.5 } });
    expect((await transfer(user, 12.5, key)).body).toMatchObject({ code: 0, data: { balance: 12.5, available: 12.5 } });
    expect((await transfer(user, 10, key)).body).toMatchObject({ code: 1, msg: '该幂等键已用于另一笔申请' });
    expect((await transfer(user, 12.51)).body).toMatchObject({ code: 1, msg: '可提现佣金不足' });
    expect(await accounts(user.userId)).toMatchObject({ balance: 1250, commission_available: 1250, withdrawing: 0 });
    const entries = await app.db.selectFrom('ledger_entries').select(['account', 'amount']).where('user_id', '=', user.userId).where('type', '=', 'commission_transfer').orderBy('id').execute();
    expect(entries).toEqual([
      { account: 'commission_available', amount: -1250 },
      { account: 'balance', amount: 1250 },
    ]);
    // what was transferred spends like any balance, and cannot be withdrawn
    expect((await call(app, 'GET', '/api/user/wallet/info', undefined, { token: user.token })).body.data.balance).toBe(12.5);
  });
});

(onPostgres ? describe : describe.skip)('at once (PostgreSQL)', () => {
  beforeEach(() => settings({ withdraw_min_fen: 100, withdraw_daily_count: 100 }));

  it('accepts exactly 7 of 20 simultaneous 1-yuan applications against 7 yuan available', async () => {
    const user = await ready(7);
    const answers = await Promise.all(Array.from({ length: 20 }, () => apply(user, 1)));
    expect(answers.filter((a) => a.body.code === 0)).toHaveLength(7);
    expect(answers.filter((a) => a.body.code !== 0).map((a) => a.body.msg)).toEqual(Array(13).fill('可提现佣金不足'));
    expect(await accounts(user.userId)).toMatchObject({ commission_available: 0, withdrawing: 700 });
    expect(await app.db.selectFrom('withdrawals').select('id').where('user_id', '=', user.userId).execute()).toHaveLength(7);
  });

  it('holds the day’s count under simultaneous applications', async () => {
    await settings({ withdraw_daily_count: 3 });
    const user = await ready(20);
    const answers = await Promise.all(Array.from({ length: 10 }, () => apply(user, 1)));
    expect(answers.filter((a) => a.body.code === 0)).toHaveLength(3);
    expect(await accounts(user.userId)).toMatchObject({ commission_available: 1700, withdrawing: 300 });
  });

  it('books one withdrawal when one key arrives ten times at once', async () => {
    const user = await ready(7);
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 10 }, () => apply(user, 2, { key })));
    expect(new Set(answers.map((a) => a.body.data?.id))).toEqual(new Set([answers[0].body.data.id]));
    expect(await accounts(user.userId)).toMatchObject({ commission_available: 500, withdrawing: 200 });
  });

  it('counts at most 5 of 20 simultaneous wrong passwords, then is locked', async () => {
    const user = await ready();
    const answers = await Promise.all(Array.from({ length: 20 }, () => checkPassword(user, '000000')));
    const messages = answers.map((a) => a.body.msg);
    expect(messages.filter((m) => m.startsWith('提现密码错误，还可尝试'))).toHaveLength(4);
    expect(messages.filter((m) => m.startsWith('提现密码错误次数过多'))).toHaveLength(16);
    const profile = await app.db.selectFrom('withdraw_profiles').select(['failed_tries', 'locked_until']).where('user_id', '=', user.userId).executeTakeFirstOrThrow();
    expect(profile.failed_tries).toBe(5);
    expect(profile.locked_until).not.toBeNull();
    expect((await checkPassword(user, PASSWORD)).body.code).toBe(1);
  });
});
