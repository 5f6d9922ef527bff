import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SHEET_TEMPLATE_KEYS, type SheetTemplateKey } from 'shared-contracts';
import { substationApplicationBody, SubstationMessages } from 'shared-contracts/rules';
import { envelopeOf, ok } from '../../lib/envelope';

const articleItem = z.object({ id: z.number().int(), title: z.string(), category: z.string(), summary: z.string(), date: z.string() });
const articleLink = z.object({ id: z.number().int(), title: z.string() }).nullable();
const articleDetail = articleItem.extend({ content: z.string(), prev: articleLink, next: articleLink });
const articleIdQuery = z.object({
  id: z.coerce.number({ error: '文章编号不正确' }).int({ error: '文章编号不正确' }).positive({ error: '文章编号不正确' }).max(2_147_483_647, { error: '文章编号不正确' }),
});
const downloadQuery = z.object({ type: z.enum(['reissue', ...SHEET_TEMPLATE_KEYS], { error: '模板类型不正确，可选 jd、tb、pdd、dy、reissue' }) });

/** Help centre content, spreadsheet templates and sub-station applications (SPEC §2.1, §7). */
const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['content'];

  app.get(
    '/common/content/list',
    { config: { public: true }, schema: { tags, summary: '帮助中心文章列表', response: { 200: envelopeOf(z.array(articleItem)) } } },
    async (request) => ok(await app.services.content.list(request.site.id)),
  );

  app.get(
    '/common/content/detail',
    { config: { public: true }, schema: { tags, summary: '帮助中心文章（HTML 内容，含上一篇/下一篇）', querystring: articleIdQuery, response: { 200: envelopeOf(articleDetail), 404: envelopeOf(z.null()) } } },
    async (request) => ok(await app.services.content.detail(request.site.id, request.query.id)),
  );

  app.get(
    '/common/download',
    { config: { public: true }, schema: { tags, summary: '导入模板（xlsx）：jd 京东、tb 淘宝、pdd 拼多多、dy 抖店 的订单导入模板，reissue 补发单号导入模板', querystring: downloadQuery } },
    async (request, reply) => {
      const { file, filename } = await app.services.content.template(request.query.type as SheetTemplateKey | 'reissue');
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="template-${request.query.type}.xlsx"; filename*=UTF-8''${encodeURIComponent(filename)}`)
        .header('cache-control', 'public, max-age=3600')
        .send(file);
    },
  );

  app.post(
    '/common/substation/apply',
    {
      config: { public: true },
      schema: {
        tags,
        summary: '分站加盟申请（同一 IP 每小时 3 次、同一手机号每天 2 次）',
        body: substationApplicationBody,
        response: { 200: envelopeOf(z.object({ id: z.number().int() })) },
      },
    },
    async (request) => ok({ id: await app.services.content.apply(request.body, request.ip) }, SubstationMessages.submitted),
  );
};

export default contentRoutes;
