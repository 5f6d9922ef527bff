import { sql, type Kysely } from 'kysely';
import type { Database, LedgerAccount, LedgerEntryType } from '../db/schema';

/**
 * What the ledger's owners share (a user's wallet, a 分站's earnings, a supplier shop's money): how an entry is
 * written, and how their books are checked. Each owner's repository keeps its own wallet row and queries.
 */

/** Whose account an entry moves: a user's, or (no user) a 分站's or a supplier shop's. */
export type EntryOwner = { user_id: number } | { user_id: null; site_id: number } | { user_id: null; shop_id: number };

export interface EntryOf {
  account: LedgerAccount;
  type: LedgerEntryType;
  /** signed fen */
  amount: number;
  source: { type: string; id: string };
  remark: string;
  at: Date;
}

/** The ledger_entries row of an entry of `owner`'s account, with the account's total after it. */
export function entryRow(owner: EntryOwner, entry: EntryOf, balanceAfter: number) {
  return {
    ...owner,
    account: entry.account,
    type: entry.type,
    amount: entry.amount,
    balance_after: balanceAfter,
    source_type: entry.source.type,
    source_id: entry.source.id,
    remark: entry.remark,
    created_at: entry.at,
  };
}

/** Writes one entry; null when its cause booked that account before (ledger_entries_source_key: nothing is booked twice). */
export async function appendEntry(db: Kysely<Database>, row: ReturnType<typeof entryRow>): Promise<{ id: number } | null> {
  const written = await db
    .insertInto('ledger_entries')
    .values(row)
    .onConflict((oc) => oc.constraint('ledger_entries_source_key').doNothing())
    .returning(sql<number>`id::int`.as('id'))
    .executeTakeFirst();
  return written ?? null;
}

/** A broken rule of an owner's books, by the owner's id. */
export type Breach = { owner: number; problem: string };

/**
 * Owners whose wallet total of an account is not the sum of that account's entries. `wallets` keeps one row per
 * owner (its `owner` column) and one column per account of `accounts`.
 */
export async function totalBreaches(db: Kysely<Database>, owner: 'user_id' | 'site_id', wallets: 'wallets' | 'site_wallets', accounts: readonly LedgerAccount[]): Promise<Breach[]> {
  const values = sql.join(accounts.map((account) => sql`(${account}::text)`));
  const totals = sql.join(accounts.map((account) => sql`when ${account}::text then w.${sql.ref(account)}`), sql` `);
  const id = sql.ref(owner);
  const { rows } = await sql<Breach>`
    with sums as (select ${id} as owner, account, sum(amount) as total from ledger_entries where ${id} is not null group by ${id}, account),
    held as (select w.${id} as owner, a.account, case a.account ${totals} end as total from ${sql.table(wallets)} w cross join (values ${values}) as a(account))
    select coalesce(h.owner, s.owner) as owner,
           coalesce(h.account, s.account) || ' ' || coalesce(h.total, 0) || ' ≠ sum of entries ' || coalesce(s.total, 0) as problem
    from held h full outer join sums s on s.owner = h.owner and s.account = h.account
    where coalesce(h.total, 0) <> coalesce(s.total, 0)`.execute(db);
  return rows.map((row) => ({ owner: Number(row.owner), problem: row.problem }));
}

/** Entries whose balance_after is not their account's running sum to them (each owner's accounts apart), at most `limit`. */
export async function chainBreaches(db: Kysely<Database>, owner: 'user_id' | 'site_id' | 'shop_id', limit?: number): Promise<Breach[]> {
  const id = sql.ref(owner);
  const { rows } = await sql<Breach>`
    select owner, 'entry ' || id || ' (' || account || '): balance_after ' || balance_after || ' ≠ ' || expected as problem
    from (
      select id, ${id} as owner, account, balance_after,
             sum(amount) over (partition by ${id}, account order by id rows between unbounded preceding and current row) as expected
      from ledger_entries where ${id} is not null
    ) e
    where balance_after <> expected ${limit === undefined ? sql`` : sql`limit ${limit}`}`.execute(db);
  return rows.map((row) => ({ owner: Number(row.owner), problem: row.problem }));
}
