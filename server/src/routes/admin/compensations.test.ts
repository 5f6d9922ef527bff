import { randomUUID } from 'node:crypto';
import { CompensationMessages, can, type MainRole, type OperatorRole } from 'shared-contracts/admin';
import { call, testClock } from '../../test-support/harness';
import { expectAnsweredAsPermissions } from '../../test-support/console-app';
import { app, withTestApp } from '../../test-support/test-app';
import { expectBooksBalanced } from '../../test-support/money';
import { makeOrder, merchant, recipients, stockUp, ZTO } from '../../test-support/ordering';
import { asOperator, operatorOfEachRole, type TestOperator } from '../../test-support/operators';

// 赔付记录 (issue 21): the console's list and summary of compensations, and a manual one booked through the
// same ledger source as the 超时赔付 job. Run on both databases; the race needs PostgreSQL's connections.
const onPostgres = Boolean(process.env.DATABASE_URL);

const clock = testClock();
let ops: Record<MainRole, TestOperator>;
const t = (china: string) => new Date(`${china}+08:00`);

withTestApp({ clock }, { timeout: 120_000 });
beforeAll(async () => {
  // signed in after every moment the tests set: the clock only moves back from here, so no session runs out
  clock.set(t('2026-12-31T00:00:00'));
  ops = await operatorOfEachRole(app, clock);
  await stockUp(app, ZTO.id);
}, 120_000);
afterEach(async () => {
  await expectBooksBalanced(app);
  expect(await app.repos.compensations.breaches()).toEqual([]);
});

const headersOf = (role: OperatorRole) => asOperator(ops[role as MainRole].token).headers;
const manual = (body: Record<string, unknown>, role: OperatorRole = 'support', key: string = randomUUID()) =>
  call(app, 'POST', '/api/admin/compensations', body, { headers: { ...headersOf(role), 'idempotency-key': key } });
const get = async (url: string, query: Record<string, string> = {}, role: OperatorRole = 'finance') =>
  (await call(app, 'GET', url, undefined, { headers: headersOf(role), query: { ...query } })).body;

/** A merchant's order of `n` parcels paid at `paidAt` (China time). */
async function paidParcels(paidAt: string, n = 1) {
  clock.set(t(paidAt));
  const user = await merchant(app, 20 * n);
  const { body } = await makeOrder(app, user.token, ZTO, recipients(n));
  expect(body.code).toBe(0);
  const parcels = await app.db.selectFrom('parcels').select(['id', 'price_fen', 'order_id']).where('user_id', '=', user.userId).orderBy('id').execute();
  return { user, ids: parcels.map((p) => Number(p.id)), price: Number(parcels[0].price_fen), orderId: Number(parcels[0].order_id) };
}
const entriesOf = (parcelId: number) =>
  app.db.selectFrom('ledger_entries').select(['user_id', 'amount', 'remark']).where('type', '=', 'compensation').where('source_id', '=', String(parcelId)).execute();
const auditOf = async (parcelId: number) =>
  (await get('/api/admin/audit', { entity: 'parcel', page_size: '500' }, 'admin')).data.list.filter((row: { entity_id: string; action: string }) => row.entity_id === String(parcelId));

describe('permissions', () => {
  it('answers each route as PERMISSIONS says: admin, support, finance; never ops', async () => {
    const routes = app.routeAccess.filter((route) => route.url.startsWith('/api/admin/compensations') && route.method !== 'HEAD');
    expect(routes.map((r) => `${r.method} ${r.url} ${r.permission}`).sort()).toEqual([
      'GET /api/admin/compensations compensations.read',
      'GET /api/admin/compensations/parcel/:id compensations.read',
      'GET /api/admin/compensations/summary compensations.read',
      'POST /api/admin/compensations compensations.write',
    ]);
    await expectAnsweredAsPermissions(app, routes, headersOf);
    expect(can('ops', 'compensations.read')).toBe(false);
  });
});

