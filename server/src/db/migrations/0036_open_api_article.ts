import { sql, type Kysely, type Migration } from 'kysely';
import ARTICLES from './frozen/0036-open-api-article.json';

/**
 * The help article 开放API接入 (issue 23): opening the API, the request envelope and codes, the signing rules
 * with a worked example, the endpoints, the rate limit, callbacks and how to verify them, and complete
 * examples in curl + openssl, Node, Python, PHP and Java (routes/open/examples.test.ts runs them against the
 * server). A new article: it takes the next id of the articles' sequence (0019; 13 on a fresh database) and
 * sorts after every other. The API设置 page finds it by its title. Frozen in `frozen/0036-open-api-article.json`.
 */
export const openApiArticle: Migration = {
  async up(db: Kysely<unknown>) {
    for (const article of ARTICLES) {
      await sql`insert into articles (title, category, summary, content, date, sort)
        values (${article.title}, ${article.category}, ${article.summary}, ${article.content}, ${article.date}, (select coalesce(max(sort), 0) + 1 from articles))`.execute(db);
    }
  },
  async down(db: Kysely<unknown>) {
    for (const article of ARTICLES) await sql`delete from articles where title = ${article.title}`.execute(db);
  },
};
