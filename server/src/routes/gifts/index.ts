import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GiftMessages } from 'shared-contracts';
import { giftOrderPage, giftOrderQuery, giftSelectedAddBody, giftSelectedItem, giftSelectedPage, giftSelectedParams, giftSelectedQuery, giftSelectedUpdateBody } from 'shared-contracts/schemas';
import { emptyData, envelopeOf, ok } from '../../lib/envelope';
import { userOf } from '../../lib/user-of';

/**
 * 礼品管理 (SPEC §2.1 hidden routes): 我的礼品 — the caller's orders grouped by goods — and 已选礼品,
 * the caller's saved goods with courier and quantity. Every call needs the session; another user's
 * row answers 404 (已选礼品不存在).
 */
const giftRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['gifts'];
  const gifts = app.services.gifts;

  app.get(
    '/user/gift/order',
    { schema: { tags, summary: '我的礼品：按商品汇总我的订单（快递、包裹数、实付金额、最近下单时间），分页', querystring: giftOrderQuery, response: { 200: envelopeOf(giftOrderPage) } } },
    async (request) => ok(await gifts.orderedGoods(userOf(request).id, request.query)),
  );

  app.get(
    '/user/gift/selected',
    { schema: { tags, summary: '已选礼品（每个商品一行：快递、每人数量），分页', querystring: giftSelectedQuery, response: { 200: envelopeOf(giftSelectedPage) } } },
    async (request) => ok(await gifts.listSelected(userOf(request).id, request.query)),
  );

  app.post(
    '/user/gift/selected',
    { schema: { tags, summary: '加入已选礼品（商品须在售，快递须为该商品的快递；最多 100 个）', body: giftSelectedAddBody, response: { 200: envelopeOf(giftSelectedItem) } } },
    async (request) => ok(await gifts.addSelected(userOf(request).id, request.body), GiftMessages.added),
  );

  app.put(
    '/user/gift/selected/:id',
    { schema: { tags, summary: '修改已选礼品的快递与数量', params: giftSelectedParams, body: giftSelectedUpdateBody, response: { 200: envelopeOf(giftSelectedItem) } } },
    async (request) => ok(await gifts.updateSelected(userOf(request).id, request.params.id, request.body), GiftMessages.saved),
  );

  app.delete(
    '/user/gift/selected/:id',
    { schema: { tags, summary: '移除已选礼品', params: giftSelectedParams, response: { 200: envelopeOf(emptyData) } } },
    async (request) => {
      await gifts.removeSelected(userOf(request).id, request.params.id);
      return ok({}, GiftMessages.removed);
    },
  );
};

export default giftRoutes;
