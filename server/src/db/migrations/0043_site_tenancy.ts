import { sql, type Kysely, type Migration } from 'kysely';

/** The ledger's entry types before issue 32 (0033). */
const TYPES_BEFORE = ['recharge', 'bonus', 'order', 'refund', 'commission', 'adjust', 'compensation', 'commission_reverse', 'commission_release', 'withdraw', 'withdraw_paid', 'withdraw_return', 'commission_transfer'];
/** A 分站's margin: booked frozen with its member's order, taken back with a refused parcel, released after the freeze. */
export const SITE_ENTRY_TYPES = ['site_margin', 'site_margin_reverse', 'site_margin_release'];
const USER_ACCOUNTS = ['balance', 'commission_frozen', 'commission_available', 'withdrawing'];
/** A 分站's earnings: frozen → available → withdrawing → paid out (site_wallets, 0043). */
export const SITE_ACCOUNTS = ['site_earnings_frozen', 'site_earnings_available', 'site_withdrawing'];
const list = (values: string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/** Tables whose rows belong to one site: a `site_id` column, the main site's for every row there was. */
const SITE_OWNED = ['users', 'user_groups', 'sms_codes', 'orders', 'parcels', 'banners', 'notices', 'home_blocks', 'articles', 'work_orders', 'operators'];

/**
 * Sites as tenants (issue 32, DESIGN "Sites as tenants"). A 分站 becomes a business:
 * - `sites` gains its terms: status (active | stopped), cost_percent (the main site's price to it, 50–100),
 *   markup_percent (its owner's, 0–300), freeze_days (of its margins) and commission_bp (its own 推广 rate).
 *   The main site's row exists from here on (made empty when the table was never seeded; the first start's
 *   SITES_FILE seed fills it, site/site-db-store.ts).
 * - Every site-owned row carries `site_id` (SITE_OWNED): existing rows and any insert that names none are the
 *   main site's, so nothing changes for them. `(site_id, mobile)` is unique for users and operators: the
 *   same mobile may hold an account on the main site and on each 分站. Member groups are per site; each
 *   existing 分站 gets a default group.
 * - `site_goods`: a 分站 owner's fixed price (never below cost, checked by the service) and hidden goods.
 * - Parcels of a 分站's member keep their cost, the referrer's commission out of them and the margin
 *   (`site_cost_fen` + `site_commission_fen` + `site_margin_fen` = `price_fen`); `site_order_margins` is an
 *   order's margin as booked, reversed and released (as `commissions` is for a referrer).
 * - One ledger: an entry belongs to a user or to a site (exactly one); site accounts live in `site_wallets`.
 * - Withdrawals may be a 分站's (its earnings, applied by its owner) with `site_withdraw_profiles`.
 * - 分站申请 gain a status and a note, and the 分站 they were opened as.
 */
export const siteTenancy: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`insert into sites (is_main, config) select true, '{}'::jsonb where not exists (select 1 from sites where is_main)`.execute(db);
    const { rows } = await sql<{ id: number }>`select id from sites where is_main`.execute(db);
    const main = sql.lit(rows[0].id);

    await sql`alter table sites
      add column status varchar(8) not null default 'active' check (status in ('active', 'stopped')),
      add column cost_percent smallint not null default 85 check (cost_percent between 50 and 100),
      add column markup_percent smallint not null default 0 check (markup_percent between 0 and 300),
      add column freeze_days smallint not null default 7 check (freeze_days between 0 and 90),
      add column commission_bp integer not null default 0 check (commission_bp between 0 and 5000)`.execute(db);
    // a site's pricing is part of what visitors' catalogue reads show (0006's cache invalidation)
    await sql`create trigger sites_catalogue_changed after update on sites for each statement execute function notify_catalogue_changed()`.execute(db);

    for (const table of SITE_OWNED) {
      await sql`alter table ${sql.id(table)} add column site_id integer not null default ${main} references sites(id)`.execute(db);
    }
    await sql`alter table users drop constraint users_mobile_key, add constraint users_site_mobile_key unique (site_id, mobile)`.execute(db);
    await sql`create index users_site_idx on users (site_id, id)`.execute(db);
    await sql`alter table operators drop constraint operators_mobile_key, add constraint operators_site_mobile_key unique (site_id, mobile)`.execute(db);
    await sql`alter table operators drop constraint operators_role_check`.execute(db);
    await sql`alter table operators add constraint operators_role_check check (
      (site_id = ${main} and role in ('admin', 'ops', 'finance', 'support')) or (site_id <> ${main} and role in ('site_owner', 'site_staff')))`.execute(db);
    await sql`alter table user_groups drop constraint user_groups_name_key, add constraint user_groups_site_name_key unique (site_id, name)`.execute(db);
    await sql`insert into user_groups (site_id, name, level, is_default) select id, '普通会员', 0, true from sites where not is_main`.execute(db);
    await sql`drop index sms_codes_lookup_idx`.execute(db);
    await sql`create index sms_codes_lookup_idx on sms_codes (site_id, mobile, scene, id)`.execute(db);
    await sql`create index orders_site_idx on orders (site_id, id)`.execute(db);
    await sql`create index parcels_site_idx on parcels (site_id, id)`.execute(db);
    await sql`create index work_orders_site_idx on work_orders (site_id, status, id)`.execute(db);
    for (const table of ['banners', 'notices', 'home_blocks', 'articles']) await sql`create index ${sql.id(`${table}_site_idx`)} on ${sql.id(table)} (site_id)`.execute(db);

    await sql`alter table parcels
      add column site_cost_fen integer check (site_cost_fen >= 0),
      add column site_commission_fen integer check (site_commission_fen >= 0),
      add column site_margin_fen integer check (site_margin_fen >= 0),
      add constraint parcels_site_margin_check check (site_cost_fen is null or site_cost_fen + site_commission_fen + site_margin_fen = price_fen)`.execute(db);

    await db.schema
      .createTable('site_goods')
      .addColumn('site_id', 'integer', (col) => col.notNull().references('sites.id').onDelete('cascade'))
      .addColumn('goods_id', 'integer', (col) => col.notNull().references('goods.id').onDelete('cascade'))
      .addColumn('price_fen', 'integer', (col) => col.check(sql`price_fen > 0`))
      .addColumn('hidden', 'boolean', (col) => col.notNull().defaultTo(false))
      .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint('site_goods_pk', ['site_id', 'goods_id'])
      .execute();
    await sql`create trigger site_goods_catalogue_changed after insert or update or delete or truncate on site_goods for each statement execute function notify_catalogue_changed()`.execute(db);

    await db.schema
      .createTable('site_wallets')
      .addColumn('site_id', 'integer', (col) => col.primaryKey().references('sites.id'))
      .addColumn('site_earnings_frozen', 'bigint', (col) => col.notNull().defaultTo(0).check(sql`site_earnings_frozen >= 0`))
      .addColumn('site_earnings_available', 'bigint', (col) => col.notNull().defaultTo(0).check(sql`site_earnings_available >= 0`))
      .addColumn('site_withdrawing', 'bigint', (col) => col.notNull().defaultTo(0).check(sql`site_withdrawing >= 0`))
      .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .execute();

    await sql`alter table ledger_entries alter column user_id drop not null`.execute(db);
    await sql`alter table ledger_entries add column site_id integer references sites(id)`.execute(db);
    await sql`alter table ledger_entries drop constraint ledger_entries_account_check`.execute(db);
    await sql`alter table ledger_entries add constraint ledger_entries_account_check check (
      (user_id is not null and site_id is null and account in (${list(USER_ACCOUNTS)})) or
      (site_id is not null and user_id is null and account in (${list(SITE_ACCOUNTS)})))`.execute(db);
    await sql`alter table ledger_entries drop constraint ledger_entries_type_check`.execute(db);
    await sql`alter table ledger_entries add constraint ledger_entries_type_check check (type in (${list([...TYPES_BEFORE, ...SITE_ENTRY_TYPES])}))`.execute(db);
    await sql`create index ledger_entries_site_idx on ledger_entries (site_id, account, id) where site_id is not null`.execute(db);

    await db.schema
      .createTable('site_order_margins')
      .addColumn('order_id', 'integer', (col) => col.primaryKey().references('orders.id'))
      .addColumn('site_id', 'integer', (col) => col.notNull().references('sites.id'))
      .addColumn('amount_fen', 'bigint', (col) => col.notNull().check(sql`amount_fen >= 0`))
      .addColumn('reversed_fen', 'bigint', (col) => col.notNull().defaultTo(0))
      .addColumn('released_fen', 'bigint', (col) => col.notNull().defaultTo(0))
      .addColumn('status', 'varchar(10)', (col) => col.notNull().defaultTo('frozen').check(sql`status in ('frozen', 'available', 'reversed')`))
      .addColumn('created_at', 'timestamptz', (col) => col.notNull())
      .addColumn('released_at', 'timestamptz')
      .addCheckConstraint('site_order_margins_amounts', sql`reversed_fen >= 0 and released_fen >= 0 and reversed_fen + released_fen <= amount_fen`)
      .execute();
    await sql`create index site_order_margins_frozen_idx on site_order_margins (order_id) where status = 'frozen'`.execute(db);
    await sql`create index site_order_margins_site_idx on site_order_margins (site_id, order_id)`.execute(db);

    await sql`alter table withdrawals alter column user_id drop not null`.execute(db);
    await sql`alter table withdrawals
      add column site_id integer references sites(id),
      add column applied_by integer references operators(id),
      add constraint withdrawals_payee_check check (num_nonnulls(user_id, site_id) = 1),
      add constraint withdrawals_site_key unique (site_id, idempotency_key)`.execute(db);
    await db.schema
      .createTable('site_withdraw_profiles')
      .addColumn('site_id', 'integer', (col) => col.primaryKey().references('sites.id'))
      .addColumn('password_hash', 'text')
      .addColumn('password_set_at', 'timestamptz')
      .addColumn('failed_tries', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('locked_until', 'timestamptz')
      .addColumn('alipay_account', 'varchar(100)')
      .addColumn('alipay_name', 'varchar(50)')
      .addColumn('account_updated_at', 'timestamptz')
      .execute();

    await sql`alter table substation_applications
      add column status varchar(10) not null default 'pending' check (status in ('pending', 'contacted', 'opened', 'rejected')),
      add column note varchar(500) not null default '',
      add column site_id integer references sites(id) on delete set null,
      add column handled_by integer references operators(id),
      add column handled_at timestamptz`.execute(db);
  },

  async down(db: Kysely<unknown>) {
    await sql`alter table substation_applications drop column handled_at, drop column handled_by, drop column site_id, drop column note, drop column status`.execute(db);
    await db.schema.dropTable('site_withdraw_profiles').execute();
    await sql`delete from withdrawals where site_id is not null`.execute(db);
    await sql`alter table withdrawals drop constraint withdrawals_site_key, drop constraint withdrawals_payee_check, drop column applied_by, drop column site_id`.execute(db);
    await sql`alter table withdrawals alter column user_id set not null`.execute(db);
    await db.schema.dropTable('site_order_margins').execute();
    // the ledger is append-only: a database with 分站 entries cannot go below 0043
    await sql`drop index ledger_entries_site_idx`.execute(db);
    await sql`alter table ledger_entries drop constraint ledger_entries_type_check`.execute(db);
    await sql`alter table ledger_entries add constraint ledger_entries_type_check check (type in (${list(TYPES_BEFORE)})) not valid`.execute(db);
    await sql`alter table ledger_entries drop constraint ledger_entries_account_check`.execute(db);
    await sql`alter table ledger_entries add constraint ledger_entries_account_check check (account in (${list(USER_ACCOUNTS)}))`.execute(db);
    await sql`alter table ledger_entries drop column site_id`.execute(db);
    await sql`alter table ledger_entries alter column user_id set not null`.execute(db);
    await db.schema.dropTable('site_wallets').execute();
    await db.schema.dropTable('site_goods').execute();
    await sql`alter table parcels drop constraint parcels_site_margin_check, drop column site_margin_fen, drop column site_commission_fen, drop column site_cost_fen`.execute(db);
    for (const table of ['banners', 'notices', 'home_blocks', 'articles']) await sql`drop index ${sql.id(`${table}_site_idx`)}`.execute(db);
    await sql`drop index work_orders_site_idx`.execute(db);
    await sql`drop index parcels_site_idx`.execute(db);
    await sql`drop index orders_site_idx`.execute(db);
    await sql`drop index sms_codes_lookup_idx`.execute(db);
    await sql`create index sms_codes_lookup_idx on sms_codes (mobile, scene, id)`.execute(db);
    await sql`delete from user_groups g using sites s where s.id = g.site_id and not s.is_main`.execute(db);
    await sql`alter table user_groups drop constraint user_groups_site_name_key, add constraint user_groups_name_key unique (name)`.execute(db);
    await sql`alter table operators drop constraint operators_role_check`.execute(db);
    await sql`delete from operators o using sites s where s.id = o.site_id and not s.is_main`.execute(db);
    await sql`alter table operators add constraint operators_role_check check (role in ('admin', 'ops', 'finance', 'support'))`.execute(db);
    await sql`alter table operators drop constraint operators_site_mobile_key, add constraint operators_mobile_key unique (mobile)`.execute(db);
    await sql`drop index users_site_idx`.execute(db);
    await sql`alter table users drop constraint users_site_mobile_key, add constraint users_mobile_key unique (mobile)`.execute(db);
    for (const table of SITE_OWNED) await sql`alter table ${sql.id(table)} drop column site_id`.execute(db);
    await sql`drop trigger sites_catalogue_changed on sites`.execute(db);
    await sql`alter table sites drop column commission_bp, drop column freeze_days, drop column markup_percent, drop column cost_percent, drop column status`.execute(db);
  },
};
