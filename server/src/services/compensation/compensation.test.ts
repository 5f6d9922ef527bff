import { sql } from 'kysely';
import { call, testClock } from '../../test-support/harness';
import { app, testDb, withTestApp } from '../../test-support/test-app';
import { expectBooksBalanced } from '../../test-support/money';
import { makeOrder, merchant, recipients, stockUp, ZTO } from '../../test-support/ordering';

// The 超时赔付 job on the app's settable clock: orders are made at a chosen China time, the courier's
// waybill and pickup times are set as the tracking side would record them, and the clock is moved across
// the deadlines. Both databases; the concurrent runs need PostgreSQL's several connections.
const onPostgres = Boolean(process.env.DATABASE_URL);

const clock = testClock();
const t = (china: string) => new Date(`${china}+08:00`);

withTestApp({ clock });
beforeAll(async () => {
  await stockUp(app, ZTO.id);
});
afterEach(async () => {
  await expectBooksBalanced(app);
  // what `npm run check-ledger` adds for 超时赔付: every row is its entry and every entry has its row
  expect(await app.repos.compensations.breaches()).toEqual([]);
});

/** A merchant's order of `n` parcels paid at `paidAt` (China time); the sandbox courier numbers them at once. */
async function paidParcels(paidAt: string, n = 1) {
  clock.set(t(paidAt));
  const user = await merchant(app, 20 * n);
  const { body } = await makeOrder(app, user.token, ZTO, recipients(n));
  expect(body.code).toBe(0);
  const parcels = await app.db.selectFrom('parcels').select(['id', 'price_fen', 'dispatched_at']).where('user_id', '=', user.userId).orderBy('id').execute();
  expect(parcels).toHaveLength(n);
  return { user, ids: parcels.map((p) => Number(p.id)), price: parcels[0].price_fen };
}

const setParcels = (ids: number[], values: { dispatched_at?: Date | null; picked_up_at?: Date | null; status?: number; price_fen?: number; shop_id?: number | null; supply_fen?: number | null }) =>
  app.db.updateTable('parcels').set(values).where('id', 'in', ids).execute();

async function runAt(china: string) {
  clock.set(t(china));
  return app.services.compensation.runDue();
}

const entriesOf = (userId: number) =>
  app.db.selectFrom('ledger_entries').select(['amount', 'source_id', 'remark']).where('user_id', '=', userId).where('type', '=', 'compensation').orderBy('id').execute();
const rowsOf = (userId: number) => app.db.selectFrom('parcel_compensations').select(['parcel_id', 'amount_fen', 'reason']).where('user_id', '=', userId).orderBy('parcel_id').execute();
const isOpen = async (id: number) => (await app.db.selectFrom('compensation_pending').select('parcel_id').where('parcel_id', '=', id).executeTakeFirst()) !== undefined;
/** Puts parcels back among the pending verdicts (as if a run crashed before closing them). */
const reopen = (ids: number[]) => app.db.insertInto('compensation_pending').values(ids.map((parcel_id) => ({ parcel_id }))).onConflict((oc) => oc.column('parcel_id').doNothing()).execute();

