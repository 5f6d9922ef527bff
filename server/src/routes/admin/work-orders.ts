import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { WorkOrderMessages } from 'shared-contracts';
import type { AdminWorkOrderDetail, AdminWorkOrderRow, AdminWorkOrderStats } from 'shared-contracts/admin';
import { adminWorkOrderParams, adminWorkOrderReplyBody, adminWorkOrdersQuery, adminWorkOrderStatusBody } from 'shared-contracts/admin/rules';
import { pageOf, parcelTrack, workOrderAttachment, workOrderAttachmentBody, workOrderItem, workOrderMessage } from 'shared-contracts/schemas';
import { BULK_BODY_LIMIT } from '../../lib/body-limits';
import { envelopeOf, ok } from '../../lib/envelope';
import { operatorOf, writeContextOf } from '../../lib/operator-of';

const tags = ['admin'];
const read = { permission: 'workorders.read' } as const;
const write = { permission: 'workorders.write' } as const;

const workOrderRow = workOrderItem.extend({
  user_id: z.number().int(),
  mobile: z.string(),
  assignee_id: z.number().int().nullable(),
  assignee_name: z.string().nullable(),
  unread: z.boolean(),
  first_reply_at: z.string(),
  site_id: z.number().int(),
  site_name: z.string(),
}) satisfies z.ZodType<AdminWorkOrderRow>;

const workOrderDetail = workOrderRow.extend({
  username: z.string(),
  parcels: z.array(
    z.object({
      id: z.number().int(),
      parcel_sn: z.string(),
      goods_name: z.string(),
      consignee: z.string(),
      price: z.number(),
      track: parcelTrack,
      compensation: z.object({ amount: z.number(), reason: z.string(), created_at: z.string() }).nullable(),
    }),
  ),
  messages: z.array(workOrderMessage),
  resolved_at: z.string(),
}) satisfies z.ZodType<AdminWorkOrderDetail>;
const workOrderStats = z.object({
  days: z.number().int(),
  open: z.number().int(),
  unclaimed: z.number().int(),
  operators: z.array(
    z.object({
      operator_id: z.number().int(),
      operator_name: z.string(),
      replied: z.number().int(),
      avg_first_reply_minutes: z.number().nullable(),
      resolved: z.number().int(),
      avg_resolution_minutes: z.number().nullable(),
    }),
  ),
}) satisfies z.ZodType<AdminWorkOrderStats>;

/**
 * 工单 in the console (issue 21; services/work-orders/admin.ts): the queue with its filters, a work order
 * with its parcels' tracks and compensation and the whole conversation (客服's names shown here only),
 * claim, reply with pictures, status — each audited — and 客服's response times for the dashboard.
 * workorders.read / workorders.write: admin and support.
 */
const adminWorkOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.adminWorkOrders;

  app.get(
    '/admin/work-orders',
    {
      config: read,
      schema: {
        tags,
        summary: '工单队列（分页；按状态、未结束、类型、处理人（me / none / 客服 id）、用户手机号（完整或后 4 位）、工单号或包裹号 / 运单号、提交日期筛选；手机号打码）',
        querystring: adminWorkOrdersQuery,
        response: { 200: envelopeOf(pageOf(workOrderRow)) },
      },
    },
    async (request) => ok(await service.list(request.query, operatorOf(request).id)),
  );

  app.get(
    '/admin/work-orders/:id',
    {
      config: read,
      schema: { tags, summary: '工单详情（包裹的物流轨迹与赔付、对话与图片；打开即把商家的消息标为已读）', params: adminWorkOrderParams, response: { 200: envelopeOf(workOrderDetail) } },
    },
    async (request) => ok(await service.open(request.params.id)),
  );

  app.post(
    '/admin/work-orders/:id/claim',
    { config: write, schema: { tags, summary: '认领工单（待处理 → 处理中；记入操作日志）', params: adminWorkOrderParams, response: { 200: envelopeOf(workOrderDetail) } } },
    async (request) => ok(await service.claim(request.params.id, writeContextOf(request)), WorkOrderMessages.claimed),
  );

  app.post(
    '/admin/work-orders/:id/reply',
    {
      config: write,
      schema: {
        tags,
        summary: '回复工单（可带图片；状态默认改为待商家回复；通知商家；记入操作日志）',
        params: adminWorkOrderParams,
        body: adminWorkOrderReplyBody,
        response: { 200: envelopeOf(workOrderDetail) },
      },
    },
    async (request) => ok(await service.reply(request.params.id, request.body, writeContextOf(request)), WorkOrderMessages.replied),
  );

  app.post(
    '/admin/work-orders/:id/status',
    {
      config: write,
      schema: { tags, summary: '更改工单状态（记入操作日志）', params: adminWorkOrderParams, body: adminWorkOrderStatusBody, response: { 200: envelopeOf(workOrderDetail) } },
    },
    async (request) => ok(await service.setStatus(request.params.id, request.body.status, writeContextOf(request)), WorkOrderMessages.statusChanged),
  );

  app.post(
    '/admin/work-orders/attachments',
    {
      config: write,
      // 5 MB of picture is about 7 MB of base64
      bodyLimit: BULK_BODY_LIMIT,
      schema: {
        tags,
        summary: '上传回复图片（base64；按内容识别 JPG/PNG/WebP，不超过 5MB；转为 webp 并去除元数据）',
        body: workOrderAttachmentBody,
        response: { 200: envelopeOf(workOrderAttachment) },
      },
    },
    async (request) => ok(await service.upload(request.body.data, writeContextOf(request)), '图片已上传'),
  );

  app.get(
    '/admin/dashboard/work-orders',
    {
      config: read,
      schema: { tags, summary: '客服响应（近 30 天：每位客服的首次回复数与平均首次回复分钟数、结束的工单数与平均处理分钟数；当前未结束与未认领数）', response: { 200: envelopeOf(workOrderStats) } },
    },
    async () => ok(await service.stats()),
  );
};

export default adminWorkOrdersRoutes;
