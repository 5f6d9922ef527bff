import { randomUUID } from 'node:crypto';
import { fen, fenToYuan, formatYuan, goodsPrice } from 'shared-contracts';
import { SiteConsoleMessages } from 'shared-contracts/admin';
import { call, latestCode, testClock, uniqueIp, type TestClock } from '../../test-support/harness';
import { app, withTestApp } from '../../test-support/test-app';
import { expectBooksBalanced } from '../../test-support/money';
import { asOperator, newOperator, signIn, type TestOperator } from '../../test-support/operators';
import { makeOrder, merchant, recipients, stockUp } from '../../test-support/ordering';
import { getOn, newSubstation, type TestSite } from '../../test-support/sites';

/** Fen of any number, in yuan (what the wire carries). */
const yuanOf = (amount: number) => fenToYuan(fen(amount));

/**
 * A 分站 owner's console on its own domain (issue 32): 商品定价, 站点设置, 收益与提现 — and what the main site keeps:
 * its terms (status, cost, freeze) and 提现审核 of the 分站's withdrawals.
 */
const clock: TestClock = testClock('2026-10-05T02:00:00Z');
const GOODS = { id: 1, courierId: 1 };
const DAY = 86_400_000;
let hz: TestSite;
let owner: TestOperator;
let staff: TestOperator;
let finance: TestOperator;
let ops: TestOperator;

withTestApp({ clock }, { timeout: 120_000 });
beforeAll(async () => {
  hz = await newSubstation(app, 'hz.console.example.com', { cost_percent: 80, markup_percent: 0, freeze_days: 3 });
  await stockUp(app, GOODS.id);
  owner = await newOperator(app, clock, 'site_owner', { site: hz });
  staff = await newOperator(app, clock, 'site_staff', { site: hz });
  finance = await newOperator(app, clock, 'finance');
  ops = await newOperator(app, clock, 'ops');
}, 120_000);
afterEach(() => expectBooksBalanced(app));

const as = (who: TestOperator, extra: Record<string, string> = {}) => ({ ...asOperator(who.token, who.host), headers: { ...asOperator(who.token, who.host).headers, ...extra } });
const listFen = async () => (await app.db.selectFrom('goods').select('price_fen').where('id', '=', GOODS.id).executeTakeFirstOrThrow()).price_fen;
const visitorPrice = async () => (await getOn(app, hz.domain, '/api/gift/goods/detail', { goods_id: String(GOODS.id) })).body.data?.price;
const auditOf = (action: string) => app.db.selectFrom('audit_log').select(['operator_id', 'before', 'after']).where('action', '=', action).orderBy('id', 'desc').executeTakeFirst();

describe('商品定价', () => {
  it('sets the markup for the whole catalogue: visitors see cost × (100 + markup) at once; audited', async () => {
    const cost = goodsPrice(await listFen(), { cost_percent: 80, markup_percent: 0 }, null).cost!;
    expect(await visitorPrice()).toBe(yuanOf(cost));
    const saved = await call(app, 'PUT', '/api/admin/site/pricing', { markup_percent: 35 }, as(owner));
    expect(saved.body).toMatchObject({ code: 0, msg: '加价比例已保存', data: { cost_percent: 80, markup_percent: 35, freeze_days: 3 } });
    expect(await visitorPrice()).toBe(yuanOf(goodsPrice(await listFen(), { cost_percent: 80, markup_percent: 35 }, null).selling));
    expect(await auditOf('site.pricing')).toMatchObject({ operator_id: owner.id, before: { markup_percent: 0 }, after: { markup_percent: 35 } });
    expect((await call(app, 'PUT', '/api/admin/site/pricing', { markup_percent: 301 }, as(owner))).status).toBe(400);
  });

  it('fixes a goods\' price never below cost, hides a goods, and lists main price, cost, selling price and margin', async () => {
    const pricing = { cost_percent: 80, markup_percent: 35 };
    const cost = goodsPrice(await listFen(), pricing, null).cost!;
    const below = await call(app, 'PUT', `/api/admin/site/goods/${GOODS.id}`, { fixed_price: yuanOf(cost - 1), hidden: false }, as(owner));
    expect(below.body).toMatchObject({ code: 1, msg: SiteConsoleMessages.belowCost(formatYuan(cost)) });
    const fixed = await call(app, 'PUT', `/api/admin/site/goods/${GOODS.id}`, { fixed_price: yuanOf(cost + 123), hidden: false }, as(owner));
    expect(fixed.body.data).toMatchObject({ goods_id: GOODS.id, main_price: yuanOf(await listFen()), cost: yuanOf(cost), selling_price: yuanOf(cost + 123), fixed_price: yuanOf(cost + 123), margin: 1.23, hidden: false });
    expect(await visitorPrice()).toBe(yuanOf(cost + 123));
    const listed = await call(app, 'GET', '/api/admin/site/goods', undefined, { ...as(owner), query: { fixed: '1' } });
    expect(listed.body.data.list.map((row: { goods_id: number }) => row.goods_id)).toEqual([GOODS.id]);

    expect((await call(app, 'PUT', `/api/admin/site/goods/${GOODS.id}`, { fixed_price: null, hidden: true }, as(owner))).body.data.hidden).toBe(true);
    expect((await getOn(app, hz.domain, '/api/gift/goods/detail', { goods_id: String(GOODS.id) })).status).toBe(404);
    expect((await getOn(app, undefined, '/api/gift/goods/detail', { goods_id: String(GOODS.id) })).status).toBe(200);
    await call(app, 'PUT', `/api/admin/site/goods/${GOODS.id}`, { fixed_price: null, hidden: false }, as(owner));
    expect(await app.db.selectFrom('site_goods').selectAll().where('site_id', '=', hz.id).execute()).toEqual([]);
    expect((await call(app, 'PUT', '/api/admin/site/goods/999999', { fixed_price: null, hidden: true }, as(owner))).status).toBe(404);
  });

  it('is the owner\'s alone: staff and every main-site role are refused (403)', async () => {
    for (const who of [staff, ops, finance]) expect([who.role, (await call(app, 'GET', '/api/admin/site/pricing', undefined, as(who))).status]).toEqual([who.role, 403]);
  });
});

