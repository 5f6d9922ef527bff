import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PurchaseInfo } from 'shared-contracts';
import { z } from 'zod';
import { envelopeOf, ok } from '../../lib/envelope';
import { userOf } from '../../lib/user-of';
import { expressData, goodsData, goodsIdQuery } from '../storefront/schemas';

export const purchaseInfoData = z.object({
  platform_list: z.array(z.object({ id: z.number().int(), name: z.string(), disabled: z.boolean() })),
  goods_info: goodsData,
  no_deliver_area: z.array(z.string()),
  express_info: expressData,
}) satisfies z.ZodType<PurchaseInfo>;

/**
 * What the purchase dialog opens with (SPEC §3 purchase info response): the platforms (those the goods'
 * courier does not ship for disabled), the goods at the caller's group price, the courier, no-ship areas.
 */
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
      return ok(await app.services.ordering.purchaseInfo(userOf(request).id, request.query.goods_id));
    },
  );
};

export default purchaseRoutes;
