import { sql, type Kysely, type Migration } from 'kysely';
import { GOODS_CATEGORIES } from '../catalogue-facts';

/**
 * Goods categories as records the operator console manages (issue 20): until now a category was only the
 * text on each goods (goods.category, 0008). The table lists them with a sort order; goods keep their
 * category by name (renaming one moves its goods with it, in one transaction: services/admin-catalogue/shops-categories.ts).
 * Filled with the known categories and any other name already on a goods.
 */
export const goodsCategories: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('goods_categories')
      .addColumn('id', 'serial', (col) => col.primaryKey())
      .addColumn('name', 'varchar(16)', (col) => col.notNull().unique())
      .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    for (const [index, [name]] of GOODS_CATEGORIES.entries()) {
      await sql`insert into goods_categories (name, sort) values (${name}, ${index + 1}) on conflict (name) do nothing`.execute(db);
    }
    await sql`
      insert into goods_categories (name, sort)
      select distinct category, 100 from goods where category <> '' on conflict (name) do nothing`.execute(db);
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('goods_categories').ifExists().execute();
  },
};
