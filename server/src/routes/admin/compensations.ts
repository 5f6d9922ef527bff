import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { COMPENSATION_REASONS, type AdminCompensationParcel, type AdminCompensationRow, type AdminCompensationSummary, type CompensationReasonKey } from 'shared-contracts/admin';
import { adminCompensationBody, adminCompensationParcelParams, adminCompensationsFilter, adminCompensationsQuery } from 'shared-contracts/admin/rules';
import { idempotencyHeaders, pageOf } from 'shared-contracts/schemas';
import { envelopeOf, ok } from '../../lib/envelope';
import { writeContextOf } from '../../lib/operator-of';
import { compensationsFilter } from '../../services/admin-compensations';

const tags = ['admin'];
const read = { permission: 'compensations.read' } as const;
const write = { permission: 'compensations.write' } as const;

const reason = z.enum(Object.keys(COMPENSATION_REASONS) as [CompensationReasonKey, ...CompensationReasonKey[]]);
const compensationRow = z.object({
  id: z.number().int(),
  parcel_id: z.number().int(),
  parcel_sn: z.string(),
  user_id: z.number().int(),
  mobile: z.string(),
  courier_id: z.number().int(),
  courier_name: z.string(),
  amount: z.number(),
  reason,
  note: z.string(),
  created_at: z.string(),
  operator_id: z.number().int().nullable(),
  operator_name: z.string().nullable(),
}) satisfies z.ZodType<AdminCompensationRow>;
const total = { count: z.number().int(), amount: z.number() };
const compensationSummary = z.object({
  total: z.object(total),
  couriers: z.array(z.object({ courier_id: z.number().int(), courier_name: z.string(), ...total })),
  days: z.array(z.object({ day: z.string(), ...total })),
}) satisfies z.ZodType<AdminCompensationSummary>;
const compensationParcel = z.object({
  id: z.number().int(),
  parcel_sn: z.string(),
  user_id: z.number().int(),
  username: z.string(),
  mobile: z.string(),
  goods_name: z.string(),
  courier_name: z.string(),
  price: z.number(),
  payable: z.boolean(),
  compensation: z.object({ amount: z.number(), reason, created_at: z.string() }).nullable(),
}) satisfies z.ZodType<AdminCompensationParcel>;

/**
 * 赔付记录 (issue 21): the 超时赔付 the job booked and the manual ones, with totals per courier and per day;
 * a manual compensation for a case the rules do not cover (services/admin-compensations.ts: the same
 * ledger source as the job's, so a parcel is compensated once; audited compensation.manual).
 */
const adminCompensationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.adminCompensations;

  app.get(
    '/admin/compensations',
    {
      config: read,
      schema: {
        tags,
        summary: '赔付记录（分页；按快递、原因（超时未出单 / 超时未揽收 / 人工赔付）、用户手机号（完整或后 4 位）、赔付日期筛选；手机号打码）',
        querystring: adminCompensationsQuery,
        response: { 200: envelopeOf(pageOf(compensationRow)) },
      },
    },
    async (request) => {
      const { page, page_size, ...filter } = request.query;
      return ok(await service.list(compensationsFilter(filter), { page, page_size }));
    },
  );

  app.get(
    '/admin/compensations/summary',
    {
      config: read,
      schema: {
        tags,
        summary: '赔付汇总（与列表相同的筛选；合计、按快递、按日（北京时间）的笔数与金额）',
        querystring: adminCompensationsFilter,
        response: { 200: envelopeOf(compensationSummary) },
      },
    },
    async (request) => ok(await service.summary(compensationsFilter(request.query))),
  );

  app.get(
    '/admin/compensations/parcel/:id',
    {
      config: read,
      schema: {
        tags,
        summary: '人工赔付前查看包裹（用户、商品、金额、快递、是否已赔付）',
        params: adminCompensationParcelParams,
        response: { 200: envelopeOf(compensationParcel) },
      },
    },
    async (request) => ok(await service.parcel(request.params.id)),
  );

  app.post(
    '/admin/compensations',
    {
      config: write,
      schema: {
        tags,
        summary: '人工赔付（元，不超过包裹金额；需填写原因；包裹须已支付且未拒单退款；每个包裹只赔付一次；Idempotency-Key 相同则返回同一笔、不重复入账）',
        headers: idempotencyHeaders,
        body: adminCompensationBody,
        response: { 200: envelopeOf(compensationRow) },
      },
    },
    async (request) => {
      const { parcel_id, amount, reason } = request.body;
      return ok(await service.manual({ parcelId: parcel_id, amountFen: amount, reason }, request.headers['idempotency-key'], writeContextOf(request)), '已赔付');
    },
  );
};

export default adminCompensationsRoutes;
