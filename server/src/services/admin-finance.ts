import { PassThrough, type Readable } from 'node:stream';
import { fen, fenToYuan, type Paginated } from 'shared-contracts';
import {
  FINANCE_ACCOUNT_KEYS,
  FINANCE_ACCOUNTS,
  FINANCE_ENTRY_TYPES,
  FINANCE_FIGURE_GROUPS,
  FINANCE_FIGURE_KEYS,
  FINANCE_FIGURES,
  rechargeChannelName,
  type AdminFinanceDaily,
  type AdminFinanceDayRow,
  type AdminFinanceEntriesQuery,
  type AdminFinanceEntryRow,
  type AdminFinanceMonthly,
  type AdminFinancePeriodQuery,
  type FinanceChannelRow,
  type FinanceClosingRow,
  type FinanceFigure,
  type FinanceFlows,
} from 'shared-contracts/admin';
import { chinaDayNumber, chinaDayStart, chinaText } from 'shared-contracts/china-time';
import { loadExcelJs } from '../lib/lazy-module';
import { maskMobile } from '../lib/tokens';
import type { Repositories } from '../repositories';
import { FIGURE_ENTRIES, type FinanceEntryRecord, type FlowRow } from '../repositories/admin-finance';

const DAY_MS = 86_400_000;
const yuan = (amount: number) => fenToYuan(fen(amount));
const dayText = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
const dayNumberOf = (text: string) => Math.floor(Date.parse(`${text}T00:00:00Z`) / DAY_MS);

/** A report's China days: [first, last] shown, the instants [since, until) summed, and how it is named. */
interface Period {
  kind: 'day' | 'month';
  /** YYYY-MM-DD or YYYY-MM */
  label: string;
  first: number;
  last: number;
  since: Date;
  until: Date;
}

/** A day's period: the date given, else today (China time). */
function dayPeriod(date: string | undefined, now: Date): Period {
  const day = date ? dayNumberOf(date) : chinaDayNumber(now);
  return { kind: 'day', label: dayText(day), first: day, last: day, since: new Date(chinaDayStart(day)), until: new Date(chinaDayStart(day + 1)) };
}

/** A month's period: the whole month is summed; its days are shown up to today in the current month. */
function monthPeriod(month: string | undefined, now: Date): Period {
  const label = month ?? chinaText(now).slice(0, 7);
  const [year, monthIndex] = label.split('-').map(Number);
  const first = Date.UTC(year, monthIndex - 1, 1) / DAY_MS;
  const next = Date.UTC(year, monthIndex, 1) / DAY_MS;
  const today = chinaDayNumber(now);
  const last = today >= first && today < next ? today : next - 1;
  return { kind: 'month', label, first, last, since: new Date(chinaDayStart(first)), until: new Date(chinaDayStart(next)) };
}

const periodOf = (query: AdminFinancePeriodQuery, now: Date) => (query.month ? monthPeriod(query.month, now) : dayPeriod(query.date, now));

/** The flow figures (fen) and their entry counts from the per-day, per-type sums. */
function flowsOf(rows: FlowRow[]): { amounts: Record<FinanceFigure, number>; counts: Record<FinanceFigure, number> } {
  const amounts = Object.fromEntries(FINANCE_FIGURE_KEYS.map((key) => [key, 0])) as Record<FinanceFigure, number>;
  const counts = { ...amounts };
  for (const row of rows) {
    for (const key of FINANCE_FIGURE_KEYS) {
      const { type, side } = FIGURE_ENTRIES[key];
      if (row.type !== type) continue;
      amounts[key] += side === 'in' ? row.plus : row.minus;
      counts[key] += side === 'in' ? row.plus_count : row.minus_count;
    }
  }
  return { amounts, counts };
}

const inYuan = (amounts: Record<FinanceFigure, number>) => Object.fromEntries(FINANCE_FIGURE_KEYS.map((key) => [key, yuan(amounts[key])])) as FinanceFlows;

function entryRow(row: FinanceEntryRecord): AdminFinanceEntryRow {
  const owner =
    row.user_id !== null
      ? { owner_kind: 'member' as const, owner_id: row.user_id, owner_name: row.mobile ? maskMobile(row.mobile) : '' }
      : row.site_id !== null
      ? { owner_kind: 'site' as const, owner_id: row.site_id, owner_name: row.site_name }
      : { owner_kind: 'supplier' as const, owner_id: row.shop_id ?? 0, owner_name: row.shop_name ?? '' };
  return {
    id: row.id,
    created_at: chinaText(row.created_at),
    ...owner,
    account: row.account,
    account_name: FINANCE_ACCOUNTS[row.account],
    type: row.type,
    type_name: FINANCE_ENTRY_TYPES[row.type] ?? row.type,
    amount: yuan(row.amount),
    balance_after: yuan(row.balance_after),
    remark: row.remark,
    source_type: row.source_type,
    source_id: row.source_id,
    channel: row.channel,
  };
}

