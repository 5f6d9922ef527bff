import sharp from 'sharp';
import { WorkOrderMessages } from 'shared-contracts';
import { OPERATOR_ROLES, can, type MainRole, type OperatorRole, type Permission } from 'shared-contracts/admin';
import { createLocalStorage } from '../../providers/storage/local';
import { HOUR, MINUTE } from '../../services/limits';
import { call, tempDir, testClock } from '../../test-support/harness';
import { app, withTestApp } from '../../test-support/test-app';
import { makeOrder, merchant, recipients, stockUp, ZTO } from '../../test-support/ordering';
import { asOperator, operatorOfEachRole, type TestOperator } from '../../test-support/operators';

// 工单 in the console (issue 21): the support queue, a work order with its parcels' tracks and
// compensation, claim / reply / status (audited), operator pictures, and 客服's response times on the
// dashboard. workorders.read / .write: admin and support; ops, finance and the rest are 403. Both databases.

const clock = testClock();
const t = (china: string) => new Date(`${china}+08:00`);
let ops: Record<MainRole, TestOperator>;

withTestApp({ clock, providers: { storage: createLocalStorage(tempDir('work-order-files-')) } }, { timeout: 120_000 });
beforeAll(async () => {
  clock.set(t('2026-12-31T00:00:00'));
  ops = await operatorOfEachRole(app, clock);
  await stockUp(app, ZTO.id);
}, 120_000);

const as = (role: OperatorRole) => asOperator(ops[role as MainRole].token);
const get = (url: string, query: Record<string, string> = {}, role: OperatorRole = 'support') => call(app, 'GET', url, undefined, { ...as(role), query });
const post = (url: string, body: Record<string, unknown> = {}, role: OperatorRole = 'support') => call(app, 'POST', url, body, as(role));
const auditOf = async (id: number) =>
  (await get('/api/admin/audit', { entity: 'work_order', page_size: '100' }, 'admin')).body.data.list.filter((row: { entity_id: string }) => row.entity_id === String(id));

/** A merchant's work order about `n` of their parcels, opened at `at` (China time). */
async function workOrder(at: string, { n = 1, addresses, type = 'stalled' }: { n?: number; addresses?: string[]; type?: string } = {}) {
  clock.set(t(at));
  const rows = recipients(addresses?.length ?? n).map((row, i) => (addresses ? { ...row, rec_address: addresses[i] } : row));
  const user = await merchant(app, 20 * rows.length);
  expect((await makeOrder(app, user.token, ZTO, rows)).body.code).toBe(0);
  const parcels = await app.db.selectFrom('parcels').select(['id', 'parcel_sn', 'waybill_code']).where('user_id', '=', user.userId).orderBy('id').execute();
  const { body } = await call(app, 'POST', '/api/user/work-order', { type, content: '包裹一直没有动静', parcels: parcels.map((p) => p.parcel_sn) }, { token: user.token });
  expect(body.code).toBe(0);
  return { user, parcels, id: body.data.id as number, sn: body.data.work_order_sn as string };
}

describe('permissions', () => {
  it('admin and support may use every route; ops, finance and the others are 403; no token is 401', async () => {
    const routes = app.routeAccess.filter((route) => (route.url.startsWith('/api/admin/work-orders') || route.url === '/api/admin/dashboard/work-orders') && route.method !== 'HEAD');
    expect(routes.map((r) => `${r.method} ${r.url} ${r.permission}`).sort()).toEqual([
      'GET /api/admin/dashboard/work-orders workorders.read',
      'GET /api/admin/work-orders workorders.read',
      'GET /api/admin/work-orders/:id workorders.read',
      'POST /api/admin/work-orders/:id/claim workorders.write',
      'POST /api/admin/work-orders/:id/reply workorders.write',
      'POST /api/admin/work-orders/:id/status workorders.write',
      'POST /api/admin/work-orders/attachments workorders.write',
    ]);
    for (const route of routes) {
      const url = route.url.replace(':id', '999999');
      for (const role of OPERATOR_ROLES) {
        const reply = await app.inject({ method: route.method as 'GET', url, payload: route.method === 'GET' ? undefined : {}, headers: as(role).headers });
        expect([route.method, url, role, reply.statusCode === 403]).toEqual([route.method, url, role, !can(role, route.permission as Permission)]);
      }
      expect((await app.inject({ method: route.method as 'GET', url })).statusCode).toBe(401);
    }
    expect([can('support', 'workorders.write'), can('ops', 'workorders.read')]).toEqual([true, false]);
    expect((await get('/api/admin/work-orders/999999')).body.msg).toBe(WorkOrderMessages.notFound);
  });
});

