import { randomUUID } from 'node:crypto';
import { fen } from 'shared-contracts';
import { WithdrawalAdminMessages, type OperatorRole } from 'shared-contracts/admin';
import type { PayoutProvider } from '../../providers/payout';
import { createSandboxPayout, SANDBOX_PAYOUT_REFUSAL } from '../../providers/sandbox/payout';
import { WITHDRAWAL_SOURCE } from '../../repositories/withdrawals';
import { call, testClock } from '../../test-support/harness';
import { app, withTestApp } from '../../test-support/test-app';
import { expectBooksBalanced, withdrawalSettled } from '../../test-support/money';
import { asOperator, newOperator, type TestOperator } from '../../test-support/operators';
import { merchant } from '../../test-support/ordering';

// 提现审核 and the payout (issue 22): approve → the job pays once; reject and a final failure give the money
// back; an outage leaves the withdrawal paying until the provider answers.
const clock = testClock();
let finance: TestOperator;
let support: TestOperator;
let ops: TestOperator;

/** The sandbox payout provider, with an outage the test can switch on. */
let sandbox: PayoutProvider;
const payout = {
  name: 'sandbox',
  outage: false,
  calls: 0,
  async transfer(request: Parameters<PayoutProvider['transfer']>[0]) {
    payout.calls += 1;
    if (payout.outage) throw new Error('gateway timeout');
    return sandbox.transfer(request);
  },
};

withTestApp({ clock, providers: { payout } }, { timeout: 120_000 });
beforeAll(async () => {
  sandbox = createSandboxPayout(app.repos.sandboxPayouts, () => clock.now());
  [finance, support, ops] = await Promise.all((['finance', 'support', 'ops'] as OperatorRole[]).map((role) => newOperator(app, clock, role)));
}, 120_000);
afterEach(async () => {
  payout.outage = false;
  await expectBooksBalanced(app);
});

const as = (who: TestOperator) => asOperator(who.token);
const approve = (ids: number[], who = finance) => call(app, 'POST', '/api/admin/withdrawals/approve', { ids }, as(who));
const reject = (ids: number[], reason: string, who = finance) => call(app, 'POST', '/api/admin/withdrawals/reject', { ids, reason }, as(who));
const accounts = (userId: number) => app.repos.wallet.lock(userId);
const rowOf = (id: number) => app.db.selectFrom('withdrawals').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const entriesOf = (id: number) =>
  app.db.selectFrom('ledger_entries').select(['account', 'type', 'amount', 'remark']).where('source_type', '=', WITHDRAWAL_SOURCE).where('source_id', '=', String(id)).orderBy('id').execute();
const auditOf = (id: number) => app.db.selectFrom('audit_log').select(['action', 'operator_id', 'after']).where('entity', '=', 'withdrawal').where('entity_id', '=', String(id)).orderBy('id').execute();

const settled = (id: number) => withdrawalSettled(app, id);

/** A verified merchant (real name 张小三) holding `yuan` of available commission. */
async function earner(yuan: number) {
  const user = await merchant(app);
  await app.services.wallet.post({ userId: user.userId, account: 'commission_available', type: 'commission_release', amount: fen(yuan * 100), source: { type: 'test-grant', id: randomUUID() }, remark: '测试佣金' });
  return user;
}

/** A pending withdrawal as the user's application leaves it: the row, and the amount moved available → withdrawing. */
async function applied(userId: number, yuan: number, account = 'payee@example.com') {
  return app.repos.transaction(async () => {
    const id = await app.repos.withdrawals.insert({ user_id: userId, amount_fen: yuan * 100, alipay_account: account, alipay_name: '张小三', idempotency_key: randomUUID(), request_hash: 'test', created_at: clock.now() });
    await app.services.wallet.move({ userId, from: 'commission_available', to: 'withdrawing', amount: fen(yuan * 100), type: 'withdraw', source: { type: WITHDRAWAL_SOURCE, id: String(id) }, remark: '申请提现', insufficient: '可提现佣金不足' });
    return id;
  });
}

