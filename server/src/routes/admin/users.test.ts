import { ACCOUNT_FROZEN, can, type OperatorRole } from 'shared-contracts/admin';
import { call, registerUser } from '../../test-support/harness';
import { app } from '../../test-support/test-app';
import { as, expectAnsweredAsPermissions, ops, withConsoleApp } from '../../test-support/console-app';
import { makeOrder, merchant, recipients, stockUp, ZTO } from '../../test-support/ordering';

let alice: Awaited<ReturnType<typeof merchant>>;

withConsoleApp();
beforeAll(async () => {
  await stockUp(app, ZTO.id);
  alice = await merchant(app, 300);
  expect((await makeOrder(app, alice.token, ZTO, recipients(3))).body.code).toBe(0);
}, 120_000);

const masked = (mobile: string) => `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;
const list = async (query: Record<string, string>, role: OperatorRole = 'support') => (await call(app, 'GET', '/api/admin/users', undefined, { ...as(role), query: { page_size: '100', ...query } })).body;
const detail = async (id: number, role: OperatorRole = 'support') => (await call(app, 'GET', `/api/admin/users/${id}`, undefined, as(role))).body.data;
const auditOf = async (id: number) =>
  (await call(app, 'GET', '/api/admin/audit', undefined, { ...as('admin'), query: { entity: 'user', page_size: '500' } })).body.data.list.filter((row: { entity_id: string }) => row.entity_id === String(id));

describe('permissions', () => {
  it('answers each users route as PERMISSIONS says: support and finance read, ops and admin write', async () => {
    const routes = app.routeAccess.filter((route) => route.url.startsWith('/api/admin/users') && route.method !== 'HEAD');
    expect(routes.length).toBe(5);
    for (const route of routes) {
      expect(route.permission).toBe(route.method === 'GET' ? 'users.read' : 'users.write');
    }
    await expectAnsweredAsPermissions(app, routes, (role) => as(role).headers);
    expect(can('support', 'users.read') && can('finance', 'users.read') && !can('support', 'users.write') && !can('finance', 'users.write') && can('ops', 'users.write')).toBe(true);
  });
});

describe('reads', () => {
  it('searches by whole mobile, its last 4 digits or the username; filters by group and frozen', async () => {
    const exact = await list({ keyword: alice.mobile }, 'finance');
    expect(exact.data.data_count).toBe(1);
    expect(exact.data.list[0]).toMatchObject({ id: alice.userId, mobile: masked(alice.mobile), group_id: expect.any(Number), group_name: expect.any(String), real_name_status: 2, balance: expect.any(Number), frozen: false });
    expect(exact.data.list[0].created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(JSON.stringify(exact)).not.toContain(alice.mobile);
    expect((await list({ keyword: alice.mobile.slice(-4) })).data.list.map((row: { id: number }) => row.id)).toContain(alice.userId);
    const username = exact.data.list[0].username as string;
    expect((await list({ keyword: username })).data.list.map((row: { id: number }) => row.id)).toContain(alice.userId);
    expect((await list({ keyword: '没有这个用户名' })).data.data_count).toBe(0);
    const group = exact.data.list[0].group_id as number;
    for (const row of (await list({ group_id: String(group) })).data.list) expect(row.group_id).toBe(group);
    for (const row of (await list({ frozen: '0' })).data.list) expect(row.frozen).toBe(false);
    expect((await list({ frozen: '2' })).msg).toBe('冻结状态不正确');
  });

  it('shows the detail: group, masked real name, balance and totals, counts, the last orders', async () => {
    const data = await detail(alice.userId, 'finance');
    expect(data).toMatchObject({ id: alice.userId, mobile: masked(alice.mobile), real_name_status: 2, real_name: '张*三', frozen: false, frozen_reason: '', order_count: 1, parcel_count: 3, store_count: 0, recharge_total: 300 });
    expect(data.balance).toBeCloseTo(300 - data.spend_total, 2);
    expect(data.spend_total).toBeGreaterThan(0);
    expect(data.recent_orders).toHaveLength(1);
    expect(data.recent_orders[0]).toMatchObject({ rec_count: 3, total: data.spend_total, order_sn: expect.any(String) });
    expect(JSON.stringify(data)).not.toContain(alice.mobile);
    expect((await call(app, 'GET', '/api/admin/users/999999', undefined, as('support'))).status).toBe(404);
  });
});

describe('writes', () => {
  it('changes the group, audited before → after with the mobile masked', async () => {
    const user = await registerUser(app);
    const before = await detail(user.userId);
    expect((await call(app, 'PUT', `/api/admin/users/${user.userId}/group`, { group_id: 999 }, as('ops'))).body.msg).toBe('会员等级不存在');
    const changed = await call(app, 'PUT', `/api/admin/users/${user.userId}/group`, { group_id: 3 }, as('ops'));
    expect(changed.body.code).toBe(0);
    expect((await detail(user.userId)).group_id).toBe(3);
    expect((await list({ group_id: '3' })).data.list.map((row: { id: number }) => row.id)).toContain(user.userId);
    const rows = await auditOf(user.userId);
    expect(rows[0]).toMatchObject({ action: 'user.group', entity: 'user', operator_id: ops.ops.id, before: { group_id: before.group_id, mobile: masked(user.mobile) }, after: { group_id: 3, mobile: masked(user.mobile) } });
    expect(JSON.stringify(rows)).not.toContain(user.mobile);
  });

  it('freezing blocks an order (the user still signs in and reads); unfreezing allows it again', async () => {
    const bob = await merchant(app, 100);
    expect((await call(app, 'POST', `/api/admin/users/${bob.userId}/freeze`, { frozen: true }, as('ops'))).body.msg).toBe('请填写冻结原因');
    expect((await call(app, 'POST', `/api/admin/users/${bob.userId}/freeze`, { frozen: true, reason: `刷单嫌疑 ${bob.mobile}` }, as('admin'))).body.code).toBe(0);
    expect(await detail(bob.userId)).toMatchObject({ frozen: true, frozen_reason: `刷单嫌疑 ${bob.mobile}` });
    expect((await list({ frozen: '1' })).data.list.map((row: { id: number }) => row.id)).toContain(bob.userId);

    const refused = await makeOrder(app, bob.token, ZTO, recipients(1));
    expect(refused.body).toMatchObject({ code: 1, msg: ACCOUNT_FROZEN });
    expect((await detail(bob.userId)).order_count).toBe(0);
    expect((await call(app, 'GET', '/api/user/wallet/info', undefined, { token: bob.token })).body).toMatchObject({ code: 0, data: { balance: 100 } });
    const login = await call(app, 'POST', '/api/login', { mobile: bob.mobile, password: bob.password });
    expect(login.body.code).toBe(0);

    expect((await call(app, 'POST', `/api/admin/users/${bob.userId}/freeze`, { frozen: false }, as('ops'))).body.code).toBe(0);
    expect((await makeOrder(app, bob.token, ZTO, recipients(1))).body.code).toBe(0);
    expect(await detail(bob.userId)).toMatchObject({ frozen: false, frozen_reason: '', order_count: 1 });

    const rows = await auditOf(bob.userId);
    expect(rows.map((row: { action: string }) => row.action).slice(0, 2)).toEqual(['user.unfreeze', 'user.freeze']);
    expect(rows[1]).toMatchObject({ operator_id: ops.admin.id, before: { frozen: false }, after: { frozen: true, frozen_reason: `刷单嫌疑 ${masked(bob.mobile)}` } });
    expect(JSON.stringify(rows)).not.toContain(bob.mobile);
  });

  it('signs the user out everywhere: the token answers 401 after', async () => {
    const carol = await registerUser(app);
    expect((await call(app, 'GET', '/api/user/wallet/info', undefined, { token: carol.token })).status).toBe(200);
    const answer = await call(app, 'POST', `/api/admin/users/${carol.userId}/sign-out`, undefined, as('ops'));
    expect(answer.body).toMatchObject({ code: 0, data: { ended: 1 } });
    expect((await call(app, 'GET', '/api/user/wallet/info', undefined, { token: carol.token })).status).toBe(401);
    expect((await auditOf(carol.userId))[0]).toMatchObject({ action: 'user.sign-out', after: { sessions_ended: 1, mobile: masked(carol.mobile) } });
    expect((await call(app, 'POST', '/api/admin/users/999999/sign-out', undefined, as('ops'))).status).toBe(404);
  });
});
