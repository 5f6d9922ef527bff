import { Messages, ResultCode } from 'shared-contracts';
import { AdminMessages, OperatorAuthMessages, type OperatorRole } from 'shared-contracts/admin';
import { CLI_ACTOR } from '../../services/audit';
import { call, testClock, uniqueIp, uniqueMobile } from '../../test-support/harness';
import { app, withTestApp } from '../../test-support/test-app';
import { asOperator, enrolPassword, newOperator, signIn, tokenOf, totpCode, type TestOperator } from '../../test-support/operators';

/**
 * Issue 35: operators whose role moves money (人工赔付, 会员等级 …) sign in with TOTP, and a TOTP role enrols
 * only while changing its one-time password, in the session that signed in with it, within 10 minutes.
 */
const clock = testClock();
let admin: TestOperator;

withTestApp({ clock }, { timeout: 120_000 });
beforeAll(async () => {
  admin = await newOperator(app, clock, 'admin');
}, 120_000);

const login = (mobile: string, password: string, extra: Record<string, string> = {}) =>
  call(app, 'POST', '/api/admin/login', { mobile, password, ...extra }, { ip: uniqueIp() });
const setup = (token: string) => call(app, 'GET', '/api/admin/totp-setup', undefined, asOperator(token));
const change = (token: string, body: Record<string, string>) => call(app, 'PUT', '/api/admin/password', body, asOperator(token));
const me = (token: string) => call(app, 'GET', '/api/admin/me', undefined, asOperator(token));

/** A new operator with its one-time password, not signed in. */
async function created(role: OperatorRole) {
  const mobile = uniqueMobile();
  const siteId = await app.repos.sites.mainId();
  const made = await app.services.operatorAccounts.create({ siteId, siteIsMain: true, mobile, name: `新${role}`, role }, CLI_ACTOR, 'CLI');
  return { id: made.operator.id, mobile, password: made.password };
}

describe('money roles sign in with TOTP', () => {
  it.each(['ops', 'support'] as const)('%s: signs in again with password and code once enrolled; without the code it is asked for (61)', async (role) => {
    const op = await newOperator(app, clock, role);
    const first = await login(op.mobile, op.password);
    expect(first.body).toMatchObject({ code: ResultCode.TOTP_REQUIRED, msg: AdminMessages.totpRequired, data: {} });
    expect(first.body.data.token).toBeUndefined();
    // signIn answers the code of the secret enrolled at the password change
    const token = await signIn(app, clock, op.mobile, op.password, role);
    expect((await me(token)).body.code).toBe(0);
  });
});

