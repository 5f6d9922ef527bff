import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fen, fenToYuan } from 'shared-contracts';
import {
  ADJUSTMENT_DIRECTIONS,
  ADJUSTMENT_REVIEW_REASONS,
  ADJUSTMENT_STATUSES,
  AdjustmentMessages,
  type AdjustmentReviewReason,
  type AdjustmentDirection,
  type AdjustmentStatus,
  type AdminAdjustmentRow,
  type AdminAdjustmentSettings,
  type AdminAdjustmentUser,
} from 'shared-contracts/admin';
import { adminAdjustmentBody, adminAdjustmentRejectBody, adminAdjustmentsQuery, adminAdjustmentUserQuery, adminIdParams } from 'shared-contracts/admin/rules';
import { idempotencyHeaders, pageOf } from 'shared-contracts/schemas';
import { envelopeOf, ok } from '../../lib/envelope';
import { writeContextOf } from '../../lib/operator-of';

const tags = ['admin'];
// reads and writes alike: who may see balances being moved may move them (admin, finance)
const money = { permission: 'money.write' } as const;

const adjustmentRow = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  username: z.string(),
  mobile: z.string(),
  direction: z.enum(Object.keys(ADJUSTMENT_DIRECTIONS) as [AdjustmentDirection, ...AdjustmentDirection[]]),
  amount: z.number(),
  reason: z.string(),
  status: z.enum(Object.keys(ADJUSTMENT_STATUSES) as [AdjustmentStatus, ...AdjustmentStatus[]]),
  requested_by: z.number().int(),
  requester_name: z.string(),
  requested_at: z.string(),
  reviewed_by: z.number().int().nullable(),
  reviewer_name: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  review_note: z.string(),
  ledger_entry_id: z.number().int().nullable(),
  review_reason: z.enum(Object.keys(ADJUSTMENT_REVIEW_REASONS) as [AdjustmentReviewReason, ...AdjustmentReviewReason[]]).nullable(),
}) satisfies z.ZodType<AdminAdjustmentRow>;
const adjustmentUser = z.object({
  id: z.number().int(),
  username: z.string(),
  mobile: z.string(),
  balance: z.number(),
  frozen: z.boolean(),
}) satisfies z.ZodType<AdminAdjustmentUser>;
const adjustmentSettings = z.object({
  review_threshold: z.number(),
}) satisfies z.ZodType<AdminAdjustmentSettings>;

/**
 * 资金调整 (issue 20): manual credits and debits of a user's balance, booked through wallet.post() as
 * `adjust` ledger entries. Every call needs money.write; every write is audited in its own transaction
 * (services/admin-adjustments.ts). Above ADJUSTMENT_REVIEW_THRESHOLD_YUAN a second operator approves.
 */
const adminAdjustmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.adminAdjustments;
  const thresholdFen = () => app.config.adjustmentReviewThresholdFen;

  app.get(
    '/admin/adjustments',
    {
      config: money,
      schema: {
        tags,
        summary: '资金调整列表（分页；按状态、用户手机号（完整或后 4 位）、发起时间筛选；手机号打码）',
        querystring: adminAdjustmentsQuery,
        response: { 200: envelopeOf(pageOf(adjustmentRow)) },
      },
    },
    async (request) => {
      const { status, mobile, start_time, end_time, page, page_size } = request.query;
      return ok(await service.list({ status, mobile, since: start_time, until: end_time }, { page, page_size }));
    }
  );

  app.get(
    '/admin/adjustments/settings',
    {
      config: money,
      schema: {
        tags,
        summary: '复核门槛（元）：不超过它的调整立即入账，超过的需另一位财务人员复核',
        response: { 200: envelopeOf(adjustmentSettings) },
      },
    },
    async () => ok({ review_threshold: fenToYuan(fen(thresholdFen())) })
  );

  app.get(
    '/admin/adjustments/user',
    {
      config: money,
      schema: {
        tags,
        summary: '按完整手机号查找调整对象（用户名、打码手机号、当前余额）',
        querystring: adminAdjustmentUserQuery,
        response: { 200: envelopeOf(adjustmentUser) },
      },
    },
    async (request) => ok(await service.user(request.query.mobile))
  );

  app.post(
    '/admin/adjustments',
    {
      config: money,
      schema: {
        tags,
        summary: '发起资金调整（加款 / 扣款，元；不超过复核门槛且当日累计（同一发起人、同一用户）不超过复核门槛立即入账，否则待复核；扣款不能超过余额；Idempotency-Key 相同则返回同一笔、不重复入账）',
        headers: idempotencyHeaders,
        body: adminAdjustmentBody,
        response: { 200: envelopeOf(adjustmentRow) },
      },
    },
    async (request) => {
      const { user_id, mobile, direction, amount, reason } = request.body;
      const row = await service.request(
        { userId: user_id, mobile, direction, amountFen: amount, reason },
        request.headers['idempotency-key'],
        writeContextOf(request),
        thresholdFen()
      );
      const msg = row.status === 'booked' ? AdjustmentMessages.booked : row.review_reason === 'daily_total' ? AdjustmentMessages.submittedDailyTotal : AdjustmentMessages.submitted;
      return ok(row, msg);
    }
  );

  app.post(
    '/admin/adjustments/:id/approve',
    {
      config: money,
      schema: {
        tags,
        summary: '复核通过（入账；发起人本人不能复核；扣款时余额不足则拒绝）',
        params: adminIdParams,
        response: { 200: envelopeOf(adjustmentRow) },
      },
    },
    async (request) => ok(await service.approve(request.params.id, writeContextOf(request)), '已复核通过并入账')
  );

  app.post(
    '/admin/adjustments/:id/reject',
    {
      config: money,
      schema: {
        tags,
        summary: '复核驳回（需填写驳回原因；发起人本人不能驳回）',
        params: adminIdParams,
        body: adminAdjustmentRejectBody,
        response: { 200: envelopeOf(adjustmentRow) },
      },
    },
    async (request) => ok(await service.reject(request.params.id, request.body.note, writeContextOf(request)), '已驳回')
  );
};

export default adminAdjustmentsRoutes;
