import { sql, type Kysely, type Migration } from 'kysely';
import { COURIER_PLATFORMS, GOODS_CATEGORIES } from '../catalogue-facts';

/**
 * Ordering: orders paid from the balance and their parcels (one per recipient), which couriers ship for
 * which platforms, and goods categories for the product selection dialog. An order's debit and a parcel's
 * refund are ledger entries written in the same transaction (services/ordering.ts, services/dispatch.ts).
 */
export const orders: Migration = {
  async up(db: Kysely<unknown>) {
    // each platform wants its own e-waybills: a courier ships for the platforms it has an account with
    await sql`alter table couriers add column platforms jsonb not null default '[1,2,3,4,5,6,7,8,9]'::jsonb`.execute(db);
    for (const [name, platforms] of Object.entries(COURIER_PLATFORMS)) {
      await sql`update couriers set platforms = ${JSON.stringify(platforms)}::jsonb where name = ${name}`.execute(db);
    }

    await sql`alter table goods add column category varchar(16) not null default ''`.execute(db);
    for (const [category, items] of GOODS_CATEGORIES) {
      await sql`update goods set category = ${category} where name ~ ${items.join('|')}`.execute(db);
    }
    await db.schema.createIndex('goods_category_idx').on('goods').columns(['category', 'id']).execute();

    await sql`create sequence order_sn_seq`.execute(db);
    await db.schema
      .createTable('orders')
      .addColumn('id', 'serial', (col) => col.primaryKey())
      .addColumn('order_sn', 'varchar(32)', (col) => col.notNull().unique())
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
      .addColumn('goods_id', 'integer', (col) => col.notNull().references('goods.id'))
      .addColumn('goods_name', 'varchar(128)', (col) => col.notNull())
      .addColumn('goods_pic', 'varchar(255)', (col) => col.notNull().defaultTo(''))
      .addColumn('courier_id', 'integer', (col) => col.notNull().references('couriers.id'))
      .addColumn('express_name', 'varchar(32)', (col) => col.notNull())
      .addColumn('goods_num', 'integer', (col) => col.notNull().check(sql`goods_num >= 1`))
      .addColumn('unit_price_fen', 'integer', (col) => col.notNull().check(sql`unit_price_fen >= 0`))
      .addColumn('total_fen', 'bigint', (col) => col.notNull().check(sql`total_fen >= 0`))
      .addColumn('refund_fen', 'bigint', (col) => col.notNull().defaultTo(0).check(sql`refund_fen >= 0`))
      .addColumn('rec_count', 'integer', (col) => col.notNull())
      .addColumn('platform', 'smallint', (col) => col.notNull())
      .addColumn('order_source', 'smallint', (col) => col.notNull())
      .addColumn('remark', 'varchar(200)', (col) => col.notNull().defaultTo(''))
      .addColumn('status', 'smallint', (col) => col.notNull().defaultTo(2).check(sql`status in (1, 2, 3)`))
      // one order per press of 确认支付: the same key again answers the first result
      .addColumn('idempotency_key', 'varchar(64)', (col) => col.notNull())
      .addColumn('request_hash', 'varchar(64)', (col) => col.notNull())
      // rows that could not be ordered (result status 0), kept for the replayed answer
      .addColumn('rejected', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addUniqueConstraint('orders_idempotency_key', ['user_id', 'idempotency_key'])
      .execute();
    await db.schema.createIndex('orders_user_idx').on('orders').columns(['user_id', 'id']).execute();
    await db.schema.createIndex('orders_user_goods_idx').on('orders').columns(['user_id', 'goods_id']).execute();
    // the housekeeping sweep of orders still waiting for waybill numbers
    await sql`create index orders_waiting_idx on orders (id) where status = 2`.execute(db);

    await db.schema
      .createTable('parcels')
      .addColumn('id', 'bigserial', (col) => col.primaryKey())
      .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id'))
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
      .addColumn('parcel_sn', 'varchar(40)', (col) => col.notNull().unique())
      // position in the order's recipient list, and the id the client gave the row
      .addColumn('line', 'integer', (col) => col.notNull())
      .addColumn('row_id', 'varchar(64)', (col) => col.notNull().defaultTo(''))
      .addColumn('shop_order', 'varchar(64)', (col) => col.notNull().defaultTo(''))
      .addColumn('rec_name', 'varchar(32)', (col) => col.notNull())
      .addColumn('rec_mobile', 'varchar(32)', (col) => col.notNull())
      .addColumn('rec_province', 'varchar(32)', (col) => col.notNull())
      .addColumn('rec_city', 'varchar(32)', (col) => col.notNull())
      .addColumn('rec_district', 'varchar(32)', (col) => col.notNull().defaultTo(''))
      .addColumn('rec_address', 'varchar(255)', (col) => col.notNull())
      .addColumn('lp_reissue_sn', 'varchar(64)', (col) => col.notNull().defaultTo(''))
      .addColumn('price_fen', 'integer', (col) => col.notNull().check(sql`price_fen >= 0`))
      .addColumn('status', 'smallint', (col) => col.notNull().defaultTo(2).check(sql`status in (1, 2, 3, 4)`))
      .addColumn('waybill_code', 'varchar(40)', (col) => col.notNull().defaultTo(''))
      .addColumn('error', 'varchar(255)', (col) => col.notNull().defaultTo(''))
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('dispatched_at', 'timestamptz')
      .execute();
    await db.schema.createIndex('parcels_order_idx').on('parcels').columns(['order_id', 'line']).execute();
    await db.schema.createIndex('parcels_user_idx').on('parcels').columns(['user_id', 'id']).execute();
    await db.schema.createIndex('parcels_user_status_idx').on('parcels').columns(['user_id', 'status']).execute();
    await sql`create index parcels_user_shop_order_idx on parcels (user_id, shop_order) where shop_order <> ''`.execute(db);
    await sql`create index parcels_user_waybill_idx on parcels (user_id, waybill_code) where waybill_code <> ''`.execute(db);
    await sql`create index parcels_waiting_idx on parcels (order_id) where status = 2`.execute(db);
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('parcels').ifExists().execute();
    await db.schema.dropTable('orders').ifExists().execute();
    await sql`drop sequence if exists order_sn_seq`.execute(db);
    await sql`alter table goods drop column if exists category`.execute(db);
    await sql`alter table couriers drop column if exists platforms`.execute(db);
  },
};
