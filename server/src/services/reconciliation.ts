import { fen, fenToYuan, type Fen } from 'shared-contracts';
import { ReconciliationMessages as M, type ReconciliationDay, type ReconciliationSummary } from 'shared-contracts/admin';
import { chinaText, parseChinaTime } from 'shared-contracts/china-time';
import { fail, NotFoundError } from '../lib/errors';
import type { BillRow, PaymentProvider } from '../providers/payment';
import type { PaymentGateways } from '../providers/payment-gateways';
import type { Repositories } from '../repositories';
import type { NewReconciliationItem } from '../repositories/reconciliation';
import type { AuditService } from './audit';
import type { TopUpCredit } from './top-up-credit';
import type { WriteContext } from './write-context';

const DAY_MS = 86_400_000;
export const GATEWAY_NAMES: Record<string, string> = { alipay: '支付宝', wechatpay: '微信支付', sandbox: '沙箱支付' };
const gatewayName = (name: string) => GATEWAY_NAMES[name] ?? name;

/** The China day before `date` (YYYY-MM-DD). */
const dayBefore = (date: string) => chinaText(new Date(parseChinaTime(date)!.getTime() - DAY_MS)).slice(0, 10);

/**
 * Compares one gateway's bill with our top-ups of the same China day, by trade number and amount:
 * - in the bill, and our top-up is not credited → missing_credit (补单 credits it);
 * - in the bill, and we have no such top-up → unknown_trade;
 * - in the bill with another amount than ours → amount_differs;
 * - credited here that day, and in neither that day's bill nor the day before's (a payment at 23:59:59 is
 *   credited after midnight: it is the previous day's bill's) → not_in_bill.
 */
export function compareBill(
  bill: BillRow[],
  previousBill: BillRow[],
  ordersInBill: { trade_no: string; status: string; amount_fen: number; gateway_trade_no: string | null }[],
  creditedThatDay: { trade_no: string; amount_fen: number; gateway_trade_no: string | null }[],
): NewReconciliationItem[] {
  const items: NewReconciliationItem[] = [];
  const ours = new Map(ordersInBill.map((order) => [order.trade_no, order]));
  for (const row of bill) {
    const order = ours.get(row.tradeNo);
    const base = { trade_no: row.tradeNo, gateway_trade_no: row.gatewayTradeNo, bill_amount_fen: row.amount };
    if (!order) items.push({ ...base, kind: 'unknown_trade', our_amount_fen: null });
    else if (Number(order.amount_fen) !== row.amount) items.push({ ...base, kind: 'amount_differs', our_amount_fen: Number(order.amount_fen) });
    else if (order.status !== 'paid') items.push({ ...base, kind: 'missing_credit', our_amount_fen: Number(order.amount_fen) });
  }
  const billed = new Set([...bill, ...previousBill].map((row) => row.tradeNo));
  for (const order of creditedThatDay) {
    if (!billed.has(order.trade_no)) items.push({ kind: 'not_in_bill', trade_no: order.trade_no, gateway_trade_no: order.gateway_trade_no ?? '', bill_amount_fen: null, our_amount_fen: Number(order.amount_fen) });
  }
  return items;
}

/**
 * 对账 (issue 34): a daily job fetches every gateway's bill of the day before and compares it with our top-ups
 * (compareBill); the differences wait in the console for a finance operator — 补单 credits a payment the gateway
 * took and we did not, after the gateway confirms it when asked, through services/top-up-credit.ts (the
 * notification's exactly-once path, so 补单 twice credits once); any other difference is resolved with a note.
 */
