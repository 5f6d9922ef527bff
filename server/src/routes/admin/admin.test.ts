import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { Messages, ResultCode } from 'shared-contracts';
import { AdminMessages, OPERATOR_ROLES, OperatorAuthMessages, TOTP_ISSUER, can, rolesFor, type OperatorRole, type Permission } from 'shared-contracts/admin';
import { chinaText } from 'shared-contracts/china-time';
import auth from '../../plugins/app/auth';
import { CLI_ACTOR, maskPersonalData } from '../../services/audit';
import { HOUR, MINUTE } from '../../services/limits';
import { FakeCaptcha, call, registerUser, testClock, uniqueIp, uniqueMobile } from '../../test-support/harness';
import { app, testDb, withTestApp } from '../../test-support/test-app';
import { asOperator, enrolledSecret, newOperator, operatorOfEachRole, signIn, totpCode, type TestOperator } from '../../test-support/operators';

const clock = testClock();
const captcha = new FakeCaptcha();

withTestApp({ clock, providers: { captcha } });

// every operator route, whichever file declares it: the walk below is the permission table's one check
const adminRoutes = () => app.routeAccess.filter((route) => route.url.startsWith('/api/admin') && route.method !== 'HEAD');
const login = (body: Record<string, unknown>, ip = uniqueIp()) => call(app, 'POST', '/api/admin/login', body, { ip });
const create = async (role: OperatorRole) => {
  const mobile = uniqueMobile();
  const { operator, password } = await app.services.operatorAccounts.create({ siteId: await app.repos.sites.mainId(), siteIsMain: true, mobile, name: '测试', role }, CLI_ACTOR, 'CLI');
  return { id: operator.id, mobile, password };
};
const auditRows = async (admin: TestOperator, query: Record<string, string>) =>
  (await call(app, 'GET', '/api/admin/audit', undefined, { ...asOperator(admin.token), query: { page_size: '50', ...query } })).body.data;

