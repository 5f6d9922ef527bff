import { GroupMessages, MoneyRuleChangeTexts, PROMOTION_FREEZE_MIN, PROMOTION_RATE_MAX } from 'shared-contracts/admin';
import { call, testClock } from '../../test-support/harness';
import { app, withTestApp } from '../../test-support/test-app';
import { asOperator, newOperator, type TestOperator } from '../../test-support/operators';
import { newSubstation, type TestSite } from '../../test-support/sites';

// Settings that make money (issue 35): bounded — 推广设置's rate ≤ 20 %, freeze ≥ 3 days, a 分站's own rate ≤ 20 %,
// no member group's discount below the admin's floor (main site and 分站) — and every change within the bounds is
// shown on 概览 (最近的资金规则变更) to every operator who reads it.
const clock = testClock();
let admin: TestOperator;
let finance: TestOperator;
let ops: TestOperator;
let support: TestOperator;
let owner: TestOperator;
let site: TestSite;

withTestApp({ clock }, { timeout: 120_000 });
beforeAll(async () => {
  site = await newSubstation(app, 'bounds.example.com', { cost_percent: 80 });
  [admin, finance, ops, support] = [
    await newOperator(app, clock, 'admin'),
    await newOperator(app, clock, 'finance'),
    await newOperator(app, clock, 'ops'),
    await newOperator(app, clock, 'support'),
  ];
  owner = await newOperator(app, clock, 'site_owner', { site });
}, 120_000);

const as = (who: TestOperator) => asOperator(who.token, who.host);
const promotion = { rate: 5, freeze_days: 7, withdraw_min: 10, withdraw_daily_count: 3 };
const savePromotion = (body: Record<string, unknown>) => call(app, 'PUT', '/api/admin/promotion/settings', body, as(finance));
const siteSettings = {
  site_name: '边界测试站',
  logo: '',
  contacts: [],
  hotline: '',
  qrcode: '',
  footer: { copyright: '', icp: '' },
  flags: { article_switch: true },
};
const dashboard = async (who: TestOperator) => (await call(app, 'GET', '/api/admin/dashboard', undefined, as(who))).body.data.money_rule_changes;

describe('bounds', () => {
  it('refuses a 推广设置 rate above 20 % and a freeze under 3 days, saving nothing', async () => {
    const before = (await call(app, 'GET', '/api/admin/promotion/settings', undefined, as(finance))).body.data;
    const rate = await savePromotion({ ...promotion, rate: 21 });
    expect([rate.status, rate.body.msg]).toEqual([400, `佣金比例应在 0–${PROMOTION_RATE_MAX} 之间`]);
    const freeze = await savePromotion({ ...promotion, freeze_days: 2 });
    expect([freeze.status, freeze.body.msg]).toEqual([400, `冻结天数应在 ${PROMOTION_FREEZE_MIN}–90 之间`]);
    const groupRate = await savePromotion({ ...promotion, groups: [{ id: before.groups[0].id, rate: 20.5 }] });
    expect([groupRate.status, groupRate.body.msg]).toEqual([400, `等级佣金比例应在 0–${PROMOTION_RATE_MAX} 之间`]);
    expect((await call(app, 'GET', '/api/admin/promotion/settings', undefined, as(finance))).body.data).toEqual(before);
    expect((await savePromotion({ ...promotion, rate: 20, freeze_days: 3 })).body.code).toBe(0);
  });

  it('refuses a 分站’s own promotion rate above 20 %', async () => {
    const refused = await call(app, 'PUT', '/api/admin/site/settings', { ...siteSettings, commission_rate: 21 }, as(owner));
    expect([refused.status, refused.body.msg]).toEqual([400, `佣金比例应在 0–${PROMOTION_RATE_MAX} 之间`]);
    expect((await call(app, 'PUT', '/api/admin/site/settings', { ...siteSettings, commission_rate: 20 }, as(owner))).body.code).toBe(0);
  });

  it('refuses a group discount below the admin’s floor, on the main site and a 分站; the floor follows 资金安全', async () => {
    const create = (who: TestOperator, price_percent: number, name: string, upgrade_amount: number) =>
      call(app, 'POST', '/api/admin/groups', { name, price_percent, upgrade_amount }, as(who));
    expect((await create(ops, 79, '钻石会员', 20_000)).body).toMatchObject({ code: 1, msg: GroupMessages.belowFloor(80) });
    expect((await create(owner, 79, '分站钻石', 20_000)).body).toMatchObject({ code: 1, msg: GroupMessages.belowFloor(80) });
    const vip = (await call(app, 'GET', '/api/admin/groups', undefined, as(ops))).body.data.find((g: { is_default: boolean }) => !g.is_default);
    const lowered = await call(app, 'PUT', `/api/admin/groups/${vip.id}`, { name: vip.name, price_percent: 70, upgrade_amount: vip.upgrade_amount }, as(ops));
    expect(lowered.body).toMatchObject({ code: 1, msg: GroupMessages.belowFloor(80) });
    // the admin lowers the floor: 70 % is allowed, 69 % not
    expect((await call(app, 'PUT', '/api/admin/money-rules', { payout_review_threshold: 5000, group_discount_floor: 70 }, as(admin))).body.code).toBe(0);
    expect((await create(ops, 69, '钻石会员', 20_000)).body.msg).toBe(GroupMessages.belowFloor(70));
    expect((await create(ops, 70, '钻石会员', 20_000)).body.code).toBe(0);
    expect((await create(owner, 80, '分站钻石', 20_000)).body.code).toBe(0);
  });
});

describe('概览: 最近的资金规则变更', () => {
  it('lists every change within the bounds of the last 7 days, newest first, to every role that reads 概览', async () => {
    const changes = await dashboard(support);
    expect(changes.map((c: { subject: string }) => c.subject)).toEqual([
      MoneyRuleChangeTexts.siteGroup('分站钻石'),
      MoneyRuleChangeTexts.group('钻石会员'),
      MoneyRuleChangeTexts.moneyRules,
      MoneyRuleChangeTexts.site(String(site.id)),
      MoneyRuleChangeTexts.promotion,
    ]);
    // a 分站 owner's group is listed too
    expect(changes[0]).toMatchObject({ role: 'site_owner', changes: [{ field: '折扣', before: '—', after: '80%' }] });
    expect(changes[1]).toMatchObject({ operator_name: '测试ops', role: 'ops', changes: [{ field: '折扣', before: '—', after: '70%' }] });
    expect(changes[2].changes).toEqual([{ field: '会员折扣下限', before: '80%', after: '70%' }]);
    expect(changes[3]).toMatchObject({ role: 'site_owner', changes: [{ field: '佣金比例', before: '0%', after: '20%' }] });
    expect(changes[4]).toMatchObject({
      operator_name: '测试finance',
      changes: [
        { field: '佣金比例', before: '5%', after: '20%' },
        { field: '冻结天数', before: '7 天', after: '3 天' },
      ],
    });
    expect(changes[4].at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    for (const who of [admin, finance, ops]) expect(await dashboard(who)).toEqual(changes);
    // eight days later they are gone
    clock.advance(8 * 24 * 3_600_000);
    const later = await newOperator(app, clock, 'support');
    expect(await dashboard(later)).toEqual([]);
  });
});
