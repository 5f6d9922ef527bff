import { UserType } from 'shared-contracts';
import { call, testClock, uniqueIp, uniqueMobile } from '../test-support/harness';
import { app, withTestApp } from '../test-support/test-app';
import { cliRunner } from '../test-support/cli';
import { supplierCli } from './supplier-cli';

const clock = testClock();

withTestApp({ clock });

const run = cliRunner(supplierCli, clock);

describe('npm run supplier', () => {
  it('creates a supplier of a shop with a one-time password alone on the last line, to be changed at first sign-in', async () => {
    const mobile = uniqueMobile();
    const created = await run('create', '--shop', '2', '--mobile', mobile, '--name', '王供货');
    expect(created.code).toBe(0);
    expect(created.last).toMatch(/^[A-Za-z0-9]{12}$/);
    const login = await call(app, 'POST', '/api/login', { mobile, password: created.last, type: UserType.SUPPLIER }, { ip: uniqueIp() });
    expect(login.body.data).toEqual({ token: expect.any(String), must_change_password: true });
    const me = await call(app, 'GET', '/api/supplier/me', undefined, { token: login.body.data.token });
    expect(me.body.data).toMatchObject({ name: '王供货', role: 'owner', shop: { id: 2 } });
  });

  it('resets a password: a new one-time password on the last line, the old sessions ended', async () => {
    const mobile = uniqueMobile();
    const created = await run('create', '--shop', '1', '--mobile', mobile, '--name', '己');
    const token = (await call(app, 'POST', '/api/login', { mobile, password: created.last, type: UserType.SUPPLIER }, { ip: uniqueIp() })).body.data.token;
    const reset = await run('reset-password', '--mobile', mobile);
    expect(reset.code).toBe(0);
    expect(reset.last).toMatch(/^[A-Za-z0-9]{12}$/);
    expect((await call(app, 'GET', '/api/supplier/me', undefined, { token })).status).toBe(401);
    expect((await call(app, 'POST', '/api/login', { mobile, password: reset.last, type: UserType.SUPPLIER }, { ip: uniqueIp() })).body.data.must_change_password).toBe(true);
    expect((await run('reset-password', '--mobile', uniqueMobile())).err).toEqual(['该手机号不是供应商账号']);
  });

  it('refuses an unknown shop, a mobile already a supplier’s, and bad usage', async () => {
    expect((await run('create', '--shop', '999999', '--mobile', uniqueMobile(), '--name', '甲')).err).toEqual(['供货店铺 999999 不存在']);
    const mobile = uniqueMobile();
    expect((await run('create', '--shop', '1', '--mobile', mobile, '--name', '乙')).code).toBe(0);
    expect((await run('create', '--shop', '1', '--mobile', mobile, '--name', '丙')).err).toEqual(['该手机号已是供应商账号']);
    expect((await run('create', '--shop', '1', '--name', '丁')).code).toBe(2);
    expect((await run('create', '--shop', '1', '--mobile', uniqueMobile(), '--name', '戊', '--role', 'boss')).code).toBe(2);
  });
});
