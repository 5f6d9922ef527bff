import { sql, type Kysely, type Migration } from 'kysely';
import ARTICLES from './frozen/0026-compensation-article.json';

/**
 * 超时赔付 is booked automatically since issue 21 (services/compensation/rules.ts): help article 10 says the
 * rules as the code applies them — no claim, the per-courier issue deadline, the waybill and pickup deadlines,
 * the amount, 资金明细 and 包裹列表, once per parcel — and article 6 no longer tells merchants to apply for
 * it. The texts are frozen in `frozen/0026-compensation-article.json`, as 0010 does for its articles.
 */
export const compensationArticle: Migration = {
  async up(db: Kysely<unknown>) {
    for (const article of ARTICLES) {
      await sql`update articles set title = ${article.title}, summary = ${article.summary}, content = ${article.content} where id = ${article.id}`.execute(db);
    }
  },
  async down() {
    // the earlier texts are not kept; nothing to undo that would be right
  },
};
