import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  FINANCE_ACCOUNT_KEYS,
  FINANCE_FIGURE_KEYS,
  type AdminFinanceDaily,
  type AdminFinanceEntryRow,
  type AdminFinanceMonthly,
  type FinanceAccount,
  type FinanceFlows,
} from 'shared-contracts/admin';
import { adminFinanceDailyQuery, adminFinanceEntriesQuery, adminFinanceExportQuery, adminFinanceMonthlyQuery } from 'shared-contracts/admin/rules';
import { pageOf } from 'shared-contracts/schemas';
import { envelopeOf, ok } from '../../lib/envelope';
import { XLSX } from '../orders/list-filter';

const tags = ['admin'];
const read = { permission: 'money.read' } as const;

const accountKey = z.enum(FINANCE_ACCOUNT_KEYS as [FinanceAccount, ...FinanceAccount[]]);
const flows = z.object(Object.fromEntries(FINANCE_FIGURE_KEYS.map((key) => [key, z.number()])) as Record<keyof FinanceFlows, z.ZodNumber>);
const counts = z.object(Object.fromEntries(FINANCE_FIGURE_KEYS.map((key) => [key, z.number().int()])) as Record<keyof FinanceFlows, z.ZodNumber>);
const period = flows.extend({
  top_up_by_channel: z.array(z.object({ channel: z.number().int(), name: z.string(), amount: z.number(), count: z.number().int() })),
  counts,
  closing: z.array(z.object({ account: accountKey, name: z.string(), total: z.number() })),
});
const daily = period.extend({ date: z.string() }) satisfies z.ZodType<AdminFinanceDaily>;
const monthly = period.extend({
  month: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  days: z.array(flows.extend({ date: z.string() })),
}) satisfies z.ZodType<AdminFinanceMonthly>;
const entryRow = z.object({
  id: z.number().int(),
  created_at: z.string(),
  owner_kind: z.enum(['member', 'site', 'supplier']),
  owner_id: z.number().int(),
  owner_name: z.string(),
  account: accountKey,
  account_name: z.string(),
  type: z.string(),
  type_name: z.string(),
  amount: z.number(),
  balance_after: z.number(),
  remark: z.string(),
  source_type: z.string(),
  source_id: z.string(),
  channel: z.number().int().nullable(),
}) satisfies z.ZodType<AdminFinanceEntryRow>;

/**
 * 财务报表 (money.read: admin and finance, main site only): a China day's or month's figures from the ledger in yuan,
 * the entries behind each figure, and the report as an xlsx (services/admin-finance.ts). Reads only.
 */
const adminFinanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.adminFinance;

  app.get(
    '/admin/finance/daily',
    {
      config: read,
      schema: {
        tags,
        summary:
          '财务日报：某个北京时间自然日（默认今天）的充值（分支付方式）、赠送、消费、退款、赔付、佣金、人工调整、提现与打款、供应商应付、分站毛利（元），及当日 24:00 各账户期末余额',
        querystring: adminFinanceDailyQuery,
        response: { 200: envelopeOf(daily) },
      },
    },
    async (request) => ok(await service.daily(request.query))
  );

  app.get(
    '/admin/finance/monthly',
    {
      config: read,
      schema: {
        tags,
        summary: '财务月报：某月（默认本月）的同样数据与月末各账户期末余额，另附每日一行（本月截至今天）',
        querystring: adminFinanceMonthlyQuery,
        response: { 200: envelopeOf(monthly) },
      },
    },
    async (request) => ok(await service.monthly(request.query))
  );

  app.get(
    '/admin/finance/entries',
    {
      config: read,
      schema: {
        tags,
        summary: '报表明细：某日或某月构成一个报表项目的资金流水（分页，最新在前；充值合计可按支付方式 channel）',
        querystring: adminFinanceEntriesQuery,
        response: { 200: envelopeOf(pageOf(entryRow)) },
      },
    },
    async (request) => ok(await service.entries(request.query))
  );

  app.get(
    '/admin/finance/export',
    { config: read, schema: { tags, summary: '导出财务报表（xlsx 文件流：汇总；月报另有每日）', querystring: adminFinanceExportQuery } },
    async (request, reply) => {
      const { attachment, stream } = await service.exportReport(request.query);
      return reply.header('content-type', XLSX).header('content-disposition', attachment).header('cache-control', 'no-store').send(stream);
    }
  );
};

export default adminFinanceRoutes;
