import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, ok } from '../../lib/envelope';
import { purchaseInfoData } from '../purchase';
import { goodsPage } from '../storefront/schemas';
import { OPEN_CONFIG, OPEN_SECURITY } from './route-options';
import { goodsIdParams, openGoodsQuery } from './schemas';
import { callerOf } from './signed-request';

/** The goods a merchant can order, at their group price (the storefront's list and the purchase dialog's detail). */
const openGoodsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['goods'];

  app.get(
    '/goods',
    {
      config: OPEN_CONFIG,
      schema: { tags, security: OPEN_SECURITY, summary: '商品列表（会员价、快递、是否缺货）', querystring: openGoodsQuery, response: { 200: envelopeOf(goodsPage) } },
    },
    async (request) => ok(await app.services.openGoods.list(callerOf(request).userId, request.query)),
  );

  app.get(
    '/goods/:goods_id',
    {
      config: OPEN_CONFIG,
      schema: {
        tags,
        security: OPEN_SECURITY,
        summary: '商品详情：会员价、快递、可下单平台、不发货地区',
        params: goodsIdParams,
        response: { 200: envelopeOf(purchaseInfoData) },
      },
    },
    async (request) => ok(await app.services.ordering.purchaseInfo(callerOf(request).userId, request.params.goods_id)),
  );
};

export default openGoodsRoutes;
