import { fen, fenToYuan, WITHDRAWAL_STATUS, type Paginated } from 'shared-contracts';
import { WithdrawalAdminMessages, type AdminWithdrawalBatchResult, type AdminWithdrawalRow, type AdminWithdrawalTotals, type AdminWithdrawalsQuery } from 'shared-contracts/admin';
import { chinaText, parseChinaTime } from 'shared-contracts/china-time';
import type { JobQueue } from '../../jobs/queue';
import type { PageRequest } from '../../lib/paginate';
import type { SecretBox } from '../../lib/secret-box';
import { maskMobile } from '../../lib/tokens';
import { newPayoutNo, type PayoutProvider } from '../../providers/payout';
import type { Repositories } from '../../repositories';
import type { AdminWithdrawalListRow, PayoutWithdrawal, PayoutsFilter } from '../../repositories/payouts';
import { WITHDRAWAL_SOURCE } from '../../repositories/withdrawals';
import type { AuditService } from '../audit';
import type { NotificationService } from '../notifications/notifications';
import type { SiteEarningsService } from '../site-earnings';
import type { SupplierLedgerService } from '../suppliers/ledger';
import type { WalletService } from '../wallet';
import type { WriteContext } from '../write-context';

/** What the payee's Alipay bill says. */
export const PAYOUT_TITLE = '推广佣金提现';
/** A 分站's earnings withdrawal (issue 32). */
export const SITE_PAYOUT_TITLE = '分站收益提现';
/** A supplier shop's settlement (issue 33). */
export const SUPPLIER_PAYOUT_TITLE = '供货结算';

/** Whose money a withdrawal is: a member's commission, a 分站's earnings or a supplier shop's payable. */
const payeeOf = (row: { user_id: number | null; site_id: number | null; shop_id?: number | null }) => (row.user_id !== null ? 'member' : row.site_id !== null ? 'site' : 'supplier');

const yuan = (amount: number) => fenToYuan(fen(amount));
const at = (moment: Date | null) => (moment ? chinaText(moment) : null);
const DAY_MS = 86_400_000;

/** The console's filters (China days, both included) → the repository's. */
export function payoutsFilter<S extends string>(query: { site_id?: number; kind?: PayoutsFilter<S>['kind']; status?: S; mobile?: string; start_date?: string; end_date?: string }): PayoutsFilter<S> {
  return {
    siteId: query.site_id,
    kind: query.kind,
    status: query.status,
    mobile: query.mobile,
    since: query.start_date ? (parseChinaTime(query.start_date) ?? undefined) : undefined,
    until: query.end_date ? (parseChinaTime(query.end_date, true) ?? undefined) : undefined,
  };
}

/**
 * 提现审核 and the payout (issue 22). A finance operator approves a pending withdrawal (→ paying, and the
 * `withdrawal-payout` job queued in the same transaction) or rejects it (→ rejected, withdrawing → available
 * `withdraw_return`); each id in its own transaction with its row locked, audited, and skipped unless still
 * pending — so a replayed or concurrent review changes nothing twice. The job asks the payout provider to
 * transfer, the withdrawal's number being its idempotency key, then books the answer with the row locked and
 * only while it is still paying: paid → withdrawing out (`withdraw_paid`), a final refusal → failed and the
 * money back to available; an error is thrown, and the queue asks again later with the same number.
 */
