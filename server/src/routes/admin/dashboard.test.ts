import { sql } from 'kysely';
import { fen, fenToYuan, yuanToFen } from 'shared-contracts';
import { DASHBOARD_DAYS, OPERATOR_ROLES, type AdminDashboard, type OperatorRole } from 'shared-contracts/admin';
import { call } from '../../test-support/harness';
import { app } from '../../test-support/test-app';
import { as, clock, ops, withConsoleApp } from '../../test-support/console-app';
import { expectBooksBalanced } from '../../test-support/money';
import { balanceOf, makeOrder, merchant, recipients, stockUp, ZTO } from '../../test-support/ordering';
import { newOperator } from '../../test-support/operators';

// 09:00 on 2 March, China time
const HOUR = 3_600_000;

withConsoleApp();
beforeAll(async () => {
  await stockUp(app, ZTO.id);
}, 120_000);

const dashboard = async (role: OperatorRole = 'support'): Promise<AdminDashboard> => {
  const reply = await call(app, 'GET', '/api/admin/dashboard', undefined, as(role));
  expect(reply.status).toBe(200);
  return reply.body.data;
};

/** A failed-for-good job of the sms-send queue, as pg-boss leaves one, finished at `at`. */
const failedJob = (at: Date) => sql`insert into pgboss.job (name, state, completed_on) values ('sms-send', 'failed', ${at})`.execute(app.db);

/** Places an order of `n` recipients for a user topped up by `yuan`; what was spent, in yuan. */
async function buyer(yuan: number, n: number) {
  const user = await merchant(app, yuan);
  expect((await makeOrder(app, user.token, ZTO, recipients(n))).body.code).toBe(0);
  return {
    user,
    spent: fenToYuan(fen(yuanToFen(yuan) - yuanToFen(await balanceOf(app, user.token)))),
  };
}