export function reconciliationService(deps: { repos: Repositories; gateways: PaymentGateways; credit: TopUpCredit; audit: AuditService; now: () => Date }) {
  const { repos, gateways, credit, audit, now } = deps;
  const yuan = (value: number | null) => (value === null ? null : fenToYuan(fen(Number(value))));

  async function runGateway(gateway: PaymentProvider, date: string) {
    const start = parseChinaTime(date)!;
    const end = new Date(start.getTime() + DAY_MS);
    try {
      const [bill, previousBill] = await Promise.all([gateway.bill(date), gateway.bill(dayBefore(date))]);
      const [ordersInBill, creditedThatDay] = await Promise.all([repos.recharge.byTradeNos(bill.map((row) => row.tradeNo)), repos.recharge.paidBetween(gateway.name, start, end)]);
      const items = compareBill(
        bill,
        previousBill,
        ordersInBill.filter((order) => order.provider === gateway.name),
        creditedThatDay,
      );
      const figures = {
        status: items.length ? ('issues' as const) : ('clean' as const),
        bill_count: bill.length,
        bill_total_fen: bill.reduce((sum, row) => sum + row.amount, 0),
        credited_count: creditedThatDay.length,
        credited_total_fen: creditedThatDay.reduce((sum, order) => sum + Number(order.amount_fen), 0),
        issue_count: items.length,
        error: null,
      };
      await repos.transaction(() => repos.reconciliation.saveDay(gateway.name, date, figures, items, now()));
      return figures;
    } catch (error) {
      const message = `${gatewayName(gateway.name)}账单获取失败：${error instanceof Error ? error.message : String(error)}`.slice(0, 500);
      const figures = { status: 'failed' as const, bill_count: 0, bill_total_fen: 0, credited_count: 0, credited_total_fen: 0, issue_count: 0, error: message };
      await repos.reconciliation.saveDay(gateway.name, date, figures, [], now());
      return figures;
    }
  }

  return {
    /** Compares every gateway's bill of `date` (a China day, YYYY-MM-DD) with our top-ups; the day's runs. */
    async run(date: string) {
      const results = [];
      for (const gateway of gateways.list) results.push({ gateway: gateway.name, ...(await runGateway(gateway, date)) });
      return results;
    },

    /** The job's day: yesterday in China time (bills are ready the next morning). */
    yesterday: () => dayBefore(chinaText(now()).slice(0, 10)),

    async day(date: string): Promise<ReconciliationDay> {
      const [runs, items] = await Promise.all([repos.reconciliation.runsOf(date), repos.reconciliation.itemsOf(date)]);
      return {
        date,
        runs: runs.map((run) => ({
          gateway: run.gateway,
          gateway_name: gatewayName(run.gateway),
          bill_date: run.bill_date,
          status: run.status,
          bill_count: run.bill_count,
          bill_total: yuan(run.bill_total_fen)!,
          credited_count: run.credited_count,
          credited_total: yuan(run.credited_total_fen)!,
          issue_count: run.issue_count,
          error: run.error,
          ran_at: chinaText(run.ran_at),
        })),
        items: items.map((item) => ({
          id: item.id,
          gateway: item.gateway,
          gateway_name: gatewayName(item.gateway),
          bill_date: item.bill_date,
          kind: item.kind,
          trade_no: item.trade_no,
          gateway_trade_no: item.gateway_trade_no,
          bill_amount: yuan(item.bill_amount_fen),
          our_amount: yuan(item.our_amount_fen),
          status: item.status,
          resolution: item.resolution,
          resolved_by: item.resolved_by === null ? null : (item.resolver_name ?? String(item.resolved_by)),
          resolved_at: item.resolved_at ? chinaText(item.resolved_at) : null,
        })),
      };
    },

    /** 概览's line: the newest day compared, its worst status, and the differences still open anywhere. */
    async summary(): Promise<ReconciliationSummary> {
      const [runs, open] = await Promise.all([repos.reconciliation.latestRuns(), repos.reconciliation.openCount()]);
      if (!runs.length) return { date: null, status: 'none', open_items: open };
      const status = runs.some((run) => run.status === 'failed') ? 'failed' : runs.some((run) => run.status === 'issues') ? 'issues' : 'clean';
      return { date: runs[0].bill_date, status, open_items: open };
    },

    /**
     * 补单: the gateway is asked first (its answer is the proof, not the bill's row), then — in one transaction with
     * the difference locked — the top-up is credited through the notification's path and the difference resolved,
     * audited. A second 补单 (or one racing it) finds the difference resolved, or the top-up paid: nothing more is credited.
     */
    async creditMissing(itemId: number, ctx: WriteContext): Promise<{ credited: boolean; msg: string }> {
      const item = await repos.reconciliation.findItem(itemId);
      if (!item) throw new NotFoundError(M.itemNotFound);
      if (item.kind !== 'missing_credit') throw fail(M.notMissingCredit);
      if (item.status === 'resolved') return { credited: false, msg: M.alreadyCredited };
      const gateway = gateways.byName(item.gateway);
      if (!gateway) throw fail(M.gatewayUnknown);
      const state = await gateway.query(item.trade_no).catch(() => {
        throw fail(M.gatewayDown);
      });
      if (state.state !== 'paid') throw fail(M.notPaidAtGateway);
      if (state.amount !== Number(item.our_amount_fen)) throw fail(M.amountDiffers);
      return repos.transaction(async () => {
        const locked = await repos.reconciliation.lockItem(itemId);
        if (!locked || locked.status === 'resolved') return { credited: false, msg: M.alreadyCredited };
        const outcome = await credit.credit(gateway.name, { tradeNo: state.tradeNo, gatewayTradeNo: state.gatewayTradeNo, amount: state.amount as Fen });
        if (!outcome.accepted) throw fail(M.amountDiffers);
        const resolution = outcome.credited ? '补单入账' : '订单已入账（补单前已到账）';
        await repos.reconciliation.resolve(itemId, { resolution, resolved_by: ctx.operator.id, resolved_at: now() });
        await audit.record({
          ...ctx,
          action: 'reconciliation.credit',
          entity: 'recharge',
          entityId: item.trade_no,
          before: { status: 'open', kind: item.kind, bill_date: item.bill_date, gateway: item.gateway },
          after: { status: 'resolved', credited: outcome.credited, amount: yuan(state.amount), gateway_trade_no: state.gatewayTradeNo },
        });
        return { credited: outcome.credited, msg: outcome.credited ? M.credited : M.alreadyCredited };
      });
    },

    /** Any difference looked at by a person: resolved with their note, audited. */
    async resolve(itemId: number, note: string, ctx: WriteContext): Promise<void> {
      if (!note.trim()) throw fail(M.noteRequired);
      await repos.transaction(async () => {
        const item = await repos.reconciliation.lockItem(itemId);
        if (!item) throw new NotFoundError(M.itemNotFound);
        if (!(await repos.reconciliation.resolve(itemId, { resolution: note.trim(), resolved_by: ctx.operator.id, resolved_at: now() }))) return;
        await audit.record({ ...ctx, action: 'reconciliation.resolve', entity: 'reconciliation', entityId: itemId, before: { status: 'open', kind: item.kind, trade_no: item.trade_no }, after: { status: 'resolved', note: note.trim() } });
      });
    },

    /** 重新对账 from the console, audited. */
    async rerun(date: string, ctx: WriteContext) {
      const results = await this.run(date);
      await audit.record({ ...ctx, action: 'reconciliation.run', entity: 'reconciliation', entityId: date, after: results.map((r) => ({ gateway: r.gateway, status: r.status, issues: r.issue_count })) });
      return results;
    },
  };
}

export type ReconciliationService = ReturnType<typeof reconciliationService>;
