import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OpenApiMessages } from 'shared-contracts';
import { orderMakeBody, orderPriceBody, orderResultRow, parcelPage, priceResult } from 'shared-contracts/schemas';
import { z } from 'zod';
import { OPEN_BODY_LIMIT } from '../../lib/body-limits';
import { envelopeOf, ok } from '../../lib/envelope';
import { NotFoundError } from '../../lib/errors';
import { OPEN_CONFIG, OPEN_SECURITY } from './route-options';
import { openIdempotencyHeaders, openOrderDetail, openParcelQuery, orderParcelsQuery, orderSnParams } from './schemas';
import { callerOf } from './signed-request';

/** Pricing, ordering and following orders: the site's own services (one price engine, one make, one ledger). */
const openOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['orders'];

  app.post(
    '/orders/price',
    {
      config: OPEN_CONFIG,
      bodyLimit: OPEN_BODY_LIMIT,
      schema: { tags, security: OPEN_SECURITY, summary: '收件人计价：逐行检查（state 2 附原因）并按会员价计价', body: orderPriceBody, response: { 200: envelopeOf(priceResult) } },
    },
    async (request) => ok(await app.services.ordering.price(callerOf(request).userId, request.body)),
  );

  app.post(
    '/orders',
    {
      config: OPEN_CONFIG,
      bodyLimit: OPEN_BODY_LIMIT,
      schema: {
        tags,
        security: OPEN_SECURITY,
        summary: '下单并用余额支付。须带 Idempotency-Key：相同的键再次调用返回首次结果、不重复扣款，换了请求体则拒绝；23 余额不足，11/12 实名认证',
        headers: openIdempotencyHeaders,
        body: orderMakeBody,
        response: { 200: envelopeOf(z.array(orderResultRow)) },
      },
    },
    async (request) => ok(await app.services.ordering.make(callerOf(request).userId, request.headers['idempotency-key'], request.body)),
  );

  app.get(
    '/orders/:order_sn',
    {
      config: OPEN_CONFIG,
      schema: {
        tags,
        security: OPEN_SECURITY,
        summary: '订单详情及其包裹（分页）',
        params: orderSnParams,
        querystring: orderParcelsQuery,
        response: { 200: envelopeOf(openOrderDetail) },
      },
    },
    async (request) => {
      const { userId } = callerOf(request);
      const filter = { orderSn: request.params.order_sn };
      const found = await app.services.orderLists.orders(userId, filter, { page: 1, page_size: 10 });
      const order = found.list.find((row) => row.order_sn === request.params.order_sn);
      if (!order) throw new NotFoundError(OpenApiMessages.orderNotFound);
      return ok({ order, parcels: await app.services.orderLists.parcels(userId, filter, request.query) });
    },
  );

  app.get(
    '/parcels',
    {
      config: OPEN_CONFIG,
      schema: {
        tags,
        security: OPEN_SECURITY,
        summary: '包裹列表：运单号、状态、最新物流状态、超时赔付（手机号打码）',
        querystring: openParcelQuery,
        response: { 200: envelopeOf(parcelPage) },
      },
    },
    async (request) => {
      const { order_sn, shop_order, waybill_code, status, track_state, page, page_size } = request.query;
      const filter = { orderSn: order_sn || undefined, shopOrder: shop_order || undefined, waybillCode: waybill_code || undefined, status, trackState: track_state };
      return ok(await app.services.orderLists.parcels(callerOf(request).userId, filter, { page, page_size }));
    },
  );
};

export default openOrderRoutes;