describe('approve', () => {
  it('pays an approved withdrawal once through the payout job, whatever is replayed', async () => {
    const user = await earner(150);
    const id = await applied(user.userId, 100);
    expect(await accounts(user.userId)).toMatchObject({ commission_available: 5000, withdrawing: 10000 });

    const approved = await approve([id]);
    expect(approved.body).toMatchObject({ code: 0, msg: '已通过 1 笔', data: { done: [id], skipped: [] } });
    const paid = await settled(id);
    // its transfer number was drawn at approval: the id and random characters (0041)
    expect(paid.payout_no).toMatch(new RegExp(`^W${String(id).padStart(12, '0')}[0-9a-f]{10}$`));
    expect(paid).toMatchObject({ status: 'paid', reviewed_by: finance.id, provider_order_id: `SANDBOX${paid.payout_no}` });
    expect(paid.paid_at).toEqual(clock.now());
    expect(await accounts(user.userId)).toMatchObject({ commission_available: 5000, withdrawing: 0 });

    // the job again, the approval again: nothing more moves
    expect(await app.services.payouts.pay(id)).toBeNull();
    expect((await approve([id])).body.data).toEqual({ done: [], skipped: [{ id, reason: WithdrawalAdminMessages.notPending }] });
    expect(await entriesOf(id)).toEqual([
      { account: 'commission_available', type: 'withdraw', amount: -10000, remark: '申请提现' },
      { account: 'withdrawing', type: 'withdraw', amount: 10000, remark: '申请提现' },
      { account: 'withdrawing', type: 'withdraw_paid', amount: -10000, remark: '提现到账' },
    ]);
    expect(await auditOf(id)).toEqual([{ action: 'withdrawal.approve', operator_id: finance.id, after: expect.objectContaining({ status: 'paying', amount: 100 }) }]);

    // the user sees 已到账 and is told
    const mine = (await call(app, 'GET', '/api/finance/withdraw/list', undefined, { token: user.token })).body.data;
    expect(mine?.list?.[0]).toMatchObject({ id, status: 'paid', status_text: '已到账' });
    const notice = await app.db.selectFrom('user_notifications').select(['kind', 'data']).where('user_id', '=', user.userId).where('source_key', '=', `withdrawal:${id}`).executeTakeFirst();
    expect(notice).toMatchObject({ kind: 'withdrawal', data: { amount_fen: 10000 } });
  });

  it('leaves the withdrawal paying while the provider is down, and pays it once when it answers', async () => {
    const user = await earner(80);
    const id = await applied(user.userId, 80);
    payout.outage = true;
    const before = payout.calls;
    expect((await approve([id])).body.data.done).toEqual([id]);
    // the job's first attempt fails (its retry comes later); so does a direct one
    for (const deadline = Date.now() + 10_000; payout.calls === before && Date.now() < deadline; ) await new Promise((resolve) => setTimeout(resolve, 20));
    await expect(app.services.payouts.pay(id)).rejects.toThrow('gateway timeout');
    expect(await rowOf(id)).toMatchObject({ status: 'paying', reason: null, paid_at: null });
    expect(await accounts(user.userId)).toMatchObject({ commission_available: 0, withdrawing: 8000 });

    payout.outage = false;
    expect(await app.services.payouts.pay(id)).toBe('paid');
    expect(await app.services.payouts.pay(id)).toBeNull();
    expect((await entriesOf(id)).filter((e) => e.type === 'withdraw_paid')).toHaveLength(1);
    expect(await accounts(user.userId)).toMatchObject({ commission_available: 0, withdrawing: 0 });
  });

  it('returns the money when the provider refuses for good (the sandbox refuses an account with “fail”)', async () => {
    const user = await earner(30);
    const id = await applied(user.userId, 30, 'fail@example.com');
    expect((await approve([id])).body.data.done).toEqual([id]);
    expect(await settled(id)).toMatchObject({ status: 'failed', reason: SANDBOX_PAYOUT_REFUSAL, paid_at: null });
    expect(await accounts(user.userId)).toMatchObject({ commission_available: 3000, withdrawing: 0 });
    expect(await app.services.payouts.pay(id)).toBeNull();
    expect((await entriesOf(id)).slice(2)).toEqual([
      { account: 'withdrawing', type: 'withdraw_return', amount: -3000, remark: `提现打款失败：${SANDBOX_PAYOUT_REFUSAL}` },
      { account: 'commission_available', type: 'withdraw_return', amount: 3000, remark: `提现打款失败：${SANDBOX_PAYOUT_REFUSAL}` },
    ]);
    const mine = (await call(app, 'GET', '/api/finance/withdraw/list', undefined, { token: user.token })).body.data;
    expect(mine?.list?.[0]).toMatchObject({ id, status: 'failed', status_text: '打款失败', reason: SANDBOX_PAYOUT_REFUSAL });
  });

  it('approves a batch, skipping what is no longer pending or does not exist', async () => {
    const user = await earner(100);
    const ids = [await applied(user.userId, 20), await applied(user.userId, 30), await applied(user.userId, 40)];
    expect((await reject([ids[1]], '账户信息有误')).body.data.done).toEqual([ids[1]]);
    const { body } = await approve([...ids, 999_999]);
    expect(body).toMatchObject({ code: 0, msg: '已通过 2 笔，跳过 2 笔' });
    expect(body.data).toEqual({
      done: [ids[0], ids[2]],
      skipped: [
        { id: ids[1], reason: WithdrawalAdminMessages.notPending },
        { id: 999_999, reason: WithdrawalAdminMessages.notFound },
      ],
    });
    expect((await settled(ids[0])).status).toBe('paid');
    expect((await settled(ids[2])).status).toBe('paid');
    expect((await rowOf(ids[1])).status).toBe('rejected');
    expect(await accounts(user.userId)).toMatchObject({ commission_available: 4000, withdrawing: 0 });
  });
});

