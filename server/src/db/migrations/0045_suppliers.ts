import { sql, type Kysely, type Migration } from 'kysely';

/** The ledger's entry types before issue 33 (0043). */
const TYPES_BEFORE = [
  'recharge',
  'bonus',
  'order',
  'refund',
  'commission',
  'adjust',
  'compensation',
  'commission_reverse',
  'commission_release',
  'withdraw',
  'withdraw_paid',
  'withdraw_return',
  'commission_transfer',
  'site_margin',
  'site_margin_reverse',
  'site_margin_release',
];
/** A supplier's money: the supply price booked with a dispatched parcel, taken back when refused, 赔付扣款. */
export const SUPPLIER_ENTRY_TYPES = ['supply', 'supply_reverse', 'supply_deduct'];
const USER_ACCOUNTS = ['balance', 'commission_frozen', 'commission_available', 'withdrawing'];
const SITE_ACCOUNTS = ['site_earnings_frozen', 'site_earnings_available', 'site_withdrawing'];
/** What the platform owes a supplier shop, and what it applied to be paid (supplier_wallets). */
export const SUPPLIER_ACCOUNTS = ['supplier_payable', 'supplier_withdrawing'];
const list = (values: string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * The supply side (issue 33, docs/suppliers.md).
 * - `supplier_accounts`: who signs in for a 供货店铺 (owner or staff), with their own sessions; made by the
 *   console's approval of a `supplier_applications` row or by `npm run supplier -- create`.
 * - goods gain their supply price (供货价, fen; never above the list price), a low-stock line and a description;
 *   a supplier's change of supply price and its 上架 / 下架 are `supplier_requests` a main-site operator reviews.
 * - parcels gain the shop that ships them and the supply price booked at dispatch (`shop_id`, `supply_fen`, set
 *   with the waybill), and when the supplier marked them shipped (`shipped_at`).
 * - One ledger: an entry belongs to a user, a site or a supplier shop (exactly one); supplier accounts live in
 *   `supplier_wallets` (`supplier_payable` may go below 0: a deduction after a payout is owed back).
 * - Withdrawals may be a supplier shop's (its payable), applied by its owner, to `supplier_payout_profiles`.
 */
export const suppliers: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('supplier_accounts')
      .addColumn('id', 'serial', (col) => col.primaryKey())
      .addColumn('shop_id', 'integer', (col) => col.notNull().references('supplier_shops.id'))
      .addColumn('mobile', 'varchar(11)', (col) => col.notNull().unique())
      .addColumn('name', 'varchar(30)', (col) => col.notNull())
      .addColumn('password_hash', 'text', (col) => col.notNull())
      .addColumn('role', 'varchar(8)', (col) => col.notNull().check(sql`role in ('owner', 'staff')`))
      .addColumn('must_change_password', 'boolean', (col) => col.notNull().defaultTo(true))
      .addColumn('disabled', 'boolean', (col) => col.notNull().defaultTo(false))
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .execute();
    await sql`create index supplier_accounts_shop_idx on supplier_accounts (shop_id, id)`.execute(db);

    await db.schema
      .createTable('supplier_sessions')
      .addColumn('token_hash', 'char(64)', (col) => col.primaryKey())
      .addColumn('supplier_id', 'integer', (col) => col.notNull().references('supplier_accounts.id').onDelete('cascade'))
      .addColumn('created_at', 'timestamptz', (col) => col.notNull())
      .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
      .execute();
    await sql`create index supplier_sessions_supplier_idx on supplier_sessions (supplier_id)`.execute(db);

    await db.schema
      .createTable('supplier_applications')
      .addColumn('id', 'serial', (col) => col.primaryKey())
      .addColumn('mobile', 'varchar(11)', (col) => col.notNull())
      .addColumn('password_hash', 'text', (col) => col.notNull())
      .addColumn('company_name', 'varchar(60)', (col) => col.notNull())
      .addColumn('contact_name', 'varchar(30)', (col) => col.notNull())
      .addColumn('goods_desc', 'varchar(500)', (col) => col.notNull())
      .addColumn('status', 'varchar(10)', (col) => col.notNull().defaultTo('pending').check(sql`status in ('pending', 'approved', 'rejected')`))
      .addColumn('reason', 'varchar(200)', (col) => col.notNull().defaultTo(''))
      .addColumn('shop_id', 'integer', (col) => col.references('supplier_shops.id'))
      .addColumn('reviewed_by', 'integer', (col) => col.references('operators.id'))
      .addColumn('reviewed_at', 'timestamptz')
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .execute();
    // one open application per mobile
    await sql`create unique index supplier_applications_pending_key on supplier_applications (mobile) where status = 'pending'`.execute(db);
    await sql`create index supplier_applications_status_idx on supplier_applications (status, id)`.execute(db);

    await sql`alter table goods
      add column supply_price_fen integer not null default 0 check (supply_price_fen >= 0),
      add column stock_warning integer not null default 50 check (stock_warning >= 0),
      add column description text not null default ''`.execute(db);
    // the seeded catalogue's supply prices: 60 % of the list price, as a supplier quoting to a platform would
    await sql`update goods set supply_price_fen = round(price_fen * 0.6)::int`.execute(db);
    await sql`alter table goods add constraint goods_supply_price_check check (supply_price_fen <= price_fen)`.execute(db);

    await db.schema
      .createTable('supplier_requests')
      .addColumn('id', 'serial', (col) => col.primaryKey())
      .addColumn('goods_id', 'integer', (col) => col.notNull().references('goods.id').onDelete('cascade'))
      .addColumn('shop_id', 'integer', (col) => col.notNull().references('supplier_shops.id'))
      .addColumn('supplier_id', 'integer', (col) => col.notNull().references('supplier_accounts.id'))
      .addColumn('kind', 'varchar(12)', (col) => col.notNull().check(sql`kind in ('supply_price', 'on_sale', 'off_sale')`))
      .addColumn('old_supply_fen', 'integer')
      .addColumn('supply_fen', 'integer', (col) => col.check(sql`supply_fen > 0`))
      .addColumn('note', 'varchar(200)', (col) => col.notNull().defaultTo(''))
      .addColumn('status', 'varchar(10)', (col) => col.notNull().defaultTo('pending').check(sql`status in ('pending', 'approved', 'rejected')`))
      .addColumn('reason', 'varchar(200)', (col) => col.notNull().defaultTo(''))
      .addColumn('reviewed_by', 'integer', (col) => col.references('operators.id'))
      .addColumn('reviewed_at', 'timestamptz')
      .addColumn('created_at', 'timestamptz', (col) => col.notNull())
      .execute();
    // one open request of a kind per goods (上架 and 下架 count as one kind)
    await sql`create unique index supplier_requests_pending_key on supplier_requests (goods_id, (kind = 'supply_price')) where status = 'pending'`.execute(db);
    await sql`create index supplier_requests_status_idx on supplier_requests (status, id)`.execute(db);
    await sql`create index supplier_requests_shop_idx on supplier_requests (shop_id, id)`.execute(db);

    await sql`alter table parcels
      add column shop_id integer references supplier_shops(id),
      add column supply_fen integer check (supply_fen >= 0),
      add column shipped_at timestamptz`.execute(db);
    await sql`create index parcels_shop_idx on parcels (shop_id, status, id) where shop_id is not null`.execute(db);

    await db.schema
      .createTable('supplier_wallets')
      .addColumn('shop_id', 'integer', (col) => col.primaryKey().references('supplier_shops.id'))
      .addColumn('supplier_payable', 'bigint', (col) => col.notNull().defaultTo(0))
      .addColumn('supplier_withdrawing', 'bigint', (col) => col.notNull().defaultTo(0).check(sql`supplier_withdrawing >= 0`))
      .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .execute();

    await sql`alter table ledger_entries add column shop_id integer references supplier_shops(id)`.execute(db);
    await sql`alter table ledger_entries drop constraint ledger_entries_account_check`.execute(db);
    await sql`alter table ledger_entries add constraint ledger_entries_account_check check (
      (user_id is not null and site_id is null and shop_id is null and account in (${list(USER_ACCOUNTS)})) or
      (site_id is not null and user_id is null and shop_id is null and account in (${list(SITE_ACCOUNTS)})) or
      (shop_id is not null and user_id is null and site_id is null and account in (${list(SUPPLIER_ACCOUNTS)})))`.execute(db);
    await sql`alter table ledger_entries drop constraint ledger_entries_type_check`.execute(db);
    await sql`alter table ledger_entries add constraint ledger_entries_type_check check (type in (${list([...TYPES_BEFORE, ...SUPPLIER_ENTRY_TYPES])}))`.execute(db);
    await sql`create index ledger_entries_shop_idx on ledger_entries (shop_id, account, id) where shop_id is not null`.execute(db);
    // every account's running total stays ≥ 0 but a supplier's payable: 赔付扣款 after a payout is owed back
    await sql`alter table ledger_entries drop constraint ledger_entries_balance_after_check`.execute(db);
    await sql`alter table ledger_entries add constraint ledger_entries_balance_after_check check (balance_after >= 0 or account = 'supplier_payable')`.execute(db);

    await sql`alter table withdrawals drop constraint withdrawals_payee_check`.execute(db);
    await sql`alter table withdrawals
      add column shop_id integer references supplier_shops(id),
      add column applied_by_supplier integer references supplier_accounts(id),
      add constraint withdrawals_payee_check check (num_nonnulls(user_id, site_id, shop_id) = 1),
      add constraint withdrawals_shop_key unique (shop_id, idempotency_key)`.execute(db);
    await db.schema
      .createTable('supplier_payout_profiles')
      .addColumn('shop_id', 'integer', (col) => col.primaryKey().references('supplier_shops.id'))
      .addColumn('alipay_account', 'varchar(100)', (col) => col.notNull())
      .addColumn('alipay_name', 'varchar(50)', (col) => col.notNull())
      .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
      .execute();
    // the main site mounts the supplier centre (a 分站 never does): a stored configuration that lists its remotes gains it
    await sql`update sites set config = jsonb_set(config, '{remotes,supplier}', '"/remotes/supplier/mf-manifest.json"')
      where is_main and jsonb_typeof(config->'remotes') = 'object' and not (config->'remotes' ? 'supplier')`.execute(db);
  },

  async down(db: Kysely<unknown>) {
    await sql`update sites set config = config #- '{remotes,supplier}' where is_main`.execute(db);
    await db.schema.dropTable('supplier_payout_profiles').execute();
    await sql`delete from withdrawals where shop_id is not null`.execute(db);
    await sql`alter table withdrawals drop constraint withdrawals_shop_key, drop constraint withdrawals_payee_check, drop column applied_by_supplier, drop column shop_id`.execute(db);
    await sql`alter table withdrawals add constraint withdrawals_payee_check check (num_nonnulls(user_id, site_id) = 1)`.execute(db);
    // the ledger is append-only: a database with supplier entries cannot go below 0045
    await sql`drop index ledger_entries_shop_idx`.execute(db);
    await sql`alter table ledger_entries drop constraint ledger_entries_balance_after_check`.execute(db);
    await sql`alter table ledger_entries add constraint ledger_entries_balance_after_check check (balance_after >= 0) not valid`.execute(db);
    await sql`alter table ledger_entries drop constraint ledger_entries_type_check`.execute(db);
    await sql`alter table ledger_entries add constraint ledger_entries_type_check check (type in (${list(TYPES_BEFORE)})) not valid`.execute(db);
    await sql`alter table ledger_entries drop constraint ledger_entries_account_check`.execute(db);
    await sql`alter table ledger_entries add constraint ledger_entries_account_check check (
      (user_id is not null and site_id is null and account in (${list(USER_ACCOUNTS)})) or
      (site_id is not null and user_id is null and account in (${list(SITE_ACCOUNTS)}))) not valid`.execute(db);
    await sql`alter table ledger_entries drop column shop_id`.execute(db);
    await db.schema.dropTable('supplier_wallets').execute();
    await sql`drop index parcels_shop_idx`.execute(db);
    await sql`alter table parcels drop column shipped_at, drop column supply_fen, drop column shop_id`.execute(db);
    await db.schema.dropTable('supplier_requests').execute();
    await sql`alter table goods drop constraint goods_supply_price_check, drop column description, drop column stock_warning, drop column supply_price_fen`.execute(db);
    await db.schema.dropTable('supplier_applications').execute();
    await db.schema.dropTable('supplier_sessions').execute();
    await db.schema.dropTable('supplier_accounts').execute();
  },
};