describe('the compensation job', () => {
  it('gives nothing for a parcel numbered and picked up in time, and stops looking at it', async () => {
    const { user, ids } = await paidParcels('2026-04-10T16:59:59');
    await setParcels(ids, { picked_up_at: t('2026-04-11T07:59:59') });
    await runAt('2026-04-20T12:00:00');
    expect(await entriesOf(user.userId)).toEqual([]);
    expect(await isOpen(ids[0])).toBe(false);
  });

  it('compensates a parcel paid at 16:59:59 not picked up by 08:00 the next day (judged after the report grace hour), once, whatever the replays', async () => {
    const { user, ids, price } = await paidParcels('2026-04-30T16:59:59');
    expect(price).toBeGreaterThanOrEqual(200);
    await runAt('2026-05-01T07:59:59');
    await runAt('2026-05-01T08:59:59');
    expect(await entriesOf(user.userId)).toEqual([]);
    expect(await isOpen(ids[0])).toBe(true);

    await runAt('2026-05-01T09:00:00');
    const entries = await entriesOf(user.userId);
    expect(entries).toEqual([{ amount: 200, source_id: String(ids[0]), remark: expect.stringContaining('超时未揽收') }]);
    expect(await rowsOf(user.userId)).toEqual([{ parcel_id: ids[0], amount_fen: 200, reason: 'pickup_late' }]);

    // replayed, reopened by hand (a crash before the close), and picked up late: still the one entry
    await runAt('2026-05-01T09:30:00');
    await reopen([ids[0]]);
    await setParcels(ids, { picked_up_at: t('2026-05-01T10:00:00') });
    await runAt('2026-05-02T09:00:00');
    expect(await entriesOf(user.userId)).toHaveLength(1);
    expect(await rowsOf(user.userId)).toHaveLength(1);

    // the merchant's ledger names it
    const { body } = await call(app, 'GET', '/api/finance/log/list', undefined, { token: user.token, query: { type: 'compensation' } });
    expect(body.data.list).toEqual([expect.objectContaining({ type: 'compensation', type_name: '超时赔付', amount: 2 })]);
  });

  it('gives a parcel paid at 17:00:00 until 08:00 the day after (judged an hour later without a report)', async () => {
    const { user } = await paidParcels('2026-12-31T17:00:00');
    await runAt('2027-01-01T09:00:00');
    await runAt('2027-01-02T08:59:59');
    expect(await entriesOf(user.userId)).toEqual([]);
    await runAt('2027-01-02T09:00:00');
    expect(await entriesOf(user.userId)).toHaveLength(1);
  });

  it('compensates a waybill later than the deadline plus two hours, goods under 2 yuan at their full price', async () => {
    const { user, ids } = await paidParcels('2026-05-31T16:00:00', 3);
    // [0] numbered at 19:00:00 (in time), [1] at 19:00:01 (late), [2] never; all picked up at once
    await setParcels([ids[0]], { dispatched_at: t('2026-05-31T19:00:00'), picked_up_at: t('2026-05-31T20:00:00') });
    await setParcels([ids[1]], { dispatched_at: t('2026-05-31T19:00:01'), picked_up_at: t('2026-05-31T20:00:00') });
    await setParcels([ids[2]], { status: 2, dispatched_at: null });
    // goods under 2 yuan: the parcels cost 1.50
    await setParcels(ids, { price_fen: 150 });
    await runAt('2026-05-31T19:00:00');
    expect(await rowsOf(user.userId)).toEqual([{ parcel_id: ids[1], amount_fen: 150, reason: 'waybill_late' }]);
    await runAt('2026-05-31T19:00:01');
    expect(await rowsOf(user.userId)).toEqual([
      { parcel_id: ids[1], amount_fen: 150, reason: 'waybill_late' },
      { parcel_id: ids[2], amount_fen: 150, reason: 'waybill_late' },
    ]);
    expect((await entriesOf(user.userId)).map((e) => e.remark)).toEqual([expect.stringContaining('超时未出单'), expect.stringContaining('超时未出单')]);
  });

  it('leaves out parcels refused and refunded, and parcels that cost nothing', async () => {
    const { user, ids } = await paidParcels('2026-06-01T10:00:00', 2);
    // refused while it waited for its number, as the courier refuses one: no supplier was ever booked for it
    await setParcels([ids[0]], { status: 4, shop_id: null, supply_fen: null });
    await setParcels([ids[1]], { price_fen: 0 });
    await runAt('2026-06-05T10:00:00');
    expect(await rowsOf(user.userId)).toEqual([]);
    // both settled: neither is read again
    expect(await isOpen(ids[0])).toBe(false);
    expect(await isOpen(ids[1])).toBe(false);
  });

  it('walks many parcels in batches and books each once', async () => {
    const { user, ids } = await paidParcels('2026-07-01T10:00:00', 12);
    clock.set(t('2026-07-03T10:00:00'));
    const run = await app.services.compensation.runDue({ batchSize: 5 });
    expect(run.compensated).toBeGreaterThanOrEqual(12);
    expect((await rowsOf(user.userId)).map((r) => r.parcel_id)).toEqual(ids);
  });

  it('is scheduled every five minutes', async () => {
    const rows = await sql<{ cron: string }>`select cron from ${sql.id('pgboss', 'schedule')} where name = 'parcel-compensation'`.execute(testDb.db);
    expect(rows.rows).toEqual([{ cron: '*/5 * * * *' }]);
  });

  it('runs as the parcel-compensation job when asked', async () => {
    const { user, ids } = await paidParcels('2026-07-10T10:00:00');
    clock.set(t('2026-07-12T10:00:00'));
    await app.services.compensation.requestRun();
    const deadline = Date.now() + 20_000;
    while ((await rowsOf(user.userId)).length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await rowsOf(user.userId)).toEqual([{ parcel_id: ids[0], amount_fen: 200, reason: 'pickup_late' }]);
  });

  (onPostgres ? it : it.skip)('books each parcel once under runs at the same moment (PostgreSQL)', async () => {
    const a = await paidParcels('2026-08-01T10:00:00', 30);
    const b = await paidParcels('2026-08-01T11:00:00', 30);
    clock.set(t('2026-08-03T10:00:00'));
    // small batches: the runs interleave, skip each other's locked rows, and race on the same wallets
    const runs = await Promise.all(Array.from({ length: 4 }, (_, i) => app.services.compensation.runDue({ batchSize: 3 + i })));
    expect(runs.reduce((sum, run) => sum + run.compensated, 0)).toBeGreaterThanOrEqual(60);
    for (const { user, ids } of [a, b]) {
      expect((await rowsOf(user.userId)).map((r) => r.parcel_id)).toEqual(ids);
      expect(await entriesOf(user.userId)).toHaveLength(30);
    }
    // and a replay of all of them at once books nothing more
    for (const { ids } of [a, b]) await reopen(ids);
    const again = await Promise.all([app.services.compensation.runDue(), app.services.compensation.runDue()]);
    expect(again.map((run) => run.compensated)).toEqual([0, 0]);
    expect(await entriesOf(a.user.userId)).toHaveLength(30);
  });
});
