import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Messages, WITHDRAWAL_STATUS, WithdrawMessages, type WithdrawalStatusKey } from 'shared-contracts';
import {
  SITE_MARGIN_STATUS,
  SITE_STATUS,
  type SiteEarnings,
  type SiteGoodsRow,
  type SiteMarginRow,
  type SiteMarginStatus,
  type SiteOverview,
  type SitePricingSettings,
  type SiteSettingsView,
  type SiteStatus,
  type SiteWithdrawAccount,
  type SiteWithdrawalRow,
} from 'shared-contracts/admin';
import {
  adminIdParams,
  siteGoodsBody,
  siteGoodsQuery,
  siteMarginsQuery,
  sitePricingBody,
  siteSettingsBody,
  siteWithdrawAccountBody,
  siteWithdrawApplyBody,
  siteWithdrawPasswordBody,
} from 'shared-contracts/admin/rules';
import { parseChinaTime } from 'shared-contracts/china-time';
import { sendSmsBody } from 'shared-contracts/rules';
import { idempotencyHeaders, pageOf, pageQuery } from 'shared-contracts/schemas';
import { ownSite } from '../../lib/data-scope';
import { emptyData, envelopeOf, ok } from '../../lib/envelope';
import { operatorOf, writeContextOf } from '../../lib/operator-of';
import { siteConfigSchema } from '../../site/site-config-schema';

