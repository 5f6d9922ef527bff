import { Messages } from 'shared-contracts';
import { SiteConsoleMessages } from 'shared-contracts/admin';
import { call, registerUser, sendCode, testClock, uniqueIp, uniqueMobile } from '../../test-support/harness';
import { app, withTestApp } from '../../test-support/test-app';
import { getOn, newSubstation, onSite, type TestSite } from '../../test-support/sites';

/**
 * Members belong to one site (issue 32): (site, mobile) is unique, so the same mobile holds separate accounts on
 * the main site and on each 分站; signing in, SMS codes, find-password and sessions are per site, and a token made
 * on one site's domain is refused (401) on another's.
 */
const clock = testClock();
let hz: TestSite;
let nb: TestSite;

withTestApp({ clock });
beforeAll(async () => {
  hz = await newSubstation(app, 'hz.members.example.com');
  nb = await newSubstation(app, 'nb.members.example.com');
});

/** One minute later: the same mobile may be texted again (one code a minute per mobile, whatever the site). */
const nextMinute = () => clock.advance(61_000);
const login = (host: string | undefined, mobile: string, password: string) => call(app, 'POST', '/api/login', { mobile, password }, onSite(host, undefined, { ip: uniqueIp() }));

describe('one mobile, one account per site', () => {
  it('registers the same mobile on the main site and on a 分站 as two members, each in its own site\'s default group', async () => {
    const mobile = uniqueMobile();
    const main = await registerUser(app, 'main-pass1', undefined, undefined, mobile);
    nextMinute();
    const member = await registerUser(app, 'hz-pass1', undefined, hz.domain, mobile);
    expect(member.userId).not.toBe(main.userId);
    const rows = await app.db.selectFrom('users').innerJoin('user_groups', 'user_groups.id', 'users.group_id').select(['users.site_id', 'user_groups.site_id as group_site', 'user_groups.name']).where('users.mobile', '=', mobile).orderBy('users.id').execute();
    expect(rows).toEqual([
      { site_id: await app.repos.sites.mainId(), group_site: await app.repos.sites.mainId(), name: expect.any(String) },
      { site_id: hz.id, group_site: hz.id, name: '普通会员' },
    ]);

    // each password on its own site only; the other 分站 does not know the mobile
    expect((await login(undefined, mobile, 'main-pass1')).body.code).toBe(0);
    expect((await login(hz.domain, mobile, 'hz-pass1')).body.code).toBe(0);
    expect((await login(hz.domain, mobile, 'main-pass1')).body.msg).toBe(Messages.wrongCredentials);
    expect((await login(nb.domain, mobile, 'hz-pass1')).body.msg).toBe(Messages.wrongCredentials);
  });

  it('refuses a token on any other site\'s domain (401), and accepts it on its own', async () => {
    const main = await registerUser(app);
    const member = await registerUser(app, undefined, undefined, hz.domain);
    expect((await getOn(app, hz.domain, '/api/user/info', undefined, member.token)).body.data.user.user_id).toBe(member.userId);
    expect((await getOn(app, undefined, '/api/user/info', undefined, member.token)).status).toBe(401);
    expect((await getOn(app, nb.domain, '/api/user/info', undefined, member.token)).status).toBe(401);
    expect((await getOn(app, hz.domain, '/api/user/info', undefined, main.token)).status).toBe(401);
    // a public list that marks favourites treats a foreign token as no one
    expect((await getOn(app, hz.domain, '/api/gift/goods/list', { page: '1', page_size: '10' }, main.token)).status).toBe(200);
  });

  it('answers a mobile registered only elsewhere as not registered here; a code works only on the site it was sent for', async () => {
    const mobile = uniqueMobile();
    await registerUser(app, 'main-pass1', undefined, undefined, mobile);
    nextMinute();
    const onHz = await call(app, 'POST', '/api/common/sms/login', { mobile }, onSite(hz.domain, undefined, { ip: uniqueIp() }));
    expect(onHz.body).toMatchObject({ code: 1, msg: Messages.mobileNotRegistered });
    // registered on the 分站 too: a login code sent on the main site does not sign in there
    nextMinute();
    await registerUser(app, 'hz-pass1', undefined, hz.domain, mobile);
    nextMinute();
    const code = await sendCode(app, 'login', mobile);
    const refused = await call(app, 'POST', '/api/sms-login', { mobile, sms_code: code }, onSite(hz.domain, undefined, { ip: uniqueIp() }));
    expect(refused.body).toMatchObject({ code: 1, msg: Messages.smsCodeWrong });
    expect((await call(app, 'POST', '/api/sms-login', { mobile, sms_code: code }, { ip: uniqueIp() })).body.code).toBe(0);
  });

  it('resets a password on one site only (find-password), ending that site\'s sessions only', async () => {
    const mobile = uniqueMobile();
    const main = await registerUser(app, 'main-pass1', undefined, undefined, mobile);
    nextMinute();
    await registerUser(app, 'hz-pass1', undefined, hz.domain, mobile);
    nextMinute();
    const code = await sendCode(app, 'find-password', mobile, uniqueIp(), hz.domain);
    const reset = await call(app, 'POST', '/api/find-password', { mobile, password: 'hz-pass2', sms_code: code }, onSite(hz.domain, undefined, { ip: uniqueIp() }));
    expect(reset.body.code).toBe(0);
    expect((await login(hz.domain, mobile, 'hz-pass2')).body.code).toBe(0);
    expect((await login(undefined, mobile, 'main-pass1')).body.code).toBe(0);
    expect((await getOn(app, undefined, '/api/user/info', undefined, main.token)).status).toBe(200);
  });

  it('locks a wrong-password streak on one site\'s account only', async () => {
    const mobile = uniqueMobile();
    await registerUser(app, 'main-pass1', undefined, undefined, mobile);
    nextMinute();
    await registerUser(app, 'hz-pass1', undefined, hz.domain, mobile);
    for (let i = 0; i < 3; i += 1) expect((await login(hz.domain, mobile, 'wrong-pass')).body.msg).toBe(Messages.wrongCredentials);
    // the 4th on the 分站 would ask for a captcha; the main site's account is untouched
    expect((await login(hz.domain, mobile, 'wrong-pass')).body.code).toBe(80);
    expect((await login(undefined, mobile, 'main-pass1')).body.code).toBe(0);
  });

  it('takes a refer code of the same site\'s member only', async () => {
    const mainReferrer = await registerUser(app);
    const hzReferrer = await registerUser(app, undefined, undefined, hz.domain);
    const codeOf = async (userId: number) => (await app.db.selectFrom('users').select('refer_code').where('id', '=', userId).executeTakeFirstOrThrow()).refer_code;
    const byMain = await registerUser(app, undefined, { referral: await codeOf(mainReferrer.userId) }, hz.domain);
    const byHz = await registerUser(app, undefined, { referral: await codeOf(hzReferrer.userId) }, hz.domain);
    const referrerOf = async (userId: number) => (await app.db.selectFrom('users').select('referrer_id').where('id', '=', userId).executeTakeFirstOrThrow()).referrer_id;
    expect(await referrerOf(byMain.userId)).toBeNull();
    expect(await referrerOf(byHz.userId)).toBe(hzReferrer.userId);
  });

  it('a stopped 分站 says so in its configuration and takes no new member', async () => {
    const closed = await newSubstation(app, 'closed.members.example.com');
    await app.db.updateTable('sites').set({ status: 'stopped' }).where('id', '=', closed.id).execute();
    app.sites.invalidate();
    expect((await getOn(app, closed.domain, '/api/site/config')).body.data).toMatchObject({ stopped: true });
    expect((await getOn(app, hz.domain, '/api/site/config')).body.data.stopped).toBeUndefined();
    const mobile = uniqueMobile();
    const code = await sendCode(app, 'register', mobile, uniqueIp(), closed.domain);
    const refused = await call(app, 'POST', '/api/register', { mobile, password: 'secret123', sms_code: code }, onSite(closed.domain, undefined, { ip: uniqueIp() }));
    expect(refused.body).toMatchObject({ code: 1, msg: SiteConsoleMessages.stopped });
  });
});
