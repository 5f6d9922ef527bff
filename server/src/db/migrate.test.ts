import { sql } from 'kysely';
import { openTestDb, type TestDb } from '../test-support/harness';
import { MIGRATIONS, migrateToLatest } from './migrate';

/** migrateToLatest's short way (every migration run, none else: no migrator) never hides one pending or unknown. */
let testDb: TestDb;
beforeEach(async () => {
  testDb = await openTestDb();
});
afterEach(async () => {
  await testDb.close();
});

// kysely runs them in the order of their names
const last = Object.keys(MIGRATIONS).sort().at(-1)!;
const recorded = async () => (await sql<{ name: string }>`select name from kysely_migration`.execute(testDb.db)).rows.map((row) => row.name);

it('runs a migration the database has not run', async () => {
  // as if the last one were new: undone, and its record gone
  const db = testDb.db;
  await MIGRATIONS[last].down!(db);
  await sql`delete from kysely_migration where name = ${last}`.execute(db);
  await migrateToLatest(db);
  expect((await recorded()).sort()).toEqual(Object.keys(MIGRATIONS).sort());
});

it('refuses a database with a migration this code does not know', async () => {
  await sql`insert into kysely_migration (name, timestamp) values ('9999_from_a_newer_release', ${new Date().toISOString()})`.execute(testDb.db);
  await expect(migrateToLatest(testDb.db)).rejects.toThrow('数据库迁移失败');
});
