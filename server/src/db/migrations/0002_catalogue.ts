import { sql, type Kysely, type Migration } from 'kysely';

/** Catalogue: couriers, supplier shops, goods, favourites, banners, notices, home layout blocks, generated images. */
export const catalogue: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('couriers')
      .addColumn('id', 'serial', (col) => col.primaryKey())
      .addColumn('name', 'varchar(32)', (col) => col.notNull().unique())
      .addColumn('subname', 'varchar(64)', (col) => col.notNull().defaultTo(''))
      .addColumn('send_province', 'varchar(32)', (col) => col.notNull())
      .addColumn('send_city', 'varchar(32)', (col) => col.notNull())
      .addColumn('send_district', 'varchar(32)', (col) => col.notNull())
      .addColumn('send_address', 'varchar(128)', (col) => col.notNull())
      .addColumn('tips', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('is_wu', 'boolean', (col) => col.notNull().defaultTo(false))
      .addColumn('no_deliver_area', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
      .addColumn('logo', 'varchar(255)', (col) => col.notNull().defaultTo(''))
      .execute();

    await db.schema
      .createTable('supplier_shops')
      .addColumn('id', 'serial', (col) => col.primaryKey())
      .addColumn('name', 'varchar(64)', (col) => col.notNull())
      .addColumn('logo', 'varchar(255)', (col) => col.notNull().defaultTo(''))
      .addColumn('intro', 'text', (col) => col.notNull().defaultTo(''))
      .execute();

    await db.schema
      .createTable('goods')
      .addColumn('id', 'serial', (col) => col.primaryKey())
      .addColumn('shop_id', 'integer', (col) => col.notNull().references('supplier_shops.id'))
      .addColumn('courier_id', 'integer', (col) => col.notNull().references('couriers.id'))
      .addColumn('name', 'varchar(128)', (col) => col.notNull())
      .addColumn('price_fen', 'integer', (col) => col.notNull().check(sql`price_fen >= 0`))
      .addColumn('weight_g', 'integer', (col) => col.notNull().check(sql`weight_g >= 0`))
      .addColumn('limit', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('stock', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('tag', 'varchar(16)', (col) => col.notNull().defaultTo(''))
      .addColumn('city', 'varchar(32)', (col) => col.notNull())
      .addColumn('pics', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
      .addColumn('is_on_sale', 'boolean', (col) => col.notNull().defaultTo(true))
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('sale_count', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('collect_count', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    for (const column of ['courier_id', 'city', 'shop_id', 'price_fen', 'created_at', 'sale_count', 'collect_count']) {
      await db.schema.createIndex(`goods_${column}_idx`).on('goods').columns([column, 'id']).execute();
    }

    await db.schema
      .createTable('favourites')
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('goods_id', 'integer', (col) => col.notNull().references('goods.id').onDelete('cascade'))
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint('favourites_pkey', ['user_id', 'goods_id'])
      .execute();
    await db.schema.createIndex('favourites_goods_idx').on('favourites').column('goods_id').execute();

    await db.schema
      .createTable('banners')
      .addColumn('id', 'serial', (col) => col.primaryKey())
      .addColumn('image', 'varchar(255)', (col) => col.notNull())
      .addColumn('url', 'varchar(255)', (col) => col.notNull().defaultTo(''))
      .addColumn('btn_icon', 'varchar(255)', (col) => col.notNull().defaultTo(''))
      .addColumn('btn_txt', 'varchar(32)', (col) => col.notNull().defaultTo(''))
      .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();

    await db.schema
      .createTable('notices')
      .addColumn('id', 'serial', (col) => col.primaryKey())
      .addColumn('title', 'varchar(64)', (col) => col.notNull().defaultTo(''))
      .addColumn('content', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('date', 'varchar(32)', (col) => col.notNull().defaultTo(''))
      .addColumn('version', 'varchar(32)', (col) => col.notNull().defaultTo(''))
      .execute();

    await db.schema
      .createTable('home_blocks')
      .addColumn('id', 'serial', (col) => col.primaryKey())
      .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('name', 'varchar(16)', (col) => col.notNull())
      .addColumn('title', 'varchar(64)', (col) => col.notNull().defaultTo(''))
      .addColumn('icon', 'varchar(255)', (col) => col.notNull().defaultTo(''))
      .addColumn('page', 'jsonb', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('catalogue_images')
      .addColumn('key', 'varchar(64)', (col) => col.primaryKey())
      .addColumn('svg', 'text', (col) => col.notNull())
      .execute();
  },

  async down(db: Kysely<unknown>) {
    for (const table of ['catalogue_images', 'home_blocks', 'notices', 'banners', 'favourites', 'goods', 'supplier_shops', 'couriers']) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};