describe('站点设置', () => {
  it('saves the name, contacts, footer and promotion rate: the domain\'s next page load shows them; domains and cost stay read-only', async () => {
    const body = {
      site_name: '杭州礼品站',
      logo: '',
      contacts: [{ type: '微信', name: '站长微信', value: 'hz-owner' }],
      hotline: '0571-88880000',
      qrcode: '',
      footer: { copyright: '© 2026 杭州礼品站', icp: '' },
      flags: { article_switch: true },
      commission_rate: 2.5,
    };
    const saved = await call(app, 'PUT', '/api/admin/site/settings', body, as(owner));
    expect(saved.body).toMatchObject({ code: 0, data: { ...body, domains: [hz.domain], cost_percent: 80, freeze_days: 3, status: 'active' } });
    const config = (await getOn(app, hz.domain, '/api/site/config')).body.data;
    expect(config).toMatchObject({ site_name: '杭州礼品站', hotline: '0571-88880000', contacts: body.contacts, footer: { copyright: '© 2026 杭州礼品站' } });
    expect(config.footer.icp).toBe((await getOn(app, undefined, '/api/site/config')).body.data.footer.icp);
    expect((await app.db.selectFrom('sites').select('commission_bp').where('id', '=', hz.id).executeTakeFirstOrThrow()).commission_bp).toBe(250);
    expect(await auditOf('site.settings')).toMatchObject({ operator_id: owner.id, after: { site_name: '杭州礼品站', commission_rate: 2.5 } });
    expect((await call(app, 'PUT', '/api/admin/site/settings', { ...body, commission_rate: 60 }, as(owner))).status).toBe(400);
    await call(app, 'PUT', '/api/admin/site/settings', { ...body, commission_rate: 0 }, as(owner));
  });
});