describe('the queue and a work order', () => {
  it('claim, reply with a picture, status: each audited; the merchant is told; the console sees names, tracks and compensation', async () => {
    const { user, parcels, id, sn } = await workOrder('2026-05-10T10:00:00', { addresses: ['不揽收大厦8号'] });
    // the parcel misses its pickup and is compensated by the job
    clock.set(t('2026-05-11T09:30:00'));
    await app.services.compensation.runDue();

    const queued = (await get('/api/admin/work-orders', { assignee: 'none', keyword: sn })).body.data;
    expect(queued.list).toEqual([
      expect.objectContaining({ id, work_order_sn: sn, status: 'pending', assignee_id: null, assignee_name: null, unread: true, first_reply_at: '', mobile: expect.stringMatching(/^\d{3}\*{4}\d{4}$/) }),
    ]);

    const claimed = await post(`/api/admin/work-orders/${id}/claim`);
    expect(claimed.body).toMatchObject({ code: 0, msg: WorkOrderMessages.claimed, data: { status: 'processing', assignee_id: ops.support.id, assignee_name: '测试support' } });
    expect((await get('/api/admin/work-orders', { assignee: 'me', keyword: parcels[0].waybill_code })).body.data.list.map((r: { id: number }) => r.id)).toEqual([id]);

    const photo = await post('/api/admin/work-orders/attachments', { name: 'label.png', data: (await sharp({ create: { width: 60, height: 40, channels: 3, background: '#369' } }).png().toBuffer()).toString('base64') });
    expect(photo.body.data).toMatchObject({ width: 60, height: 40, url: expect.stringMatching(/^\/api\/files\/work-order\/\d+\?expires=\d+&signature=[\w-]{43}$/) });
    // the upload is a change the operator made: audited with the picture
    const uploadAudit = await app.db.selectFrom('audit_log').select(['action', 'operator_id', 'after']).where('entity', '=', 'work_order_attachment').where('entity_id', '=', String(photo.body.data.id)).execute();
    expect(uploadAudit).toEqual([{ action: 'work_order.attachment', operator_id: ops.support.id, after: { width: 60, height: 40, bytes: photo.body.data.bytes } }]);
    clock.advance(30 * MINUTE);
    const replied = await post(`/api/admin/work-orders/${id}/reply`, { content: '已为您申请超时赔付，请查收余额', attachment_ids: [photo.body.data.id] });
    expect(replied.body).toMatchObject({ code: 0, msg: WorkOrderMessages.replied, data: { status: 'awaiting_merchant', first_reply_at: '2026-05-11 10:00:00', unread: false } });
    expect(replied.body.data.messages.at(-1)).toMatchObject({ author: 'operator', author_name: '测试support', attachments: [expect.objectContaining({ id: photo.body.data.id })] });
    // a picture is used once, by its owner only
    const again = await post(`/api/admin/work-orders/${id}/reply`, { content: '再发一次', attachment_ids: [photo.body.data.id] }, 'admin');
    expect([again.status, again.body.msg]).toEqual([404, WorkOrderMessages.imageNotFound]);

    const merchantView = (await call(app, 'GET', '/api/user/work-order/detail', undefined, { token: user.token, query: { id: String(id) } })).body.data;
    expect(merchantView.messages.at(-1)).toMatchObject({ author: 'operator', author_name: '客服', content: '已为您申请超时赔付，请查收余额' });
    expect(JSON.stringify(merchantView)).not.toContain('测试support');
    expect(merchantView.parcels[0].compensation).toBe(2);
    expect((await app.inject({ method: 'GET', url: merchantView.messages.at(-1).attachments[0].url })).statusCode).toBe(200);

    const done = await post(`/api/admin/work-orders/${id}/status`, { status: 'done' });
    expect(done.body).toMatchObject({ code: 0, msg: WorkOrderMessages.statusChanged, data: { status: 'done', status_name: '已完成', resolved_at: '2026-05-11 10:00:00' } });
    expect(done.body.data.messages.at(-1)).toMatchObject({ author: 'system', content: '客服将工单状态改为「已完成」' });
    const same = await post(`/api/admin/work-orders/${id}/status`, { status: 'done' });
    expect([same.status, same.body.msg]).toEqual([400, WorkOrderMessages.statusUnchanged]);
    const ended = await post(`/api/admin/work-orders/${id}/reply`, { content: '补充' });
    expect([ended.status, ended.body.msg]).toEqual([400, WorkOrderMessages.alreadyEnded]);

    const detail = (await get(`/api/admin/work-orders/${id}`)).body.data;
    expect(detail).toMatchObject({ id, username: expect.any(String), status: 'done' });
    expect(detail.parcels).toEqual([
      expect.objectContaining({
        id: Number(parcels[0].id),
        parcel_sn: parcels[0].parcel_sn,
        track: expect.objectContaining({ waybill_code: parcels[0].waybill_code, track_state: expect.any(String), events: expect.any(Array) }),
        compensation: { amount: 2, reason: 'pickup_late', created_at: '2026-05-11 09:30:00' },
      }),
    ]);

    const audit = await auditOf(id);
    expect(audit.map((row: { action: string }) => row.action).sort()).toEqual(['work_order.claim', 'work_order.reply', 'work_order.status']);
    expect(audit.find((row: { action: string }) => row.action === 'work_order.status')).toMatchObject({ operator_id: ops.support.id, before: expect.objectContaining({ status: 'awaiting_merchant' }), after: expect.objectContaining({ status: 'done' }) });
  });

  it('a refused write leaves no audit row and no message; a merchant’s reply makes it unread for 客服 until opened', async () => {
    const { user, id } = await workOrder('2026-05-12T10:00:00');
    const bad = await post(`/api/admin/work-orders/${id}/reply`, { content: '看这张图', attachment_ids: [999999] });
    expect(bad.status).toBe(404);
    expect(await auditOf(id)).toEqual([]);
    expect((await get(`/api/admin/work-orders/${id}`)).body.data.messages).toHaveLength(1);
    expect((await get('/api/admin/work-orders', { keyword: `GD260512${String(id).padStart(6, '0')}` })).body.data.list[0].unread).toBe(false);
    clock.advance(MINUTE);
    await call(app, 'POST', '/api/user/work-order/reply', { id, content: '请尽快处理' }, { token: user.token });
    expect((await get('/api/admin/work-orders', { open: '1', mobile: user.mobile.slice(-4) })).body.data.list.find((r: { id: number }) => r.id === id)).toMatchObject({ unread: true });
    // the console's unknown filters are refused
    expect((await get('/api/admin/work-orders', { assignee: 'someone' })).status).toBe(400);
  });
});