describe('enrolment is bound to the first password change', () => {
  it('the one-time password signs in without a code; the sign-in answer carries no secret; the session alone gets it', async () => {
    const op = await created('support');
    const first = await login(op.mobile, op.password);
    expect(first.body).toMatchObject({ code: 0, data: { must_change_password: true } });
    expect(JSON.stringify(first.body)).not.toContain('otpauth');
    const token = tokenOf(first);
    // only me, password, logout and totp-setup before the change
    expect((await call(app, 'GET', '/api/admin/compensations', undefined, asOperator(token))).body.msg).toBe(AdminMessages.mustChangePassword);
    const given = await setup(token);
    expect(given.body).toMatchObject({ code: 0, data: { uri: expect.stringMatching(/^otpauth:\/\/totp\//), secret: expect.any(String) } });
    expect(new Date(given.body.data.expires_at).getTime()).toBe(clock.now().getTime() + 10 * 60_000);
    // a second sign-in is a session of its own with its own secret
    const other = tokenOf(await login(op.mobile, op.password));
    expect((await setup(other)).body.data.secret).not.toBe(given.body.data.secret);
  });

  it('the password change needs the first code of this session’s secret; a good one enables TOTP in the same step, audited', async () => {
    const op = await created('ops');
    const token = tokenOf(await login(op.mobile, op.password));
    const secret = (await setup(token)).body.data.secret as string;
    const body = { old_password: op.password, password: 'Ops-new-pass-1' };
    expect((await change(token, body)).body.msg).toBe(OperatorAuthMessages.totpEnrolRequired);
    expect((await change(token, { ...body, totp: '000000' === totpCode(secret, clock.now()) ? '111111' : '000000' })).body.msg).toBe(AdminMessages.totpWrong);
    // nothing changed by the refusals
    expect((await me(token)).body.data.must_change_password).toBe(true);
    const done = await change(token, { ...body, totp: totpCode(secret, clock.now()) });
    expect(done.body).toMatchObject({ code: 0, msg: Messages.passwordChanged });
    expect((await me(token)).body.data.must_change_password).toBe(false);
    expect((await setup(token)).body.data).toBeNull();
    // the next sign-in asks for the code of that secret
    clock.advance(30_000);
    expect((await login(op.mobile, 'Ops-new-pass-1')).body.code).toBe(ResultCode.TOTP_REQUIRED);
    clock.advance(30_000);
    expect((await login(op.mobile, 'Ops-new-pass-1', { totp: totpCode(secret, clock.now()) })).body.code).toBe(0);
    const audit = await call(app, 'GET', '/api/admin/audit', undefined, {
      ...asOperator(admin.token),
      query: { action: 'operator.totp_enrol', page_size: '100' },
    });
    expect(audit.body.data.list).toEqual(
      expect.arrayContaining([expect.objectContaining({ entity: 'operator', entity_id: String(op.id), operator_id: op.id })]),
    );
  });

  it('ten minutes after the sign-in the enrolment is refused with a clear message; signing in again gives a new secret', async () => {
    const op = await created('finance');
    const token = tokenOf(await login(op.mobile, op.password));
    const secret = (await setup(token)).body.data.secret as string;
    clock.advance(10 * 60_000);
    expect((await setup(token)).body.msg).toBe(OperatorAuthMessages.totpEnrolExpired);
    expect((await change(token, { old_password: op.password, password: 'Fin-new-pass-1', totp: totpCode(secret, clock.now()) })).body.msg).toBe(
      OperatorAuthMessages.totpEnrolExpired,
    );
    const again = tokenOf(await login(op.mobile, op.password));
    const fresh = (await setup(again)).body.data.secret as string;
    expect(fresh).not.toBe(secret);
    expect((await change(again, { old_password: op.password, password: 'Fin-new-pass-1', totp: totpCode(fresh, clock.now()) })).body.code).toBe(0);
  });

  it('a TOTP role whose password changed without enrolling cannot sign in: an admin’s 重置动态验证码 lets it enrol at its next sign-in', async () => {
    const op = await created('support');
    // as an operator of before issue 35: password changed, never enrolled
    const row = await app.repos.operators.findById(op.id);
    await app.repos.operators.setPassword(op.id, row!.password_hash, false, clock.now());
    expect((await login(op.mobile, op.password)).body.msg).toBe(OperatorAuthMessages.totpResetNeeded);
    expect((await call(app, 'POST', `/api/admin/operators/${op.id}/reset-totp`, undefined, asOperator(admin.token))).body.code).toBe(0);
    const signedIn = await login(op.mobile, op.password);
    expect(signedIn.body).toMatchObject({ code: 0, data: { must_change_password: true } });
    const token = tokenOf(signedIn);
    const reply = await enrolPassword(app, clock, { mobile: op.mobile, token }, op.password, 'New-support-12');
    expect(reply.body.code).toBe(0);
  });

  it('an enrolled operator’s TOTP reset also makes the next sign-in change the password and enrol again', async () => {
    const op = await newOperator(app, clock, 'ops');
    expect((await call(app, 'POST', `/api/admin/operators/${op.id}/reset-totp`, undefined, asOperator(admin.token))).body.code).toBe(0);
    const signedIn = await login(op.mobile, op.password);
    expect(signedIn.body).toMatchObject({ code: 0, data: { must_change_password: true } });
    expect((await setup(tokenOf(signedIn))).body.data.secret).toEqual(expect.any(String));
  });
});

describe('an operator password has 10-20 characters', () => {
  it('a 9-character new password is refused with the operator rule; 10 characters pass', async () => {
    const op = await created('admin');
    const token = tokenOf(await login(op.mobile, op.password));
    const secret = (await setup(token)).body.data.secret as string;
    expect((await change(token, { old_password: op.password, password: 'short-9ch', totp: totpCode(secret, clock.now()) })).body.msg).toBe(
      OperatorAuthMessages.passwordInvalid,
    );
    expect((await change(token, { old_password: op.password, password: 'enough-10c', totp: totpCode(secret, clock.now()) })).body.code).toBe(0);
  });
});
