import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  duplicateOrder,
  idempotencyHeaders,
  orderCheckBody,
  orderFilterBody,
  orderMakeBody,
  orderPage,
  orderPriceBody,
  orderResultRow,
  parcelFilterBody,
  parcelPage,
  priceResult,
} from 'shared-contracts/schemas';
import { z } from 'zod';
import { BULK_BODY_LIMIT } from '../../lib/body-limits';
import { envelopeOf, ok } from '../../lib/envelope';
import { userOf } from '../../lib/user-of';
import { attachment, filterOf, XLSX } from './list-filter';

/** Ordering (SPEC §7 "Ordering and shops") and the caller's orders and parcels (issue 10). */
const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['orders'];

  app.post(
    '/gift/order/price',
    {
      bodyLimit: BULK_BODY_LIMIT,
      schema: { tags, summary: '收件人计价：逐行检查（state 2 附原因）并按会员价计价', body: orderPriceBody, response: { 200: envelopeOf(priceResult) } },
    },
    async (request) => ok(await app.services.ordering.price(userOf(request).id, request.body)),
  );

  app.post(
    '/gift/order/check',
    {
      bodyLimit: BULK_BODY_LIMIT,
      schema: { tags, summary: '重复下单检查：这些店铺订单号此前是否已下过单（本商品或其他商品）', body: orderCheckBody, response: { 200: envelopeOf(z.array(duplicateOrder)) } },
    },
    async (request) => ok(await app.services.ordering.check(userOf(request).id, request.body)),
  );

  app.post(
    '/gift/order/make',
    {
      bodyLimit: BULK_BODY_LIMIT,
      schema: {
        tags,
        summary: '下单并用余额支付（Idempotency-Key 相同则返回首次结果、不重复扣款）；23 余额不足，11/12 实名认证',
        headers: idempotencyHeaders,
        body: orderMakeBody,
        response: { 200: envelopeOf(z.array(orderResultRow)) },
      },
    },
    async (request) => ok(await app.services.ordering.make(userOf(request).id, request.headers['idempotency-key'], request.body)),
  );

  app.post(
    '/user/order/list',
    { schema: { tags, summary: '我的订单（筛选、分页）', body: orderFilterBody, response: { 200: envelopeOf(orderPage) } } },
    async (request) => ok(await app.services.orderLists.orders(userOf(request).id, filterOf(request.body), request.body)),
  );

  app.post(
    '/user/order/parcel',
    { schema: { tags, summary: '我的包裹（筛选含物流状态、分页；手机号打码；已赔付金额）', body: parcelFilterBody, response: { 200: envelopeOf(parcelPage) } } },
    async (request) => ok(await app.services.orderLists.parcels(userOf(request).id, filterOf(request.body), request.body)),
  );

  const exports = [
    { url: '/user/order/download', summary: '导出订单（xlsx 文件流，筛选同列表）', name: '订单', body: orderFilterBody, stream: app.services.orderLists.exportOrders },
    { url: '/user/order/parcel/download', summary: '导出包裹（xlsx 文件流，完整手机号，筛选同列表）', name: '包裹', body: parcelFilterBody, stream: app.services.orderLists.exportParcels },
  ] as const;
  for (const { url, summary, name, body, stream } of exports) {
    app.post(url, { schema: { tags, summary, body } }, async (request, reply) =>
      reply
        .header('content-type', XLSX)
        .header('content-disposition', attachment(name, app.clock.now()))
        .header('cache-control', 'no-store')
        .send(stream(userOf(request).id, filterOf(request.body))),
    );
  }
};

export default orderRoutes;
