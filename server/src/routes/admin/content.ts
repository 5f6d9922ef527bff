import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HOME_BLOCK_KINDS, type AdminArticle, type AdminArticleRow, type AdminBanner, type AdminHomeBlock, type AdminNotice } from 'shared-contracts/admin';
import { adminArticleBody, adminArticlesQuery, adminBannerBody, adminBannerPatch, adminHomeBlockBody, adminIdParams, adminMoveBody, adminNoticeBody } from 'shared-contracts/admin/rules';
import type { HomeBlockName } from 'shared-contracts';
import { emptyData, envelopeOf, ok } from '../../lib/envelope';
import { operatorOf } from '../../lib/operator-of';
import type { WriteContext } from '../../services/admin-catalogue';

const tags = ['admin'];
/** Content has one permission, for reads and writes alike (ops and admin). */
const write = { permission: 'content.write' } as const;

const adminNotice = z.object({ title: z.string(), content: z.string(), date: z.string(), version: z.string(), enabled: z.boolean() }) satisfies z.ZodType<AdminNotice>;
const adminBanner = z.object({
  id: z.number().int(),
  image: z.string(),
  url: z.string(),
  btn_icon: z.string(),
  btn_txt: z.string(),
  sort: z.number().int(),
  is_on: z.boolean(),
}) satisfies z.ZodType<AdminBanner>;
const adminHomeBlock = z.object({
  id: z.number().int(),
  sort: z.number().int(),
  name: z.enum(Object.keys(HOME_BLOCK_KINDS) as [HomeBlockName, ...HomeBlockName[]]),
  title: z.string(),
  icon: z.string(),
  page: z.object({ style: z.record(z.string(), z.union([z.string(), z.number()])), params: z.record(z.string(), z.unknown()), data: z.unknown() }),
  is_on: z.boolean(),
}) satisfies z.ZodType<AdminHomeBlock>;
const adminArticleRow = z.object({
  id: z.number().int(),
  title: z.string(),
  category: z.string(),
  summary: z.string(),
  date: z.string(),
  sort: z.number().int(),
  fixed: z.boolean(),
}) satisfies z.ZodType<AdminArticleRow>;
const adminArticle = adminArticleRow.extend({ content: z.string() }) satisfies z.ZodType<AdminArticle>;

const ctxOf = (request: FastifyRequest): WriteContext => {
  const operator = operatorOf(request);
  return { operator: { id: operator.id, name: operator.name, role: operator.role }, ip: request.ip };
};

/**
 * The operator console's content (issue 20 "内容"): notice, banners, home layout blocks, help articles.
 * Every route needs content.write; every write is audited in its own transaction, its HTML sanitised
 * (services/admin-content.ts), and the storefront's calls answer the change at once.
 */
const adminContentRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.adminContent;

  // ---- notice ----
  app.get(
    '/admin/notice',
    { config: write, schema: { tags, summary: '当前首页公告（从未发布过时 data 为 null）', response: { 200: envelopeOf(adminNotice.nullable()) } } },
    async () => ok(await service.notice()),
  );
  app.post(
    '/admin/notice',
    {
      config: write,
      schema: { tags, summary: '发布公告（内容为 HTML，保存前净化；每次发布生成新版本，选过「不再提示」的用户会再看到一次）', body: adminNoticeBody, response: { 200: envelopeOf(adminNotice) } },
    },
    async (request) => ok(await service.publishNotice(request.body, ctxOf(request)), '公告已发布'),
  );
  app.post(
    '/admin/notice/disable',
    { config: write, schema: { tags, summary: '停用公告（首页不再显示公告，直到下次发布）', response: { 200: envelopeOf(emptyData) } } },
    async (request) => {
      await service.disableNotice(ctxOf(request));
      return ok({}, '公告已停用');
    },
  );

  // ---- banners ----
  app.get('/admin/banners', { config: write, schema: { tags, summary: '轮播图列表（按顺序，含已下架）', response: { 200: envelopeOf(z.array(adminBanner)) } } }, async () => ok(await service.banners()));
  app.post(
    '/admin/banners',
    { config: write, schema: { tags, summary: '新建轮播图（排在最后；链接为站内路径或 https:// 地址）', body: adminBannerBody, response: { 200: envelopeOf(adminBanner) } } },
    async (request) => ok(await service.createBanner(request.body, ctxOf(request)), '轮播图已创建'),
  );
  app.put(
    '/admin/banners/:id',
    { config: write, schema: { tags, summary: '编辑轮播图 / 上下架（只改传入的字段）', params: adminIdParams, body: adminBannerPatch, response: { 200: envelopeOf(adminBanner) } } },
    async (request) => ok(await service.updateBanner(request.params.id, request.body, ctxOf(request)), '轮播图已保存'),
  );
  app.post(
    '/admin/banners/:id/move',
    { config: write, schema: { tags, summary: '轮播图上移 / 下移一位', params: adminIdParams, body: adminMoveBody, response: { 200: envelopeOf(emptyData) } } },
    async (request) => {
      await service.moveBanner(request.params.id, request.body.direction, ctxOf(request));
      return ok({}, '顺序已调整');
    },
  );
  app.delete(
    '/admin/banners/:id',
    { config: write, schema: { tags, summary: '删除轮播图', params: adminIdParams, response: { 200: envelopeOf(emptyData) } } },
    async (request) => {
      await service.deleteBanner(request.params.id, ctxOf(request));
      return ok({}, '轮播图已删除');
    },
  );

  // ---- home layout blocks ----
  app.get('/admin/home-blocks', { config: write, schema: { tags, summary: '首页布局区块（按顺序，含已隐藏）', response: { 200: envelopeOf(z.array(adminHomeBlock)) } } }, async () => ok(await service.homeBlocks()));
  app.post(
    '/admin/home-blocks',
    { config: write, schema: { tags, summary: '新建首页区块（排在最后；按类型填写：hot 数量、advantage 图块、image 图片 / 链接 / 高度）', body: adminHomeBlockBody, response: { 200: envelopeOf(adminHomeBlock) } } },
    async (request) => ok(await service.createHomeBlock(request.body, ctxOf(request)), '区块已创建'),
  );
  app.put(
    '/admin/home-blocks/:id',
    { config: write, schema: { tags, summary: '编辑首页区块（整块替换）', params: adminIdParams, body: adminHomeBlockBody, response: { 200: envelopeOf(adminHomeBlock) } } },
    async (request) => ok(await service.updateHomeBlock(request.params.id, request.body, ctxOf(request)), '区块已保存'),
  );
  app.post(
    '/admin/home-blocks/:id/move',
    { config: write, schema: { tags, summary: '首页区块上移 / 下移一位', params: adminIdParams, body: adminMoveBody, response: { 200: envelopeOf(emptyData) } } },
    async (request) => {
      await service.moveHomeBlock(request.params.id, request.body.direction, ctxOf(request));
      return ok({}, '顺序已调整');
    },
  );
  app.delete(
    '/admin/home-blocks/:id',
    { config: write, schema: { tags, summary: '删除首页区块', params: adminIdParams, response: { 200: envelopeOf(emptyData) } } },
    async (request) => {
      await service.deleteHomeBlock(request.params.id, ctxOf(request));
      return ok({}, '区块已删除');
    },
  );

  // ---- help articles ----
  app.get(
    '/admin/articles',
    { config: write, schema: { tags, summary: '帮助文章列表（按顺序，可按分类筛选；不含正文）', querystring: adminArticlesQuery, response: { 200: envelopeOf(z.array(adminArticleRow)) } } },
    async (request) => ok(await service.articles(request.query.category || undefined)),
  );
  app.get(
    '/admin/articles/categories',
    { config: write, schema: { tags, summary: '帮助文章的分类（按首次出现的顺序）', response: { 200: envelopeOf(z.array(z.string())) } } },
    async () => ok(await service.articleCategories()),
  );
  app.get(
    '/admin/articles/:id',
    { config: write, schema: { tags, summary: '帮助文章（含正文 HTML）', params: adminIdParams, response: { 200: envelopeOf(adminArticle) } } },
    async (request) => ok(await service.article(request.params.id)),
  );
  app.post(
    '/admin/articles',
    { config: write, schema: { tags, summary: '新建帮助文章（正文为 HTML，保存前净化；排在最后）', body: adminArticleBody, response: { 200: envelopeOf(adminArticle) } } },
    async (request) => ok(await service.createArticle(request.body, ctxOf(request)), '文章已创建'),
  );
  app.put(
    '/admin/articles/:id',
    { config: write, schema: { tags, summary: '编辑帮助文章（正文保存前净化，日期改为今天）', params: adminIdParams, body: adminArticleBody, response: { 200: envelopeOf(adminArticle) } } },
    async (request) => ok(await service.updateArticle(request.params.id, request.body, ctxOf(request)), '文章已保存'),
  );
  app.post(
    '/admin/articles/:id/move',
    { config: write, schema: { tags, summary: '帮助文章在同分类内上移 / 下移一位', params: adminIdParams, body: adminMoveBody, response: { 200: envelopeOf(emptyData) } } },
    async (request) => {
      await service.moveArticle(request.params.id, request.body.direction, ctxOf(request));
      return ok({}, '顺序已调整');
    },
  );
  app.delete(
    '/admin/articles/:id',
    { config: write, schema: { tags, summary: '删除帮助文章（文章 1–5 为固定文章，不能删除）', params: adminIdParams, response: { 200: envelopeOf(emptyData) } } },
    async (request) => {
      await service.deleteArticle(request.params.id, ctxOf(request));
      return ok({}, '文章已删除');
    },
  );
};

export default adminContentRoutes;
