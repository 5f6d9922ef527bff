import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, ok } from '../../lib/envelope';
import { userOf } from '../../lib/user-of';
import { bannerData, homeBlockData, homepageQuery, homeUserData, noticeData } from './schemas';

/** Home page content: banners, notice, layout blocks and the signed-in user's summary. */
const pageRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['storefront'];

  app.get(
    '/gift/page/rotate',
    { config: { public: true }, schema: { tags, summary: '首页横幅', response: { 200: envelopeOf(z.array(bannerData)) } } },
    async (request) => ok(await app.services.catalogue.banners(request.site.id)),
  );

  app.get(
    '/gift/page/homepage',
    {
      config: { public: true },
      schema: {
        tags,
        summary: '首页公告（inversion 为已不再提示的版本；相同或内容为空时 data 为 null）',
        querystring: homepageQuery,
        response: { 200: envelopeOf(noticeData) },
      },
    },
    async (request) => ok(await app.services.catalogue.notice(request.site.id, request.query.inversion)),
  );

  app.get(
    '/common/site/notice',
    { config: { public: true }, schema: { tags, summary: '站点公告（内容为空时 data 为 null）', response: { 200: envelopeOf(noticeData) } } },
    async (request) => ok(await app.services.catalogue.notice(request.site.id)),
  );

  app.get(
    '/home/page',
    { config: { public: true }, schema: { tags, summary: '首页布局区块', response: { 200: envelopeOf(z.array(homeBlockData)) } } },
    async (request) => ok(await app.services.catalogue.homeBlocks(request.site.id)),
  );

  app.get(
    '/home/user/info',
    { schema: { tags, summary: '工作台概况：常发商品与包裹计数（待付款、待发货、已发货）', response: { 200: envelopeOf(homeUserData) } } },
    async (request) => ok(await app.services.orderLists.homeSummary(userOf(request).id)),
  );
};

export default pageRoutes;