describe('收益与提现', () => {
  it('earns from a member\'s order, releases it after the freeze, withdraws it; main finance approves; 已到账', async () => {
    const member = await merchant(app, 200, { host: hz.domain });
    expect((await makeOrder(app, member.token, GOODS, recipients(4), { host: hz.domain })).body.code).toBe(0);
    const parcels = await app.db.selectFrom('parcels').select('site_margin_fen').where('user_id', '=', member.userId).execute();
    const margin = parcels.reduce((sum, p) => sum + p.site_margin_fen!, 0);
    const earnings = async () => (await call(app, 'GET', '/api/admin/site/earnings', undefined, as(owner))).body.data;
    expect(await earnings()).toEqual({ frozen: yuanOf(margin), available: 0, withdrawing: 0, withdrawn: 0 });
    const overview = (await call(app, 'GET', '/api/admin/site/overview', undefined, as(staff))).body.data;
    expect(overview).toMatchObject({ today: { orders: 1, parcels: 4, new_members: 1, earnings: yuanOf(margin) }, earnings: { frozen: yuanOf(margin) }, status: 'active' });
    const margins = (await call(app, 'GET', '/api/admin/site/margins', undefined, as(owner))).body.data;
    expect(margins.data_count).toBe(4);
    expect(margins.list[0]).toMatchObject({ status: 'frozen', status_text: '冻结中' });

    clock.advance(3 * DAY + 60_000);
    await app.services.siteEarnings.releaseDue();
    // a console session lasts 12 hours: sign in again after the freeze
    for (const who of [owner, staff, finance, ops]) who.token = await signIn(app, clock, who.mobile, who.password, who.role, who.host);
    expect(await earnings()).toEqual({ frozen: 0, available: yuanOf(margin), withdrawing: 0, withdrawn: 0 });

    // the withdrawal password with a code to the owner's own mobile, then the account (never before: issue 35)
    expect((await call(app, 'PUT', '/api/admin/site/withdraw/account', { account: 'owner@example.com', name: '周站长' }, as(owner))).body.msg).toBe(SiteConsoleMessages.passwordNotSet);
    expect((await call(app, 'POST', '/api/admin/site/withdraw/password/sms', undefined, { ...as(owner), ip: uniqueIp() })).body.code).toBe(0);
    const code = await latestCode(app, owner.mobile);
    expect((await call(app, 'PUT', '/api/admin/site/withdraw/password', { sms_code: code, password: '246810' }, as(owner))).body.data).toMatchObject({ password_set: true });
    expect((await call(app, 'PUT', '/api/admin/site/withdraw/account', { account: 'owner@example.com', name: '周站长' }, as(owner))).body.msg).toBe(SiteConsoleMessages.passwordRequired);
    const account = await call(app, 'PUT', '/api/admin/site/withdraw/account', { account: 'owner@example.com', name: '周站长', password: '246810' }, as(owner));
    expect(account.body.data).toMatchObject({ account: 'o***@example.com', name: '周站长' });

    const key = randomUUID();
    const amount = yuanOf(margin);
    const apply = () => call(app, 'POST', '/api/admin/site/withdraw/apply', { amount, password: '246810' }, as(owner, { 'idempotency-key': key }));
    // the platform's minimum applies (the members' rule): lowered for this small margin
    await app.db.updateTable('promotion_settings').set({ withdraw_min_fen: 100 }).execute();
    const [first, again] = [await apply(), await apply()];
    expect(first.body).toMatchObject({ code: 0, data: { amount, status: 'pending', account: 'o***@example.com' } });
    expect(first.body.data).toEqual(again.body.data);
    expect(await earnings()).toEqual({ frozen: 0, available: 0, withdrawing: amount, withdrawn: 0 });
    expect((await call(app, 'POST', '/api/admin/site/withdraw/apply', { amount: 1, password: '246810' }, as(owner, { 'idempotency-key': randomUUID() }))).body.msg).toBe(SiteConsoleMessages.availableShort);

    // 提现审核 in the main console: a 分站收益 row of the 分站, with the owner's mobile
    const listed = (await call(app, 'GET', '/api/admin/withdrawals', undefined, { ...as(finance), query: { site_id: String(hz.id) } })).body.data;
    expect(listed.list[0]).toMatchObject({ id: first.body.data.id, kind: 'site_earnings', user_id: null, site_id: hz.id, site_name: '杭州礼品站', alipay_account: 'owner@example.com', amount });
    expect((await call(app, 'POST', '/api/admin/withdrawals/approve', { ids: [first.body.data.id] }, as(finance))).body.data.done).toEqual([first.body.data.id]);
    const deadline = Date.now() + 10_000;
    while ((await earnings()).withdrawn !== amount) {
      if (Date.now() > deadline) throw new Error('the payout did not book');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await earnings()).toEqual({ frozen: 0, available: 0, withdrawing: 0, withdrawn: amount });
    expect((await call(app, 'GET', '/api/admin/site/withdrawals', undefined, as(owner))).body.data.list[0]).toMatchObject({ status: 'paid', status_text: '已到账' });
    // staff move no money
    expect((await call(app, 'GET', '/api/admin/site/earnings', undefined, as(staff))).status).toBe(403);
  });
});

describe('the main site\'s terms', () => {
  it('stops a 分站: its domain says so and takes no orders, the member\'s money stays; open again takes orders', async () => {
    const member = await merchant(app, 100, { host: hz.domain });
    const setStatus = (status: 'active' | 'stopped') => call(app, 'PUT', `/api/admin/sites/${hz.id}/business`, { status, cost_percent: 80, freeze_days: 3 }, as(ops));
    expect((await setStatus('stopped')).body.data.business).toMatchObject({ status: 'stopped', cost_percent: 80 });
    expect((await getOn(app, hz.domain, '/api/site/config')).body.data.stopped).toBe(true);
    expect((await makeOrder(app, member.token, GOODS, recipients(1), { host: hz.domain })).body).toMatchObject({ code: 1, msg: SiteConsoleMessages.stopped });
    expect((await getOn(app, hz.domain, '/api/user/wallet/info', undefined, member.token)).body.data.balance).toBe(100);
    expect((await setStatus('active')).body.code).toBe(0);
    expect((await makeOrder(app, member.token, GOODS, recipients(1), { host: hz.domain })).body.code).toBe(0);
    expect(await auditOf('substation.business')).toMatchObject({ operator_id: ops.id, before: { status: 'stopped' }, after: { status: 'active' } });
    // the owner cannot set the main site's terms, nor delete its 分站 (in use: members and money)
    expect((await call(app, 'PUT', `/api/admin/sites/${hz.id}/business`, { status: 'active', cost_percent: 50, freeze_days: 0 }, as(owner))).status).toBe(403);
    expect((await call(app, 'DELETE', `/api/admin/sites/${hz.id}`, undefined, as(ops))).body.msg).toBe('该分站已有会员、操作员或收益，不能删除；如需关闭请停用');
  });
});
