import { sql, type Kysely, type Migration } from 'kysely';
import { HELP_ARTICLES } from '../content/help-articles';

/**
 * Help articles 1, 2 and 4 rewritten for the spreadsheet import and smart filtering (issue 11): databases
 * seeded before it (0003 inserts the articles once) get the new texts.
 */
export const importArticles: Migration = {
  async up(db: Kysely<unknown>) {
    for (const article of HELP_ARTICLES.filter((a) => [1, 2, 4].includes(a.id))) {
      await sql`update articles set title = ${article.title}, summary = ${article.summary}, content = ${article.content} where id = ${article.id}`.execute(db);
    }
  },
  async down() {
    // the earlier texts are not kept; nothing to undo that would be right
  },
};
