import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { openTestDb, type TestDb } from '../../test-support/harness';
import { migrateToLatest } from '../migrate';

// The help-content migrations insert frozen rows of their own, so a fresh database gets the same articles
// whatever happens to the site's content later. The fingerprint is of the rows a fresh database got from
// 0003 + 0010 when they still read the live content module (the commit before they were frozen).
const ARTICLES_FINGERPRINT = '4eeba63eb57de0140b07a3f77bf5bc5387e249e3f50c6ec9e929fabb8d2df466';

let testDb: TestDb;

beforeAll(async () => {
  testDb = await openTestDb();
  await migrateToLatest(testDb.db);
});
afterAll(async () => {
  await testDb.close();
});

it('a fresh database gets byte-identical articles to those the migrations inserted before they were frozen', async () => {
  const { rows } = await sql<Record<string, unknown>>`select * from articles order by id`.execute(testDb.db);
  expect(rows).toHaveLength(12);
  expect(Object.keys(rows[0])).toEqual(['id', 'title', 'category', 'summary', 'content', 'date', 'sort']);
  expect(createHash('sha256').update(JSON.stringify(rows)).digest('hex')).toBe(ARTICLES_FINGERPRINT);
});

it.each(['0003_content.ts', '0010_import_articles.ts'])('%s reads nothing but kysely and its own frozen data', (file) => {
  const source = fs.readFileSync(path.join(__dirname, file), 'utf8');
  const imports = [...source.matchAll(/from '([^']+)'/g)].map((match) => match[1]);
  expect(imports.filter((specifier) => specifier !== 'kysely' && !specifier.startsWith('./frozen/'))).toEqual([]);
});
