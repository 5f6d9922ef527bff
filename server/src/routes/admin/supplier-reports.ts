import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AdminPlatformShare, AdminPlatformShareRow, AdminSupplierPerformance, AdminSupplierSettlementRow } from 'shared-contracts/admin';
import { adminSupplierReportQuery, adminSupplierSettlementQuery } from 'shared-contracts/admin/rules';
import { pageOf } from 'shared-contracts/schemas';
import { envelopeOf, ok } from '../../lib/envelope';

const tags = ['admin'];

const settlementRow = z.object({
  shop_id: z.number().int(),
  shop_name: z.string(),
  payable: z.number(),
  withdrawing: z.number(),
  paid: z.number(),
  deducted: z.number(),
  month_shipped: z.number().int(),
}) satisfies z.ZodType<AdminSupplierSettlementRow>;
const performance = z.object({
  start_date: z.string(),
  end_date: z.string(),
  rows: z.array(
    z.object({
      shop_id: z.number().int(),
      shop_name: z.string(),
      dispatched: z.number().int(),
      shipped: z.number().int(),
      on_time: z.number().int(),
      on_time_percent: z.number().nullable(),
      compensations: z.number().int(),
      compensation_amount: z.number(),
      deducted: z.number(),
    }),
  ),
}) satisfies z.ZodType<AdminSupplierPerformance>;
const shareRow = z.object({
  date: z.string(),
  parcels: z.number().int(),
  paid: z.number(),
  supply: z.number(),
  margin: z.number(),
  commission: z.number(),
  platform: z.number(),
}) satisfies z.ZodType<AdminPlatformShareRow>;
const platformShare = z.object({ start_date: z.string(), end_date: z.string(), rows: z.array(shareRow), total: shareRow }) satisfies z.ZodType<AdminPlatformShare>;

/**
 * The supply side's reports in the main console (issue 33): 供应商结算 and 平台收益 (money.read: admin, finance),
 * 发货时效 (suppliers.read). Reads only; figures summed in fen, said in yuan (services/admin-suppliers.ts).
 */
const adminSupplierReportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.adminSuppliers;

  app.get(
    '/admin/supplier-settlement',
    {
      config: { permission: 'money.read' },
      schema: {
        tags,
        summary: '供应商结算：每个供货店铺的应付（可结算）、结算中、已结算、赔付扣款（元）与本月已发货包裹数（分页）',
        querystring: adminSupplierSettlementQuery,
        response: { 200: envelopeOf(pageOf(settlementRow)) },
      },
    },
    async (request) => ok(await service.settlement(request.query)),
  );

  app.get(
    '/admin/supplier-performance',
    {
      config: { permission: 'suppliers.read' },
      schema: {
        tags,
        summary: '发货时效：每个供货店铺在日期范围内（北京时间，默认本月）出单的包裹数、已发货数、揽收截止前发货数与比例、赔付笔数与金额、赔付扣款',
        querystring: adminSupplierReportQuery,
        response: { 200: envelopeOf(performance) },
      },
    },
    async (request) => ok(await service.performance(request.query)),
  );

  app.get(
    '/admin/finance/platform-share',
    {
      config: { permission: 'money.read' },
      schema: {
        tags,
        summary: '平台收益：按出单日（北京时间，默认本月，最多 366 天）统计已出单且未退款的包裹——实付、供货价、分站毛利、佣金与平台收益（实付 − 供货价 − 毛利 − 佣金），含合计',
        querystring: adminSupplierReportQuery,
        response: { 200: envelopeOf(platformShare) },
      },
    },
    async (request) => ok(await service.platformShare(request.query)),
  );
};

export default adminSupplierReportsRoutes;
