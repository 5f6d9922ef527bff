import { sql, type Kysely, type Migration } from 'kysely';

/** The accounts a user's money sits in (issue 22): the prepaid balance and the commission's three stages. */
export const LEDGER_ACCOUNTS = ['balance', 'commission_frozen', 'commission_available', 'withdrawing'] as const;

/**
 * Ledger accounts (issue 22, DESIGN "Ledger accounts per user"): every entry now names the account it moves
 * — `balance` (prepaid, not withdrawable: every entry so far), `commission_frozen`, `commission_available`,
 * `withdrawing` — and the wallet row keeps one total per account, never negative. A cause books at most one
 * entry per account (unique account + type + source, the constraint keeping its name), so a move between
 * two accounts is two entries of one cause. `balance_after` runs per account; `check-ledger` checks every
 * account's total and chain.
 */
export const ledgerAccounts: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table ledger_entries add column account varchar(24) not null default 'balance'`.execute(db);
    await sql`alter table ledger_entries add constraint ledger_entries_account_check check (account in (${sql.join(LEDGER_ACCOUNTS.map((a) => sql.lit(a)))}))`.execute(db);
    await sql`alter table ledger_entries drop constraint ledger_entries_source_key`.execute(db);
    await sql`alter table ledger_entries add constraint ledger_entries_source_key unique (account, type, source_type, source_id)`.execute(db);
    await sql`create index ledger_entries_user_account_idx on ledger_entries (user_id, account, id)`.execute(db);
    for (const column of ['commission_frozen', 'commission_available', 'withdrawing']) {
      await sql`alter table wallets add column ${sql.ref(column)} bigint not null default 0 check (${sql.ref(column)} >= 0)`.execute(db);
    }
  },
  async down(db: Kysely<unknown>) {
    for (const column of ['commission_frozen', 'commission_available', 'withdrawing']) {
      await sql`alter table wallets drop column if exists ${sql.ref(column)}`.execute(db);
    }
    await sql`drop index if exists ledger_entries_user_account_idx`.execute(db);
    await sql`alter table ledger_entries drop constraint ledger_entries_source_key`.execute(db);
    await sql`alter table ledger_entries add constraint ledger_entries_source_key unique (type, source_type, source_id)`.execute(db);
    await sql`alter table ledger_entries drop constraint ledger_entries_account_check`.execute(db);
    await sql`alter table ledger_entries drop column account`.execute(db);
  },
};
