import { sql, type Kysely, type Migration } from 'kysely';
import ARTICLES from './frozen/0044-substation-article.json';

/**
 * Help article 12 (如何成为分站？) says what a 分站 is since issue 32: its prices (cost = the main site's list price
 * × its cost percentage, selling price = cost × (1 + markup) or a fixed price, never below cost), its margin per
 * parcel booked frozen and released after the freeze, the referrer's commission out of it, withdrawals reviewed
 * by the main site's finance, and how one is opened. Only where the article still has the text 0003 gave it: an
 * article an operator has since edited in the console is left as it is. Frozen in
 * `frozen/0044-substation-article.json` (with the text it replaces).
 */
export const substationArticle: Migration = {
  async up(db: Kysely<unknown>) {
    for (const article of ARTICLES) {
      await sql`update articles set title = ${article.title}, category = ${article.category}, summary = ${article.summary}, content = ${article.content}
        where id = ${article.id} and content = ${article.before}`.execute(db);
    }
  },
  async down() {
    // the earlier text is in the frozen file, but an article edited since must not be overwritten: nothing to undo
  },
};
