import { sql, type Kysely, type Migration } from 'kysely';
import { HELP_ARTICLES } from '../content/help-articles';

/** Help-centre articles (seeded here: the content ships with the schema) and sub-station applications. */
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
      .values(HELP_ARTICLES.map((a, i) => ({ id: a.id, title: a.title, category: a.category, summary: a.summary, content: a.content, date: a.date, sort: i + 1 })) as never)
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