describe('the permission table, route by route', () => {
  it('every /api/admin route but the sign-in declares a permission', () => {
    const routes = adminRoutes();
    expect(routes.map((route) => `${route.method} ${route.url}`)).toEqual(
      expect.arrayContaining(['GET /api/admin/audit', 'GET /api/admin/me', 'POST /api/admin/login', 'POST /api/admin/logout', 'PUT /api/admin/password', 'GET /api/admin/goods', 'GET /api/admin/users']),
    );
    for (const route of routes) expect([route.method, route.url, route.url === '/api/admin/login' ? route.public : route.permission !== null]).toEqual([route.method, route.url, true]);
  });

  it('answers every operator route for each role as PERMISSIONS says (before reading the body); no token, a user token or an operator token as a bearer is 401', async () => {
    const user = await registerUser(app);
    // sign-out last: it ends the session the walk uses
    const routes = adminRoutes()
      .filter((route) => route.permission)
      .sort((a, b) => Number(a.url === '/api/admin/logout') - Number(b.url === '/api/admin/logout'));
    expect(routes.length).toBeGreaterThan(20);
    const operators = await operatorOfEachRole(app, clock);
    for (const route of routes) {
      const method = route.method as 'GET' | 'POST' | 'PUT' | 'DELETE';
      const permission = route.permission as Permission;
      // an id no row has: the walk changes nothing, yet each answer says whether the role got past the check
      const url = route.url.replace(/:(\w+)/g, '999999');
      const body = method === 'GET' || method === 'DELETE' ? undefined : {};
      for (const role of OPERATOR_ROLES) {
        // raw: an allowed export answers a file, not JSON
        const reply = await app.inject({ method, url, payload: body, headers: asOperator(operators[role].token).headers, remoteAddress: uniqueIp() });
        if (can(role, permission)) expect([method, url, role, reply.statusCode === 401 || reply.statusCode === 403]).toEqual([method, url, role, false]);
        else expect([method, url, role, reply.statusCode, reply.json()]).toEqual([method, url, role, 403, { code: ResultCode.FORBIDDEN, msg: AdminMessages.forbidden, data: null }]);
      }
      const anonymous = await call(app, method, url, body);
      expect([url, anonymous.status, anonymous.body.code]).toEqual([url, 401, ResultCode.UNAUTHORIZED]);
      const asUser = await call(app, method, url, body, { token: user.token });
      expect([url, asUser.status]).toEqual([url, 401]);
      const bearer = await call(app, method, url, body, { token: operators.admin.token });
      expect([url, bearer.status]).toEqual([url, 401]);
      const garbage = await call(app, method, url, body, asOperator('x'.repeat(43)));
      expect([url, garbage.status]).toEqual([url, 401]);
    }
  }, 120_000);

  it('documents each operation with its x-roles and the operator token', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.components.securitySchemes.operatorToken).toEqual({ type: 'apiKey', in: 'header', name: 'X-Operator-Token' });
    for (const route of adminRoutes()) {
      const operation = doc.paths[route.url.replace(/:(\w+)/g, '{$1}')][route.method.toLowerCase()];
      if (!route.permission) {
        expect(operation['x-roles']).toBeUndefined();
        continue;
      }
      expect([route.url, operation['x-roles']]).toEqual([route.url, rolesFor(route.permission)]);
      expect(operation.security).toEqual([{ operatorToken: [] }]);
    }
  });

  it('an operator token never works on a user route', async () => {
    const ops = await newOperator(app, clock, 'ops');
    expect((await call(app, 'GET', '/api/user/info', undefined, asOperator(ops.token))).status).toBe(401);
    expect((await call(app, 'GET', '/api/user/info', undefined, { token: ops.token })).status).toBe(401);
  });

  describe('deny by default at start-up', () => {
    const boot = async (register: (instance: FastifyInstance) => void) => {
      const bare = Fastify();
      await bare.register(auth);
      await bare.register(async (instance) => register(instance));
      try {
        await bare.ready();
      } finally {
        await bare.close();
      }
    };
    it('refuses an /api/admin route without a permission', async () => {
      await expect(boot((instance) => instance.get('/api/admin/reports', async () => ({})))).rejects.toThrow(/config\.permission/);
    });
    it('refuses a public /api/admin route other than the sign-in, and a permission outside /api/admin', async () => {
      await expect(boot((instance) => instance.get('/api/admin/open', { config: { public: true } }, async () => ({})))).rejects.toThrow(/cannot be public/);
      await expect(boot((instance) => instance.get('/api/thing', { config: { permission: 'audit.read' } }, async () => ({})))).rejects.toThrow(/\/api\/admin routes only/);
      await expect(boot((instance) => instance.get('/api/admin/x', { config: { permission: 'nope' as Permission } }, async () => ({})))).rejects.toThrow(/unknown permission/);
    });
    it('starts with a declared one', async () => {
      await expect(boot((instance) => instance.get('/api/admin/reports', { config: { permission: 'money.read' } }, async () => ({})))).resolves.toBeUndefined();
    });
  });
});

