import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emptyData, envelopeOf, ok } from '../../lib/envelope';
import { userOf } from '../../lib/user-of';
import { goodsIdBody, goodsListReply, pageQuery } from './schemas';

/** Favourites of the signed-in user; goods.collect_count moves with them. */
const favouriteRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['favourites'];
  const emptyReply = { 200: envelopeOf(emptyData), 404: envelopeOf(z.null()) };

  app.post(
    '/collect/goods',
    { schema: { tags, summary: '收藏商品（重复收藏无副作用）', body: goodsIdBody, response: emptyReply } },
    async (request) => {
      await app.services.catalogue.collect(userOf(request).id, request.body.goods_id);
      return ok({}, '收藏成功');
    },
  );

  app.delete(
    '/collect/goods',
    { schema: { tags, summary: '取消收藏（未收藏时无副作用）', body: goodsIdBody, response: emptyReply } },
    async (request) => {
      await app.services.catalogue.uncollect(userOf(request).id, request.body.goods_id);
      return ok({}, '已取消收藏');
    },
  );

  app.get(
    '/collect/goods/list',
    { schema: { tags, summary: '我的收藏（分页）', querystring: pageQuery, response: goodsListReply } },
    async (request) => ok(await app.services.catalogue.favourites(userOf(request).id, request.site, request.query)),
  );
};

export default favouriteRoutes;