/** `财务日报-2026-03-02.xlsx` (or 财务月报-2026-03), with an ASCII name beside it for old clients. */
function attachmentOf(period: Period): string {
  const name = `${period.kind === 'day' ? '财务日报' : '财务月报'}-${period.label}.xlsx`;
  return `attachment; filename="finance-${period.kind === 'day' ? 'daily' : 'monthly'}-${period.label}.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * 财务报表 (money.read: admin, finance; main site only — a 分站's operators hold no money.read): a China day's or month's
 * money flows read from the ledger (each figure one entry type, summed in fen and said in yuan), 充值合计 by channel,
 * every account's closing total over all owners at the period's end, the entries behind each figure, and the xlsx.
 */
export function adminFinanceService({ repos, now }: { repos: Repositories; now: () => Date }) {
  const db = repos.adminFinance;

  async function report(period: Period) {
    const [flows, channels, closing] = await Promise.all([
      db.flows(period.since, period.until),
      db.topUpsByChannel(period.since, period.until),
      db.closing(period.until),
    ]);
    const { amounts, counts } = flowsOf(flows);
    const top_up_by_channel: FinanceChannelRow[] = channels.map((row) => ({
      channel: row.channel,
      name: row.channel === 0 ? '其他' : rechargeChannelName(row.channel),
      amount: yuan(row.amount),
      count: row.count,
    }));
    const closingRows: FinanceClosingRow[] = FINANCE_ACCOUNT_KEYS.map((account) => ({
      account,
      name: FINANCE_ACCOUNTS[account],
      total: yuan(closing.get(account) ?? 0),
    }));
    return { flows, figures: { ...inYuan(amounts), top_up_by_channel, counts, closing: closingRows } };
  }

  async function daily(query: { date?: string }): Promise<AdminFinanceDaily> {
    const period = dayPeriod(query.date, now());
    const { figures } = await report(period);
    return { date: period.label, ...figures };
  }

  async function monthly(query: { month?: string }): Promise<AdminFinanceMonthly> {
    const period = monthPeriod(query.month, now());
    const { flows, figures } = await report(period);
    const days: AdminFinanceDayRow[] = [];
    for (let day = period.first; day <= period.last; day += 1)
      days.push({ date: dayText(day), ...inYuan(flowsOf(flows.filter((row) => row.day === day)).amounts) });
    return { month: period.label, start_date: dayText(period.first), end_date: dayText(period.last), ...figures, days };
  }

  return {
    daily,
    monthly,

    /** The entries behind one figure of a day (default today) or a month, newest first. */
    async entries(query: AdminFinanceEntriesQuery): Promise<Paginated<AdminFinanceEntryRow>> {
      const period = periodOf(query, now());
      const found = await db.entries(query.figure, period.since, period.until, query.channel, query);
      return { ...found, list: found.list.map(entryRow) };
    },

    /**
     * The report as an xlsx: sheet 汇总 (every figure with its count, 充值 by channel, the closing totals) and, for a
     * month, 每日 (one row per day). A few dozen rows: read first, then written to the stream as the client takes it.
     */
    async exportReport(query: AdminFinancePeriodQuery): Promise<{ attachment: string; stream: Readable }> {
      const period = periodOf(query, now());
      const data = period.kind === 'day' ? await daily({ date: period.label }) : await monthly({ month: period.label });
      const out = new PassThrough();
      const workbook = new (await loadExcelJs()).stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
      const summary = workbook.addWorksheet('汇总');
      summary.columns = [
        { header: '分类', width: 16 },
        { header: '项目', width: 22 },
        { header: '金额（元）', width: 16 },
        { header: '笔数', width: 10 },
      ];
      summary.getRow(1).font = { bold: true };
      summary.addRow(['统计期间', period.kind === 'day' ? period.label : `${dayText(period.first)} 至 ${dayText(period.last)}`, null, null]).commit();
      for (const group of FINANCE_FIGURE_GROUPS) {
        for (const figure of group.figures) {
          summary.addRow([group.title, FINANCE_FIGURES[figure], data[figure], data.counts[figure]]).commit();
          if (figure === 'top_up_total')
            for (const channel of data.top_up_by_channel)
              summary.addRow([group.title, `${FINANCE_FIGURES[figure]}·${channel.name}`, channel.amount, channel.count]).commit();
        }
      }
      for (const row of data.closing) summary.addRow(['期末余额', row.name, row.total, null]).commit();
      summary.commit();
      if ('days' in data) {
        const days = workbook.addWorksheet('每日');
        days.columns = [{ header: '日期', width: 12 }, ...FINANCE_FIGURE_KEYS.map((key) => ({ header: FINANCE_FIGURES[key], width: 12 }))];
        days.getRow(1).font = { bold: true };
        for (const day of data.days) days.addRow([day.date, ...FINANCE_FIGURE_KEYS.map((key) => day[key])]).commit();
        days.commit();
      }
      workbook.commit().catch((error: Error) => out.destroy(error));
      return { attachment: attachmentOf(period), stream: out };
    },
  };
}

export type AdminFinanceService = ReturnType<typeof adminFinanceService>;
