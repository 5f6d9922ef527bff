import { sql, type Kysely } from 'kysely';
import type { Database, LedgerEntryType } from '../db/schema';
import { paginate, type PageRequest } from '../lib/paginate';

export interface NewLedgerEntry {
  userId: number;
  type: LedgerEntryType;
  /** signed fen */
  amount: number;
  source: { type: string; id: string };
  remark: string;
  at: Date;
}

export interface LedgerFilter {
  type?: LedgerEntryType;
  since?: Date;
  until?: Date;
}

/** Balances and the ledger. Only services/wallet.ts calls the writing half, inside a transaction. */
export function walletRepository(db: Kysely<Database>) {
  return {
    /** The user's wallet row, created empty if missing, locked until the transaction ends. */
    async lock(userId: number) {
      await db.insertInto('wallets').values({ user_id: userId }).onConflict((oc) => oc.column('user_id').doNothing()).execute();
      return db.selectFrom('wallets').select(['balance', 'recharge_total', 'spend_total']).where('user_id', '=', userId).forUpdate().executeTakeFirstOrThrow();
    },

    /** Writes the entry; null when an entry of this type for this source exists already (nothing is booked twice). */
    async append(entry: NewLedgerEntry, balanceAfter: number): Promise<{ id: number } | null> {
      const row = await db
        .insertInto('ledger_entries')
        .values({
          user_id: entry.userId,
          type: entry.type,
          amount: entry.amount,
          balance_after: balanceAfter,
          source_type: entry.source.type,
          source_id: entry.source.id,
          remark: entry.remark,
          created_at: entry.at,
        })
        .onConflict((oc) => oc.constraint('ledger_entries_source_key').doNothing())
        .returning(sql<number>`id::int`.as('id'))
        .executeTakeFirst();
      return row ?? null;
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

    /** The user's entries, newest first. */
    entries(userId: number, filter: LedgerFilter, page: PageRequest) {
      let query = db
        .selectFrom('ledger_entries')
        .select(['id', 'type', 'amount', 'balance_after', 'remark', 'created_at'])
        .where('user_id', '=', userId);
      if (filter.type) query = query.where('type', '=', filter.type);
      if (filter.since) query = query.where('created_at', '>=', filter.since);
      if (filter.until) query = query.where('created_at', '<=', filter.until);
      return paginate(query.orderBy('id', 'desc'), page);
    },

    /** Sums of the user's entries by type since a moment. */
    async sumsSince(userId: number, since: Date): Promise<Partial<Record<LedgerEntryType, number>>> {
      const rows = await db
        .selectFrom('ledger_entries')
        .select(['type', sql<number>`sum(amount)`.as('total')])
        .where('user_id', '=', userId)
        .where('created_at', '>=', since)
        .groupBy('type')
        .execute();
      return Object.fromEntries(rows.map((row) => [row.type, Number(row.total)]));
    },

    /**
     * Users whose books do not add up: the wallet's balance is not the sum of their entries, or the last
     * entry's balance_after is not the balance, or an entry's balance_after is not the one before plus its
     * amount. Empty when every fen is accounted for.
     */
    async invariantBreaches(): Promise<{ user_id: number; problem: string }[]> {
      const sums = await sql<{ user_id: number; problem: string }>`
        with sums as (select user_id, sum(amount) as total from ledger_entries group by user_id)
        select coalesce(w.user_id, s.user_id) as user_id,
               'balance ' || coalesce(w.balance, 0) || ' ≠ sum of entries ' || coalesce(s.total, 0) as problem
        from wallets w full outer join sums s on s.user_id = w.user_id
        where coalesce(w.balance, 0) <> coalesce(s.total, 0)`.execute(db);
      const chain = await sql<{ user_id: number; problem: string }>`
        select user_id, 'entry ' || id || ': balance_after ' || balance_after || ' ≠ ' || expected as problem
        from (
          select id, user_id, balance_after,
                 sum(amount) over (partition by user_id order by id rows between unbounded preceding and current row) as expected
          from ledger_entries
        ) e
        where balance_after <> expected`.execute(db);
      return [...sums.rows, ...chain.rows].map((row) => ({ user_id: Number(row.user_id), problem: row.problem }));
    },
  };
}

export type WalletRepository = ReturnType<typeof walletRepository>;
