import { sql, type Kysely, type Migration } from 'kysely';
import ARTICLES from './frozen/0003-content.json';

/**
 * Help-centre articles and sub-station applications. The articles are seeded here from this migration's
 * own frozen rows (`frozen/0003-content.json`): a migration inserts the same rows for ever, so new or changed
 * texts come in a later migration with data of its own (as 0010 does). Articles 1–5 are SPEC §2.1's (smart
 * filtering, spreadsheet passwords, order export, import format, shop sync), 6–12 further common
 * questions; content is an HTML fragment of simple text tags whose links point only at site paths.
 */
export const content: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('articles')
      .addColumn('id', 'integer', (col) => col.primaryKey())
      .addColumn('title', 'varchar(100)', (col) => col.notNull())
      .addColumn('category', 'varchar(32)', (col) => col.notNull())
      .addColumn('summary', 'varchar(200)', (col) => col.notNull().defaultTo(''))
      .addColumn('content', 'text', (col) => col.notNull())
      .addColumn('date', 'varchar(10)', (col) => col.notNull())
      .addColumn('sort', 'integer', (col) => col.notNull())
      .execute();
    await db
      .insertInto('articles' as never)
      .values(ARTICLES as never)
      .execute();

    await db.schema
      .createTable('substation_applications')
      .addColumn('id', 'serial', (col) => col.primaryKey())
      .addColumn('name', 'varchar(32)', (col) => col.notNull())
      .addColumn('mobile', 'varchar(11)', (col) => col.notNull())
      .addColumn('city', 'varchar(32)', (col) => col.notNull())
      .addColumn('company', 'varchar(64)', (col) => col.notNull().defaultTo(''))
      .addColumn('message', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('ip', 'varchar(64)', (col) => col.notNull())
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex('substation_applications_ip_idx').on('substation_applications').columns(['ip', 'created_at']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('substation_applications').execute();
    await db.schema.dropTable('articles').execute();
  },
};