describe('the dashboard', () => {
  it('per operator: first replies and their mean minutes, ended work orders and their mean minutes, over the last 30 days', async () => {
    const admin = ops.admin;
    const a = await workOrder('2026-10-01T10:00:00');
    const b = await workOrder('2026-10-01T10:00:00');
    clock.set(t('2026-10-01T10:30:00'));
    await post(`/api/admin/work-orders/${a.id}/reply`, { content: '收到' }, 'admin');
    clock.set(t('2026-10-01T11:30:00'));
    await post(`/api/admin/work-orders/${b.id}/reply`, { content: '收到', status: 'done' }, 'admin');
    clock.set(t('2026-10-01T12:00:00'));
    await post(`/api/admin/work-orders/${a.id}/status`, { status: 'closed' }, 'admin');

    const stats = (await get('/api/admin/dashboard/work-orders')).body.data;
    expect(stats).toMatchObject({ days: 30, open: expect.any(Number), unclaimed: expect.any(Number) });
    expect(stats.operators.find((row: { operator_id: number }) => row.operator_id === admin.id)).toEqual({
      operator_id: admin.id,
      operator_name: '测试admin',
      replied: 2,
      avg_first_reply_minutes: 60,
      resolved: 2,
      avg_resolution_minutes: 105,
    });
    // thirty days later they are out of the period
    clock.set(new Date(t('2026-10-01T12:00:00').getTime() + 31 * 24 * HOUR));
    expect((await get('/api/admin/dashboard/work-orders')).body.data.operators.find((row: { operator_id: number }) => row.operator_id === admin.id)).toBeUndefined();
  });
});
