import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PLATFORMS } from 'shared-contracts';
import { envelopeOf, ok } from '../../lib/envelope';
import { userOf } from '../../lib/user-of';
import { expressData, goodsData, goodsIdQuery } from '../storefront/schemas';

const purchaseInfoData = z.object({
  platform_list: z.array(z.object({ id: z.number().int(), name: z.string(), disabled: z.boolean() })),
  goods_info: goodsData,
  no_deliver_area: z.array(z.string()),
  express_info: expressData,
});

/** What the purchase dialog opens with (SPEC §3 purchase info response). */
const purchaseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/gift/purchase/info',
    {
      schema: {
        tags: ['purchase'],
        summary: '购买信息：数据来源平台、商品、快递与不发货地区',
        querystring: goodsIdQuery,
        response: { 200: envelopeOf(purchaseInfoData), 404: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      const { pics: _pics, express, no_deliver_area, send_address: _address, shop: _shop, ...goods } = await app.services.catalogue.detail(
        request.query.goods_id,
        userOf(request).id,
      );
      return ok({
        platform_list: PLATFORMS.map((p) => ({ id: p.id, name: p.name, disabled: false })),
        goods_info: goods,
        no_deliver_area,
        express_info: express,
      });
    },
  );
};

export default purchaseRoutes;
