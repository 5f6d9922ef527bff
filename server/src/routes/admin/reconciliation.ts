import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ReconciliationDay, ReconciliationSummary } from 'shared-contracts/admin';
import { reconciliationItemParams, reconciliationQuery, reconciliationResolveBody, reconciliationRunBody } from 'shared-contracts/admin/rules';
import { emptyData, envelopeOf, ok } from '../../lib/envelope';
import { writeContextOf } from '../../lib/operator-of';

const tags = ['admin'];
const read = { permission: 'money.read' } as const;
const write = { permission: 'money.write' } as const;

const run = z.object({
  gateway: z.string(),
  gateway_name: z.string(),
  bill_date: z.string(),
  status: z.enum(['clean', 'issues', 'failed']),
  bill_count: z.number().int(),
  bill_total: z.number(),
  credited_count: z.number().int(),
  credited_total: z.number(),
  issue_count: z.number().int(),
  error: z.string().nullable(),
  ran_at: z.string(),
});
const item = z.object({
  id: z.number().int(),
  gateway: z.string(),
  gateway_name: z.string(),
  bill_date: z.string(),
  kind: z.enum(['missing_credit', 'unknown_trade', 'amount_differs', 'not_in_bill']),
  trade_no: z.string(),
  gateway_trade_no: z.string(),
  bill_amount: z.number().nullable(),
  our_amount: z.number().nullable(),
  status: z.enum(['open', 'resolved']),
  resolution: z.string().nullable(),
  resolved_by: z.string().nullable(),
  resolved_at: z.string().nullable(),
});
const day = z.object({ date: z.string(), runs: z.array(run), items: z.array(item) }) satisfies z.ZodType<ReconciliationDay>;
const summary = z.object({ date: z.string().nullable(), status: z.enum(['clean', 'issues', 'failed', 'none']), open_items: z.number().int() }) satisfies z.ZodType<ReconciliationSummary>;
const credited = z.object({ credited: z.boolean() });

/**
 * 对账 (issue 34; services/reconciliation.ts): finance reads a day's comparison of every gateway's bill with our
 * top-ups, runs a day again, credits a payment the gateway took and we did not (补单, through the notification's
 * exactly-once path) and resolves any other difference with a note. Main site only: a 分站's roles hold no money.read.
 */
const adminReconciliationRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.reconciliation;

  app.get(
    '/admin/reconciliation',
    { config: read, schema: { tags, summary: '对账：某日（北京时间，默认昨天）各支付渠道账单与本站充值的比对结果和差异', querystring: reconciliationQuery, response: { 200: envelopeOf(day) } } },
    async (request) => ok(await service.day(request.query.date ?? service.yesterday())),
  );

  app.get(
    '/admin/reconciliation/summary',
    { config: read, schema: { tags, summary: '对账概况：最近一次对账的日期、结果与未处理的差异数（概览）', response: { 200: envelopeOf(summary) } } },
    async () => ok(await service.summary()),
  );

  app.post(
    '/admin/reconciliation/run',
    { config: write, schema: { tags, summary: '重新对账：再次下载该日各渠道账单并比对（已处理的差异保持不变）', body: reconciliationRunBody, response: { 200: envelopeOf(day) } } },
    async (request) => {
      await service.rerun(request.body.date, writeContextOf(request));
      return ok(await service.day(request.body.date), '对账完成');
    },
  );

  app.post(
    '/admin/reconciliation/items/:id/credit',
    {
      config: write,
      schema: { tags, summary: '补单：向支付渠道查询确认已支付后，按支付通知的同一路径入账（只入账一次），并标记差异已处理', params: reconciliationItemParams, response: { 200: envelopeOf(credited) } },
    },
    async (request) => {
      const outcome = await service.creditMissing(request.params.id, writeContextOf(request));
      return ok({ credited: outcome.credited }, outcome.msg);
    },
  );

  app.post(
    '/admin/reconciliation/items/:id/resolve',
    { config: write, schema: { tags, summary: '标记差异已处理（填写核实说明）', params: reconciliationItemParams, body: reconciliationResolveBody, response: { 200: envelopeOf(emptyData) } } },
    async (request) => {
      await service.resolve(request.params.id, request.body.note, writeContextOf(request));
      return ok({}, '已标记为已处理');
    },
  );
};

export default adminReconciliationRoutes;
