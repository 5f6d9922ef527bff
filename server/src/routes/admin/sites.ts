import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { REMOTE_NAMES } from 'shared-contracts';
import {
  APPLICATION_STATUS,
  SITE_STATUS,
  SUBSTATION_REMOTES,
  type AdminMainSite,
  type AdminSiteOption,
  type AdminSites,
  type AdminSubstation,
  type AdminSubstationApplication,
  type ApplicationStatus,
  type SiteStatus,
  type SubstationBusiness,
  type SubstationOpenResult,
} from 'shared-contracts/admin';
import {
  adminIdParams,
  adminMainSiteBody,
  adminSubstationBody,
  substationApplicationsQuery,
  substationApplicationUpdateBody,
  substationBusinessBody,
  substationOpenBody,
} from 'shared-contracts/admin/rules';
import { pageOf } from 'shared-contracts/schemas';
import { emptyData, envelopeOf, ok } from '../../lib/envelope';
import { writeContextOf } from '../../lib/operator-of';
import { siteUrlFor } from '../../lib/site-url';
import { siteConfigSchema } from '../../site/site-config-schema';

const tags = ['admin'];
const substations = { permission: 'substations.write' } as const;

const contact = z.object({ type: z.string(), name: z.string(), value: z.string() });
const footer = z.object({ copyright: z.string(), icp: z.string() });
const mainSite = z.object({
  id: z.number().int(),
  site_name: z.string(),
  logo: z.string(),
  contacts: z.array(contact),
  hotline: z.string(),
  qrcode: z.string(),
  footer,
  flags: siteConfigSchema.shape.flags,
  remotes: z.array(z.enum(REMOTE_NAMES)),
  updated_at: z.string(),
}) satisfies z.ZodType<AdminMainSite>;
const substation = z.object({
  id: z.number().int(),
  domains: z.array(z.string()),
  site_name: z.string(),
  logo: z.string(),
  contacts: z.array(contact),
  hotline: z.string(),
  qrcode: z.string(),
  footer,
  flags: siteConfigSchema.shape.flags,
  hidden_routes: z.array(z.string()),
  remotes: z.array(z.enum(SUBSTATION_REMOTES)),
  created_at: z.string(),
  updated_at: z.string(),
  business: z.object({
    status: z.enum(Object.keys(SITE_STATUS) as [SiteStatus, ...SiteStatus[]]),
    cost_percent: z.number().int(),
    markup_percent: z.number().int(),
    freeze_days: z.number().int(),
    owners: z.array(z.object({ id: z.number().int(), name: z.string(), mobile: z.string() })),
    members: z.number().int(),
    sales: z.number(),
    earnings: z.object({ frozen: z.number(), available: z.number(), withdrawing: z.number(), withdrawn: z.number() }),
  }) satisfies z.ZodType<SubstationBusiness>,
}) satisfies z.ZodType<AdminSubstation>;
const sites = z.object({ main: mainSite, substations: z.array(substation) }) satisfies z.ZodType<AdminSites>;
const application = z.object({
  id: z.number().int(),
  name: z.string(),
  mobile: z.string(),
  city: z.string(),
  company: z.string(),
  message: z.string(),
  created_at: z.string(),
  status: z.enum(Object.keys(APPLICATION_STATUS) as [ApplicationStatus, ...ApplicationStatus[]]),
  status_text: z.string(),
  note: z.string(),
  site_id: z.number().int().nullable(),
  handled_by_name: z.string().nullable(),
  handled_at: z.string().nullable(),
}) satisfies z.ZodType<AdminSubstationApplication>;
const siteOption = z.object({ id: z.number().int(), name: z.string(), is_main: z.boolean() }) satisfies z.ZodType<AdminSiteOption>;
const openResult = z.object({ site_id: z.number().int(), operator_id: z.number().int(), console_url: z.string() }) satisfies z.ZodType<SubstationOpenResult>;

/**
 * The operator console's sites (issue 20 "分站", 站点与分站): the main site's own settings and the
 * sub-stations, reads and writes under `substations.write`; every write audited in its transaction
 * (services/admin-sites.ts). After a write this process forgets its sites at once; the others do when
 * the change notification reaches them — either way the domain's next page load shows the change.
 */
const adminSitesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.adminSites;
  /** A write's answer once this process has forgotten its sites. */
  const forgetting = async <T>(write: Promise<T>, msg: string) => {
    const saved = await write;
    app.sites.invalidate();
    return ok(saved, msg);
  };

  app.get(
    '/admin/sites',
    { config: substations, schema: { tags, summary: '站点与分站：主站设置和全部分站（域名、名称、挂载的模块）', response: { 200: envelopeOf(sites) } } },
    async () => ok(await service.list()),
  );

  app.get(
    '/admin/site-options',
    {
      config: { permission: 'console.session' },
      schema: { tags, summary: '站点选项（列表的站点筛选用）：主站操作员得到全部站点，分站操作员只有本站', response: { 200: envelopeOf(z.array(siteOption)) } },
    },
    async () => ok(await app.repos.sites.options()),
  );

  app.put(
    '/admin/sites/main',
    {
      config: substations,
      schema: {
        tags,
        summary: '修改主站设置（名称、Logo、联系方式、客服热线、二维码、页脚、开关；挂载的模块不变），下次打开页面生效',
        body: adminMainSiteBody,
        response: { 200: envelopeOf(mainSite) },
      },
    },
    async (request) => forgetting(service.updateMain(request.body, writeContextOf(request)), '主站设置已保存'),
  );

  app.post(
    '/admin/sites',
    {
      config: substations,
      schema: {
        tags,
        summary: '新建分站（域名至少一个且不能被其他站点使用；挂载的模块至少含商城，不能含运营后台；留空的 Logo、联系方式、热线、页脚沿用主站）',
        body: adminSubstationBody,
        response: { 200: envelopeOf(substation) },
      },
    },
    async (request) => forgetting(service.create(request.body, writeContextOf(request)), '分站已创建'),
  );

  app.put(
    '/admin/sites/:id',
    { config: substations, schema: { tags, summary: '修改分站（同新建的规则），下次打开该域名的页面生效', params: adminIdParams, body: adminSubstationBody, response: { 200: envelopeOf(substation) } } },
    async (request) => forgetting(service.update(request.params.id, request.body, writeContextOf(request)), '分站已保存'),
  );

  app.delete(
    '/admin/sites/:id',
    { config: substations, schema: { tags, summary: '删除分站（其域名之后显示主站）', params: adminIdParams, response: { 200: envelopeOf(emptyData) } } },
    async (request) => forgetting(service.remove(request.params.id, writeContextOf(request)).then(() => ({})), '分站已删除'),
  );

  app.put(
    '/admin/sites/:id/business',
    {
      config: substations,
      schema: {
        tags,
        summary: '分站经营条款：营业中 / 已停用（停用后该域名显示「该站点已停用」、不再接单，会员的钱仍归会员）、成本比例（主站标价的 50–100%）、收益冻结天数',
        params: adminIdParams,
        body: substationBusinessBody,
        response: { 200: envelopeOf(substation) },
      },
    },
    async (request) => forgetting(service.setBusiness(request.params.id, request.body, writeContextOf(request)), '分站经营条款已保存'),
  );

  app.get(
    '/admin/sites/applications',
    {
      config: substations,
      schema: { tags, summary: '分站申请（分页，按状态筛选；手机号打码；状态、备注、处理人）', querystring: substationApplicationsQuery, response: { 200: envelopeOf(pageOf(application)) } },
    },
    async (request) => {
      const { page, page_size, status } = request.query;
      return ok(await service.applications({ status }, { page, page_size }));
    },
  );

  app.put(
    '/admin/sites/applications/:id',
    { config: substations, schema: { tags, summary: '更新分站申请的状态（待处理 / 已联系 / 已拒绝）和备注', params: adminIdParams, body: substationApplicationUpdateBody, response: { 200: envelopeOf(emptyData) } } },
    async (request) => {
      await service.updateApplication(request.params.id, request.body, writeContextOf(request));
      return ok({}, '申请已更新');
    },
  );

  app.post(
    '/admin/sites/applications/:id/open',
    {
      config: substations,
      schema: {
        tags,
        summary: '开通分站：按申请创建分站（域名、名称、成本比例）和站长账号（申请人手机号，一次性密码短信发送，首次登录须改密码并绑定动态验证码）',
        params: adminIdParams,
        body: substationOpenBody,
        response: { 200: envelopeOf(openResult) },
      },
    },
    async (request) => {
      // the owner's console: the 分站's domain, reached as this request reached the main site (scheme, port)
      const consoleUrl = (domain: string) => `${siteUrlFor(request, domain)}/admin/login`;
      return forgetting(service.open(request.params.id, request.body, writeContextOf(request), consoleUrl), '分站已开通，一次性密码已短信发送给申请人');
    },
  );
};

export default adminSitesRoutes;