describe('sign-in', () => {
  it('asks for the image captcha after three failures (code 80) and takes it', async () => {
    const ops = await create('ops');
    for (let i = 0; i < 3; i += 1) expect((await login({ mobile: ops.mobile, password: 'wrong-pass' })).body.msg).toBe(Messages.wrongCredentials);
    expect((await login({ mobile: ops.mobile, password: ops.password })).body.code).toBe(ResultCode.CAPTCHA_REQUIRED);
    const { key } = (await call(app, 'GET', '/api/captcha', undefined, { ip: uniqueIp() })).body.data;
    const wrongCaptcha = await login({ mobile: ops.mobile, password: ops.password, key, captcha: 'zzzz' });
    expect(wrongCaptcha.body).toMatchObject({ code: ResultCode.CAPTCHA_REQUIRED, msg: Messages.captchaWrong });
    const fresh = (await call(app, 'GET', '/api/captcha', undefined, { ip: uniqueIp() })).body.data.key;
    const signedIn = await login({ mobile: ops.mobile, password: ops.password, key: fresh, captcha: captcha.answer });
    expect(signedIn.body).toMatchObject({ code: 0, data: { must_change_password: true } });
    expect(signedIn.body.data.token).toEqual(expect.any(String));
  });

  it('locks password sign-in for 30 minutes after ten wrong passwords in 24 hours', async () => {
    const ops = await create('support');
    for (let i = 0; i < 10; i += 1) {
      expect((await login({ mobile: ops.mobile, password: 'wrong-pass' })).body.msg).toBe(Messages.wrongCredentials);
      // spaced out, so the 15-minute captcha count stays below its threshold
      clock.advance(6 * MINUTE);
    }
    const locked = await login({ mobile: ops.mobile, password: ops.password });
    expect(locked.body).toMatchObject({ code: ResultCode.FAIL, msg: AdminMessages.passwordLocked(24) });
    clock.advance(25 * MINUTE);
    expect((await login({ mobile: ops.mobile, password: ops.password })).body.code).toBe(0);
  });

  it('refuses a disabled operator, and ends its sessions', async () => {
    const ops = await newOperator(app, clock, 'ops');
    await app.services.operatorAccounts.disable(await app.repos.sites.mainId(), ops.mobile, CLI_ACTOR, 'CLI');
    expect((await call(app, 'GET', '/api/admin/me', undefined, asOperator(ops.token))).status).toBe(401);
    expect((await login({ mobile: ops.mobile, password: ops.password })).body).toMatchObject({ code: ResultCode.FAIL, msg: AdminMessages.disabled });
  });

  it('enrols a TOTP role while it changes its one-time password (issue 35), then asks for a code every time', async () => {
    const admin = await create('admin');
    const ip = uniqueIp();
    // the one-time password alone signs in: the session's own secret is on offer until the password changes
    const first = await login({ mobile: admin.mobile, password: admin.password }, ip);
    expect(first.body).toMatchObject({ code: 0, data: { must_change_password: true } });
    const token = first.body.data.token as string;
    const { uri, secret } = (await call(app, 'GET', '/api/admin/totp-setup', undefined, asOperator(token))).body.data;
    expect(uri).toContain('otpauth://totp/');
    expect(decodeURIComponent(uri)).toContain(`${TOTP_ISSUER}:${admin.mobile}`);
    expect(uri).toContain(`secret=${secret}`);
    // kept sealed, on the session only
    const session = await testDb.db.selectFrom('operator_sessions').select('totp_setup').where('operator_id', '=', admin.id).executeTakeFirstOrThrow();
    expect(session.totp_setup).toMatch(/^v1\./);
    expect(session.totp_setup).not.toContain(secret);

    const code = totpCode(secret, clock.now());
    const changed = await call(app, 'PUT', '/api/admin/password', { old_password: admin.password, password: 'Admin-pass-10', totp: code }, asOperator(token));
    expect(changed.body.code).toBe(0);
    const stored = await testDb.db.selectFrom('operators').select(['totp_secret', 'totp_enabled']).where('id', '=', admin.id).executeTakeFirstOrThrow();
    expect(stored.totp_secret).toMatch(/^v1\./);
    expect(stored.totp_enabled).toBe(true);
    // the enrolment's code is not accepted again
    expect((await login({ mobile: admin.mobile, password: 'Admin-pass-10', totp: code }, ip)).body).toMatchObject({ code: ResultCode.TOTP_REQUIRED, msg: AdminMessages.totpWrong });
    const wrongCode = totpCode(secret, new Date(clock.now().getTime() + 10 * MINUTE));
    expect((await login({ mobile: admin.mobile, password: 'Admin-pass-10', totp: wrongCode }, ip)).body).toEqual({ code: ResultCode.TOTP_REQUIRED, msg: AdminMessages.totpWrong, data: {} });
    // enrolled: the code is asked for without the secret
    expect((await login({ mobile: admin.mobile, password: 'Admin-pass-10' }, ip)).body).toEqual({ code: ResultCode.TOTP_REQUIRED, msg: AdminMessages.totpRequired, data: {} });
    clock.advance(30_000);
    expect((await login({ mobile: admin.mobile, password: 'Admin-pass-10', totp: totpCode(secret, clock.now()) }, ip)).body.code).toBe(0);
  });

  it('counts a wrong TOTP code as a failure (captcha after three)', async () => {
    const finance = await newOperator(app, clock, 'finance');
    const secret = enrolledSecret(finance.mobile)!;
    const wrong = totpCode(secret, new Date(clock.now().getTime() - 10 * MINUTE));
    for (let i = 0; i < 3; i += 1) expect((await login({ mobile: finance.mobile, password: finance.password, totp: wrong })).body.msg).toBe(AdminMessages.totpWrong);
    clock.advance(30_000);
    expect((await login({ mobile: finance.mobile, password: finance.password, totp: totpCode(secret, clock.now()) })).body.code).toBe(ResultCode.CAPTCHA_REQUIRED);
  });

  it('ends a session 12 hours after sign-in, however it is used', async () => {
    const ops = await newOperator(app, clock, 'ops');
    const token = await signIn(app, clock, ops.mobile, ops.password, 'ops');
    clock.advance(12 * HOUR - MINUTE);
    expect((await call(app, 'GET', '/api/admin/me', undefined, asOperator(token))).status).toBe(200);
    clock.advance(MINUTE);
    expect((await call(app, 'GET', '/api/admin/me', undefined, asOperator(token))).status).toBe(401);
  });
});

