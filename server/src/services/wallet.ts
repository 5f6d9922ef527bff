import { fen, fenToYuan, LEDGER_TYPES, Messages, ResultCode, type FinanceSummary, type Fen, type GroupInfo, type LedgerEntry, type Paginated, type WalletInfo } from 'shared-contracts';
import { startOfChinaDay, startOfChinaMonth } from 'shared-contracts/china-time';
import { BusinessError } from '../lib/errors';
import type { PageRequest } from '../lib/paginate';
import type { Repositories } from '../repositories';
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
     * Books `entry` and moves the balance by its amount. Returns the balance after it, or null when an
     * entry of this type for this source was booked before (a replayed cause changes nothing). A debit
     * beyond the balance is refused with code 23 (余额不足，请充值).
     */
    async post(entry: LedgerPosting): Promise<{ balance: Fen } | null> {
      return repos.transaction(async () => {
        const wallet = await repos.wallet.lock(entry.userId);
        const balance = wallet.balance + entry.amount;
        if (balance < 0) throw new BusinessError(ResultCode.BALANCE_INSUFFICIENT, Messages.balanceInsufficient);
        const at = now();
        if (!(await repos.wallet.append({ ...entry, at }, balance))) return null;
        const spends = entry.type === 'order' || entry.type === 'refund';
        await repos.wallet.setBalance(
          entry.userId,
          {
            balance,
            recharge_total: wallet.recharge_total + (entry.type === 'recharge' ? entry.amount : 0),
            spend_total: wallet.spend_total - (spends ? entry.amount : 0),
          },
          at,
        );
        return { balance: fen(balance) };
      });
    },

    /**
     * Books many credits at once, by the rules of post() — one entry per cause and never two, every wallet
     * row locked (in user order) while its balance moves, entry and balance in the same transaction — in a
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
      if (postings.some((p) => p.amount <= 0 || p.type !== type || p.source.type !== source.type) || new Set(sourceIds).size !== sourceIds.length) {
        throw new Error('creditMany takes credits of one type and source type, each source once');
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

    /** Topped up and spent today and this month (China time). */
    async summary(userId: number): Promise<FinanceSummary> {
      const at = now();
      const [today, month] = await Promise.all([repos.wallet.sumsSince(userId, startOfChinaDay(at)), repos.wallet.sumsSince(userId, startOfChinaMonth(at))]);
      const spent = (sums: typeof today) => fen(-((sums.order ?? 0) + (sums.refund ?? 0)));
      return {
        today_recharge: fenToYuan(fen(today.recharge ?? 0)),
        today_spend: fenToYuan(spent(today)),
        month_recharge: fenToYuan(fen(month.recharge ?? 0)),
        month_spend: fenToYuan(spent(month)),
      };
    },

/** The VIP groups, lowest first, with the caller's marked. */
    async groups(userId: number): Promise<GroupInfo[]> {
      const [groups, mine] = await Promise.all([repos.users.groups(), repos.users.groupOf(userId)]);
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
          type: row.type,
          type_name: LEDGER_TYPES[row.type],
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
