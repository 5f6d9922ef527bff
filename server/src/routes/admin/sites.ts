import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { REMOTE_NAMES } from 'shared-contracts';
import { SUBSTATION_REMOTES, type AdminMainSite, type AdminSites, type AdminSubstation, type AdminSubstationApplication } from 'shared-contracts/admin';
import { adminIdParams, adminMainSiteBody, adminSubstationBody } from 'shared-contracts/admin/rules';
import { pageOf, pageQuery } from 'shared-contracts/schemas';
import { emptyData, envelopeOf, ok } from '../../lib/envelope';
import { operatorOf } from '../../lib/operator-of';
import type { WriteContext } from '../../services/admin-catalogue';
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
}) satisfies z.ZodType<AdminSubstationApplication>;

const ctxOf = (request: FastifyRequest): WriteContext => {
  const operator = operatorOf(request);
  return { operator: { id: operator.id, name: operator.name, role: operator.role }, ip: request.ip };
};

/**
 * The operator console's sites (issue 20 "分站", 站点与分站): the main site's own settings and the
 * sub-stations, reads and writes under `substations.write`; every write audited in its transaction
 * (services/admin-sites.ts). After a write this process forgets its sites at once; the others do when
 * the change notification reaches them — either way the domain's next page load shows the change.
 */
const adminSitesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.adminSites;

  app.get(
    '/admin/sites',
    { config: substations, schema: { tags, summary: '站点与分站：主站设置和全部分站（域名、名称、挂载的模块）', response: { 200: envelopeOf(sites) } } },
    async () => ok(await service.list()),
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
    async (request) => {
      const saved = await service.updateMain(request.body, ctxOf(request));
      app.sites.invalidate();
      return ok(saved, '主站设置已保存');
    },
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
    async (request) => {
      const saved = await service.create(request.body, ctxOf(request));
      app.sites.invalidate();
      return ok(saved, '分站已创建');
    },
  );

  app.put(
    '/admin/sites/:id',
    { config: substations, schema: { tags, summary: '修改分站（同新建的规则），下次打开该域名的页面生效', params: adminIdParams, body: adminSubstationBody, response: { 200: envelopeOf(substation) } } },
    async (request) => {
      const saved = await service.update(request.params.id, request.body, ctxOf(request));
      app.sites.invalidate();
      return ok(saved, '分站已保存');
    },
  );

  app.delete(
    '/admin/sites/:id',
    { config: substations, schema: { tags, summary: '删除分站（其域名之后显示主站）', params: adminIdParams, response: { 200: envelopeOf(emptyData) } } },
    async (request) => {
      await service.remove(request.params.id, ctxOf(request));
      app.sites.invalidate();
      return ok({}, '分站已删除');
    },
  );

  app.get(
    '/admin/sites/applications',
    { config: substations, schema: { tags, summary: '分站加盟申请（只读，分页；手机号打码）', querystring: pageQuery, response: { 200: envelopeOf(pageOf(application)) } } },
    async (request) => ok(await service.applications(request.query)),
  );
};

export default adminSitesRoutes;
