import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HOME_BLOCK_KINDS, type AdminArticle, type AdminArticleRow, type AdminBanner, type AdminHomeBlock, type AdminNotice } from 'shared-contracts/admin';
import { adminArticleBody, adminArticlesQuery, adminBannerBody, adminBannerPatch, adminHomeBlockBody, adminIdParams, adminNoticeBody } from 'shared-contracts/admin/rules';
import type { HomeBlockName } from 'shared-contracts';
import { emptyData, envelopeOf, ok } from '../../lib/envelope';
import { writeContextOf } from '../../lib/operator-of';
import { collectionRoutes } from './collection-routes';

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
    async (request) => ok(await service.publishNotice(request.body, writeContextOf(request)), '公告已发布'),
  );
  app.post(
    '/admin/notice/disable',
    { config: write, schema: { tags, summary: '停用公告（首页不再显示公告，直到下次发布）', response: { 200: envelopeOf(emptyData) } } },
    async (request) => {
      await service.disableNotice(writeContextOf(request));
      return ok({}, '公告已停用');
    },
  );

  collectionRoutes(app, '/admin/banners', {
    read: write,
    write,
    item: adminBanner,
    body: adminBannerBody,
    patch: adminBannerPatch,
    summaries: {
      list: '轮播图列表（按顺序，含已下架）',
      create: '新建轮播图（排在最后；链接为站内路径或 https:// 地址）',
      update: '编辑轮播图 / 上下架（只改传入的字段）',
      move: '轮播图上移 / 下移一位',
      remove: '删除轮播图',
    },
    said: { created: '轮播图已创建', saved: '轮播图已保存', removed: '轮播图已删除' },
    list: () => service.banners(),
    create: (body, context) => service.createBanner(body, context),
    update: (id, patch, context) => service.updateBanner(id, patch, context),
    move: (id, direction, context) => service.moveBanner(id, direction, context),
    remove: (id, context) => service.deleteBanner(id, context),
  });

  collectionRoutes(app, '/admin/home-blocks', {
    read: write,
    write,
    item: adminHomeBlock,
    body: adminHomeBlockBody,
    patch: adminHomeBlockBody,
    summaries: {
      list: '首页布局区块（按顺序，含已隐藏）',
      create: '新建首页区块（排在最后；按类型填写：hot 数量、advantage 图块、image 图片 / 链接 / 高度）',
      update: '编辑首页区块（整块替换）',
      move: '首页区块上移 / 下移一位',
      remove: '删除首页区块',
    },
    said: { created: '区块已创建', saved: '区块已保存', removed: '区块已删除' },
    list: () => service.homeBlocks(),
    create: (body, context) => service.createHomeBlock(body, context),
    update: (id, patch, context) => service.updateHomeBlock(id, patch, context),
    move: (id, direction, context) => service.moveHomeBlock(id, direction, context),
    remove: (id, context) => service.deleteHomeBlock(id, context),
  });

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
  collectionRoutes(app, '/admin/articles', {
    read: write,
    write,
    item: adminArticle,
    body: adminArticleBody,
    patch: adminArticleBody,
    summaries: {
      create: '新建帮助文章（正文为 HTML，保存前净化；排在最后）',
      update: '编辑帮助文章（正文保存前净化，日期改为今天）',
      move: '帮助文章在同分类内上移 / 下移一位',
      remove: '删除帮助文章（文章 1–5 为固定文章，不能删除）',
    },
    said: { created: '文章已创建', saved: '文章已保存', removed: '文章已删除' },
    create: (body, context) => service.createArticle(body, context),
    update: (id, patch, context) => service.updateArticle(id, patch, context),
    move: (id, direction, context) => service.moveArticle(id, direction, context),
    remove: (id, context) => service.deleteArticle(id, context),
  });
};

export default adminContentRoutes;
