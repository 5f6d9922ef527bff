import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emptyData, envelopeOf, ok } from '../../lib/envelope';
import { bearer, goodsIdBody, goodsListReply, pageQuery } from './schemas';

/** Favourites of the signed-in user; goods.collect_count moves with them. */
const favouriteRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['favourites'];
  const emptyReply = { 200: envelopeOf(emptyData), 404: envelopeOf(z.null()) };

  app.post(
    '/collect/goods',
    { preHandler: app.authenticate, schema: { tags, summary: '收藏商品（重复收藏无副作用）', security: bearer, body: goodsIdBody, response: emptyReply } },
    async (request) => {
      await app.services.catalogue.collect(request.user!.id, request.body.goods_id);
      return ok({}, '收藏成功');
    },
  );

  app.delete(
    '/collect/goods',
    { preHandler: app.authenticate, schema: { tags, summary: '取消收藏（未收藏时无副作用）', security: bearer, body: goodsIdBody, response: emptyReply } },
    async (request) => {
      await app.services.catalogue.uncollect(request.user!.id, request.body.goods_id);
      return ok({}, '已取消收藏');
    },
  );

  app.get(
    '/collect/goods/list',
    { preHandler: app.authenticate, schema: { tags, summary: '我的收藏（分页）', security: bearer, querystring: pageQuery, response: goodsListReply } },
    async (request) => ok(await app.services.catalogue.favourites(request.user!.id, request.query.page, request.query.page_size)),
  );
};

export default favouriteRoutes;
