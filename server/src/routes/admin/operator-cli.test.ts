import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { Messages } from 'shared-contracts';
import { AdminMessages } from 'shared-contracts/admin';
import { operatorCli } from '../../cli/operator-cli';
import { call, tempDir, testClock, uniqueIp, uniqueMobile } from '../../test-support/harness';
import { app, testDb, withTestApp } from '../../test-support/test-app';
import { cliRunner } from '../../test-support/cli';
import { asOperator, enrolPassword, signIn } from '../../test-support/operators';

const clock = testClock();

withTestApp({ clock });

const run = cliRunner(operatorCli, clock);
const login = (mobile: string, password: string) => call(app, 'POST', '/api/admin/login', { mobile, password }, { ip: uniqueIp() });

describe('npm run operator', () => {
  it('creates an operator with a one-time password alone on the last line, to be changed at first sign-in', async () => {
    const mobile = uniqueMobile();
    const created = await run('create', '--mobile', mobile, '--name', '张三', '--role', 'ops');
    expect(created.code).toBe(0);
    expect(created.last).toMatch(/^[A-Za-z0-9]{12}$/);
    const signedIn = await login(mobile, created.last);
    expect(signedIn.body).toMatchObject({ code: 0, data: { must_change_password: true } });
    const me = await call(app, 'GET', '/api/admin/me', undefined, asOperator(signedIn.body.data.token));
    expect(me.body.data).toMatchObject({ name: '张三', role: 'ops', must_change_password: true });

    const [row] = await testDb.db.selectFrom('audit_log').selectAll().where('action', '=', 'operator.create').where('entity_id', '=', String(me.body.data.id)).execute();
    expect(row).toMatchObject({ operator_id: null, operator_name: 'CLI', role: '', entity: 'operator', ip: 'CLI' });
    expect(row.after).toEqual({ mobile: `${mobile.slice(0, 3)}****${mobile.slice(-4)}`, name: '张三', role: 'ops', site_id: await app.repos.sites.mainId() });
  });

  it('creates a 分站 owner with --site: it signs in on that domain only, with TOTP, and the main site does not know it', async () => {
    const domain = 'hz.gift.example.com';
    const mobile = uniqueMobile();
    const created = await run('create', '--mobile', mobile, '--name', '杭州站长', '--role', 'site_owner', '--site', domain);
    expect(created.code).toBe(0);
    expect(created.out.join('\n')).toContain(`${domain} 的 /admin/login`);
    expect(created.last).toMatch(/^[A-Za-z0-9]{12}$/);
    // on the 分站's domain: the one-time password signs in, and that session enrols TOTP (site_owner is a TOTP role) with the password change
    const onSite = await call(app, 'POST', '/api/admin/login', { mobile, password: created.last }, { ip: uniqueIp(), headers: { host: domain } });
    expect(onSite.body).toMatchObject({ code: 0, data: { must_change_password: true } });
    const setup = await call(app, 'GET', '/api/admin/totp-setup', undefined, asOperator(onSite.body.data.token, domain));
    expect(setup.body.data).toMatchObject({ secret: expect.any(String) });
    // on the main site's domain (or another 分站's) the account does not exist
    expect((await login(mobile, created.last)).body.msg).toBe(Messages.wrongCredentials);
    expect((await call(app, 'POST', '/api/admin/login', { mobile, password: created.last }, { ip: uniqueIp(), headers: { host: 'nb.gift.example.com' } })).body.msg).toBe(Messages.wrongCredentials);
    // the same mobile may run the main site's console too: a separate account
    expect((await run('create', '--mobile', mobile, '--name', '主站运营', '--role', 'ops')).code).toBe(0);

    expect(await run('create', '--mobile', uniqueMobile(), '--name', '无站', '--role', 'site_owner')).toMatchObject({ code: 1, err: [AdminMessages.siteRoleNeedsSite] });
    expect(await run('create', '--mobile', uniqueMobile(), '--name', '错站', '--role', 'ops', '--site', domain)).toMatchObject({ code: 1, err: [AdminMessages.mainRoleOnSite] });
    expect(await run('create', '--mobile', uniqueMobile(), '--name', '未知', '--role', 'site_staff', '--site', 'nowhere.example.com')).toMatchObject({ code: 1, err: [AdminMessages.siteUnknown('nowhere.example.com')] });
  });

  it('refuses a bad role, a taken mobile, an unknown mobile, in Chinese', async () => {
    const mobile = uniqueMobile();
    expect(await run('create', '--mobile', mobile, '--name', '李四', '--role', 'boss')).toMatchObject({ code: 1, err: [AdminMessages.roleInvalid] });
    expect((await run('create', '--mobile', mobile, '--name', '李四', '--role', 'finance')).code).toBe(0);
    expect(await run('create', `--mobile=${mobile}`, '--name', '王五', '--role', 'ops')).toMatchObject({ code: 1, err: [AdminMessages.mobileTaken] });
    expect((await run('create', '--mobile', '12345', '--name', '王五', '--role', 'ops')).code).toBe(1);
    const unknown = uniqueMobile();
    expect(await run('reset-password', '--mobile', unknown)).toMatchObject({ code: 1, err: [AdminMessages.mobileUnknown] });
    expect(await run('disable', '--mobile', unknown)).toMatchObject({ code: 1, err: [AdminMessages.mobileUnknown] });
    expect((await run('create', '--mobile', mobile)).code).toBe(2);
    expect((await run('promote', '--mobile', mobile)).code).toBe(2);
    expect((await run('--help')).out.join('\n')).toContain('先停止服务');
  });

  it('resets a password (sessions end, change required again) and disables an operator, audited', async () => {
    const mobile = uniqueMobile();
    const first = (await run('create', '--mobile', mobile, '--name', '赵六', '--role', 'support')).last;
    const token = (await login(mobile, first)).body.data.token;
    expect((await enrolPassword(app, clock, { mobile, token }, first, 'Chosen-pass1')).body.code).toBe(0);

    const reset = await run('reset-password', '--mobile', mobile);
    expect(reset.code).toBe(0);
    expect(reset.last).toMatch(/^[A-Za-z0-9]{12}$/);
    expect((await call(app, 'GET', '/api/admin/me', undefined, asOperator(token))).status).toBe(401);
    expect((await login(mobile, 'Chosen-pass1')).body.code).not.toBe(0);
    // enrolled: the reset password and the TOTP code, then the change is required
    const again = await signIn(app, clock, mobile, reset.last, 'support');
    expect((await call(app, 'GET', '/api/admin/me', undefined, asOperator(again))).body.data).toMatchObject({ must_change_password: true });

    expect((await run('disable', '--mobile', mobile)).code).toBe(0);
    expect((await call(app, 'GET', '/api/admin/me', undefined, asOperator(again))).status).toBe(401);
    expect((await login(mobile, reset.last)).body.msg).toBe(AdminMessages.disabled);
    expect(await run('disable', '--mobile', mobile)).toMatchObject({ code: 1, err: [AdminMessages.alreadyDisabled] });

    const { id } = (await app.repos.operators.findByMobile(await app.repos.sites.mainId(), mobile))!;
    const actions = await testDb.db
      .selectFrom('audit_log')
      .select(['action', 'operator_name', 'before', 'after'])
      .where('operator_name', '=', 'CLI')
      .where('action', 'in', ['operator.reset-password', 'operator.disable'])
      .where('entity_id', '=', String(id))
      .orderBy('id')
      .execute();
    expect(actions.map((row) => row.action)).toEqual(['operator.reset-password', 'operator.disable']);
    expect(actions[0]).toMatchObject({ before: { must_change_password: false }, after: { must_change_password: true } });
  });

  it('runs as `npm run operator` does: tsx, the database the server would open, the password on the last line', () => {
    const env: NodeJS.ProcessEnv = { ...process.env, APP_ENV: 'development' };
    // the same PostgreSQL test database, or an embedded one in a fresh DATA_DIR
    if (testDb.database.url) env.DATABASE_URL = testDb.database.url;
    else {
      delete env.DATABASE_URL;
      env.DATA_DIR = tempDir('operator-cli-');
    }
    const serverDir = path.resolve(__dirname, '../../..');
    const mobile = uniqueMobile();
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/operator.ts', 'create', '--mobile', mobile, '--name', '张三', '--role', 'admin'], {
      cwd: serverDir,
      env,
      encoding: 'utf8',
      timeout: 120_000,
    });
    expect({ status: result.status, stderr: result.stderr }).toEqual({ status: 0, stderr: '' });
    const lines = result.stdout.trim().split('\n');
    expect(lines.at(-1)).toMatch(/^[A-Za-z0-9]{12}$/);
    expect(lines[0]).toContain('张三（管理员）');

    const refused = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/operator.ts', 'create', '--mobile', mobile, '--name', '张三', '--role', 'admin'], { cwd: serverDir, env, encoding: 'utf8', timeout: 120_000 });
    expect(refused.status).toBe(1);
    expect(refused.stderr.trim()).toBe(AdminMessages.mobileTaken);
  });
});