describe('the one-time password', () => {
  it('allows only me, password and logout until it is changed; the change ends the other sessions', async () => {
    const admin = await newOperator(app, clock, 'admin', { changed: false });
    const other = await signIn(app, clock, admin.mobile, admin.password, 'admin');
    const me = await call(app, 'GET', '/api/admin/me', undefined, asOperator(admin.token));
    expect(me.body).toEqual({ code: 0, msg: '成功', data: { id: admin.id, name: '测试admin', mobile: `${admin.mobile.slice(0, 3)}****${admin.mobile.slice(-4)}`, role: 'admin', must_change_password: true } });
    expect((await call(app, 'GET', '/api/admin/audit', undefined, asOperator(admin.token))).body).toEqual({ code: ResultCode.FORBIDDEN, msg: AdminMessages.mustChangePassword, data: null });
    expect((await call(app, 'GET', '/api/admin/audit', undefined, asOperator(admin.token))).status).toBe(403);

    const change = (body: Record<string, string>) => call(app, 'PUT', '/api/admin/password', body, asOperator(admin.token));
    expect((await change({ old_password: admin.password, password: '123' })).body).toMatchObject({ code: 400, msg: OperatorAuthMessages.passwordInvalid });
    expect((await change({ old_password: 'not-it', password: 'Better-pass1' })).body).toMatchObject({ code: ResultCode.FAIL, msg: Messages.oldPasswordWrong });
    expect((await change({ old_password: admin.password, password: admin.password })).body.msg).toBe(AdminMessages.samePassword);
    const { secret } = (await call(app, 'GET', '/api/admin/totp-setup', undefined, asOperator(admin.token))).body.data;
    expect((await change({ old_password: admin.password, password: 'Better-pass1', totp: totpCode(secret, clock.now()) })).body).toMatchObject({ code: 0, msg: Messages.passwordChanged });

    expect((await call(app, 'GET', '/api/admin/audit', undefined, asOperator(admin.token))).status).toBe(200);
    expect((await call(app, 'GET', '/api/admin/me', undefined, asOperator(admin.token))).body.data.must_change_password).toBe(false);
    expect((await call(app, 'GET', '/api/admin/me', undefined, asOperator(other))).status).toBe(401);
  });
});

