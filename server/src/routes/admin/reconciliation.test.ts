import { fen } from 'shared-contracts';
import { type MainRole, ReconciliationMessages } from 'shared-contracts/admin';
import { chinaText } from 'shared-contracts/china-time';
import { paymentGateways } from '../../providers/payment-gateways';
import { createSandboxPayment, memoryBooks, type SandboxPayment } from '../../providers/sandbox/payment';
import { buildTestApp, call, registerUser, testClock } from '../../test-support/harness';
import { app, testDb, withTestApp } from '../../test-support/test-app';
import { createTopUp, expectBooksBalanced, payInCashier } from '../../test-support/money';
import { asOperator, operatorOfEachRole, type TestOperator } from '../../test-support/operators';

const clock = testClock('2026-11-28T03:00:00Z');
let ops: Record<MainRole, TestOperator>;

withTestApp({ clock }, { timeout: 120_000 });
beforeAll(async () => {
  ops = await operatorOfEachRole(app, clock);
}, 120_000);
afterEach(async () => {
  await expectBooksBalanced(app);
});

const as = (role: MainRole) => asOperator(ops[role].token);
const today = () => chinaText(clock.now()).slice(0, 10);
const sandbox = () => app.providers.payment.byName('sandbox') as SandboxPayment;
const dayOf = async (date: string) => (await call(app, 'GET', '/api/admin/reconciliation', undefined, { ...as('finance'), query: { date } })).body.data;
const rerun = (date: string) => call(app, 'POST', '/api/admin/reconciliation/run', { date }, as('finance'));
const creditItem = (id: number, role: MainRole = 'finance') => call(app, 'POST', `/api/admin/reconciliation/items/${id}/credit`, {}, as(role));
const balanceOf = async (token: string) => (await call(app, 'GET', '/api/user/wallet/info', undefined, { token })).body.data.balance as number;
/** Pays at the sandbox gateway without its notification (模拟通知丢失). */
const payLost = (tradeNo: string) => app.inject({ method: 'POST', url: `/pay/sandbox/${tradeNo}/confirm?notify=lost`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });

interface Item {
  id: number;
  kind: string;
  trade_no: string;
  status: string;
  bill_amount: number | null;
  our_amount: number | null;
}

