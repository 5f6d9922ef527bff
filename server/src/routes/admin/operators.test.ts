import { ResultCode } from 'shared-contracts';
import { AdminMessages, OPERATOR_ROLES, OperatorAdminMessages, can, type AdminOperatorRow } from 'shared-contracts/admin';
import { chinaText } from 'shared-contracts/china-time';
import { CLI_ACTOR } from '../../services/audit';
import { call, uniqueIp } from '../../test-support/harness';
import { app } from '../../test-support/test-app';
import { clock, ops, withConsoleApp } from '../../test-support/console-app';
import { asOperator, enrolPassword, newOperator, signIn, type TestOperator } from '../../test-support/operators';
import { newSubstation } from '../../test-support/sites';

withConsoleApp();

const admin = () => asOperator(ops.admin.token);
const masked = (mobile: string) => `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;
const list = async (query: Record<string, string> = {}): Promise<AdminOperatorRow[]> => {
  const reply = await call(app, 'GET', '/api/admin/operators', undefined, {
    ...admin(),
    query,
  });
  expect(reply.body.code).toBe(0);
  return reply.body.data;
};
const rowOf = async (id: number) => (await list()).find((row) => row.id === id)!;
const setRole = (id: number, role: string, as = admin()) => call(app, 'PUT', `/api/admin/operators/${id}/role`, { role }, as);
const act = (id: number, action: 'disable' | 'enable' | 'reset-totp', as = admin()) => call(app, 'POST', `/api/admin/operators/${id}/${action}`, undefined, as);
const me = (token: string) => call(app, 'GET', '/api/admin/me', undefined, asOperator(token));
const login = (operator: TestOperator) => call(app, 'POST', '/api/admin/login', { mobile: operator.mobile, password: operator.password }, { ip: uniqueIp() });
const auditOf = async (id: number) =>
  (
    await call(app, 'GET', '/api/admin/audit', undefined, {
      ...admin(),
      query: { entity: 'operator', page_size: '500' },
    })
  ).body.data.list.filter((row: { entity_id: string; action: string }) => row.entity_id === String(id) && !['login', 'logout', 'password.change', 'operator.create', 'operator.totp_enrol'].includes(row.action));

describe('permissions', () => {
  it('answers every operators route to admins only; no token is 401; there is no create call', async () => {
    const routes = app.routeAccess.filter((route) => route.url.startsWith('/api/admin/operators') && route.method !== 'HEAD');
    expect(routes.map((route) => `${route.method} ${route.url}`).sort()).toEqual([
      'GET /api/admin/operators',
      'POST /api/admin/operators/:id/disable',
      'POST /api/admin/operators/:id/enable',
      'POST /api/admin/operators/:id/reset-totp',
      'PUT /api/admin/operators/:id/role',
    ]);
    for (const route of routes) {
      expect(route.permission).toBe('operators.manage');
      for (const role of OPERATOR_ROLES.filter((r) => r !== 'admin')) {
        const reply = await app.inject({
          method: route.method as 'GET',
          url: route.url.replace(':id', String(ops.support.id)),
          payload: route.method === 'PUT' ? { role: 'ops' } : undefined,
          headers: asOperator(ops[role].token).headers,
        });
        expect([route.method, route.url, role, reply.statusCode]).toEqual([route.method, route.url, role, 403]);
      }
      expect(
        (
          await app.inject({
            method: route.method as 'GET',
            url: route.url.replace(':id', '1'),
          })
        ).statusCode,
      ).toBe(401);
    }
    expect(OPERATOR_ROLES.filter((role) => can(role, 'operators.manage'))).toEqual(['admin']);
    expect((await call(app, 'POST', '/api/admin/operators', { mobile: '13800000000', name: '张三', role: 'ops' }, admin())).status).toBe(404);
  });
});

describe('the list', () => {
  it('shows name, masked mobile, role, status, TOTP enrolment, last sign-in and creation time', async () => {
    const rows = await list();
    expect(rows.map((row) => row.id)).toEqual(expect.arrayContaining(OPERATOR_ROLES.map((role) => ops[role].id)));
    const adminRow = rows.find((row) => row.id === ops.admin.id)!;
    expect(adminRow).toMatchObject({
      name: '测试admin',
      mobile: masked(ops.admin.mobile),
      role: 'admin',
      status: 'active',
      totp_enrolled: true,
      must_change_password: false,
    });
    expect(adminRow.last_login_at).toMatch(/^2026-03-02 09:\d{2}:\d{2}$/);
    expect(adminRow.created_at).toMatch(/^2026-03-02 09:\d{2}:\d{2}$/);
    expect(rows.find((row) => row.id === ops.ops.id)).toMatchObject({
      role: 'ops',
      // ops moves money (会员等级): a TOTP role since issue 35, enrolled with its password change
      totp_enrolled: true,
    });
    expect(JSON.stringify(rows)).not.toContain(ops.admin.mobile);
    // filters
    expect((await list({ role: 'finance' })).map((row) => row.id)).toEqual([ops.finance.id]);
    expect((await list({ status: 'disabled' })).every((row) => row.status === 'disabled')).toBe(true);
    expect(
      (
        await call(app, 'GET', '/api/admin/operators', undefined, {
          ...admin(),
          query: { role: 'boss' },
        })
      ).body.msg,
    ).toBe(AdminMessages.roleInvalid);
  });

  it('records each sign-in as the last one', async () => {
    const later = new Date(clock.now().getTime() + 60_000);
    clock.set(later);
    const token = await signIn(app, clock, ops.ops.mobile, ops.ops.password, 'ops');
    // the TOTP step moved the clock to the next code's 30 seconds
    expect((await rowOf(ops.ops.id)).last_login_at).toBe(chinaText(new Date(later.getTime() + 30_000)));
    expect((await me(token)).status).toBe(200);
  });
});

describe('role changes', () => {
  it("takes effect on the operator's next call, and is audited", async () => {
    const second = await newOperator(app, clock, 'admin');
    expect((await call(app, 'GET', '/api/admin/audit', undefined, asOperator(second.token))).status).toBe(200);
    const changed = await setRole(second.id, 'ops');
    expect(changed.body).toMatchObject({ code: 0, msg: '角色已修改' });
    // the same session, the new role: no audit log, no operators
    expect((await call(app, 'GET', '/api/admin/audit', undefined, asOperator(second.token))).status).toBe(403);
    expect((await call(app, 'GET', '/api/admin/operators', undefined, asOperator(second.token))).status).toBe(403);
    expect((await me(second.token)).body.data.role).toBe('ops');
    expect((await rowOf(second.id)).role).toBe('ops');
    const [row] = await auditOf(second.id);
    expect(row).toMatchObject({
      action: 'operator.role',
      operator_id: ops.admin.id,
      operator_name: '测试admin',
      role: 'admin',
      before: { role: 'admin' },
      after: { role: 'ops' },
    });
    expect(JSON.stringify(row)).not.toContain(second.mobile);
  });

  it('into a TOTP role (site_staff → site_owner) ends the sessions; never enrolled, the next sign-in changes the password and enrols', async () => {
    const site = await newSubstation(app, 'roles.operators.example.com');
    const staff = await newOperator(app, clock, 'site_staff', { site });
    expect((await setRole(staff.id, 'site_owner')).body.code).toBe(0);
    expect((await call(app, 'GET', '/api/admin/me', undefined, asOperator(staff.token, site.domain))).status).toBe(401);
    const again = await call(app, 'POST', '/api/admin/login', { mobile: staff.mobile, password: staff.password }, { ip: uniqueIp(), headers: { host: site.domain } });
    expect(again.body).toMatchObject({ code: 0, data: { must_change_password: true } });
    const enrolled = await enrolPassword(app, clock, { mobile: staff.mobile, token: again.body.data.token, host: site.domain }, staff.password, 'Owner-pass-12');
    expect(enrolled.body.code).toBe(0);
    expect((await rowOf(staff.id)).totp_enrolled).toBe(true);
  });

  it("refuses an admin's own role, an unknown role or operator, and no change", async () => {
    expect((await setRole(ops.admin.id, 'ops')).body).toMatchObject({
      code: ResultCode.FAIL,
      msg: OperatorAdminMessages.ownRole,
    });
    expect((await setRole(ops.support.id, 'boss')).body.msg).toBe(AdminMessages.roleInvalid);
    expect((await setRole(999_999, 'ops')).status).toBe(404);
    expect((await setRole(999_999, 'ops')).body.msg).toBe(OperatorAdminMessages.notFound);
    expect((await setRole(ops.support.id, 'support')).body.msg).toBe(OperatorAdminMessages.sameRole);
    expect((await rowOf(ops.admin.id)).role).toBe('admin');
  });
});

describe('disable and enable', () => {
  it('a disabled operator is signed out and cannot sign in; enabled, they can again; both audited', async () => {
    const target = await newOperator(app, clock, 'ops');
    expect((await act(target.id, 'disable')).body).toMatchObject({
      code: 0,
      msg: '操作员已停用',
    });
    expect((await me(target.token)).status).toBe(401);
    expect((await login(target)).body).toMatchObject({
      code: ResultCode.FAIL,
      msg: AdminMessages.disabled,
    });
    expect((await rowOf(target.id)).status).toBe('disabled');
    expect((await act(target.id, 'disable')).body.msg).toBe(OperatorAdminMessages.alreadyDisabled);

    expect((await act(target.id, 'enable')).body).toMatchObject({
      code: 0,
      msg: '操作员已启用',
    });
    expect((await act(target.id, 'enable')).body.msg).toBe(OperatorAdminMessages.alreadyEnabled);
    expect((await rowOf(target.id)).status).toBe('active');
    const token = await signIn(app, clock, target.mobile, target.password, 'ops');
    expect((await me(token)).status).toBe(200);

    const rows = await auditOf(target.id);
    expect(rows.map((row: { action: string }) => row.action)).toEqual(['operator.enable', 'operator.disable']);
    expect(rows[1]).toMatchObject({
      operator_id: ops.admin.id,
      before: { status: 'active' },
      after: { status: 'disabled' },
    });
    expect(rows[0]).toMatchObject({
      before: { status: 'disabled' },
      after: { status: 'active' },
    });
  });

  it('an admin cannot disable themselves', async () => {
    expect((await act(ops.admin.id, 'disable')).body).toMatchObject({
      code: ResultCode.FAIL,
      msg: OperatorAdminMessages.ownDisable,
    });
    expect((await me(ops.admin.token)).status).toBe(200);
  });
});

describe('resetting the TOTP', () => {
  it('clears the enrolment and ends the sessions: the next sign-in changes the password and enrols again (issue 35)', async () => {
    const finance = await newOperator(app, clock, 'finance');
    expect((await rowOf(finance.id)).totp_enrolled).toBe(true);
    expect((await act(finance.id, 'reset-totp')).body.code).toBe(0);
    expect((await me(finance.token)).status).toBe(401);
    expect((await rowOf(finance.id)).totp_enrolled).toBe(false);
    const first = await login(finance);
    expect(first.body).toMatchObject({ code: 0, data: { must_change_password: true } });
    // enrolling again with the session's new secret, while changing the password
    const token = first.body.data.token as string;
    expect((await enrolPassword(app, clock, { mobile: finance.mobile, token }, finance.password, 'Finance-again-1')).body.code).toBe(0);
    expect((await me(token)).status).toBe(200);
    expect((await rowOf(finance.id)).totp_enrolled).toBe(true);
    const [row] = await auditOf(finance.id);
    expect(row).toMatchObject({
      action: 'operator.totp_reset',
      operator_id: ops.admin.id,
      before: { totp_enrolled: true },
      after: { totp_enrolled: false, must_change_password: true },
    });
  });

  it("refuses an admin's own, and an operator never enrolled", async () => {
    expect((await act(ops.admin.id, 'reset-totp')).body.msg).toBe(OperatorAdminMessages.ownTotp);
    const fresh = await newOperator(app, clock, 'support', { changed: false });
    expect((await act(fresh.id, 'reset-totp')).body.msg).toBe(OperatorAdminMessages.totpNotEnrolled);
  });
});

describe('the last enabled admin', () => {
  it('cannot be demoted or disabled (whoever asks), and nothing is audited then', async () => {
    // every other admin disabled: ops.admin is the last one
    for (const row of await list({ role: 'admin', status: 'active' })) if (row.id !== ops.admin.id) expect((await act(row.id, 'disable')).body.code).toBe(0);
    expect((await list({ role: 'admin', status: 'active' })).map((row) => row.id)).toEqual([ops.admin.id]);
    const service = app.services.adminOperators;
    const cli = { operator: CLI_ACTOR, ip: 'CLI' };
    await expect(service.changeRole(ops.admin.id, 'ops', cli)).rejects.toThrow(OperatorAdminMessages.lastAdmin);
    await expect(service.setDisabled(ops.admin.id, true, cli)).rejects.toThrow(OperatorAdminMessages.lastAdmin);
    expect(await rowOf(ops.admin.id)).toMatchObject({
      role: 'admin',
      status: 'active',
    });
    expect(await auditOf(ops.admin.id)).toEqual([]);
    // a second enabled admin lifts the refusal
    const second = await newOperator(app, clock, 'admin');
    await service.changeRole(second.id, 'support', cli);
    expect((await rowOf(second.id)).role).toBe('support');
  });
});

// last in this file: the business clock only moves forward, and everybody's sessions end with the move
describe('the TOTP step in the demo', () => {
  it('checks the code against real time, not the business clock moved days ahead (authenticator apps keep real time)', async () => {
    expect((await call(app, 'POST', '/api/dev/clock', { advance_ms: 7 * 86_400_000 })).body.code).toBe(0);
    expect(app.clock.now().getTime() - clock.now().getTime()).toBeGreaterThanOrEqual(7 * 86_400_000);
    // the code made from real time (the test clock, which the move leaves alone) signs the finance operator in
    await expect(signIn(app, clock, ops.finance.mobile, ops.finance.password, 'finance')).resolves.toEqual(expect.any(String));
  });
});