describe('a manual compensation', () => {
  it('is refused with Chinese messages for bad input, a missing, refused or over-priced parcel', async () => {
    const { ids, price } = await paidParcels('2026-03-01T10:00:00', 2);
    expect((await manual({ parcel_id: ids[0], amount: 0, reason: '客户投诉' })).body.msg).toBe('赔付金额超出范围');
    expect((await manual({ parcel_id: ids[0], amount: 1, reason: '短' })).body.msg).toBe('赔付原因应为 2–200 个字');
    expect((await manual({ parcel_id: ids[0], amount: 1.005, reason: '客户投诉' })).body.msg).toBe('赔付金额最多保留两位小数');
    expect((await manual({ parcel_id: 99_999_999, amount: 1, reason: '客户投诉' })).body.msg).toBe(CompensationMessages.parcelNotFound);
    const over = await manual({ parcel_id: ids[0], amount: price / 100 + 0.01, reason: '客户投诉' });
    expect(over.body.msg).toBe(`赔付金额不能超过包裹金额 ¥${(price / 100).toFixed(2)}`);
    // refused while it waited (the courier's refusal): never booked to a supplier
    await app.db.updateTable('parcels').set({ status: 4, shop_id: null, supply_fen: null }).where('id', '=', ids[1]).execute();
    expect((await manual({ parcel_id: ids[1], amount: 1, reason: '客户投诉' })).body.msg).toBe(CompensationMessages.notPaid);
    expect(await entriesOf(ids[0])).toEqual([]);
    // missing the key
    const noKey = await call(app, 'POST', '/api/admin/compensations', { parcel_id: ids[0], amount: 1, reason: '客户投诉' }, { headers: headersOf('support') });
    expect(noKey.status).toBe(400);
  });

  it('books once: the entry, its row, the audit row; a retry with the key answers the same, a second one and the job book nothing', async () => {
    const { user, ids, price } = await paidParcels('2026-03-02T10:00:00');
    const before = await get(`/api/admin/compensations/parcel/${ids[0]}`, {}, 'support');
    expect(before.data).toEqual(expect.objectContaining({ id: ids[0], price: price / 100, payable: true, compensation: null, mobile: expect.stringMatching(/^\d{3}\*{4}\d{4}$/) }));
    const key = randomUUID();
    clock.set(t('2026-03-02T12:00:00'));
    const first = await manual({ parcel_id: ids[0], amount: 1.5, reason: '包裹破损，客户投诉' }, 'support', key);
    expect(first.body.code).toBe(0);
    expect(first.body.data).toEqual(
      expect.objectContaining({ parcel_id: ids[0], amount: 1.5, reason: 'manual', note: '包裹破损，客户投诉', operator_id: ops.support.id, created_at: '2026-03-02 12:00:00' }),
    );
    const again = await manual({ parcel_id: ids[0], amount: 1.5, reason: '包裹破损，客户投诉' }, 'support', key);
    expect(again.body.data).toEqual(first.body.data);
    expect((await manual({ parcel_id: ids[0], amount: 1, reason: '另一笔' }, 'support', key)).body.msg).toBe(CompensationMessages.keyReused);
    expect((await manual({ parcel_id: ids[0], amount: 1, reason: '再赔一次' }, 'finance')).body.msg).toBe(CompensationMessages.alreadyCompensated);
    // the job, long after the deadlines, finds it settled
    clock.set(t('2026-03-10T12:00:00'));
    await app.services.compensation.runDue();
    expect(await entriesOf(ids[0])).toEqual([{ user_id: user.userId, amount: 150, remark: '人工赔付：' + (await app.db.selectFrom('parcels').select('parcel_sn').where('id', '=', ids[0]).executeTakeFirstOrThrow()).parcel_sn + ' 包裹破损，客户投诉' }]);
    const audit = await auditOf(ids[0]);
    expect(audit).toEqual([expect.objectContaining({ action: 'compensation.manual', operator_id: ops.support.id })]);
    expect(audit[0].after).toEqual(expect.objectContaining({ amount: 1.5, reason: '包裹破损，客户投诉', mobile: expect.stringContaining('****') }));
    const after = await get(`/api/admin/compensations/parcel/${ids[0]}`, {}, 'support');
    expect(after.data.compensation).toEqual({ amount: 1.5, reason: 'manual', created_at: '2026-03-02 12:00:00' });
  });

  it('is refused after the job compensated the parcel', async () => {
    const { ids } = await paidParcels('2026-03-03T10:00:00');
    clock.set(t('2026-03-05T10:00:00'));
    await app.services.compensation.runDue();
    expect(await entriesOf(ids[0])).toHaveLength(1);
    expect((await manual({ parcel_id: ids[0], amount: 1, reason: '客户投诉' })).body.msg).toBe('该包裹已赔付');
    expect(await entriesOf(ids[0])).toHaveLength(1);
  });

  (onPostgres ? it : it.skip)('books one entry per parcel when manual ones and the job run at once (PostgreSQL)', async () => {
    const { ids } = await paidParcels('2026-03-04T10:00:00', 6);
    clock.set(t('2026-03-06T10:00:00'));
    const results = await Promise.all([
      app.services.compensation.runDue({ batchSize: 2 }),
      ...ids.map((id) => manual({ parcel_id: id, amount: 0.5, reason: '并发人工赔付' })),
      ...ids.map((id) => manual({ parcel_id: id, amount: 0.5, reason: '并发人工赔付' }, 'finance')),
    ]);
    const replies = results.slice(1) as Awaited<ReturnType<typeof manual>>[];
    for (const reply of replies) expect([0, '该包裹已赔付']).toContain(reply.body.code === 0 ? 0 : reply.body.msg);
    for (const id of ids) expect(await entriesOf(id)).toHaveLength(1);
    const rows = await app.db.selectFrom('parcel_compensations').select(['parcel_id']).where('parcel_id', 'in', ids).execute();
    expect(rows).toHaveLength(ids.length);
  });
});

