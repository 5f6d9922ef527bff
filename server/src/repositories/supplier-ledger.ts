import { sql, type Kysely } from 'kysely';
import type { Database, SupplierLedgerAccount, WithdrawalStatus } from '../db/schema';
import { paginate, type PageRequest } from '../lib/paginate';
import { chainBreaches, entryRow, type EntryOf } from './ledger-entries';

export const SUPPLIER_ACCOUNTS: readonly SupplierLedgerAccount[] = ['supplier_payable', 'supplier_withdrawing'];
/** A parcel's supply entries come from source `parcel` + its id; a deduction from `compensation` + the compensated parcel's id (one compensation a parcel). */
export const SUPPLY_PARCEL_SOURCE = 'parcel';
export const SUPPLY_COMPENSATION_SOURCE = 'compensation';

export type SupplierTotals = Record<SupplierLedgerAccount, number>;

export interface NewSupplierEntry extends EntryOf {
  shopId: number;
  account: SupplierLedgerAccount;
}

/** China day or month of a timestamp, as text. */
const chinaPeriod = (column: string, period: 'day' | 'month') =>
  sql<string>`to_char((${sql.ref(column)} at time zone 'UTC') + interval '8 hours', ${period === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM'})`;

/**
 * A supplier shop's money on the one ledger (issue 33): its wallet row (one total per account), its entries
 * (`ledger_entries` with `shop_id`), its payout account and withdrawals. Only services/suppliers/ledger.ts and
 * the payout path write, inside transactions, with the wallet row locked (after any user or site wallet).
 */
