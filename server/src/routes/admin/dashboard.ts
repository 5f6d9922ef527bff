import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AdminDashboard } from 'shared-contracts/admin';
import { envelopeOf, ok } from '../../lib/envelope';

const tags = ['admin'];

const figure = z.object({ today: z.number(), yesterday: z.number() });
const adminDashboard = z.object({
  date: z.string(),
  generated_at: z.string(),
  figures: z.object({
    orders: figure,
    parcels: figure,
    top_up: figure,
    consumption: figure,
    new_users: figure,
    waiting_parcels: figure,
    failed_jobs: figure,
  }),
  series: z.array(
    z.object({
      date: z.string(),
      orders: z.number().int(),
      parcels: z.number().int(),
      top_up: z.number(),
      consumption: z.number(),
    }),
  ),
  money_rule_changes: z.array(
    z.object({
      id: z.number().int(),
      at: z.string(),
      operator_name: z.string(),
      role: z.string(),
      subject: z.string(),
      changes: z.array(z.object({ field: z.string(), before: z.string(), after: z.string() })),
    }),
  ),
}) satisfies z.ZodType<AdminDashboard>;

/** The console's 概览 (issue 20): every role may read it (dashboard.read). */
const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/dashboard',
    {
      config: { permission: 'dashboard.read' },
      schema: {
        tags,
        summary: '概览：今日与昨日的订单数、包裹数、充值金额、消费金额（元，扣除退款）、新增用户、待出单包裹、失败任务（近 24 小时），以及近 14 天每日走势（北京时间）；近 7 天的资金规则变更（推广设置、会员折扣、分站佣金、资金安全设置）',
        response: { 200: envelopeOf(adminDashboard) },
      },
    },
    async () => ok(await app.services.adminDashboard.read()),
  );
};

export default adminDashboardRoutes;