describe('the transfer number', () => {
  it('is never one paid before: a restored database that hands out an id again still pays the new withdrawal', async () => {
    const user = await earner(40);
    const id = await applied(user.userId, 40);
    // what a transfer under the old numbering (`W` + id) left at the provider before the database was restored
    await app.repos.sandboxPayouts.record({
      outBizNo: `W${String(id).padStart(12, '0')}`,
      amountFen: 4000,
      account: 'someone-else@example.com',
      name: '王五',
      result: { status: 'paid', orderId: 'SANDBOX-BEFORE-RESTORE' },
      at: clock.now(),
    });
    expect((await approve([id])).body.data.done).toEqual([id]);
    const paid = await settled(id);
    expect(paid.provider_order_id).not.toBe('SANDBOX-BEFORE-RESTORE');
    const transfer = await app.db.selectFrom('sandbox_payouts').selectAll().where('out_biz_no', '=', paid.payout_no!).executeTakeFirstOrThrow();
    expect(transfer).toMatchObject({ account: 'payee@example.com', name: '张小三', status: 'paid' });
    expect(Number(transfer.amount_fen)).toBe(4000);
  });

  it('stays the same for every attempt of one withdrawal, and differs between withdrawals', async () => {
    const user = await earner(20);
    const ids = [await applied(user.userId, 10), await applied(user.userId, 10)];
    payout.outage = true;
    expect((await approve(ids)).body.data.done).toEqual(ids);
    const numbers = await Promise.all(ids.map(async (id) => (await rowOf(id)).payout_no));
    expect(new Set(numbers).size).toBe(2);
    payout.outage = false;
    for (const id of ids) await app.services.payouts.pay(id);
    const rows = await Promise.all(ids.map(rowOf));
    expect(rows.map((r) => r.payout_no)).toEqual(numbers);
    expect(rows.map((r) => r.provider_order_id)).toEqual(numbers.map((n) => `SANDBOX${n}`));
  });
});

