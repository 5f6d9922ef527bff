import { sql, type Kysely, type Migration } from 'kysely';

/**
 * 已选礼品 (SPEC §2.1 gift-selected): a user's saved goods, each with the preferred courier and the
 * quantity per recipient, one row per goods (at most GIFT_SELECTED_MAX, checked by the service).
 * 我的礼品 reads the orders grouped by goods through orders_user_goods_idx (0008).
 */
export const giftSelections: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('gift_selections')
      .addColumn('id', 'serial', (col) => col.primaryKey())
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
      .addColumn('goods_id', 'integer', (col) => col.notNull().references('goods.id'))
      .addColumn('courier_id', 'integer', (col) => col.notNull().references('couriers.id'))
      .addColumn('goods_num', 'integer', (col) => col.notNull().check(sql`goods_num >= 1`))
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addUniqueConstraint('gift_selections_user_goods', ['user_id', 'goods_id'])
      .execute();
    await db.schema.createIndex('gift_selections_user_idx').on('gift_selections').columns(['user_id', 'id']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('gift_selections').ifExists().execute();
  },
};