export function supplierLedgerRepository(db: Kysely<Database>) {
  return {
    /** The shop's wallet row, created empty if missing, locked until the transaction ends. */
    async lock(shopId: number): Promise<SupplierTotals> {
      await db.insertInto('supplier_wallets').values({ shop_id: shopId }).onConflict((oc) => oc.column('shop_id').doNothing()).execute();
      const row = await db.selectFrom('supplier_wallets').select([...SUPPLIER_ACCOUNTS]).where('shop_id', '=', shopId).forUpdate().executeTakeFirstOrThrow();
      return { supplier_payable: Number(row.supplier_payable), supplier_withdrawing: Number(row.supplier_withdrawing) };
    },

    async setAccounts(shopId: number, totals: Partial<SupplierTotals>, at: Date): Promise<void> {
      await db
        .updateTable('supplier_wallets')
        .set({ ...totals, updated_at: at })
        .where('shop_id', '=', shopId)
        .execute();
    },

    /** Writes the entries; answers the causes booked now (one booked before is skipped: nothing is booked twice). */
    async appendMany(entries: (NewSupplierEntry & { balanceAfter: number })[]): Promise<Set<string>> {
      const booked = new Set<string>();
      for (let i = 0; i < entries.length; i += 500) {
        const rows = await db
          .insertInto('ledger_entries')
          .values(
            entries.slice(i, i + 500).map((entry) => entryRow({ user_id: null, shop_id: entry.shopId }, entry, entry.balanceAfter)),
          )
          .onConflict((oc) => oc.constraint('ledger_entries_source_key').doNothing())
          .returning(['source_id'])
          .execute();
        for (const row of rows) booked.add(row.source_id);
      }
      return booked;
    },

    async accounts(shopId: number): Promise<SupplierTotals> {
      const row = await db.selectFrom('supplier_wallets').select([...SUPPLIER_ACCOUNTS]).where('shop_id', '=', shopId).executeTakeFirst();
      return { supplier_payable: Number(row?.supplier_payable ?? 0), supplier_withdrawing: Number(row?.supplier_withdrawing ?? 0) };
    },

    /** What was paid out and deducted, ever (fen, positive). */
    async paidAndDeducted(shopId: number): Promise<{ paid: number; deducted: number }> {
      const row = await db
        .selectFrom('ledger_entries')
        .select([
          sql<string>`coalesce(-sum(amount) filter (where type = 'withdraw_paid'), 0)`.as('paid'),
          sql<string>`coalesce(-sum(amount) filter (where type = 'supply_deduct'), 0)`.as('deducted'),
        ])
        .where('shop_id', '=', shopId)
        .executeTakeFirstOrThrow();
      return { paid: Number(row.paid), deducted: Number(row.deducted) };
    },

    /** Booked this period: supply net of reversals and deductions (fen). */
    async bookedSince(shopId: number, since: Date): Promise<number> {
      const row = await db
        .selectFrom('ledger_entries')
        .select(sql<string>`coalesce(sum(amount), 0)`.as('n'))
        .where('shop_id', '=', shopId)
        .where('account', '=', 'supplier_payable')
        .where('type', 'in', ['supply', 'supply_reverse', 'supply_deduct'])
        .where('created_at', '>=', since)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Statement rows per China day or month, newest first (fen). */
    statements(shopId: number, period: 'day' | 'month', since: Date | undefined, until: Date | undefined) {
      let query = db
        .selectFrom('ledger_entries')
        .select([
          chinaPeriod('created_at', period).as('period'),
          sql<string>`count(*) filter (where type = 'supply')`.as('parcels'),
          sql<string>`coalesce(sum(amount) filter (where type = 'supply'), 0)`.as('supply'),
          sql<string>`coalesce(-sum(amount) filter (where type = 'supply_reverse'), 0)`.as('reversed'),
          sql<string>`coalesce(-sum(amount) filter (where type = 'supply_deduct'), 0)`.as('deducted'),
          sql<string>`coalesce(-sum(amount) filter (where type = 'withdraw_paid'), 0)`.as('paid'),
        ])
        .where('shop_id', '=', shopId)
        .groupBy(sql`1`)
        .orderBy(sql`1`, 'desc');
      if (since) query = query.where('created_at', '>=', since);
      if (until) query = query.where('created_at', '<=', until);
      return query.limit(1000).execute();
    },

    entriesPage(shopId: number, page: PageRequest) {
      const query = db
        .selectFrom('ledger_entries')
        .select(['id', 'type', 'account', 'amount', 'balance_after', 'remark', 'created_at'])
        .where('shop_id', '=', shopId)
        .orderBy('id', 'desc');
      return paginate(query, page);
    },

    payoutProfile(shopId: number) {
      return db.selectFrom('supplier_payout_profiles').select(['alipay_account', 'alipay_name']).where('shop_id', '=', shopId).executeTakeFirst();
    },

    async setPayoutProfile(shopId: number, account: string, name: string, at: Date): Promise<void> {
      await db
        .insertInto('supplier_payout_profiles')
        .values({ shop_id: shopId, alipay_account: account, alipay_name: name, updated_at: at })
        .onConflict((oc) => oc.column('shop_id').doUpdateSet({ alipay_account: account, alipay_name: name, updated_at: at }))
        .execute();
    },

    findWithdrawalByKey(shopId: number, key: string) {
      return db.selectFrom('withdrawals').selectAll().where('shop_id', '=', shopId).where('idempotency_key', '=', key).executeTakeFirst();
    },

    async insertWithdrawal(row: { shop_id: number; applied_by_supplier: number; amount_fen: number; alipay_account: string; alipay_name: string; idempotency_key: string; request_hash: string; created_at: Date }) {
      const { id } = await db
        .insertInto('withdrawals')
        .values({ ...row, user_id: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(id);
    },

    withdrawals(shopId: number, page: PageRequest) {
      const query = db
        .selectFrom('withdrawals')
        .select(['id', 'amount_fen', 'alipay_account', 'status', 'reason', 'created_at', 'paid_at'])
        .where('shop_id', '=', shopId)
        .orderBy('id', 'desc');
      return paginate(query, page) as Promise<{ list: { id: number; amount_fen: number; alipay_account: string; status: WithdrawalStatus; reason: string | null; created_at: Date; paid_at: Date | null }[]; page: number; page_size: number; data_count: number }>;
    },

    /**
     * check-ledger's supplier part: each shop's accounts equal the sums of its entries, and each numbered parcel
     * of a shop has its supply booked once at its supply price (a refused one taken back to nothing).
     */
    async invariantBreaches(): Promise<{ shop_id: number; problem: string }[]> {
      const { rows: totals } = await sql<{ shop_id: number; account: string; wallet: string; entries: string }>`
        select w.shop_id, a.account, (case a.account when 'supplier_payable' then w.supplier_payable else w.supplier_withdrawing end)::text as wallet,
               coalesce((select sum(e.amount) from ledger_entries e where e.shop_id = w.shop_id and e.account = a.account), 0)::text as entries
        from supplier_wallets w cross join (values ('supplier_payable'), ('supplier_withdrawing')) as a(account)`.execute(db);
      const breaches = totals
        .filter((row) => row.wallet !== row.entries)
        .map((row) => ({ shop_id: row.shop_id, problem: `${row.account} ${row.wallet} ≠ Σ 流水 ${row.entries}` }));
      breaches.push(...(await chainBreaches(db, 'shop_id', 100)).map(({ owner, problem }) => ({ shop_id: owner, problem })));
      const { rows: parcels } = await sql<{ shop_id: number; id: number; expected: number; booked: string }>`
        select p.shop_id, p.id, case when p.status = 4 then 0 else p.supply_fen end as expected, coalesce(e.booked, 0)::text as booked
        from parcels p
        left join (select source_id, sum(amount) as booked from ledger_entries
                   where shop_id is not null and source_type = 'parcel' and type in ('supply', 'supply_reverse') group by source_id) e on e.source_id = p.id::text
        where p.shop_id is not null and coalesce(e.booked, 0) <> case when p.status = 4 then 0 else p.supply_fen end
        order by p.id limit 100`.execute(db);
      for (const parcel of parcels) breaches.push({ shop_id: parcel.shop_id, problem: `包裹 ${parcel.id} 供货结算 ${parcel.booked} ≠ ${parcel.expected}` });
      return breaches;
    },
  };
}

export type SupplierLedgerRepository = ReturnType<typeof supplierLedgerRepository>;