export function payoutService(deps: {
  repos: Repositories;
  wallet: WalletService;
  siteEarnings: Pick<SiteEarningsService, 'move' | 'post'>;
  supplierLedger: Pick<SupplierLedgerService, 'move' | 'post'>;
  audit: AuditService;
  notifications: NotificationService;
  jobs: JobQueue;
  provider: PayoutProvider;
  box: SecretBox;
  now: () => Date;
}) {
  const { repos, wallet, siteEarnings, supplierLedger, audit, notifications, jobs, provider, box, now } = deps;

  const realName = (sealed: string | null) => {
    if (!sealed) return null;
    try {
      return box.open(sealed);
    } catch {
      // sealed under another key: finance compares by hand, as for an unverified user
      return null;
    }
  };

  const toRow = (row: AdminWithdrawalListRow, thresholdFen: number): AdminWithdrawalRow => ({
    id: row.id,
    kind: row.shop_id !== null ? 'supplier_payable' : row.user_id === null ? 'site_earnings' : 'commission',
    shop_id: row.shop_id,
    shop_name: row.shop_name,
    user_id: row.user_id,
    site_id: row.site_id,
    site_name: row.site_name,
    mobile: maskMobile(row.mobile),
    amount: yuan(row.amount_fen),
    alipay_account: row.alipay_account,
    alipay_name: row.alipay_name,
    real_name: realName(row.real_name_enc),
    status: row.status,
    status_text: WITHDRAWAL_STATUS[row.status],
    reason: row.reason,
    created_at: chinaText(row.created_at),
    reviewed_by_name: row.reviewed_by_name,
    reviewed_at: at(row.reviewed_at),
    paid_at: at(row.paid_at),
    provider_order_id: row.provider_order_id,
    needs_two_approvers: row.status === 'pending' && row.amount_fen > thresholdFen,
    first_approved_by_name: row.first_approved_by_name,
    first_approved_at: at(row.first_approved_at),
  });

  /**
   * Operators who changed this withdrawal's payee account within 24 hours (by the audit log): a 分站's account is
   * changed by its owner in the console (site.withdraw-account); a member's or a supplier's only by themselves.
   */
  const accountChangers = (row: PayoutWithdrawal, moment: Date) =>
    payeeOf(row) === 'site' ? repos.audit.changers('site.withdraw-account', 'site', String(row.site_id), new Date(moment.getTime() - DAY_MS)) : Promise.resolve([]);

  /**
   * Who may approve (issue 35), or why not: never an operator who changed the payee's account in the last 24 hours;
   * above the money rules' threshold two different operators, neither the one who last saved the rules. Answers a
   * skip reason, 'first' (a first approval: recorded, the row stays pending) or 'pay'.
   */
  async function approval(row: PayoutWithdrawal, approver: number, moment: Date): Promise<string | 'first' | 'pay'> {
    if ((await accountChangers(row, moment)).includes(approver)) return WithdrawalAdminMessages.accountChanger;
    const rules = await repos.moneyRules.get();
    if (row.amount_fen <= rules.payout_review_threshold_fen) return 'pay';
    if (rules.updated_by === approver) return WithdrawalAdminMessages.ruleSetter;
    if (row.first_approved_by === null) return 'first';
    return row.first_approved_by === approver ? WithdrawalAdminMessages.secondApprover : 'pay';
  }

  /** Each id once, in its own transaction with its row locked; skipped (with why) unless still pending (or `status`). */
  async function review(ids: number[], work: (row: PayoutWithdrawal) => Promise<void | string>, status: 'pending' | 'paying' = 'pending'): Promise<AdminWithdrawalBatchResult> {
    const result: AdminWithdrawalBatchResult = { done: [], skipped: [] };
    for (const id of new Set(ids)) {
      const skipped = await repos.transaction(async () => {
        const row = await repos.payouts.lockWithdrawal(id);
        if (!row) return WithdrawalAdminMessages.notFound;
        if (row.status !== status) return status === 'pending' ? WithdrawalAdminMessages.notPending : WithdrawalAdminMessages.notPaying;
        // a reason answered by the work: skipped, nothing written
        return (await work(row)) || null;
      });
      if (skipped) result.skipped.push({ id, reason: skipped });
      else result.done.push(id);
    }
    return result;
  }

  /** withdrawing → available again: a member's commission, a 分站's earnings, or a supplier shop's payable. */
  const returnMoney = (row: PayoutWithdrawal, remark: string) => {
    const move = { amount: fen(row.amount_fen), type: 'withdraw_return' as const, source: { type: WITHDRAWAL_SOURCE, id: String(row.id) }, remark, insufficient: '提现中金额不足' };
    if (payeeOf(row) === 'supplier') return supplierLedger.move({ ...move, shopId: row.shop_id!, from: 'supplier_withdrawing', to: 'supplier_payable' });
    if (row.user_id === null) return siteEarnings.move({ ...move, siteId: row.site_id!, from: 'site_withdrawing', to: 'site_earnings_available' });
    return wallet.move({ ...move, userId: row.user_id, from: 'withdrawing', to: 'commission_available' });
  };

  const summaryOf = (row: PayoutWithdrawal) => ({ user_id: row.user_id, site_id: row.site_id, amount: yuan(row.amount_fen), alipay_account: row.alipay_account, alipay_name: row.alipay_name });

  return {
    async list(query: Omit<AdminWithdrawalsQuery, 'page' | 'page_size'>, page: PageRequest): Promise<Paginated<AdminWithdrawalRow>> {
      const [found, rules] = await Promise.all([repos.payouts.listWithdrawals(payoutsFilter(query), page), repos.moneyRules.get()]);
      return { ...found, list: found.list.map((row) => toRow(row, rules.payout_review_threshold_fen)) };
    },

    async totals(query: Omit<AdminWithdrawalsQuery, 'page' | 'page_size'>): Promise<AdminWithdrawalTotals> {
      const rows = await repos.payouts.withdrawalTotals(payoutsFilter(query));
      const totals = Object.fromEntries(Object.keys(WITHDRAWAL_STATUS).map((status) => [status, { count: 0, amount: 0 }])) as AdminWithdrawalTotals;
      for (const row of rows) totals[row.status] = { count: row.count, amount: yuan(row.amount_fen) };
      return totals;
    },

    /**
     * pending → paying, the payout queued with it (audited withdrawal.approve). Above the money rules' threshold the
     * first approval is only recorded (withdrawal.first-approve; answered in `first_approved`) and a second, different
     * operator's approval pays (issue 35); the row is locked, so two approvers racing pay once.
     */
    async approve(ids: number[], ctx: WriteContext): Promise<AdminWithdrawalBatchResult> {
      const firstApproved: number[] = [];
      const result = await review(ids, async (row) => {
        const reviewedBy = ctx.operator.id;
        if (reviewedBy === null) throw new Error('a withdrawal is reviewed by a signed-in operator');
        const moment = now();
        const next = await approval(row, reviewedBy, moment);
        if (next === 'first') {
          await repos.payouts.changeWithdrawal(row.id, { first_approved_by: reviewedBy, first_approved_at: moment });
          await audit.record({ ...ctx, action: 'withdrawal.first-approve', entity: 'withdrawal', entityId: row.id, before: { status: 'pending' }, after: { status: 'pending', first_approved_by: reviewedBy, ...summaryOf(row) } });
          firstApproved.push(row.id);
          return;
        }
        if (next !== 'pay') return next;
        await repos.payouts.changeWithdrawal(row.id, { status: 'paying', reviewed_by: reviewedBy, reviewed_at: moment, payout_no: newPayoutNo(row.id) });
        await audit.record({ ...ctx, action: 'withdrawal.approve', entity: 'withdrawal', entityId: row.id, before: { status: 'pending' }, after: { status: 'paying', ...summaryOf(row) } });
        // written in this transaction: the job exists only if the approval does
        await jobs.send('withdrawal-payout', { withdrawalId: row.id });
      });
      const first = new Set(firstApproved);
      return { done: result.done.filter((id) => !first.has(id)), skipped: result.skipped, ...(firstApproved.length ? { first_approved: firstApproved } : {}) };
    },

    /** pending → rejected, the money back to available with the reason (audited withdrawal.reject). */
    reject(ids: number[], reason: string, ctx: WriteContext): Promise<AdminWithdrawalBatchResult> {
      return review(ids, async (row) => {
        const reviewedBy = ctx.operator.id;
        if (reviewedBy === null) throw new Error('a withdrawal is reviewed by a signed-in operator');
        await repos.payouts.changeWithdrawal(row.id, { status: 'rejected', reason, reviewed_by: reviewedBy, reviewed_at: now() });
        await returnMoney(row, `提现驳回：${reason}`);
        await audit.record({ ...ctx, action: 'withdrawal.reject', entity: 'withdrawal', entityId: row.id, before: { status: 'pending' }, after: { status: 'rejected', reason, ...summaryOf(row) } });
      });
    },

    /**
     * 重新打款: a paying withdrawal's payout queued again (audited withdrawal.retry). The job's retries end after
     * about a day (an outage that long, the payer's balance short); the row stays paying until finance sends it
     * again. Safe while an earlier job still runs: every attempt transfers under the same number and books
     * with the row locked, only while it is still paying.
     */
    retryPayout(ids: number[], ctx: WriteContext): Promise<AdminWithdrawalBatchResult> {
      return review(
        ids,
        async (row) => {
          await audit.record({ ...ctx, action: 'withdrawal.retry', entity: 'withdrawal', entityId: row.id, before: { status: 'paying' }, after: { status: 'paying', ...summaryOf(row) } });
          await jobs.send('withdrawal-payout', { withdrawalId: row.id });
        },
        'paying',
      );
    },

    /**
     * The `withdrawal-payout` job: pays a paying withdrawal once. Safe to run again at any point — before the
     * provider answered (it answers the same transfer for the same number), or after it was booked (the row is
     * no longer paying: nothing happens). Answers the state it left the withdrawal in, or null when it did nothing.
     */
    async pay(withdrawalId: number): Promise<'paid' | 'failed' | null> {
      const before = await repos.payouts.withdrawal(withdrawalId);
      if (!before || before.status !== 'paying') return null;
      if (!before.payout_no) throw new Error(`withdrawal ${before.id} is paying without a payout number`);
      // thrown (an outage, a transfer still in progress): the queue retries with backoff, the row stays paying
      const result = await provider.transfer({
        outBizNo: before.payout_no,
        amount: fen(before.amount_fen),
        account: before.alipay_account,
        name: before.alipay_name,
        title: { member: PAYOUT_TITLE, site: SITE_PAYOUT_TITLE, supplier: SUPPLIER_PAYOUT_TITLE }[payeeOf(before)],
      });
      return repos.transaction(async () => {
        const row = await repos.payouts.lockWithdrawal(withdrawalId);
        if (!row || row.status !== 'paying') return null;
        if (result.status === 'paid') {
          const paid = { type: 'withdraw_paid' as const, amount: fen(-row.amount_fen), source: { type: WITHDRAWAL_SOURCE, id: String(row.id) }, remark: '提现到账' };
          if (payeeOf(row) === 'supplier') await supplierLedger.post({ ...paid, shopId: row.shop_id!, account: 'supplier_withdrawing' });
          else if (row.user_id === null) await siteEarnings.post({ ...paid, siteId: row.site_id!, account: 'site_withdrawing' });
          else await wallet.post({ ...paid, userId: row.user_id, account: 'withdrawing' });
          await repos.payouts.changeWithdrawal(row.id, { status: 'paid', paid_at: now(), provider_order_id: result.orderId.slice(0, 64) });
          if (row.user_id !== null) await notifications.withdrawalPaid(row.user_id, row.id, row.amount_fen);
          return 'paid';
        }
        const reason = (result.reason || '打款失败').slice(0, 200);
        await repos.payouts.changeWithdrawal(row.id, { status: 'failed', reason });
        await returnMoney(row, `提现打款失败：${reason}`);
        return 'failed';
      });
    },
  };
}

export type PayoutService = ReturnType<typeof payoutService>;
