import { sql, type Kysely, type Migration } from 'kysely';
import ARTICLES from './frozen/0010-import-articles.json';

/**
 * Help articles 1, 2 and 4 rewritten for the spreadsheet import and smart filtering (issue 11): databases
 * seeded before it (0003 inserts the articles once) get the new texts, frozen in `frozen/0010-import-articles.json`.
 */
export const importArticles: Migration = {
  async up(db: Kysely<unknown>) {
    for (const article of ARTICLES) {
      await sql`update articles set title = ${article.title}, summary = ${article.summary}, content = ${article.content} where id = ${article.id}`.execute(db);
    }
  },
  async down() {
    // the earlier texts are not kept; nothing to undo that would be right
  },
};