describe('the audit log', () => {
  it('records sign-in, password change and sign-out, masked, newest first, filtered', async () => {
    const admin = await newOperator(app, clock, 'admin');
    const ops = await newOperator(app, clock, 'ops');
    expect((await call(app, 'POST', '/api/admin/logout', undefined, asOperator(ops.token))).body).toMatchObject({ code: 0, msg: Messages.loggedOut });
    expect((await call(app, 'GET', '/api/admin/me', undefined, asOperator(ops.token))).status).toBe(401);

    const rows = await auditRows(admin, { operator_id: String(ops.id) });
    expect(rows.list.map((row: { action: string }) => row.action)).toEqual(['logout', 'password.change', 'operator.totp_enrol', 'login']);
    const [logout, change, enrol, signedIn] = rows.list;
    expect(enrol).toMatchObject({ before: { totp_enrolled: false }, after: { totp_enrolled: true } });
    expect(signedIn).toMatchObject({ operator_id: ops.id, operator_name: '测试ops', role: 'ops', entity: 'operator', entity_id: String(ops.id), before: null });
    expect(signedIn.after).toEqual({ mobile: `${ops.mobile.slice(0, 3)}****${ops.mobile.slice(-4)}`, totp_enrolment: true });
    expect(signedIn.created_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(change).toMatchObject({ before: { must_change_password: true }, after: { must_change_password: false } });
    expect(logout.ip).toMatch(/^127\.0\.0\.1$/);

    // nowhere in the table is a whole mobile
    const text = await sql<{ t: string }>`select coalesce(string_agg(audit_log::text, ' '), '') as t from audit_log`.execute(testDb.db);
    expect(text.rows[0].t).not.toContain(ops.mobile);

    expect((await auditRows(admin, { operator_id: String(ops.id), action: 'login' })).data_count).toBe(1);
    expect((await auditRows(admin, { action: 'operator.create', entity: 'operator' })).data_count).toBeGreaterThan(1);
    const now = clock.now();
    expect((await auditRows(admin, { operator_id: String(ops.id), start_time: chinaText(new Date(now.getTime() + HOUR)) })).data_count).toBe(0);
    expect((await auditRows(admin, { operator_id: String(ops.id), start_time: chinaText(new Date(now.getTime() - HOUR)), end_time: chinaText(now) })).data_count).toBe(4);
    expect((await call(app, 'GET', '/api/admin/audit', undefined, { ...asOperator(admin.token), query: { start_time: '2026/01/01' } })).status).toBe(400);
  });

  it('masks mobiles and ID numbers anywhere in before/after', () => {
    expect(
      maskPersonalData({ mobile: '13800000000', note: '收件人 13912345678，身份证 110101199003076632', n: 13700001111, list: [{ id: '11010119900307663X' }], at: new Date('2026-01-01T00:00:00Z'), order: '202601011234567890123' }),
    ).toEqual({ mobile: '138****0000', note: '收件人 139****5678，身份证 110101**********32', n: '137****1111', list: [{ id: '110101**********3X' }], at: '2026-01-01T00:00:00.000Z', order: '202601011234567890123' });
  });

  it('is append-only: rows cannot be updated or deleted', async () => {
    await app.services.audit.record({ operator: CLI_ACTOR, ip: 'CLI', action: 'test.append-only', entity: 'test', after: { a: 1 } });
    await expect(sql`update audit_log set action = 'changed' where action = 'test.append-only'`.execute(testDb.db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from audit_log where action = 'test.append-only'`.execute(testDb.db)).rejects.toThrow(/append-only/);
    await expect(sql`truncate audit_log`.execute(testDb.db)).rejects.toThrow(/append-only/);
    const kept = await testDb.db.selectFrom('audit_log').select('action').where('action', '=', 'test.append-only').execute();
    expect(kept).toHaveLength(1);
  });

  it('writes in the caller\'s transaction: rolled back with it', async () => {
    await expect(
      app.repos.transaction(async () => {
        await app.services.audit.record({ operator: CLI_ACTOR, ip: 'CLI', action: 'test.rollback', entity: 'test' });
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect(await testDb.db.selectFrom('audit_log').select('id').where('action', '=', 'test.rollback').execute()).toHaveLength(0);
  });
});
