// 财务报表 (money.read): request schemas of /api/admin/finance/daily, monthly, entries and export. Days and months are
// China-calendar text; each is checked to be a real one (2026-02-30 is refused, not rolled over).
import { z } from 'zod';
import { pageQuery } from '../schemas/common';
import { FINANCE_FIGURE_KEYS, FinanceMessages, type FinanceFigure } from './finance';

const realDay = (text: string) => {
  const at = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === text && at.getUTCFullYear() >= 2000 && at.getUTCFullYear() <= 2100;
};

/** YYYY-MM-DD, a real China calendar day. */
export const financeDay = z
  .string({ error: FinanceMessages.dateInvalid })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: '日期格式应为 YYYY-MM-DD' })
  .refine(realDay, { error: FinanceMessages.dateInvalid });

/** YYYY-MM, a real month. */
export const financeMonth = z
  .string({ error: FinanceMessages.monthInvalid })
  .regex(/^\d{4}-\d{2}$/, { error: '月份格式应为 YYYY-MM' })
  .refine((text) => realDay(`${text}-01`), { error: FinanceMessages.monthInvalid });

/** GET /api/admin/finance/daily: a China day, today (China time) when absent. */
export const adminFinanceDailyQuery = z.object({ date: financeDay.optional() });

/** GET /api/admin/finance/monthly: a month, this month (China time) when absent. */
export const adminFinanceMonthlyQuery = z.object({ month: financeMonth.optional() });

/** A day or a month, not both (neither: today). */
const period = z.object({ date: financeDay.optional(), month: financeMonth.optional() });
const onePeriod = (query: { date?: string; month?: string }) => !(query.date && query.month);

/** GET /api/admin/finance/export: a day's report (sheet 汇总) or a month's (汇总 and 每日). */
export const adminFinanceExportQuery = period.refine(onePeriod, { error: FinanceMessages.periodChoice });

const figures = FINANCE_FIGURE_KEYS as [FinanceFigure, ...FinanceFigure[]];

/** GET /api/admin/finance/entries: the entries behind one figure of a day or a month, paged; `channel` only for 充值合计. */
export const adminFinanceEntriesQuery = pageQuery
  .extend(period.shape)
  .extend({
    figure: z.enum(figures, { error: '报表项目不正确' }),
    channel: z.coerce
      .number<number>({ error: '支付方式不正确' })
      .int({ error: '支付方式不正确' })
      .min(1, { error: '支付方式不正确' })
      .max(99, { error: '支付方式不正确' })
      .optional(),
  })
  .refine(onePeriod, { error: FinanceMessages.periodChoice })
  .refine((query) => query.channel === undefined || query.figure === 'top_up_total', { error: FinanceMessages.channelOnlyTopUp });
