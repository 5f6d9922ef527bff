import { randomUUID } from 'node:crypto';
import { fen } from 'shared-contracts';
import { MoneyRulesMessages, WithdrawalAdminMessages } from 'shared-contracts/admin';
import { WITHDRAWAL_SOURCE } from '../../repositories/withdrawals';
import { call, testClock } from '../../test-support/harness';
import { app, withTestApp } from '../../test-support/test-app';
import { expectBooksBalanced, withdrawalSettled } from '../../test-support/money';
import { asOperator, newOperator, type TestOperator } from '../../test-support/operators';
import { merchant } from '../../test-support/ordering';
import { newSubstation } from '../../test-support/sites';

// 提现审核 by two (issue 35): above the 资金安全 amount a withdrawal needs two different approvers, neither the admin
// who last set that amount nor an operator who changed the payee's account within 24 hours. Races: PostgreSQL.
const onPostgres = Boolean(process.env.DATABASE_URL);
const clock = testClock();
let admin: TestOperator;
let finance: TestOperator;
let finance2: TestOperator;
let finance3: TestOperator;

withTestApp({ clock }, { timeout: 120_000 });
beforeAll(async () => {
  admin = await newOperator(app, clock, 'admin');
  [finance, finance2, finance3] = [
    await newOperator(app, clock, 'finance'),
    await newOperator(app, clock, 'finance'),
    await newOperator(app, clock, 'finance'),
  ];
}, 120_000);
afterEach(async () => {
  await expectBooksBalanced(app);
});

const as = (who: TestOperator) => asOperator(who.token);
const rules = (who = admin) => call(app, 'GET', '/api/admin/money-rules', undefined, as(who));
const saveRules = (body: Record<string, unknown>, who = admin) => call(app, 'PUT', '/api/admin/money-rules', body, as(who));
const approve = (ids: number[], who: TestOperator) => call(app, 'POST', '/api/admin/withdrawals/approve', { ids }, as(who));
const rowOf = (id: number) => app.db.selectFrom('withdrawals').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const listed = async (id: number) =>
  (await call(app, 'GET', '/api/admin/withdrawals', undefined, { ...as(finance), query: { page_size: '100' } })).body.data.list.find(
    (row: { id: number }) => row.id === id,
  );
const paidEntries = (id: number) =>
  app.db
    .selectFrom('ledger_entries')
    .select('amount')
    .where('source_type', '=', WITHDRAWAL_SOURCE)
    .where('source_id', '=', String(id))
    .where('type', '=', 'withdraw_paid')
    .execute();

const settled = (id: number) => withdrawalSettled(app, id);

/** A member's pending withdrawal of `yuan` (the commission granted, then moved to withdrawing). */
async function memberWithdrawal(yuan: number) {
  const user = await merchant(app);
  const amount = fen(yuan * 100);
  await app.services.wallet.post({
    userId: user.userId,
    account: 'commission_available',
    type: 'commission_release',
    amount,
    source: { type: 'test-grant', id: randomUUID() },
    remark: '测试佣金',
  });
  return app.repos.transaction(async () => {
    const id = await app.repos.withdrawals.insert({
      user_id: user.userId,
      amount_fen: amount,
      alipay_account: 'payee@example.com',
      alipay_name: '张小三',
      idempotency_key: randomUUID(),
      request_hash: 'test',
      created_at: clock.now(),
    });
    await app.services.wallet.move({
      userId: user.userId,
      from: 'commission_available',
      to: 'withdrawing',
      amount,
      type: 'withdraw',
      source: { type: WITHDRAWAL_SOURCE, id: String(id) },
      remark: '申请提现',
      insufficient: '可提现佣金不足',
    });
    return id;
  });
}

describe('资金安全 (money.rules, admin only)', () => {
  it('reads 5,000 yuan and 80 % by default; an admin saves them, audited with who and when; finance may not', async () => {
    expect((await rules()).body.data).toEqual({ payout_review_threshold: 5000, group_discount_floor: 80, updated_by_name: null, updated_at: null });
    expect((await rules(finance)).status).toBe(403);
    expect((await saveRules({ payout_review_threshold: 1, group_discount_floor: 50 }, finance)).status).toBe(403);
    expect((await saveRules({ payout_review_threshold: 100.001, group_discount_floor: 80 })).body.msg).toBe('大额提现复核金额最多保留两位小数');
    expect((await saveRules({ payout_review_threshold: 100, group_discount_floor: 0 })).body.msg).toBe('会员折扣下限应为 1 到 100 之间的整数');
    const saved = await saveRules({ payout_review_threshold: 100, group_discount_floor: 80 });
    expect(saved.body).toMatchObject({
      code: 0,
      msg: MoneyRulesMessages.saved,
      data: { payout_review_threshold: 100, group_discount_floor: 80, updated_by_name: '测试admin' },
    });
    const audit = await app.db.selectFrom('audit_log').select(['operator_id', 'before', 'after']).where('action', '=', 'money-rules.update').execute();
    expect(audit).toEqual([
      {
        operator_id: admin.id,
        before: { payout_review_threshold: 5000, group_discount_floor: 80 },
        after: { payout_review_threshold: 100, group_discount_floor: 80 },
      },
    ]);
  });
});