describe('重新打款', () => {
  it('queues a paying withdrawal’s payout again (its retries ran out), pays it once, and is finance’s only', async () => {
    const user = await earner(60);
    const id = await applied(user.userId, 60);
    payout.outage = true;
    const before = payout.calls;
    expect((await approve([id])).body.data.done).toEqual([id]);
    for (const deadline = Date.now() + 10_000; payout.calls === before && Date.now() < deadline; ) await new Promise((resolve) => setTimeout(resolve, 20));
    // the job's retries are over (here: cancelled, as after a day of them); the row is left paying
    await app.db.updateTable('pgboss.job' as never).set({ state: 'cancelled' } as never).where('name' as never, '=', 'withdrawal-payout' as never).where('state' as never, 'in', ['created', 'retry'] as never).execute();
    expect(await rowOf(id)).toMatchObject({ status: 'paying' });

    const retry = (ids: number[], who = finance) => call(app, 'POST', '/api/admin/withdrawals/retry', { ids }, as(who));
    expect((await retry([id], support)).body.code).not.toBe(0);
    payout.outage = false;
    const { body } = await retry([id, id, 999_999]);
    expect(body).toMatchObject({ code: 0, msg: '已重新发起打款 1 笔，跳过 1 笔', data: { done: [id], skipped: [{ id: 999_999, reason: WithdrawalAdminMessages.notFound }] } });
    expect(await settled(id)).toMatchObject({ status: 'paid' });
    expect(await accounts(user.userId)).toMatchObject({ commission_available: 0, withdrawing: 0 });
    expect((await entriesOf(id)).filter((e) => e.type === 'withdraw_paid')).toHaveLength(1);
    // paid: nothing to send again
    expect((await retry([id])).body.data).toEqual({ done: [], skipped: [{ id, reason: WithdrawalAdminMessages.notPaying }] });
    expect((await auditOf(id)).map((a) => a.action)).toEqual(['withdrawal.approve', 'withdrawal.retry']);
  });
});

describe('reject', () => {
  it('returns the money with the reason the user reads, once', async () => {
    const user = await earner(60);
    const id = await applied(user.userId, 50);
    const { body } = await reject([id], '  支付宝账号与实名不符  ');
    expect(body).toMatchObject({ code: 0, msg: '已驳回 1 笔', data: { done: [id], skipped: [] } });
    expect(await rowOf(id)).toMatchObject({ status: 'rejected', reason: '支付宝账号与实名不符', reviewed_by: finance.id });
    expect(await accounts(user.userId)).toMatchObject({ commission_available: 6000, withdrawing: 0 });
    expect((await entriesOf(id)).slice(2)).toEqual([
      { account: 'withdrawing', type: 'withdraw_return', amount: -5000, remark: '提现驳回：支付宝账号与实名不符' },
      { account: 'commission_available', type: 'withdraw_return', amount: 5000, remark: '提现驳回：支付宝账号与实名不符' },
    ]);
    expect(await auditOf(id)).toEqual([{ action: 'withdrawal.reject', operator_id: finance.id, after: expect.objectContaining({ status: 'rejected', reason: '支付宝账号与实名不符' }) }]);

    // neither a second rejection nor an approval moves anything now
    expect((await reject([id], '重复驳回')).body.data.skipped).toEqual([{ id, reason: WithdrawalAdminMessages.notPending }]);
    expect((await approve([id])).body.data.skipped).toEqual([{ id, reason: WithdrawalAdminMessages.notPending }]);
    expect(await entriesOf(id)).toHaveLength(4);
    expect(await app.services.payouts.pay(id)).toBeNull();

    const mine = (await call(app, 'GET', '/api/finance/withdraw/list', undefined, { token: user.token })).body.data;
    expect(mine?.list?.[0]).toMatchObject({ id, status: 'rejected', status_text: '已驳回', reason: '支付宝账号与实名不符' });
  });

  it('needs a reason', async () => {
    const user = await earner(10);
    const id = await applied(user.userId, 10);
    const { status, body } = await reject([id], ' ');
    expect([status, body.msg]).toEqual([400, WithdrawalAdminMessages.rejectReasonRequired]);
    expect((await rowOf(id)).status).toBe('pending');
    await reject([id], '测试结束');
  });
});