describe('the list and the summary', () => {
  it('filter by courier, reason, mobile and China day, and total per courier and per day', async () => {
    // only this test's parcels are left for the job to judge
    await app.db.deleteFrom('compensation_pending').execute();
    const other = await app.db.selectFrom('couriers').select(['id', 'name']).where('id', '<>', ZTO.courierId).orderBy('id').executeTakeFirstOrThrow();
    // a: two parcels late on 2026-09-01 (the job); b: one manual on 2026-09-02 at 23:59 China time, moved to another courier
    const a = await paidParcels('2026-08-31T10:00:00', 2);
    clock.set(t('2026-09-01T10:00:00'));
    await app.services.compensation.runDue();
    const b = await paidParcels('2026-09-02T10:00:00');
    await app.db.updateTable('orders').set({ courier_id: Number(other.id) }).where('id', '=', b.orderId).execute();
    clock.set(t('2026-09-02T23:59:00'));
    expect((await manual({ parcel_id: b.ids[0], amount: 0.3, reason: '人工核实' }, 'admin')).body.code).toBe(0);
    const days = { start_date: '2026-09-01', end_date: '2026-09-02' };

    const all = await get('/api/admin/compensations', { ...days, page_size: '100' });
    const mine = all.data.list.filter((r: { user_id: number }) => r.user_id === a.user.userId || r.user_id === b.user.userId);
    expect(mine.map((r: { parcel_id: number }) => r.parcel_id)).toEqual([b.ids[0], ...a.ids.slice().reverse()]);
    expect(mine[0]).toEqual(expect.objectContaining({ reason: 'manual', courier_id: Number(other.id), amount: 0.3, operator_id: ops.admin.id, created_at: '2026-09-02 23:59:00' }));
    expect(mine[1]).toEqual(expect.objectContaining({ reason: 'pickup_late', courier_id: ZTO.courierId, amount: 2, operator_id: null, operator_name: null }));

    const byMobile = await get('/api/admin/compensations', { mobile: a.user.mobile });
    expect(byMobile.data.list.map((r: { parcel_id: number }) => r.parcel_id)).toEqual(a.ids.slice().reverse());
    expect(byMobile.data.list[0].mobile).toBe(`${a.user.mobile.slice(0, 3)}****${a.user.mobile.slice(-4)}`);
    expect((await get('/api/admin/compensations', { ...days, reason: 'manual' })).data.list.map((r: { parcel_id: number }) => r.parcel_id)).toEqual([b.ids[0]]);
    expect((await get('/api/admin/compensations', { ...days, courier_id: String(other.id) })).data.list.map((r: { parcel_id: number }) => r.parcel_id)).toEqual([b.ids[0]]);
    expect((await get('/api/admin/compensations', { start_date: '2026-09-03', end_date: '2026-09-03' })).data.data_count).toBe(0);
    expect((await get('/api/admin/compensations', { reason: 'late' })).msg).toBe('赔付原因不正确');

    const summary = await get('/api/admin/compensations/summary', days);
    expect(summary.data).toEqual({
      total: { count: 3, amount: 4.3 },
      couriers: [expect.objectContaining({ courier_id: ZTO.courierId, count: 2, amount: 4 }), { courier_id: Number(other.id), courier_name: other.name, count: 1, amount: 0.3 }],
      days: [
        { day: '2026-09-02', count: 1, amount: 0.3 },
        { day: '2026-09-01', count: 2, amount: 4 },
      ],
    });
    const ztoOnly = await get('/api/admin/compensations/summary', { ...days, courier_id: String(ZTO.courierId) }, 'support');
    expect(ztoOnly.data.total).toEqual({ count: 2, amount: 4 });
  });
});
