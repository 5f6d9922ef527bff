import { SiteConsoleMessages } from 'shared-contracts/admin';
import { siteOpenedText } from '../../providers/sms';
import { call, testClock, uniqueIp, uniqueMobile } from '../../test-support/harness';
import { app, withTestApp } from '../../test-support/test-app';
import { asOperator, newOperator, totpCode, type TestOperator } from '../../test-support/operators';

/**
 * 分站申请 (issue 32): the join form's applications with a status and a note, and 开通 — the 分站 (domain, name,
 * cost) and its owner made from one, the one-time password texted to the applicant, forced change and TOTP
 * enrolment at the first sign-in on the 分站's own domain; audited.
 */
const clock = testClock();
let ops: TestOperator;
let support: TestOperator;

withTestApp({ clock }, { timeout: 60_000 });
beforeAll(async () => {
  ops = await newOperator(app, clock, 'ops');
  support = await newOperator(app, clock, 'support');
}, 60_000);

const as = (who: TestOperator) => asOperator(who.token);
async function apply(mobile = uniqueMobile()) {
  const { body } = await call(app, 'POST', '/api/common/substation/apply', { name: '陈小姐', mobile, city: '杭州', company: '礼遇小店', message: '每月约两千单' }, { ip: uniqueIp() });
  return { id: body.data.id as number, mobile };
}
const outbox = async (mobile: string) => (await call(app, 'GET', '/api/dev/sms-outbox', undefined, { query: { mobile } })).body.data.list as { text: string }[];

describe('分站申请', () => {
  it('lists applications with their status; 已联系 with a note; audited; support cannot', async () => {
    const { id } = await apply();
    const listed = (await call(app, 'GET', '/api/admin/sites/applications', undefined, { ...as(ops), query: { status: 'pending' } })).body.data;
    expect(listed.list.find((row: { id: number }) => row.id === id)).toMatchObject({ status: 'pending', status_text: '待处理', note: '', site_id: null });
    const updated = await call(app, 'PUT', `/api/admin/sites/applications/${id}`, { status: 'contacted', note: '已电话沟通，下周签约' }, as(ops));
    expect(updated.body).toMatchObject({ code: 0, msg: '申请已更新' });
    const after = (await call(app, 'GET', '/api/admin/sites/applications', undefined, { ...as(ops), query: { status: 'contacted' } })).body.data.list[0];
    expect(after).toMatchObject({ id, status: 'contacted', status_text: '已联系', note: '已电话沟通，下周签约', handled_by_name: '测试ops' });
    const audit = await app.db.selectFrom('audit_log').select(['action', 'before', 'after']).where('entity', '=', 'substation_application').where('entity_id', '=', String(id)).executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ action: 'substation_application.update', before: { status: 'pending' }, after: { status: 'contacted' } });
    expect((await call(app, 'GET', '/api/admin/sites/applications', undefined, as(support))).status).toBe(403);
    expect((await call(app, 'PUT', `/api/admin/sites/applications/${id}`, { status: 'opened', note: '' }, as(ops))).status).toBe(400);
  });

  it('开通 makes the 分站 and its owner; the applicant gets the one-time password by SMS; the owner changes it and enrols TOTP on the 分站\'s domain', async () => {
    const { id, mobile } = await apply();
    const opened = await call(app, 'POST', `/api/admin/sites/applications/${id}/open`, { domain: 'LiYu.Open.example.com', site_name: '礼遇分站', cost_percent: 88, owner_name: '陈小姐' }, as(ops));
    expect(opened.body).toMatchObject({ code: 0, data: { site_id: expect.any(Number), console_url: 'http://liyu.open.example.com/admin/login' } });
    const siteId = opened.body.data.site_id;
    const sites = (await call(app, 'GET', '/api/admin/sites', undefined, as(ops))).body.data;
    const site = sites.substations.find((s: { id: number }) => s.id === siteId);
    expect(site).toMatchObject({ domains: ['liyu.open.example.com'], site_name: '礼遇分站', hidden_routes: ['SubstationsJoin'], business: { status: 'active', cost_percent: 88, markup_percent: 0, freeze_days: 7, members: 0, owners: [{ name: '陈小姐' }] } });
    expect((await call(app, 'GET', '/api/site/config', undefined, { headers: { host: 'liyu.open.example.com' } })).body.data.site_name).toBe('礼遇分站');

    // the password reached only the applicant's phone, never the console
    expect(JSON.stringify(opened.body)).not.toMatch(/[A-Za-z0-9]{12}"?\s*}?$/);
    const deadline = Date.now() + 5000;
    let texts = await outbox(mobile);
    while (!texts.length && Date.now() < deadline) texts = await outbox(mobile);
    const password = /一次性密码([A-Za-z0-9]{12})/.exec(texts[0]?.text ?? '')?.[1];
    expect(texts[0].text).toBe(siteOpenedText(password!));

    // the first sign-in, on the 分站's domain: the one-time password, then the forced password change with the TOTP enrolment
    const host = { host: 'liyu.open.example.com' };
    const signedIn = await call(app, 'POST', '/api/admin/login', { mobile, password }, { ip: uniqueIp(), headers: host });
    expect(signedIn.body.data).toMatchObject({ must_change_password: true });
    const token = signedIn.body.data.token;
    expect((await call(app, 'GET', '/api/admin/site/overview', undefined, asOperator(token, host.host))).body.msg).toBe('请先修改初始密码');
    const { secret } = (await call(app, 'GET', '/api/admin/totp-setup', undefined, asOperator(token, host.host))).body.data;
    const changed = await call(app, 'PUT', '/api/admin/password', { old_password: password, password: 'Owner-pass1', totp: totpCode(secret, clock.now()) }, asOperator(token, host.host));
    expect(changed.body.code).toBe(0);
    expect((await call(app, 'GET', '/api/admin/me', undefined, asOperator(token, host.host))).body.data).toMatchObject({ role: 'site_owner', must_change_password: false });
    // the owner's token means nothing on the main site's domain
    expect((await call(app, 'GET', '/api/admin/me', undefined, asOperator(token))).status).toBe(401);

    const listed = (await call(app, 'GET', '/api/admin/sites/applications', undefined, { ...as(ops), query: { status: 'opened' } })).body.data.list;
    expect(listed.find((row: { id: number }) => row.id === id)).toMatchObject({ status: 'opened', site_id: siteId });
    const audit = await app.db.selectFrom('audit_log').select(['action', 'operator_id', 'after']).where('action', 'in', ['substation.open', 'operator.create']).where('operator_id', '=', ops.id).orderBy('id').execute();
    expect(audit.map((row) => row.action)).toEqual(['operator.create', 'substation.open']);
    expect(audit[1].after).toMatchObject({ application_id: id, cost_percent: 88, domains: ['liyu.open.example.com'] });

    // once opened, never again; a taken domain is refused and nothing is made
    expect((await call(app, 'POST', `/api/admin/sites/applications/${id}/open`, { domain: 'other.open.example.com', site_name: 'x', cost_percent: 85, owner_name: 'x' }, as(ops))).body.msg).toBe(SiteConsoleMessages.applicationOpened);
    const second = await apply();
    const taken = await call(app, 'POST', `/api/admin/sites/applications/${second.id}/open`, { domain: 'liyu.open.example.com', site_name: '重复', cost_percent: 85, owner_name: '张' }, as(ops));
    expect(taken.body.msg).toBe('域名 liyu.open.example.com 已被「礼遇分站」使用');
    expect(await app.db.selectFrom('operators').select('id').where('mobile', '=', second.mobile).execute()).toEqual([]);
  });
});