describe('two approvers above the amount', () => {
  beforeAll(async () => {
    expect((await saveRules({ payout_review_threshold: 100, group_discount_floor: 80 })).body.code).toBe(0);
  });

  it('pays at or below the amount on one approval', async () => {
    const id = await memberWithdrawal(100);
    expect((await approve([id], finance)).body.data).toEqual({ done: [id], skipped: [] });
    expect((await settled(id)).status).toBe('paid');
  });

  it('keeps a larger one 待复核 after the first approval; the same approver and the rule’s setter cannot finish it; another pays once', async () => {
    const id = await memberWithdrawal(100.01);
    expect((await listed(id)).needs_two_approvers).toBe(true);
    const first = await approve([id], finance);
    expect(first.body).toMatchObject({
      code: 0,
      msg: `已通过 0 笔；${WithdrawalAdminMessages.firstApproved(1)}`,
      data: { done: [], skipped: [], first_approved: [id] },
    });
    expect(await rowOf(id)).toMatchObject({ status: 'pending', first_approved_by: finance.id, reviewed_by: null, payout_no: null });
    expect(await listed(id)).toMatchObject({
      status: 'pending',
      needs_two_approvers: true,
      first_approved_by_name: '测试finance',
      first_approved_at: expect.any(String),
    });

    expect((await approve([id], finance)).body.data.skipped).toEqual([{ id, reason: WithdrawalAdminMessages.secondApprover }]);
    // the admin who set the amount approves no large withdrawal, first or second
    expect((await approve([id], admin)).body.data.skipped).toEqual([{ id, reason: WithdrawalAdminMessages.ruleSetter }]);
    expect((await approve([await memberWithdrawal(200)], admin)).body.data.skipped[0].reason).toBe(WithdrawalAdminMessages.ruleSetter);
    expect((await rowOf(id)).status).toBe('pending');

    expect((await approve([id], finance2)).body.data).toEqual({ done: [id], skipped: [] });
    const paid = await settled(id);
    expect(paid).toMatchObject({ status: 'paid', first_approved_by: finance.id, reviewed_by: finance2.id });
    expect(await paidEntries(id)).toEqual([{ amount: -10001 }]);
    const actions = await app.db
      .selectFrom('audit_log')
      .select(['action', 'operator_id'])
      .where('entity', '=', 'withdrawal')
      .where('entity_id', '=', String(id))
      .orderBy('id')
      .execute();
    expect(actions).toEqual([
      { action: 'withdrawal.first-approve', operator_id: finance.id },
      { action: 'withdrawal.approve', operator_id: finance2.id },
    ]);
  });

  it('refuses an approver who changed the 分站’s payee account within 24 hours', async () => {
    const site = await newSubstation(app, `two-${randomUUID().slice(0, 8)}.example.com`);
    const amount = fen(50_000);
    const id = await app.repos.transaction(async () => {
      await app.services.siteEarnings.post({
        siteId: site.id,
        account: 'site_earnings_available',
        type: 'site_margin_release',
        amount,
        source: { type: 'test-grant', id: randomUUID() },
        remark: '测试收益',
      });
      const wid = await app.repos.withdrawals.insert({
        user_id: null,
        site_id: site.id,
        amount_fen: amount,
        alipay_account: 'owner@example.com',
        alipay_name: '周站长',
        idempotency_key: randomUUID(),
        request_hash: 'test',
        created_at: clock.now(),
      } as never);
      await app.services.siteEarnings.move({
        siteId: site.id,
        from: 'site_earnings_available',
        to: 'site_withdrawing',
        amount,
        type: 'withdraw',
        source: { type: WITHDRAWAL_SOURCE, id: String(wid) },
        remark: '申请提现',
        insufficient: '可提现收益不足',
      });
      return wid;
    });
    const changed = (who: TestOperator) =>
      app.services.audit.record({
        operator: { id: who.id, name: '测试finance', role: 'finance' },
        ip: '127.0.0.1',
        action: 'site.withdraw-account',
        entity: 'site',
        entityId: site.id,
      });
    // finance3 changed it 25 hours ago (no longer counts), finance2 an hour ago
    const now = clock.now();
    clock.set(now.getTime() - 25 * 3_600_000);
    await changed(finance3);
    clock.set(now.getTime() - 3_600_000);
    await changed(finance2);
    clock.set(now);
    expect((await approve([id], finance2)).body.data.skipped).toEqual([{ id, reason: WithdrawalAdminMessages.accountChanger }]);
    const byFinance3 = await approve([id], finance3);
    expect(byFinance3.body).toMatchObject({ code: 0, data: { first_approved: [id] } });
    expect((await approve([id], finance2)).body.data.skipped).toEqual([{ id, reason: WithdrawalAdminMessages.accountChanger }]);
    expect((await approve([id], finance)).body.data.done).toEqual([id]);
    expect((await settled(id)).status).toBe('paid');
  });
});

(onPostgres ? describe : describe.skip)('at once (PostgreSQL)', () => {
  it('pays once when several approvers race on one large withdrawal: one first approval, one payer', async () => {
    const id = await memberWithdrawal(300);
    const approvers = [finance, finance2, finance3, await newOperator(app, clock, 'finance'), await newOperator(app, clock, 'admin')];
    const answers = await Promise.all(approvers.map((who) => approve([id], who)));
    const firsts = answers.filter((answer) => answer.body.data.first_approved?.length);
    const payers = answers.filter((answer) => answer.body.data.done.length);
    expect([firsts.length, payers.length]).toEqual([1, 1]);
    const paid = await settled(id);
    expect(paid.status).toBe('paid');
    expect(paid.first_approved_by).not.toBe(paid.reviewed_by);
    expect(await paidEntries(id)).toEqual([{ amount: -30000 }]);
  });

  it('pays once when two second approvers race', async () => {
    const id = await memberWithdrawal(150);
    expect((await approve([id], finance)).body.data.first_approved).toEqual([id]);
    const answers = await Promise.all([approve([id], finance2), approve([id], finance3)]);
    expect(answers.map((answer) => answer.body.data.done.length).sort()).toEqual([0, 1]);
    expect((await settled(id)).status).toBe('paid');
    expect(await paidEntries(id)).toEqual([{ amount: -15000 }]);
  });
});