describe('GET /api/admin/dashboard', () => {
  it('is open to every role; no operator token is 401', async () => {
    for (const role of OPERATOR_ROLES) expect((await dashboard(role)).date).toBe('2026-03-02');
    expect((await call(app, 'GET', '/api/admin/dashboard')).status).toBe(401);
  });

  it("counts today's orders, parcels, top-up, spending and new users beside yesterday's, and a 14-day series", async () => {
    const before = await dashboard();
    expect(before.series).toHaveLength(DASHBOARD_DAYS);
    expect(before.series[0].date).toBe('2026-02-17');
    expect(before.series.at(-1)!.date).toBe('2026-03-02');

    const { spent } = await buyer(300, 3);
    expect(spent).toBeGreaterThan(0);
    const after = await dashboard('finance');
    const { figures } = after;
    expect(figures.orders.today - before.figures.orders.today).toBe(1);
    expect(figures.parcels.today - before.figures.parcels.today).toBe(3);
    expect(figures.top_up.today - before.figures.top_up.today).toBe(300);
    expect(figures.consumption.today - before.figures.consumption.today).toBeCloseTo(spent, 2);
    expect(figures.new_users.today - before.figures.new_users.today).toBe(1);
    // yesterday is untouched, and the chart's last day is today's figures
    for (const key of ['orders', 'parcels', 'top_up', 'consumption', 'new_users'] as const) expect(figures[key].yesterday).toBe(before.figures[key].yesterday);
    expect(after.series.at(-1)).toEqual({
      date: '2026-03-02',
      orders: figures.orders.today,
      parcels: figures.parcels.today,
      top_up: figures.top_up.today,
      consumption: figures.consumption.today,
    });
    expect(after.generated_at).toMatch(/^2026-03-02 \d{2}:\d{2}:\d{2}$/);
    await expectBooksBalanced(app);
  }, 60_000);

  it('counts a refund as less spending, on the day it is made', async () => {
    const { user, spent } = await buyer(100, 2);
    const before = await dashboard();
    const parcel = await app.db.selectFrom('parcels').select(['id', 'price_fen']).where('user_id', '=', user.userId).orderBy('id').executeTakeFirstOrThrow();
    // the courier refuses one parcel: its price goes back to the balance (services/ordering/dispatch.ts)
    await app.db.updateTable('parcels').set({ status: 2, waybill_code: '', dispatched_at: null, shop_id: null, supply_fen: null }).where('id', '=', parcel.id).execute();
    await app.repos.transaction(async () => {
      const refused = await app.repos.dispatch.refuse(parcel.id, '测试拒收');
      expect(refused).toBeTruthy();
      await app.services.wallet.post({
        userId: user.userId,
        type: 'refund',
        amount: fen(parcel.price_fen),
        source: { type: 'parcel', id: `t-${parcel.id}` },
        remark: '测试退款',
      });
    });
    const after = await dashboard();
    expect(after.figures.consumption.today).toBeCloseTo(before.figures.consumption.today - parcel.price_fen / 100, 2);
    expect(spent).toBeGreaterThan(parcel.price_fen / 100);
    await expectBooksBalanced(app);
  }, 60_000);

  it('counts the parcels waiting for a waybill now and at the end of yesterday', async () => {
    const waiting = async () => (await dashboard()).figures.waiting_parcels;
    const before = await waiting();
    const { user } = await buyer(100, 2);
    const parcels = await app.db.selectFrom('parcels').select('id').where('user_id', '=', user.userId).orderBy('id').execute();
    // both still without a waybill (the courier has not answered yet)
    await app.db.updateTable('parcels').set({ status: 2, waybill_code: '', dispatched_at: null }).where('user_id', '=', user.userId).execute();
    expect(await waiting()).toEqual({
      today: before.today + 2,
      yesterday: before.yesterday,
    });
    // one gets its waybill
    await app.db.updateTable('parcels').set({ status: 3, waybill_code: 'YT0001', dispatched_at: clock.now() }).where('id', '=', parcels[0].id).execute();
    expect(await waiting()).toEqual({
      today: before.today + 1,
      yesterday: before.yesterday,
    });
  }, 60_000);

  it('counts the jobs that failed for good in the last 24 hours and the 24 before', async () => {
    const before = (await dashboard()).figures.failed_jobs;
    const now = clock.now().getTime();
    await failedJob(new Date(now - 1 * HOUR));
    await failedJob(new Date(now - 23 * HOUR));
    await failedJob(new Date(now - 30 * HOUR));
    await failedJob(new Date(now - 50 * HOUR));
    // a job still being retried is not a failure yet
    await sql`insert into pgboss.job (name, state) values ('sms-send', 'retry')`.execute(app.db);
    expect((await dashboard()).figures.failed_jobs).toEqual({
      today: before.today + 2,
      yesterday: before.yesterday + 1,
    });
  });

  it('turns the day at midnight China time', async () => {
    // 23:59 on 2 March, China time
    clock.set('2026-03-02T15:59:00Z');
    // the morning's sessions are past their 12 hours
    ops.support = await newOperator(app, clock, 'support');
    const lateOrder = await buyer(50, 1);
    // its parcel still waits for a waybill when the day turns
    await app.db.updateTable('parcels').set({ status: 2, waybill_code: '', dispatched_at: null }).where('user_id', '=', lateOrder.user.userId).execute();
    const lastMinute = await dashboard();
    expect(lastMinute.date).toBe('2026-03-02');
    expect(lastMinute.figures.orders.today).toBeGreaterThanOrEqual(1);

    // 00:00 on 3 March: the 2nd is yesterday now
    clock.set('2026-03-02T16:00:00Z');
    const midnight = await dashboard();
    expect(midnight.date).toBe('2026-03-03');
    for (const key of ['orders', 'parcels', 'top_up', 'consumption', 'new_users'] as const) {
      expect([key, midnight.figures[key].today]).toEqual([key, 0]);
      expect([key, midnight.figures[key].yesterday]).toEqual([key, lastMinute.figures[key].today]);
    }
    expect(midnight.series.at(-1)).toEqual({
      date: '2026-03-03',
      orders: 0,
      parcels: 0,
      top_up: 0,
      consumption: 0,
    });
    expect(midnight.series.at(-2)).toEqual(lastMinute.series.at(-1));
    expect(midnight.series[0].date).toBe('2026-02-18');

    // a minute later the waiting parcel gets its waybill: it waited at the end of the 2nd, not now
    clock.set('2026-03-02T16:01:00Z');
    await app.db.updateTable('parcels').set({ status: 3, waybill_code: 'YT0002', dispatched_at: clock.now() }).where('user_id', '=', lateOrder.user.userId).execute();
    expect((await dashboard()).figures.waiting_parcels).toEqual({
      today: midnight.figures.waiting_parcels.today - 1,
      yesterday: midnight.figures.waiting_parcels.yesterday,
    });
    expect(midnight.figures.waiting_parcels.yesterday).toBe(midnight.figures.waiting_parcels.today);

    // and an order now counts for the 3rd
    await buyer(50, 1);
    const next = await dashboard();
    expect(next.figures.orders).toEqual({
      today: 1,
      yesterday: lastMinute.figures.orders.today,
    });
    expect(next.figures.top_up.today).toBe(50);
    expect(lateOrder.spent).toBeGreaterThan(0);
    await expectBooksBalanced(app);
  }, 60_000);
});
