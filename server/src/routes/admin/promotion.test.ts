import { WithdrawalAdminMessages, type OperatorRole } from 'shared-contracts/admin';
import { call, testClock } from '../../test-support/harness';
import { app, withTestApp } from '../../test-support/test-app';
import { expectBooksBalanced } from '../../test-support/money';
import { asOperator, newOperator, type TestOperator } from '../../test-support/operators';
import { makeOrder, merchant, recipients, stockUp } from '../../test-support/ordering';

// 推广设置 and 佣金记录 in the console (issue 22): saved with an audit row, used from the next order on.
const clock = testClock();
const GOODS = { id: 1, courierId: 1 };
let finance: TestOperator;
let ops: TestOperator;
let support: TestOperator;

withTestApp({ clock }, { timeout: 120_000 });
beforeAll(async () => {
  await stockUp(app, GOODS.id);
  [finance, ops, support] = await Promise.all((['finance', 'ops', 'support'] as OperatorRole[]).map((role) => newOperator(app, clock, role)));
}, 120_000);
afterEach(() => expectBooksBalanced(app));

const as = (who: TestOperator) => asOperator(who.token);
const settings = async (who = finance) => call(app, 'GET', '/api/admin/promotion/settings', undefined, as(who));
const save = (body: Record<string, unknown>, who = finance) => call(app, 'PUT', '/api/admin/promotion/settings', body, as(who));
const referCodeOf = async (userId: number) => (await app.db.selectFrom('users').select('refer_code').where('id', '=', userId).executeTakeFirstOrThrow()).refer_code;
const groupOf = async (userId: number) => (await app.db.selectFrom('users').select('group_id').where('id', '=', userId).executeTakeFirstOrThrow()).group_id;
const rateSeenBy = async (token: string) => (await call(app, 'GET', '/api/user/spread/info', undefined, { token })).body.data.rate as number;

/** A referrer and the merchant they brought, who has ordered `n` parcels. */
async function referredOrder(n = 2) {
  const referrer = await merchant(app);
  const referred = await merchant(app, 100, { referral: await referCodeOf(referrer.userId) });
  const made = await makeOrder(app, referred.token, GOODS, recipients(n));
  expect(made.body.code).toBe(0);
  return { referrer, referred };
}

