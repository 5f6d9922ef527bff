import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { WorkOrderMessages } from 'shared-contracts';
import {
  notification,
  notificationListQuery,
  notificationReadBody,
  pageOf,
  unreadCounts,
  workOrderAttachment,
  workOrderAttachmentBody,
  workOrderCreateBody,
  workOrderDetail,
  workOrderIdBody,
  workOrderItem,
  workOrderListQuery,
  workOrderReplyBody,
} from 'shared-contracts/schemas';
import { BULK_BODY_LIMIT } from '../../lib/body-limits';
import { envelopeOf, ok } from '../../lib/envelope';
import { userOf } from '../../lib/user-of';

/**
 * 工单管理 and 消息, the merchant's side (issue 21; paths as shared-contracts/src/calls.ts): only the caller's
 * own work orders, parcels, pictures and notifications — anyone else's is 404. Pictures are uploaded
 * first (base64 JSON, up to 5 MB each) and named by id in the message; their `url` is signed for an hour.
 */
const workOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['work-orders'];
  const service = app.services.workOrders;
  const notifications = app.services.notifications;

  app.get(
    '/user/work-order/list',
    { schema: { tags, summary: '我的工单（按状态、类型筛选，新的在前；unread：有未读的客服回复）', querystring: workOrderListQuery, response: { 200: envelopeOf(pageOf(workOrderItem)) } } },
    async (request) => {
      const { page, page_size, status, type } = request.query;
      return ok(await service.list(userOf(request).id, { status, type }, { page, page_size }));
    },
  );

  app.get(
    '/user/work-order/detail',
    { schema: { tags, summary: '工单详情（包裹、对话与图片；打开即标为已读）；他人的工单 404', querystring: workOrderIdBody, response: { 200: envelopeOf(workOrderDetail) } } },
    async (request) => ok(await service.open(userOf(request).id, request.query.id)),
  );

  app.post(
    '/user/work-order',
    {
      schema: {
        tags,
        summary: '提交工单（问题类型、描述、包裹号或运单号（本人的包裹，至少 1 个、至多 20 个）、至多 6 张已上传的图片）',
        body: workOrderCreateBody,
        response: { 200: envelopeOf(workOrderDetail) },
      },
    },
    async (request) => ok(await service.create(userOf(request).id, request.body), WorkOrderMessages.created),
  );

  app.post(
    '/user/work-order/reply',
    { schema: { tags, summary: '回复工单（已结束的工单须先重新打开，400）', body: workOrderReplyBody, response: { 200: envelopeOf(workOrderDetail) } } },
    async (request) => ok(await service.reply(userOf(request).id, request.body), WorkOrderMessages.replied),
  );

  app.post(
    '/user/work-order/close',
    { schema: { tags, summary: '关闭工单', body: workOrderIdBody, response: { 200: envelopeOf(workOrderDetail) } } },
    async (request) => ok(await service.close(userOf(request).id, request.body.id), WorkOrderMessages.closed),
  );

  app.post(
    '/user/work-order/reopen',
    { schema: { tags, summary: '重新打开工单（结束后 7 天内，按业务时钟）', body: workOrderIdBody, response: { 200: envelopeOf(workOrderDetail) } } },
    async (request) => ok(await service.reopen(userOf(request).id, request.body.id), WorkOrderMessages.reopened),
  );

  app.post(
    '/user/work-order/attachment',
    {
      // 5 MB of picture is about 7 MB of base64
      bodyLimit: BULK_BODY_LIMIT,
      schema: {
        tags,
        summary: '上传工单图片（base64；按内容识别 JPG/PNG/WebP，不超过 5MB；缩放至 2000×2000 内，转为 webp 并去除元数据（含 GPS））',
        body: workOrderAttachmentBody,
        response: { 200: envelopeOf(workOrderAttachment) },
      },
    },
    async (request) => ok(await service.upload(userOf(request).id, request.body.data), '图片已上传'),
  );

  app.get(
    '/user/work-order/unread',
    { schema: { tags, summary: '未读数（菜单角标）：有未读客服回复的工单数、未读消息数', response: { 200: envelopeOf(unreadCounts) } } },
    async (request) => ok(await notifications.unread(userOf(request).id)),
  );

  app.get(
    '/user/notification/list',
    {
      schema: {
        tags,
        summary: '消息（拒单退款、超时赔付、工单回复、提现到账；同类合并为一条，最近更新的在前；unread=1 只看未读）',
        querystring: notificationListQuery,
        response: { 200: envelopeOf(pageOf(notification)) },
      },
    },
    async (request) => {
      const { page, page_size, unread } = request.query;
      return ok(await notifications.list(userOf(request).id, unread, { page, page_size }));
    },
  );

  app.post(
    '/user/notification/read',
    { schema: { tags, summary: '标为已读（ids；不传则全部已读）；返回未读数', body: notificationReadBody, response: { 200: envelopeOf(unreadCounts) } } },
    async (request) => ok(await notifications.read(userOf(request).id, request.body.ids)),
  );
};

export default workOrderRoutes;