describe('对账', () => {
  it('is for money roles only', async () => {
    for (const role of ['ops', 'support'] as const) {
      expect((await call(app, 'GET', '/api/admin/reconciliation', undefined, as(role))).status).toBe(403);
      expect((await call(app, 'POST', '/api/admin/reconciliation/run', { date: today() }, as(role))).status).toBe(403);
    }
    expect((await call(app, 'GET', '/api/admin/reconciliation/summary', undefined, as('admin'))).status).toBe(200);
  });

  it('finds exactly a missing credit, an unknown trade and a wrong amount; 补单 twice (and at once) credits once, audited', async () => {
    const user = await registerUser(app);
    const clean = await createTopUp(app, user.token, 100);
    await payInCashier(app, clean);
    const lost = await createTopUp(app, user.token, 200);
    expect((await payLost(lost)).statusCode).toBe(200);
    const wrong = await createTopUp(app, user.token, 300);
    await sandbox().books.record({ tradeNo: wrong, gatewayTradeNo: 'SBXWRONGAMOUNT', channel: 1, amount: fen(29_900), paidAt: clock.now() });
    await sandbox().books.record({ tradeNo: 'R20261128000000999999', gatewayTradeNo: 'SBXUNKNOWN', channel: 2, amount: fen(5_000), paidAt: clock.now() });
    expect(await balanceOf(user.token)).toBe(100);

    expect((await rerun(today())).body.code).toBe(0);
    const day = await dayOf(today());
    expect(day.runs).toEqual([expect.objectContaining({ gateway: 'sandbox', gateway_name: '沙箱支付', status: 'issues', bill_count: 4, bill_total: 649, credited_count: 1, credited_total: 100, issue_count: 3 })]);
    const items = day.items as Item[];
    expect(items.map((item) => [item.kind, item.trade_no, item.bill_amount, item.our_amount]).sort()).toEqual(
      [
        ['amount_differs', wrong, 299, 300],
        ['missing_credit', lost, 200, 200],
        ['unknown_trade', 'R20261128000000999999', 50, null],
      ].sort(),
    );

    const missing = items.find((item) => item.kind === 'missing_credit')!;
    expect((await creditItem(missing.id, 'ops')).status).toBe(403);
    const answers = await Promise.all([creditItem(missing.id), creditItem(missing.id), creditItem(missing.id)]);
    expect(answers.map((answer) => answer.body.code)).toEqual([0, 0, 0]);
    expect(answers.filter((answer) => answer.body.data.credited)).toHaveLength(1);
    expect((await creditItem(missing.id)).body).toMatchObject({ code: 0, msg: ReconciliationMessages.alreadyCredited, data: { credited: false } });
    expect(await balanceOf(user.token)).toBe(300);
    const entries = await testDb.db.selectFrom('ledger_entries').select('amount').where('user_id', '=', user.userId).where('type', '=', 'recharge').execute();
    expect(entries.map((entry) => Number(entry.amount))).toEqual([10_000, 20_000]);
    const audit = await testDb.db.selectFrom('audit_log').select(['action', 'operator_id']).where('action', '=', 'reconciliation.credit').execute();
    expect(audit).toEqual([{ action: 'reconciliation.credit', operator_id: ops.finance.id }]);

    // only a missing credit can be credited; the others are resolved with a note
    const unknown = items.find((item) => item.kind === 'unknown_trade')!;
    expect((await creditItem(unknown.id)).body).toMatchObject({ code: 1, msg: ReconciliationMessages.notMissingCredit });
    const resolve = (id: number, note: string) => call(app, 'POST', `/api/admin/reconciliation/items/${id}/resolve`, { note }, as('finance'));
    expect((await resolve(unknown.id, ' ')).body.code).not.toBe(0);
    expect((await resolve(unknown.id, '渠道误入账，已联系支付宝退回')).body.code).toBe(0);

    // a day run again keeps what was resolved and finds what is still open
    await rerun(today());
    const again = (await dayOf(today())).items as Item[];
    expect(again.map((item) => [item.kind, item.status]).sort()).toEqual(
      [
        ['amount_differs', 'open'],
        ['missing_credit', 'resolved'],
        ['unknown_trade', 'resolved'],
      ].sort(),
    );
    expect((await call(app, 'GET', '/api/admin/reconciliation/summary', undefined, as('finance'))).body.data).toEqual({ date: today(), status: 'issues', open_items: 1 });
  });

  it('lists a top-up credited here that the bill lacks, and a clean day as clean', async () => {
    clock.advance(2 * 86_400_000);
    // operators sign in again on a later day (their sessions are days long)
    ops = await operatorOfEachRole(app, clock);
    const user = await registerUser(app);
    const ghost = await createTopUp(app, user.token, 50);
    // a notification the gateway's books do not hold: credited here, absent there
    const fields = sandbox().notification({ tradeNo: ghost, amount: fen(5_000), gatewayTradeNo: 'SBXGHOST' });
    const posted = await app.inject({ method: 'POST', url: '/api/pay/notify/sandbox', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(fields).toString() });
    expect(posted.body).toBe('success');
    await rerun(today());
    expect(((await dayOf(today())).items as Item[]).map((item) => [item.kind, item.trade_no])).toEqual([['not_in_bill', ghost]]);

    clock.advance(86_400_000);
    ops = await operatorOfEachRole(app, clock);
    const paid = await createTopUp(app, user.token, 80);
    await payInCashier(app, paid);
    await rerun(today());
    const day = await dayOf(today());
    expect(day.runs[0]).toMatchObject({ status: 'clean', bill_count: 1, credited_count: 1, issue_count: 0 });
    expect(day.items).toEqual([]);
  });

  it('records a bill that cannot be fetched as a failed run with its reason', async () => {
    const broken = paymentGateways([
      {
        ...createSandboxPayment('x'.repeat(32), memoryBooks()),
        bill: async () => {
          throw new Error('账单尚未生成');
        },
      },
    ]);
    const other = await buildTestApp(testDb, { clock, providers: { payment: broken } });
    try {
      const results = await other.services.reconciliation.run('2026-11-20');
      expect(results).toEqual([expect.objectContaining({ gateway: 'sandbox', status: 'failed', error: '沙箱支付账单获取失败：账单尚未生成' })]);
      expect(await other.services.reconciliation.summary()).toMatchObject({ status: expect.any(String) });
    } finally {
      await other.close();
    }
  });
});

describe('top-ups whose notification is lost', () => {
  it('are credited by the status query after 30 s, by the sweep after 2 minutes, and closed after 30 minutes unpaid', async () => {
    const user = await registerUser(app);
    const status = async (tradeNo: string) => (await call(app, 'GET', '/api/user/recharge/status', undefined, { token: user.token, query: { out_trade_no: tradeNo } })).body;
    const polled = await createTopUp(app, user.token, 20);
    await payLost(polled);
    expect((await status(polled)).data).toEqual({ success: false });
    clock.advance(31_000);
    expect(await status(polled)).toMatchObject({ code: 0, data: { success: true } });

    const swept = await createTopUp(app, user.token, 30);
    const unpaid = await createTopUp(app, user.token, 40);
    await payLost(swept);
    clock.advance(3 * 60_000);
    expect(await app.services.topUps.sweepPending()).toMatchObject({ credited: 1, closed: 0 });
    expect(await balanceOf(user.token)).toBe(50);
    clock.advance(30 * 60_000);
    expect(await app.services.topUps.sweepPending()).toMatchObject({ credited: 0, closed: 1 });
    expect((await status(unpaid)).msg).toBe('订单已关闭，请重新下单');
    const cashier = await app.inject({ method: 'POST', url: `/pay/sandbox/${unpaid}/confirm`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect([cashier.statusCode, cashier.body.includes('订单已关闭')]).toEqual([409, true]);
    expect(await balanceOf(user.token)).toBe(50);
  });
});
