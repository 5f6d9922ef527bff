import {
  fen,
  fenToYuan,
  formatYuan,
  WITHDRAWAL_STATUS,
  WithdrawMessages,
  withdrawBelowMin,
  withdrawDailyLimit,
  type CommissionTransfer,
  type Fen,
  type Paginated,
  type WithdrawRules,
  type Withdrawal,
} from 'shared-contracts';
import { ACCOUNT_FROZEN } from 'shared-contracts/admin';
import { chinaText, startOfChinaDay } from 'shared-contracts/china-time';
import type { WithdrawalStatus } from '../../db/schema';
import { fail } from '../../lib/errors';
import type { PageRequest } from '../../lib/paginate';
import { sha256Hex } from '../../lib/tokens';
import type { Repositories } from '../../repositories';
import { COMMISSION_TRANSFER_SOURCE, WITHDRAWAL_SOURCE } from '../../repositories/withdrawals';
import type { WalletService } from '../wallet';
import { maskAccount, type WithdrawProfileService } from './withdraw-profile';

const yuan = (amount: number) => fenToYuan(fen(amount));

/** What an Idempotency-Key asked for, so the key reused with another amount is caught. */
const requestHash = (userId: number, amount: Fen) => sha256Hex(`${userId}:${amount}`);

export function toWithdrawal(row: { id: number; amount_fen: number; alipay_account: string; status: WithdrawalStatus; reason: string | null; created_at: Date; paid_at: Date | null }): Withdrawal {
  return {
    id: Number(row.id),
    amount: yuan(row.amount_fen),
    account: maskAccount(row.alipay_account),
    status: row.status,
    status_text: WITHDRAWAL_STATUS[row.status],
    reason: row.reason,
    created_at: chinaText(row.created_at),
    paid_at: row.paid_at ? chinaText(row.paid_at) : null,
  };
}

/**
 * 提现 and 转入余额 (issue 22), the user's side: an application moves the amount available → withdrawing in
 * the transaction that records it, and an operator then decides it (the console); a transfer moves available
 * commission into the prepaid balance. Both take the user's wallet lock first and decide inside it — the
 * Idempotency-Key's earlier request, today's count, what is available — so parallel requests queue up and
 * neither the daily count nor the available amount can be outrun; the same key again books nothing.
 */
export function withdrawalService(deps: { repos: Repositories; wallet: WalletService; profiles: WithdrawProfileService; now: () => Date }) {
  const { repos, wallet, profiles, now } = deps;

  /** The withdrawal this key made before, or null; the key with another amount is refused. */
  async function replay(userId: number, key: string, hash: string) {
    const existing = await repos.withdrawals.findByKey(userId, key);
    if (!existing) return null;
    if (existing.request_hash !== hash) throw fail(WithdrawMessages.keyReused);
    return existing;
  }

  const todayOf = (userId: number) => repos.withdrawals.countSince(userId, startOfChinaDay(now()));

  return {
    async rules(userId: number): Promise<WithdrawRules> {
      const [settings, today] = await Promise.all([repos.commissions.settings(), todayOf(userId)]);
      return { min: yuan(settings.withdraw_min_fen), daily_count: settings.withdraw_daily_count, left_today: Math.max(0, settings.withdraw_daily_count - today) };
    },

    /**
     * Checks, in this order: the password (a wrong one counts a try), the account, the real name, the
     * minimum, today's count, what is available. Then the row and the move, in one transaction.
     */
    async apply(userId: number, key: string, body: { amount: Fen; password: string }): Promise<Withdrawal> {
      const hash = requestHash(userId, body.amount);
      const replayed = await replay(userId, key, hash);
      if (replayed) return toWithdrawal(replayed);
      if (await repos.users.isFrozen(userId)) throw fail(ACCOUNT_FROZEN);
      await profiles.checkPassword(userId, body.password);
      const payee = await profiles.payableAccount(userId);
      const settings = await repos.commissions.settings();
      if (body.amount < settings.withdraw_min_fen) throw fail(withdrawBelowMin(formatYuan(fen(settings.withdraw_min_fen))));

      const row = await repos.transaction(async () => {
        // first: this user's applications queue up here, so the key, the count and the amount below hold
        const held = await repos.wallet.lock(userId);
        const again = await replay(userId, key, hash);
        if (again) return again;
        if ((await todayOf(userId)) >= settings.withdraw_daily_count) throw fail(withdrawDailyLimit(settings.withdraw_daily_count));
        if (held.commission_available < body.amount) throw fail(WithdrawMessages.availableShort);
        const id = await repos.withdrawals.insert({
          user_id: userId,
          amount_fen: body.amount,
          alipay_account: payee.account,
          alipay_name: payee.name,
          idempotency_key: key,
          request_hash: hash,
          created_at: now(),
        });
        await wallet.move({
          userId,
          from: 'commission_available',
          to: 'withdrawing',
          amount: body.amount,
          type: 'withdraw',
          source: { type: WITHDRAWAL_SOURCE, id: String(id) },
          remark: '申请提现',
          insufficient: WithdrawMessages.availableShort,
        });
        return (await repos.withdrawals.findByKey(userId, key))!;
      });
      return toWithdrawal(row);
    },

    async list(userId: number, filter: { status?: WithdrawalStatus }, page: PageRequest): Promise<Paginated<Withdrawal>> {
      const found = await repos.withdrawals.list(userId, filter, page);
      return { ...found, list: found.list.map(toWithdrawal) };
    },

    /** Available commission → the prepaid balance, once per Idempotency-Key; answers both totals after it. */
    async transfer(userId: number, key: string, amount: Fen): Promise<CommissionTransfer> {
      const hash = requestHash(userId, amount);
      // a frozen user moves no money (issue 35), as apply() refuses
      if (await repos.users.isFrozen(userId)) throw fail(ACCOUNT_FROZEN);
      await repos.transaction(async () => {
        const held = await repos.wallet.lock(userId);
        const existing = await repos.withdrawals.findTransferByKey(userId, key);
        if (existing) {
          if (existing.request_hash !== hash) throw fail(WithdrawMessages.keyReused);
          return;
        }
        if (held.commission_available < amount) throw fail(WithdrawMessages.availableShort);
        const id = await repos.withdrawals.insertTransfer({ user_id: userId, amount_fen: amount, idempotency_key: key, request_hash: hash, created_at: now() });
        await wallet.move({
          userId,
          from: 'commission_available',
          to: 'balance',
          amount,
          type: 'commission_transfer',
          source: { type: COMMISSION_TRANSFER_SOURCE, id: String(id) },
          remark: '佣金转入余额',
          insufficient: WithdrawMessages.availableShort,
        });
      });
      const accounts = await repos.wallet.accounts(userId);
      return { balance: yuan(accounts?.balance ?? 0), available: yuan(accounts?.commission_available ?? 0) };
    },
  };
}

export type WithdrawalService = ReturnType<typeof withdrawalService>;