const tags = ['admin-site'];
const money = z.number();
const periodFigures = z.object({ sales: money, orders: z.number().int(), parcels: z.number().int(), new_members: z.number().int(), earnings: money });
const earnings = z.object({ frozen: money, available: money, withdrawing: money, withdrawn: money }) satisfies z.ZodType<SiteEarnings>;
const siteStatus = z.enum(Object.keys(SITE_STATUS) as [SiteStatus, ...SiteStatus[]]);
const overview = z.object({
  date: z.string(),
  generated_at: z.string(),
  today: periodFigures,
  month: periodFigures,
  earnings,
  open_work_orders: z.number().int(),
  status: siteStatus,
}) satisfies z.ZodType<SiteOverview>;
const pricing = z.object({ cost_percent: z.number().int(), markup_percent: z.number().int(), freeze_days: z.number().int() }) satisfies z.ZodType<SitePricingSettings>;
const goodsRow = z.object({
  goods_id: z.number().int(),
  goods_name: z.string(),
  goods_pic: z.string(),
  express_name: z.string(),
  main_price: money,
  cost: money,
  selling_price: money,
  fixed_price: money.nullable(),
  margin: money,
  hidden: z.boolean(),
}) satisfies z.ZodType<SiteGoodsRow>;
const contact = z.object({ type: z.string(), name: z.string(), value: z.string() });
const settingsView = z.object({
  site_name: z.string(),
  logo: z.string(),
  contacts: z.array(contact),
  hotline: z.string(),
  qrcode: z.string(),
  footer: z.object({ copyright: z.string(), icp: z.string() }),
  flags: siteConfigSchema.shape.flags,
  commission_rate: z.number(),
  domains: z.array(z.string()),
  status: siteStatus,
  cost_percent: z.number().int(),
  freeze_days: z.number().int(),
}) satisfies z.ZodType<SiteSettingsView>;
const marginRow = z.object({
  parcel_id: z.number().int(),
  parcel_sn: z.string(),
  order_sn: z.string(),
  goods_name: z.string(),
  mobile: z.string(),
  paid: money,
  cost: money,
  commission: money,
  margin: money,
  status: z.enum(Object.keys(SITE_MARGIN_STATUS) as [SiteMarginStatus, ...SiteMarginStatus[]]),
  status_text: z.string(),
  created_at: z.string(),
  dispatched_at: z.string(),
}) satisfies z.ZodType<SiteMarginRow>;
const withdrawAccount = z.object({
  account: z.string().nullable(),
  name: z.string().nullable(),
  password_set: z.boolean(),
  locked_until: z.string().nullable(),
  min: money,
}) satisfies z.ZodType<SiteWithdrawAccount>;
const withdrawalRow = z.object({
  id: z.number().int(),
  amount: money,
  account: z.string(),
  status: z.string(),
  status_text: z.string(),
  reason: z.string().nullable(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
}) satisfies z.ZodType<SiteWithdrawalRow>;
const withdrawalsQuery = pageQuery.extend({ status: z.enum(Object.keys(WITHDRAWAL_STATUS) as [WithdrawalStatusKey, ...WithdrawalStatusKey[]], { error: '状态不正确' }).optional() });
/** The captcha of a code-80 answer, when asked for: the code goes to the owner's own mobile. */
const passwordSmsBody = sendSmsBody.omit({ mobile: true }).nullish();

const overviewRead = { permission: 'site.overview' } as const;
const pricingWrite = { permission: 'site.pricing' } as const;
const settingsWrite = { permission: 'site.settings' } as const;
const earningsAccess = { permission: 'site.earnings' } as const;

/**
 * A 分站 owner's console on the 分站's own domain (issue 32): 概览, 商品定价, 站点设置, 收益与提现. Only 分站 roles
 * hold these permissions; every call works on the operator's own site (lib/data-scope.ts `ownSite`), never on
 * one a request names. Writes are audited in their transactions.
 */
const adminSiteConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { siteOverview, sitePricing, siteSettings, siteEarnings, siteWithdrawals } = app.services;

  app.get('/admin/site/overview', { config: overviewRead, schema: { tags, summary: '分站概览：今日与本月的销售额、订单、包裹、新会员、收益，收益账户，未完结工单', response: { 200: envelopeOf(overview) } } }, async () =>
    ok(await siteOverview.overview(ownSite())),
  );

  app.get('/admin/site/pricing', { config: pricingWrite, schema: { tags, summary: '分站定价：成本比例（主站设定）、加价比例、收益冻结天数', response: { 200: envelopeOf(pricing) } } }, async () =>
    ok(await sitePricing.settings(ownSite())),
  );

  app.put(
    '/admin/site/pricing',
    { config: pricingWrite, schema: { tags, summary: '设置全店加价比例（0–300%）：售价 = 成本 ×（100 + 加价）/ 100，四舍五入到分', body: sitePricingBody, response: { 200: envelopeOf(pricing) } } },
    async (request) => {
      const saved = await sitePricing.setMarkup(ownSite(), request.body.markup_percent, writeContextOf(request));
      // the markup is a term of the request's site: this process drops its copy now, the others on NOTIFY sites_changed
      app.sites.invalidate();
      return ok(saved, '加价比例已保存');
    },
  );

  app.get(
    '/admin/site/goods',
    { config: pricingWrite, schema: { tags, summary: '分站商品定价：主站价、成本、售价、固定价、毛利、是否隐藏（分页，按名称、隐藏、固定价筛选）', querystring: siteGoodsQuery, response: { 200: envelopeOf(pageOf(goodsRow)) } } },
    async (request) => {
      const { page, page_size, keyword, hidden, fixed } = request.query;
      return ok(await sitePricing.goods(ownSite(), { keyword: keyword || undefined, hidden: hidden === undefined ? undefined : hidden === '1', fixed: fixed === '1' }, { page, page_size }));
    },
  );

  app.put(
    '/admin/site/goods/:id',
    { config: pricingWrite, schema: { tags, summary: '单品固定售价（不低于成本；null 用加价比例）与是否在本分站隐藏', params: adminIdParams, body: siteGoodsBody, response: { 200: envelopeOf(goodsRow) } } },
    async (request) => ok(await sitePricing.setGoods(ownSite(), request.params.id, request.body, writeContextOf(request)), '商品定价已保存'),
  );

  app.get('/admin/site/settings', { config: settingsWrite, schema: { tags, summary: '站点设置（名称、Logo、联系方式、热线、二维码、页脚、开关、推广佣金比例；域名与成本只读）', response: { 200: envelopeOf(settingsView) } } }, async () =>
    ok(await siteSettings.view(ownSite())),
  );

  app.put(
    '/admin/site/settings',
    { config: settingsWrite, schema: { tags, summary: '保存站点设置（留空的 Logo、联系方式、热线、二维码、页脚沿用主站），下次打开页面生效', body: siteSettingsBody, response: { 200: envelopeOf(settingsView) } } },
    async (request) => {
      const saved = await siteSettings.save(ownSite(), request.body, writeContextOf(request));
      app.sites.invalidate();
      return ok(saved, '站点设置已保存');
    },
  );

  app.get('/admin/site/earnings', { config: earningsAccess, schema: { tags, summary: '分站收益账户（元）：冻结中、可提现、提现中、已提现', response: { 200: envelopeOf(earnings) } } }, async () =>
    ok(await siteEarnings.earnings(ownSite())),
  );

  app.get(
    '/admin/site/margins',
    { config: earningsAccess, schema: { tags, summary: '收益明细：每个包裹的会员实付、成本、佣金、毛利与状态（分页）', querystring: siteMarginsQuery, response: { 200: envelopeOf(pageOf(marginRow)) } } },
    async (request) => {
      const { page, page_size, status, start_date, end_date } = request.query;
      const since = start_date ? (parseChinaTime(start_date) ?? undefined) : undefined;
      const until = end_date ? (parseChinaTime(end_date, true) ?? undefined) : undefined;
      return ok(await siteEarnings.margins(ownSite(), { status, since, until }, { page, page_size }));
    },
  );

  app.get('/admin/site/withdraw/account', { config: earningsAccess, schema: { tags, summary: '收款账号（打码）、提现密码是否已设置、锁定到何时、最低提现金额', response: { 200: envelopeOf(withdrawAccount) } } }, async () =>
    ok(await siteWithdrawals.account(ownSite())),
  );

  app.put(
    '/admin/site/withdraw/account',
    { config: earningsAccess, schema: { tags, summary: '设置收款支付宝账号与姓名（已设提现密码时需提现密码）', body: siteWithdrawAccountBody, response: { 200: envelopeOf(withdrawAccount) } } },
    async (request) => ok(await siteWithdrawals.saveAccount(ownSite(), request.body, writeContextOf(request)), '收款账号已保存'),
  );

  app.post(
    '/admin/site/withdraw/password/sms',
    { config: earningsAccess, schema: { tags, summary: '发送设置提现密码的短信验证码到站长本人手机号（限制同其他短信；需要时 code 80 图形验证码）', body: passwordSmsBody, response: { 200: envelopeOf(emptyData) } } },
    async (request) => {
      await siteWithdrawals.sendPasswordCode(ownSite(), operatorOf(request).id, { ip: request.ip, captcha: request.body?.captcha, key: request.body?.key });
      return ok({}, Messages.codeSent);
    },
  );

  app.put(
    '/admin/site/withdraw/password',
    { config: earningsAccess, schema: { tags, summary: '设置或重置提现密码（6 位数字，需短信验证码）', body: siteWithdrawPasswordBody, response: { 200: envelopeOf(withdrawAccount) } } },
    async (request) => ok(await siteWithdrawals.setPassword(ownSite(), operatorOf(request).id, request.body, writeContextOf(request)), WithdrawMessages.passwordSet),
  );

  app.post(
    '/admin/site/withdraw/apply',
    {
      config: earningsAccess,
      schema: {
        tags,
        summary: '申请提现可提现收益（Idempotency-Key 相同则返回首次结果；由主站财务在提现审核中处理）',
        headers: idempotencyHeaders,
        body: siteWithdrawApplyBody,
        response: { 200: envelopeOf(withdrawalRow) },
      },
    },
    async (request) =>
      ok(await siteWithdrawals.apply(ownSite(), operatorOf(request).id, request.headers['idempotency-key'], request.body, writeContextOf(request)), '提现申请已提交，等待主站财务审核'),
  );

  app.get(
    '/admin/site/withdrawals',
    { config: earningsAccess, schema: { tags, summary: '分站的提现申请（最新在前，分页）', querystring: withdrawalsQuery, response: { 200: envelopeOf(pageOf(withdrawalRow)) } } },
    async (request) => {
      const { page, page_size, status } = request.query;
      return ok(await siteWithdrawals.list(ownSite(), { status }, { page, page_size }));
    },
  );
};

export default adminSiteConsoleRoutes;
