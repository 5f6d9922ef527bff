import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Authorised shops (issue 12): the caller's connected shops (tokens sealed with FIELD_ENCRYPTION_KEY),
 * their synced orders, the authorisation codes already used (a code works once), which shop an order's
 * recipients came from, and whether each parcel's waybill number went back to that shop.
 */
export const shops: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('stores')
      .addColumn('id', 'serial', (col) => col.primaryKey())
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
      .addColumn('platform', 'smallint', (col) => col.notNull())
      .addColumn('platform_shop_id', 'varchar(64)', (col) => col.notNull())
      .addColumn('shop_name', 'varchar(64)', (col) => col.notNull())
      // sealed (lib/secret-box.ts): never stored or logged in the clear
      .addColumn('access_token_enc', 'text', (col) => col.notNull())
      .addColumn('refresh_token_enc', 'text', (col) => col.notNull())
      .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
      .addColumn('expired', 'boolean', (col) => col.notNull().defaultTo(false))
      .addColumn('last_sync_at', 'timestamptz')
      .addColumn('order_count', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      // authorising the same shop again renews its row
      .addUniqueConstraint('stores_user_shop', ['user_id', 'platform', 'platform_shop_id'])
      .execute();
    await db.schema.createIndex('stores_user_idx').on('stores').columns(['user_id', 'platform', 'id']).execute();

    await db.schema
      .createTable('store_orders')
      .addColumn('store_id', 'integer', (col) => col.notNull().references('stores.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (col) => col.notNull())
      .addColumn('shop_order', 'varchar(64)', (col) => col.notNull())
      .addColumn('status', 'varchar(16)', (col) => col.notNull().check(sql`status in ('paid', 'shipped', 'refunded', 'closed')`))
      .addColumn('placed_at', 'timestamptz', (col) => col.notNull())
      .addColumn('buyer_nick', 'varchar(64)', (col) => col.notNull().defaultTo(''))
      .addColumn('receiver_name', 'varchar(64)', (col) => col.notNull().defaultTo(''))
      .addColumn('receiver_phone', 'varchar(32)', (col) => col.notNull().defaultTo(''))
      .addColumn('province', 'varchar(32)', (col) => col.notNull().defaultTo(''))
      .addColumn('city', 'varchar(32)', (col) => col.notNull().defaultTo(''))
      .addColumn('district', 'varchar(32)', (col) => col.notNull().defaultTo(''))
      .addColumn('address', 'varchar(255)', (col) => col.notNull().defaultTo(''))
      .addColumn('flag', 'smallint', (col) => col.notNull().defaultTo(0))
      .addColumn('remark', 'varchar(255)', (col) => col.notNull().defaultTo(''))
      .addColumn('goods', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
      // the goods' names, for the keyword filter
      .addColumn('goods_text', 'varchar(1000)', (col) => col.notNull().defaultTo(''))
      .addColumn('synced_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint('store_orders_pkey', ['store_id', 'shop_order'])
      .execute();
    // the authorised tab's list: newest first within a shop
    await sql`create index store_orders_list_idx on store_orders (store_id, placed_at desc, shop_order desc)`.execute(db);

    await db.schema
      .createTable('used_auth_codes')
      .addColumn('code_hash', 'varchar(64)', (col) => col.primaryKey())
      .addColumn('used_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .execute();

    await sql`alter table orders add column store_id integer references stores(id) on delete set null`.execute(db);
    await sql`create index orders_store_idx on orders (store_id) where store_id is not null`.execute(db);
    // null = not from a shop; 0 pending, 1 delivered, 2 refused by the shop, 3 retrying (shared-contracts DeliverStatus)
    await sql`alter table parcels add column deliver_status smallint check (deliver_status in (0, 1, 2, 3))`.execute(db);
    await sql`alter table parcels add column deliver_msg varchar(255) not null default ''`.execute(db);
    // an upload in flight: whoever set it uploads; a claim older than two minutes is abandoned
    await sql`alter table parcels add column deliver_claimed_at timestamptz`.execute(db);
    await sql`create index parcels_deliver_pending_idx on parcels (order_id) where deliver_status in (0, 3)`.execute(db);
  },

  async down(db: Kysely<unknown>) {
    await sql`drop index if exists parcels_deliver_pending_idx`.execute(db);
    await sql`alter table parcels drop column if exists deliver_claimed_at, drop column if exists deliver_msg, drop column if exists deliver_status`.execute(db);
    await sql`alter table orders drop column if exists store_id`.execute(db);
    await db.schema.dropTable('used_auth_codes').ifExists().execute();
    await db.schema.dropTable('store_orders').ifExists().execute();
    await db.schema.dropTable('stores').ifExists().execute();
  },
};