describe('the list', () => {
  it('shows finance the whole account beside the user’s real name, newest first, with totals per status', async () => {
    const user = await earner(100);
    const first = await applied(user.userId, 20, '13900001111');
    const second = await applied(user.userId, 30, '13900001111');
    await reject([first], '测试驳回');
    const last4 = user.mobile.slice(-4);
    const { body } = await call(app, 'GET', '/api/admin/withdrawals', undefined, { ...as(finance), query: { mobile: last4, page_size: '10' } });
    expect(body.data.data_count).toBe(2);
    expect(body.data.list.map((row: { id: number }) => row.id)).toEqual([second, first]);
    expect(body.data.list[1]).toMatchObject({
      user_id: user.userId,
      mobile: `${user.mobile.slice(0, 3)}****${last4}`,
      amount: 20,
      alipay_account: '13900001111',
      alipay_name: '张小三',
      real_name: '张小三',
      status: 'rejected',
      status_text: '已驳回',
      reason: '测试驳回',
      reviewed_by_name: '测试finance',
      paid_at: null,
    });
    const pending = await call(app, 'GET', '/api/admin/withdrawals', undefined, { ...as(finance), query: { mobile: user.mobile, status: 'pending' } });
    expect(pending.body.data.list.map((row: { id: number }) => row.id)).toEqual([second]);

    const totals = await call(app, 'GET', '/api/admin/withdrawals/totals', undefined, { ...as(finance), query: { mobile: user.mobile } });
    expect(totals.body.data).toEqual({
      pending: { count: 1, amount: 30 },
      paying: { count: 0, amount: 0 },
      paid: { count: 0, amount: 0 },
      rejected: { count: 1, amount: 20 },
      failed: { count: 0, amount: 0 },
    });
    await reject([second], '测试结束');
  });

  it('is finance’s: support and ops may neither read nor review', async () => {
    const user = await earner(10);
    const id = await applied(user.userId, 10);
    for (const who of [support, ops]) {
      expect((await call(app, 'GET', '/api/admin/withdrawals', undefined, as(who))).status).toBe(403);
      expect((await call(app, 'GET', '/api/admin/withdrawals/totals', undefined, as(who))).status).toBe(403);
      expect((await approve([id], who)).status).toBe(403);
      expect((await reject([id], '无权驳回', who)).status).toBe(403);
    }
    expect((await rowOf(id)).status).toBe('pending');
    expect((await call(app, 'GET', '/api/admin/withdrawals', undefined, as(finance))).status).toBe(200);
    await reject([id], '测试结束');
  });
});

describe('the sandbox payout provider', () => {
  it('answers the first result again for the same number, whatever else is asked', async () => {
    const request = { outBizNo: `W${Date.now()}`, amount: fen(100), account: 'a@example.com', name: '张小三', title: '推广佣金提现' };
    const first = await sandbox.transfer(request);
    expect(first).toEqual({ status: 'paid', orderId: `SANDBOX${request.outBizNo}` });
    expect(await sandbox.transfer({ ...request, account: 'fail@example.com' })).toEqual(first);
    expect(await sandbox.transfer({ ...request, outBizNo: `${request.outBizNo}F`, account: 'fail@example.com' })).toEqual({ status: 'failed', reason: SANDBOX_PAYOUT_REFUSAL });
  });
});