describe('推广设置', () => {
  it('reads the defaults: 5 %, 7 days, 10 yuan, 3 a day, every group on the site’s rate', async () => {
    const { body } = await settings();
    expect(body.data).toMatchObject({ rate: 5, freeze_days: 7, withdraw_min: 10, withdraw_daily_count: 3 });
    expect(body.data.groups.length).toBeGreaterThan(1);
    for (const group of body.data.groups) expect(group).toEqual({ id: expect.any(Number), name: expect.any(String), rate: null });
  });

  it('saves, audits before and after, and the next commission and the referrer’s page use it', async () => {
    const before = (await settings()).body.data;
    const referrer = await merchant(app);
    // a group above the default one
    const vip = before.groups[1];
    const body = { rate: 8.25, freeze_days: 3, withdraw_min: 20.5, withdraw_daily_count: 5, groups: [{ id: vip.id, rate: 12 }] };
    const saved = await save(body);
    expect(saved.body).toMatchObject({ code: 0, msg: WithdrawalAdminMessages.settingsSaved, data: { rate: 8.25, freeze_days: 3, withdraw_min: 20.5, withdraw_daily_count: 5 } });
    expect(saved.body.data.groups.find((g: { id: number }) => g.id === vip.id).rate).toBe(12);
    expect((await settings()).body.data).toEqual(saved.body.data);
    expect(await app.db.selectFrom('promotion_settings').select(['rate_bp', 'freeze_days', 'withdraw_min_fen', 'withdraw_daily_count']).executeTakeFirstOrThrow()).toEqual({
      rate_bp: 825,
      freeze_days: 3,
      withdraw_min_fen: 2050,
      withdraw_daily_count: 5,
    });

    const audit = await app.db.selectFrom('audit_log').select(['operator_id', 'before', 'after']).where('action', '=', 'promotion.settings').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(audit).toEqual({ operator_id: finance.id, before, after: saved.body.data });

    // the referrer's page, and the commission of the next referred order
    expect(await rateSeenBy(referrer.token)).toBe(8.25);
    const { referrer: earner } = await referredOrder();
    expect(await rateSeenBy(earner.token)).toBe(8.25);
    const commission = await app.db.selectFrom('commissions').select(['rate_bp', 'base_fen', 'amount_fen']).where('referrer_id', '=', earner.userId).executeTakeFirstOrThrow();
    expect(commission.rate_bp).toBe(825);

    // a referrer in the VIP group earns the group's rate
    await app.db.updateTable('users').set({ group_id: vip.id }).where('id', '=', referrer.userId).execute();
    expect(await rateSeenBy(referrer.token)).toBe(12);
    // null gives the group the site's rate again
    await save({ ...body, groups: [{ id: vip.id, rate: null }] });
    expect(await rateSeenBy(referrer.token)).toBe(8.25);
    expect(await groupOf(referrer.userId)).toBe(vip.id);
  });

  it('saves nothing when a group does not exist or a figure is out of range', async () => {
    const before = (await settings()).body.data;
    const unknown = await save({ rate: 9, freeze_days: 3, withdraw_min: 10, withdraw_daily_count: 1, groups: [{ id: 999_999, rate: 1 }] });
    expect([unknown.status, unknown.body.code, unknown.body.msg]).toEqual([200, 1, '会员等级不存在']);
    const tooHigh = await save({ rate: 60, freeze_days: 3, withdraw_min: 10, withdraw_daily_count: 1 });
    expect([tooHigh.status, tooHigh.body.msg]).toEqual([400, '佣金比例应在 0–20 之间']);
    const threeDecimals = await save({ rate: 5.125, freeze_days: 3, withdraw_min: 10, withdraw_daily_count: 1 });
    expect([threeDecimals.status, threeDecimals.body.msg]).toEqual([400, '佣金比例最多保留两位小数']);
    expect((await settings()).body.data).toEqual(before);
  });

  it('is finance’s to change; ops and support may not read or change it', async () => {
    const before = (await settings()).body.data;
    for (const who of [ops, support]) {
      expect((await settings(who)).status).toBe(403);
      expect((await save({ rate: 1, freeze_days: 3, withdraw_min: 10, withdraw_daily_count: 1 }, who)).status).toBe(403);
      expect((await call(app, 'GET', '/api/admin/commissions', undefined, as(who))).status).toBe(403);
    }
    expect((await settings()).body.data).toEqual(before);
  });
});

describe('佣金记录', () => {
  it('lists every referred order’s commission, masked, filtered by either mobile (whole or last 4) and status', async () => {
    const { referrer, referred } = await referredOrder(3);
    const commission = await app.db.selectFrom('commissions').selectAll().where('referrer_id', '=', referrer.userId).executeTakeFirstOrThrow();
    const order = await app.db.selectFrom('orders').select('order_sn').where('id', '=', commission.order_id).executeTakeFirstOrThrow();
    const list = async (query: Record<string, string>) => (await call(app, 'GET', '/api/admin/commissions', undefined, { ...as(finance), query })).body.data;

    const byReferrer = await list({ mobile: referrer.mobile });
    expect(byReferrer.data_count).toBe(1);
    expect(byReferrer.list[0]).toEqual({
      id: commission.id,
      order_id: commission.order_id,
      order_sn: order.order_sn,
      referrer_id: referrer.userId,
      referrer_mobile: `${referrer.mobile.slice(0, 3)}****${referrer.mobile.slice(-4)}`,
      user_id: referred.userId,
      user_mobile: `${referred.mobile.slice(0, 3)}****${referred.mobile.slice(-4)}`,
      base: commission.base_fen / 100,
      rate: commission.rate_bp / 100,
      amount: commission.amount_fen / 100,
      reversed: 0,
      released: 0,
      status: 'frozen',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      released_at: null,
    });
    expect((await list({ mobile: referred.mobile.slice(-4) })).list.map((row: { id: number }) => row.id)).toContain(commission.id);
    expect((await list({ mobile: referred.mobile, status: 'available' })).data_count).toBe(0);
    expect((await list({ mobile: referred.mobile, status: 'frozen' })).data_count).toBe(1);
    // newest first
    const all = await list({ page_size: '50' });
    const ids = all.list.map((row: { id: number }) => row.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });
});
