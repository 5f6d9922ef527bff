import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CALLBACK_RETRY_DELAYS_S, OpenApiMessages } from 'shared-contracts';
import { callbackDelivery, callbackDeliveryList, callbackDeliveryQuery, callbackResendBody, callbackTestResult } from 'shared-contracts/schemas';
import { envelopeOf, ok } from '../../lib/envelope';
import { userOf } from '../../lib/user-of';
import { MANUAL_CALLBACK_QUOTA } from '../../services/caller-limits';

/**
 * API设置's callbacks (issue 23): the test callback, the delivery log and 重发 — each the caller's own
 * (services/callbacks/delivery.ts).
 */
const callbackRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['api-settings'];

  app.post(
    '/user/setting/api/callback/test',
    {
      schema: {
        tags,
        summary: `发送测试回调：立即向已保存的回调地址发送一条 callback.test 事件（签名同正式回调），返回是否送达与对方的 HTTP 状态码；记入回调记录，不自动重试。与重发合计每分钟最多 ${MANUAL_CALLBACK_QUOTA.perMinute} 次、每天 ${MANUAL_CALLBACK_QUOTA.perDay} 次`,
        response: { 200: envelopeOf(callbackTestResult) },
      },
    },
    async (request) => ok(await app.services.callbacks.sendTest(userOf(request).id)),
  );

  app.get(
    '/user/setting/api/callback/list',
    {
      schema: {
        tags,
        summary: `回调记录（分页，新的在前；可按事件、状态筛选）：次数、最后一次的应答、下次重试时间。未在 5 秒内返回 2xx 的回调按 ${CALLBACK_RETRY_DELAYS_S.join('、')} 秒后重试，用尽后为失败`,
        querystring: callbackDeliveryQuery,
        response: { 200: envelopeOf(callbackDeliveryList) },
      },
    },
    async (request) => ok(await app.services.callbacks.list(userOf(request).id, request.query)),
  );

  app.post(
    '/user/setting/api/callback/resend',
    {
      schema: {
        tags,
        summary: `重发一条回调：立即再发送（X-Event-Id 不变，次数累计；失败的回调重新进入待送达），返回发送后的记录；非本人的记录为 404。与发送测试回调合计每分钟最多 ${MANUAL_CALLBACK_QUOTA.perMinute} 次、每天 ${MANUAL_CALLBACK_QUOTA.perDay} 次`,
        body: callbackResendBody,
        response: { 200: envelopeOf(callbackDelivery) },
      },
    },
    async (request) => ok(await app.services.callbacks.resend(userOf(request).id, request.body.id), OpenApiMessages.resent),
  );
};

export default callbackRoutes;
