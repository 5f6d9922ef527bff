import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ResultCode, StoreMessages } from 'shared-contracts';
import {
  authInfoQuery,
  authLinks,
  authOrderBody,
  authOrderPage,
  deliverBody,
  deliverRow,
  storeIdBody,
  storeIdQuery,
  storeListItem,
  storeListQuery,
  storeOption,
  storeOptionsQuery,
  storePage,
  syncBody,
  syncStatus,
  syncStatusQuery,
} from 'shared-contracts/schemas';
import { z } from 'zod';
import { BULK_BODY_LIMIT } from '../../lib/body-limits';
import { emptyData, envelopeOf, ok } from '../../lib/envelope';
import { BusinessError } from '../../lib/errors';
import { userOf } from '../../lib/user-of';

/** The synced-order filters as parsed (POST body or GET query). */
type AuthOrderRequest = z.output<typeof authOrderBody>;

/**
 * Stores, the merchant's authorised shops (issue 12; SPEC §7 user/store …, gift/auth …): connecting a store,
 * the caller's stores, the order sync job and its status, the authorised tab's orders and delivering waybill
 * numbers back. Everything is the caller's own: another user's store answers StoreMessages.storeMissing.
 */
const storeRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['stores'];
  const { stores, deliveries } = app.services;

  app.get(
    '/gift/auth/links',
    { schema: { tags, summary: '各平台的店铺授权链接（带本人的 state，30 分钟有效）与服务市场链接', response: { 200: envelopeOf(authLinks) } } },
    async (request) => ok(await stores.links(userOf(request).id, userOf(request).siteId)),
  );

  app.get(
    '/gift/auth/info',
    {
      schema: {
        tags,
        summary: '平台授权回调：用 code（视频号为关联码）登记店铺；同一店铺再次授权则续期。授权码只能用一次，失败时 msg 以“请重新授权”结尾',
        querystring: authInfoQuery,
        response: { 200: envelopeOf(storeListItem) },
      },
    },
    async (request) => ok(await stores.authorise(userOf(request).id, request.query), '授权成功'),
  );

  app.get(
    '/user/store/list',
    { schema: { tags, summary: '我的店铺（分页，可按平台筛选；授权过期的店铺 expired 为 true）', querystring: storeListQuery, response: { 200: envelopeOf(storePage) } } },
    async (request) => ok(await stores.list(userOf(request).id, request.query.platform, request.query)),
  );

  app.get(
    '/user/store/options',
    { schema: { tags, summary: '某平台下我的店铺（店铺选择框）', querystring: storeOptionsQuery, response: { 200: envelopeOf(z.array(storeOption)) } } },
    async (request) => ok(await stores.options(userOf(request).id, request.query.platform)),
  );

  app.delete(
    '/user/store',
    { schema: { tags, summary: '删除店铺及其已同步的订单（已下的订单和包裹保留）；id 在查询串或 JSON 请求体中', querystring: storeIdQuery, body: storeIdBody, response: { 200: envelopeOf(emptyData) } } },
    async (request) => {
      const id = request.query.id ?? request.body?.id;
      if (!id) throw new BusinessError(ResultCode.FAIL, StoreMessages.storeMissing);
      await stores.remove(userOf(request).id, id);
      return ok({}, '已删除');
    },
  );

  app.post(
    '/gift/auth/order/sync',
    { schema: { tags, summary: `同步店铺订单（后台任务；同一店铺同时只有一个，再次请求会加入正在进行的同步）`, body: syncBody, response: { 200: envelopeOf(syncStatus) } } },
    async (request) => ok(await stores.startSync(userOf(request).id, request.body.store_id, request.body.start_time!, request.body.end_time!)),
  );

  app.get(
    '/gift/auth/order/sync/status',
    { schema: { tags, summary: '同步进度 0–100（100 为完成）；同步失败时返回非零 code，原因在 msg', querystring: syncStatusQuery, response: { 200: envelopeOf(syncStatus) } } },
    async (request) => ok(await stores.syncStatus(userOf(request).id, request.query.store_id)),
  );

  /** The synced orders' read, one handler for both paths: the filters arrive as a JSON body or a query string. */
  const listAuthOrders = async (userId: number, input: AuthOrderRequest) => {
    const { store_id, page, page_size, days, flag, remark, shop_order, keyword, start_time, end_time } = input;
    const shopOrders = shop_order
      ?.split(/[,，\s]+/)
      .map((n) => n.replace(/["'\t]/g, '').trim())
      .filter(Boolean);
    return ok(
      await stores.authOrders(
        userId,
        store_id,
        { days, flag, remark: remark || undefined, keyword: keyword || undefined, shopOrders: shopOrders?.length ? [...new Set(shopOrders)] : undefined, since: start_time, until: end_time },
        { page, page_size },
      ),
    );
  };
  const authOrdersSummary = '授权店铺已同步的订单（筛选、分页，新订单在前；state 2 的不可选，state_text 为原因：已退款、已关闭、已下单、平台已发货，或收件信息不全/不正确）';

  app.post(
    '/gift/auth/order',
    { bodyLimit: BULK_BODY_LIMIT, schema: { tags, summary: authOrdersSummary, body: authOrderBody, response: { 200: envelopeOf(authOrderPage) } } },
    async (request) => listAuthOrders(userOf(request).id, request.body),
  );

  // SPEC §7's path for the same read; the filters in the query string (order numbers: as many as a URL holds, POST for more)
  app.get(
    '/gift/auth/synchronize/orders',
    { schema: { tags, summary: `${authOrdersSummary}；与 POST /gift/auth/order 相同，参数在查询串中`, querystring: authOrderBody, response: { 200: envelopeOf(authOrderPage) } } },
    async (request) => listAuthOrders(userOf(request).id, request.query),
  );

  app.post(
    '/gift/auth/deliver',
    { bodyLimit: BULK_BODY_LIMIT, schema: { tags, summary: '把运单号回传给店铺（逐行结果：send_status 1 已回传；平台拒绝或暂时不可用时为 0 并附原因）', body: deliverBody, response: { 200: envelopeOf(z.array(deliverRow)) } } },
    async (request) => ok(await deliveries.deliver(userOf(request).id, request.body)),
  );
};

export default storeRoutes;
