import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Migrator, sql } from 'kysely';
import { openTestDb, type TestDb } from '../../test-support/harness';
import { MIGRATIONS, migrateToLatest } from '../migrate';
import SUBSTATION_ARTICLES from './frozen/0044-substation-article.json';
import { substationArticle } from './0044_substation_article';
import { formatYuan, goodsPrice } from 'shared-contracts';
import { callbackExampleBindsFirst, CALLBACK_PY_AFTER, CALLBACK_PY_BEFORE } from './0042_callback_example_binds_first';
import COMPENSATION_ARTICLES from './frozen/0026-compensation-article.json';
import OPEN_API_ARTICLES from './frozen/0036-open-api-article.json';

// The help-content migrations insert frozen rows of their own, so a fresh database gets the same articles
// whatever happens to the site's content later. The fingerprint is of the rows a fresh database got from
// 0003 + 0010 when they still read the live content module (the commit before they were frozen), so it is
// taken with the migrations up to 0010 applied; later article migrations (0026) are checked on their own.
const ARTICLES_FINGERPRINT = '4eeba63eb57de0140b07a3f77bf5bc5387e249e3f50c6ec9e929fabb8d2df466';

let testDb: TestDb;
// every article of these migrations is the main site's: the site column 0043 added is not theirs to compare
const selectArticles = async () => {
  const { rows } = await sql<Record<string, unknown>>`select * from articles order by id`.execute(testDb.db);
  return { rows: rows.map(({ site_id: _site, ...row }) => row) };
};
let articlesAt0010: Record<string, unknown>[];

beforeAll(async () => {
  testDb = await openTestDb({ migrated: false });
  const migrator = new Migrator({ db: testDb.db, provider: { getMigrations: async () => MIGRATIONS }, migrationTableSchema: 'public' });
  const { error } = await migrator.migrateTo('0010_import_articles');
  if (error) throw error;
  articlesAt0010 = (await selectArticles()).rows;
  await migrateToLatest(testDb.db);
});
afterAll(async () => {
  await testDb.close();
});

it('a fresh database gets byte-identical articles to those the migrations inserted before they were frozen', async () => {
  const rows = articlesAt0010;
  expect(rows).toHaveLength(12);
  expect(Object.keys(rows[0])).toEqual(['id', 'title', 'category', 'summary', 'content', 'date', 'sort']);
  expect(createHash('sha256').update(JSON.stringify(rows)).digest('hex')).toBe(ARTICLES_FINGERPRINT);
});

it.each(['0003_content.ts', '0010_import_articles.ts', '0026_compensation_article.ts', '0036_open_api_article.ts', '0042_callback_example_binds_first.ts', '0044_substation_article.ts'])('%s reads nothing but kysely and its own frozen data', (file) => {
  const source = fs.readFileSync(path.join(__dirname, file), 'utf8');
  const imports = [...source.matchAll(/from '([^']+)'/g)].map((match) => match[1]);
  expect(imports.filter((specifier) => specifier !== 'kysely' && !specifier.startsWith('./frozen/'))).toEqual([]);
});

