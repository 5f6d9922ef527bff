import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The operator console's content (issue 20 "内容"): banners and home layout blocks can be switched off
 * (the storefront shows only those on), a notice can be 停用 (the storefront shows none), and a help
 * article created in the console gets the next id from a sequence (the seeded rows keep their ids).
 */
export const contentAdmin: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('banners')
      .addColumn('is_on', 'boolean', (col) => col.notNull().defaultTo(true))
      .execute();
    await db.schema
      .alterTable('home_blocks')
      .addColumn('is_on', 'boolean', (col) => col.notNull().defaultTo(true))
      .execute();
    await db.schema
      .alterTable('notices')
      .addColumn('enabled', 'boolean', (col) => col.notNull().defaultTo(true))
      .execute();
    await sql`create sequence articles_id_seq owned by articles.id`.execute(db);
    await sql`select setval('articles_id_seq', greatest((select max(id) from articles), 0) + 1, false)`.execute(db);
    await sql`alter table articles alter column id set default nextval('articles_id_seq')`.execute(db);
  },

  async down(db: Kysely<unknown>) {
    await sql`alter table articles alter column id drop default`.execute(db);
    await sql`drop sequence if exists articles_id_seq`.execute(db);
    await db.schema.alterTable('notices').dropColumn('enabled').execute();
    await db.schema.alterTable('home_blocks').dropColumn('is_on').execute();
    await db.schema.alterTable('banners').dropColumn('is_on').execute();
  },
};
