import { sql, type Kysely } from 'kysely';
import type { Database, LedgerEntryType, UserLedgerAccount } from '../db/schema';

/** Every account of a user's money, in the order the wallet row keeps them (0031). */
export const LEDGER_ACCOUNTS: readonly UserLedgerAccount[] = ['balance', 'commission_frozen', 'commission_available', 'withdrawing'];
import { paginate, type PageRequest } from '../lib/paginate';
import { appendEntry, chainBreaches, entryRow, totalBreaches, type EntryOf } from './ledger-entries';

export interface NewLedgerEntry extends Omit<EntryOf, 'account'> {
  userId: number;
  /** default `balance`, the prepaid balance */
  account?: UserLedgerAccount;
}

export interface WalletTotals {
  balance: number;
  recharge_total: number;
  spend_total: number;
}

export interface BookedEntry {
  id: number;
  user_id: number;
  /** signed fen */
  amount: number;
}

/** Entries written per statement by appendMany (8 parameters each, well under PostgreSQL's 65,535). */
const APPEND_CHUNK = 1000;

export interface LedgerFilter {
  /** one account's entries; every account's when absent */
  account?: UserLedgerAccount;
  type?: LedgerEntryType;
  since?: Date;
  until?: Date;
}

/** Balances and the ledger. Only services/wallet.ts calls the writing half, inside a transaction. */
export function walletRepository(db: Kysely<Database>) {
  return {
    /** The user's wallet row (every account's total), created empty if missing, locked until the transaction ends. */
    async lock(userId: number) {
      await db.insertInto('wallets').values({ user_id: userId }).onConflict((oc) => oc.column('user_id').doNothing()).execute();
      return db
        .selectFrom('wallets')
        .select(['balance', 'recharge_total', 'spend_total', 'commission_frozen', 'commission_available', 'withdrawing'])
        .where('user_id', '=', userId)
        .forUpdate()
        .executeTakeFirstOrThrow();
    },

    /** Sets the totals of some accounts of a locked wallet. */
    async setAccounts(userId: number, totals: Partial<Record<UserLedgerAccount | 'recharge_total' | 'spend_total', number>>, at: Date): Promise<void> {
      await db
        .updateTable('wallets')
        .set({ ...totals, updated_at: at })
        .where('user_id', '=', userId)
        .execute();
    },

    /** Writes the entry; null when an entry of this type for this source exists already (nothing is booked twice). */
    append(entry: NewLedgerEntry, balanceAfter: number): Promise<{ id: number } | null> {
      return appendEntry(db, entryRow({ user_id: entry.userId }, { ...entry, account: entry.account ?? 'balance' }, balanceAfter));
    },

    /**
     * These users' wallet rows, created empty if missing, locked from the newest user to the oldest — the
     * order every transaction holding two wallets keeps (an order's buyer, then their referrer, who
     * registered before them) — so no two transactions wait on each other in a circle.
     */
    async lockMany(userIds: number[]): Promise<Map<number, WalletTotals>> {
      const ids = [...new Set(userIds)].sort((a, b) => a - b);
      if (ids.length === 0) return new Map();
      await sql`insert into wallets (user_id) select unnest(${ids}::int[]) on conflict (user_id) do nothing`.execute(db);
      const { rows } = await sql<WalletTotals & { user_id: number }>`
        select user_id, balance, recharge_total, spend_total
        from wallets where user_id = any(${ids}::int[]) order by user_id desc for update`.execute(db);
      return new Map(rows.map(({ user_id, ...totals }) => [user_id, totals]));
    },

    /** The prepaid-balance entries of this type already booked for these sources, by source id. */
    async entriesOfSources(type: LedgerEntryType, sourceType: string, sourceIds: string[]): Promise<Map<string, BookedEntry>> {
      if (sourceIds.length === 0) return new Map();
      const { rows } = await sql<BookedEntry & { source_id: string }>`
        select id::int as id, user_id, amount, source_id from ledger_entries
        where account = 'balance' and type = ${type} and source_type = ${sourceType} and source_id = any(${sourceIds}::text[])`.execute(db);
      return new Map(rows.map(({ source_id, ...entry }) => [source_id, entry]));
    },

    /**
     * Writes many entries, each with its balance after (the caller holds their wallets' locks and checked
     * none is booked: a conflict here is a bug, and throws). Their ids by source id.
     */
    async appendMany(entries: (NewLedgerEntry & { balanceAfter: number })[]): Promise<Map<string, number>> {
      const ids = new Map<string, number>();
      for (let i = 0; i < entries.length; i += APPEND_CHUNK) {
        const rows = await db
          .insertInto('ledger_entries')
          .values(
            entries.slice(i, i + APPEND_CHUNK).map((entry) => entryRow({ user_id: entry.userId }, { ...entry, account: entry.account ?? 'balance' }, entry.balanceAfter)),
          )
          .returning([sql<number>`id::int`.as('id'), 'source_id'])
          .execute();
        for (const row of rows) ids.set(row.source_id, row.id);
      }
      return ids;
    },

    /** Sets many wallets' totals in one statement. */
    async setBalances(rows: (WalletTotals & { userId: number })[], at: Date): Promise<void> {
      if (rows.length === 0) return;
      const values = sql.join(rows.map((row) => sql`(${row.userId}::int, ${row.balance}::bigint, ${row.recharge_total}::bigint, ${row.spend_total}::bigint)`));
      await sql`
        update wallets w set balance = v.balance, recharge_total = v.recharge_total, spend_total = v.spend_total, updated_at = ${at}
        from (values ${values}) as v(user_id, balance, recharge_total, spend_total)
        where w.user_id = v.user_id`.execute(db);
    },

    async setBalance(userId: number, totals: { balance: number; recharge_total: number; spend_total: number }, at: Date): Promise<void> {
      await db
        .updateTable('wallets')
        .set({ ...totals, updated_at: at })
        .where('user_id', '=', userId)
        .execute();
    },

    find(userId: number) {
      return db.selectFrom('wallets').select(['balance', 'recharge_total', 'spend_total']).where('user_id', '=', userId).executeTakeFirst();
    },

    /** Every account's total, or undefined before the user had any money. */
    accounts(userId: number) {
      return db.selectFrom('wallets').select([...LEDGER_ACCOUNTS]).where('user_id', '=', userId).executeTakeFirst();
    },

    /** What left through paid withdrawals ever (withdrawing → out), fen, positive. */
    async withdrawn(userId: number): Promise<number> {
      const row = await db
        .selectFrom('ledger_entries')
        .select(sql<string>`coalesce(-sum(amount), 0)`.as('total'))
        .where('user_id', '=', userId)
        .where('account', '=', 'withdrawing')
        .where('type', '=', 'withdraw_paid')
        .executeTakeFirstOrThrow();
      return Number(row.total);
    },

    /** The commission accounts' totals (0031), or undefined before the user had any money. */
    commissionAccounts(userId: number) {
      return db.selectFrom('wallets').select(['commission_frozen', 'commission_available', 'withdrawing']).where('user_id', '=', userId).executeTakeFirst();
    },

    /** The user's entries of one account (or of every account), newest first. */
    entries(userId: number, filter: LedgerFilter, page: PageRequest) {
      let query = db
        .selectFrom('ledger_entries')
        .select(['id', 'account', 'type', 'amount', 'balance_after', 'remark', 'created_at'])
        .where('user_id', '=', userId);
      if (filter.account) query = query.where('account', '=', filter.account);
      if (filter.type) query = query.where('type', '=', filter.type);
      if (filter.since) query = query.where('created_at', '>=', filter.since);
      if (filter.until) query = query.where('created_at', '<=', filter.until);
      return paginate(query.orderBy('id', 'desc'), page);
    },

    /** Sums of the user's prepaid-balance entries by type since a moment. */
    async sumsSince(userId: number, since: Date): Promise<Partial<Record<LedgerEntryType, number>>> {
      const rows = await db
        .selectFrom('ledger_entries')
        .select(['type', sql<number>`sum(amount)`.as('total')])
        .where('user_id', '=', userId)
        .where('account', '=', 'balance')
        .where('created_at', '>=', since)
        .groupBy('type')
        .execute();
      return Object.fromEntries(rows.map((row) => [row.type, Number(row.total)]));
    },

    /**
     * Users whose books do not add up, account by account (0031): a wallet total is not the sum of that
     * account's entries, or an entry's balance_after is not the one before it in the account plus its
     * amount. Empty when every fen is accounted for.
     */
    async invariantBreaches(): Promise<{ user_id: number; problem: string }[]> {
      const breaches = [...(await totalBreaches(db, 'user_id', 'wallets', LEDGER_ACCOUNTS)), ...(await chainBreaches(db, 'user_id'))];
      return breaches.map(({ owner, problem }) => ({ user_id: owner, problem }));
    },
  };
}

export type WalletRepository = ReturnType<typeof walletRepository>;