it('0026 rewrites articles 10 (超时赔付规则, booked automatically) and 6, 0044 article 12 (分站), and nothing else', async () => {
  const rows = (await selectArticles()).rows.filter((row) => (row.id as number) <= articlesAt0010.length);
  const changed = new Map<number, Record<string, unknown>>(COMPENSATION_ARTICLES.map((article) => [article.id, article]));
  expect([...changed.keys()]).toEqual([6, 10]);
  for (const { before: _before, ...article } of SUBSTATION_ARTICLES) changed.set(article.id, article);
  for (const [index, row] of rows.entries()) {
    const article = changed.get(row.id as number);
    expect(row).toEqual(article ? { ...articlesAt0010[index], ...article } : articlesAt0010[index]);
  }
  const rules = changed.get(10)!.content as string;
  for (const text of ['自动赔付', '无须申请', '17:00', '2 小时', '08:00', '2 元', '超时赔付', '工单管理']) expect(rules).toContain(text);
  expect(changed.get(6)!.content).not.toContain('申请赔付');
  // 0044: what the product does for a 分站, its worked example by the one price rule, links on the site only
  const substation = SUBSTATION_ARTICLES[0];
  expect(substation.before).toBe(articlesAt0010.find((row) => row.id === 12)!.content);
  const example = goodsPrice(1000, { cost_percent: 85, markup_percent: 20 }, null);
  for (const text of ['成本比例', '加价比例', '不会低于成本价', '冻结收益', '可提现收益', '提现审核', '推广佣金', '/admin', `${formatYuan(example.cost!)} 元`, `${formatYuan(example.selling)} 元`]) expect(substation.content).toContain(text);
  expect([...substation.content.matchAll(/href="([^"]+)"/g)].map((match) => match[1])).toEqual(['/substations-join']);
  // links point only at site paths, as the help centre's articles do
  expect([...rules.matchAll(/href="([^"]+)"/g)].map((match) => match[1])).toEqual(['/user-center/wallet', '/user-center/package-list', '/user-center/merchant-news']);
});

it('0036 adds the article 开放API接入 as a new article after every other, and changes none', async () => {
  const { rows } = await selectArticles();
  const added = rows.filter((row) => !articlesAt0010.some((earlier) => earlier.id === row.id));
  // as 0036 wrote it, but for 0042's lines
  expect(added).toEqual([{ id: 13, ...OPEN_API_ARTICLES[0], content: OPEN_API_ARTICLES[0].content.replace(CALLBACK_PY_BEFORE, CALLBACK_PY_AFTER), sort: 13 }]);
  expect(added[0]).toMatchObject({ title: '开放API接入', category: '订单与发货' });
  expect(Math.max(...rows.map((row) => row.sort as number))).toBe(13);
  // the texts it explains are the contract's; its links point at site paths and the Open API's reference
  const { content } = OPEN_API_ARTICLES[0];
  for (const text of ['X-App-Key', 'X-Timestamp', 'X-Nonce', 'X-Signature', 'Idempotency-Key', 'Retry-After', '600', '10,000', '300 秒', '10 分钟', 'X-Event-Id', '失败', '重发']) expect(content).toContain(text);
  expect(new Set([...content.matchAll(/href="([^"]+)"/g)].map((match) => match[1]))).toEqual(new Set(['/open/docs', '/user-center/authentication', '/user-center/api']));
});

it('0044 leaves an article 12 an operator edited since alone', async () => {
  const content = async () => (await sql<{ content: string }>`select content from articles where id = 12`.execute(testDb.db)).rows[0].content;
  await sql`update articles set content = '运营改写的分站说明' where id = 12`.execute(testDb.db);
  await substationArticle.up(testDb.db);
  expect(await content()).toBe('运营改写的分站说明');
});

it('0042 makes callback.py bind its port before it says it started, and leaves an article edited since alone', async () => {
  const content = async () => (await sql<{ content: string }>`select content from articles where title = '开放API接入'`.execute(testDb.db)).rows[0].content;
  const python = (await content()).split('callback.py：')[1];
  expect(python.indexOf('server = ThreadingHTTPServer(')).toBeGreaterThan(0);
  expect(python.indexOf('server = ThreadingHTTPServer(')).toBeLessThan(python.indexOf('print("回调接收已启动'));
  expect(python).toContain('server.serve_forever()');

  await callbackExampleBindsFirst.down!(testDb.db);
  expect(await content()).toBe(OPEN_API_ARTICLES[0].content);
  await sql`update articles set content = content || '<p>运营补充</p>' where title = '开放API接入'`.execute(testDb.db);
  const edited = await content();
  await callbackExampleBindsFirst.up(testDb.db);
  expect(await content()).toBe(edited.replace(CALLBACK_PY_BEFORE, CALLBACK_PY_AFTER));
  // an operator who rewrote those lines keeps their own
  await sql`update articles set content = 'rewritten' where title = '开放API接入'`.execute(testDb.db);
  await callbackExampleBindsFirst.up(testDb.db);
  expect(await content()).toBe('rewritten');
});
