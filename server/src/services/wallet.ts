import { fen, fenToYuan, LEDGER_TYPES, Messages, ResultCode, type FinanceSummary, type Fen, type GroupInfo, type LedgerEntry, type LedgerType, type Paginated, type WalletInfo } from 'shared-contracts';
import { startOfChinaDay, startOfChinaMonth } from 'shared-contracts/china-time';
import { BusinessError, fail } from '../lib/errors';
import type { PageRequest } from '../lib/paginate';
import type { Repositories } from '../repositories';
import type { LedgerEntryType, UserLedgerAccount } from '../db/schema';
import type { BookedEntry, LedgerFilter, NewLedgerEntry } from '../repositories/wallet';

export type LedgerPosting = Omit<NewLedgerEntry, 'at' | 'amount'> & { amount: Fen };

/**
 * The only way money moves: an entry in the append-only ledger and the balance it leaves, written in one
 * transaction (the caller's, when it has one — a top-up credit, an order's debit), with the wallet row
 * locked (FOR UPDATE) meanwhile, so concurrent postings for one user queue up and the balance can never
 * go negative (and the database's CHECK says so too).
 */
export function walletService({ repos, now }: { repos: Repositories; now: () => Date }) {
  return {
    /**
     * Books `entry` and moves its account (the prepaid balance unless it names another) by its amount.
     * Returns the account's total after it, or null when an entry of this type for this source was booked
     * in that account before (a replayed cause changes nothing). A debit beyond the prepaid balance is
     * refused with code 23 (余额不足，请充值); beyond another account's total, with an error (a bug).
     */
    async post(entry: LedgerPosting): Promise<{ balance: Fen } | null> {
      return repos.transaction(async () => {
        const account = entry.account ?? 'balance';
        const wallet = await repos.wallet.lock(entry.userId);
        const total = wallet[account] + entry.amount;
        if (total < 0) {
          if (account === 'balance') throw new BusinessError(ResultCode.BALANCE_INSUFFICIENT, Messages.balanceInsufficient);
          throw new Error(`user ${entry.userId}: ${account} ${wallet[account]} cannot take ${entry.amount}`);
        }
        const at = now();
        if (!(await repos.wallet.append({ ...entry, at }, total))) return null;
        const spends = entry.type === 'order' || entry.type === 'refund';
        await repos.wallet.setAccounts(
          entry.userId,
          account === 'balance'
            ? {
                balance: total,
                recharge_total: wallet.recharge_total + (entry.type === 'recharge' ? entry.amount : 0),
                spend_total: wallet.spend_total - (spends ? entry.amount : 0),
              }
            : { [account]: total },
          at,
        );
        return { balance: fen(total) };
      });
    },

    /**
     * Moves `amount` (fen, > 0) from one of the user's accounts to another for one cause: two entries of
     * the same type and source — out of `from`, into `to` — and both totals, in one transaction with the
     * wallet locked. Null when this cause moved before (nothing moves twice). More than `from` holds is
     * refused with `insufficient` (the caller's words: 可提现佣金不足 …).
     */
    async move(input: { userId: number; from: UserLedgerAccount; to: UserLedgerAccount; amount: Fen; type: LedgerEntryType; source: { type: string; id: string }; remark: string; insufficient: string }): Promise<{ from: Fen; to: Fen } | null> {
      if (input.amount <= 0 || input.from === input.to) throw new Error('a move takes a positive amount between two accounts');
      return repos.transaction(async () => {
        const wallet = await repos.wallet.lock(input.userId);
        const from = wallet[input.from] - input.amount;
        const to = wallet[input.to] + input.amount;
        const at = now();
        const entry = { userId: input.userId, type: input.type, source: input.source, remark: input.remark, at };
        // a replay finds the first entry booked: nothing moves, whatever the totals are now
        if (!(await repos.wallet.append({ ...entry, account: input.from, amount: -input.amount }, Math.max(from, 0)))) return null;
        if (from < 0) throw fail(input.insufficient);
        if (!(await repos.wallet.append({ ...entry, account: input.to, amount: input.amount }, to))) throw new Error(`a move's second entry exists without its first (${input.source.type} ${input.source.id})`);
        await repos.wallet.setAccounts(input.userId, { [input.from]: from, [input.to]: to }, at);
        return { from: fen(from), to: fen(to) };
      });
    },

    /**
     * Books many credits at once, by the rules of post() — one entry per cause and never two, every wallet
     * row locked (newest user first, as everywhere) while its balance moves, entry and balance in the same transaction — in a
     * handful of statements for the whole lot instead of four per entry (the 超时赔付 job's batches). All
     * postings are credits of one type from one source type, each source once. Returns the entries booked
     * now and those booked before (a replayed cause: nothing moves), both by source id. Safe beside post():
     * every writer of a user's entries holds that user's wallet lock first, so what was booked before is
     * known once the locks are held.
     */
    async creditMany(postings: LedgerPosting[]): Promise<{ booked: Map<string, BookedEntry>; before: Map<string, BookedEntry> }> {
      if (postings.length === 0) return { booked: new Map(), before: new Map() };
      const [{ type, source }] = postings;
      const sourceIds = postings.map((p) => p.source.id);
      if (postings.some((p) => p.amount <= 0 || (p.account ?? 'balance') !== 'balance' || p.type !== type || p.source.type !== source.type) || new Set(sourceIds).size !== sourceIds.length) {
        throw new Error('creditMany takes credits to the prepaid balance of one type and source type, each source once');
      }
      return repos.transaction(async () => {
        const wallets = await repos.wallet.lockMany(postings.map((p) => p.userId));
        const before = await repos.wallet.entriesOfSources(type, source.type, sourceIds);
        const at = now();
        const rows: (NewLedgerEntry & { balanceAfter: number })[] = [];
        // each user's entries in the order given, each balance_after the running balance
        for (const posting of [...postings].sort((a, b) => a.userId - b.userId)) {
          if (before.has(posting.source.id)) continue;
          const wallet = wallets.get(posting.userId)!;
          wallet.balance += posting.amount;
          if (type === 'recharge') wallet.recharge_total += posting.amount;
          if (type === 'refund') wallet.spend_total -= posting.amount;
          rows.push({ ...posting, at, balanceAfter: wallet.balance });
        }
        const ids = await repos.wallet.appendMany(rows);
        const moved = [...new Set(rows.map((row) => row.userId))];
        await repos.wallet.setBalances(moved.map((userId) => ({ userId, ...wallets.get(userId)! })), at);
        const booked = new Map(rows.map((row) => [row.source.id, { id: ids.get(row.source.id)!, user_id: row.userId, amount: row.amount }]));
        return { booked, before };
      });
    },

    async info(userId: number): Promise<WalletInfo> {
      const row = await repos.wallet.find(userId);
      return {
        balance: fenToYuan(fen(row?.balance ?? 0)),
        recharge_total: fenToYuan(fen(row?.recharge_total ?? 0)),
        spend_total: fenToYuan(fen(row?.spend_total ?? 0)),
      };
    },

    /** Topped up and spent today and this month (China time), every account's total now and what was paid out ever. */
    async summary(userId: number): Promise<FinanceSummary> {
      const at = now();
      const [today, month, accounts, withdrawn] = await Promise.all([
        repos.wallet.sumsSince(userId, startOfChinaDay(at)),
        repos.wallet.sumsSince(userId, startOfChinaMonth(at)),
        repos.wallet.accounts(userId),
        repos.wallet.withdrawn(userId),
      ]);
      const spent = (sums: typeof today) => fen(-((sums.order ?? 0) + (sums.refund ?? 0)));
      const yuan = (amount: number | undefined) => fenToYuan(fen(Number(amount ?? 0)));
      return {
        today_recharge: yuan(today.recharge),
        today_spend: fenToYuan(spent(today)),
        month_recharge: yuan(month.recharge),
        month_spend: fenToYuan(spent(month)),
        balance: yuan(accounts?.balance),
        commission_frozen: yuan(accounts?.commission_frozen),
        commission_available: yuan(accounts?.commission_available),
        withdrawing: yuan(accounts?.withdrawing),
        withdrawn: yuan(withdrawn),
      };
    },

/** The VIP groups, lowest first, with the caller's marked. */
    async groups(userId: number): Promise<GroupInfo[]> {
      const mine = await repos.users.groupOf(userId);
      const groups = await repos.users.groups(mine?.site_id ?? (await repos.sites.mainId()));
      return groups.map((g) => ({
        id: g.id,
        name: g.name,
        level: g.level,
        price_percent: g.price_percent,
        upgrade_amount: fenToYuan(fen(Number(g.upgrade_amount_fen))),
        is_current: g.id === mine?.id,
      }));
    },

    async ledger(userId: number, filter: LedgerFilter, page: PageRequest): Promise<Paginated<LedgerEntry>> {
      const found = await repos.wallet.entries(userId, filter, page);
      return {
        ...found,
        list: found.list.map((row) => ({
          id: Number(row.id),
          // a member's entries: their accounts and types only (a site's live under its site_id)
          account: row.account as UserLedgerAccount,
          type: row.type as LedgerType,
          type_name: LEDGER_TYPES[row.type as LedgerType],
          amount: fenToYuan(fen(row.amount)),
          balance: fenToYuan(fen(row.balance_after)),
          remark: row.remark,
          created_at: row.created_at.toISOString(),
        })),
      };
    },
  };
}

export type WalletService = ReturnType<typeof walletService>;
