import { Migrator, sql, type Kysely } from 'kysely';
import { openTestDb, type TestDb } from '../../test-support/harness';
import { MIGRATIONS, migrateToLatest } from '../migrate';

/**
 * 0043 (issue 32) on a database that had data: every existing user, group, order, parcel, content row, work order
 * and operator is the main site's; each existing 分站 gets a default member group; a database that never had its
 * sites seeded gets the main site's (empty) row, which the first start fills.
 */
let testDb: TestDb;
const migrator = (db: Kysely<unknown>) => new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS }, migrationTableSchema: 'public' });

beforeAll(async () => {
  testDb = await openTestDb({ migrated: false });
});
afterAll(async () => {
  await testDb.close();
});

it('puts every existing row on the main site and gives each 分站 a default group', async () => {
  const db = testDb.db as unknown as Kysely<unknown>;
  const { error } = await migrator(db).migrateTo('0042_callback_example_binds_first');
  if (error) throw error;
  await sql`insert into sites (is_main, config) values (true, '{"site_name":"主站"}'), (false, '{"site_name":"老分站"}')`.execute(db);
  await sql`insert into users (mobile, password_hash, username, type, group_id, refer_code) values ('13900000001', 'x', '139****0001', 1, (select min(id) from user_groups), 'ABCDEFGH')`.execute(db);
  await sql`insert into operators (mobile, name, role, password_hash) values ('13900000002', '运营', 'ops', 'x')`.execute(db);
  await sql`insert into banners (image, url, btn_icon, btn_txt, sort) values ('/a.svg', '', '', '', 1)`.execute(db);

  await migrateToLatest(testDb.db);
  const { rows: sites } = await sql<{ id: number; is_main: boolean; status: string; cost_percent: number }>`select id, is_main, status, cost_percent from sites order by id`.execute(db);
  expect(sites.map((s) => ({ is_main: s.is_main, status: s.status, cost_percent: s.cost_percent }))).toEqual([
    { is_main: true, status: 'active', cost_percent: 85 },
    { is_main: false, status: 'active', cost_percent: 85 },
  ]);
  const main = sites[0].id;
  for (const table of ['users', 'operators', 'banners', 'articles']) {
    const { rows } = await sql<{ site_id: number }>`select distinct site_id from ${sql.table(table)}`.execute(db);
    expect([table, rows.map((r) => r.site_id)]).toEqual([table, [main]]);
  }
  const { rows: groups } = await sql<{ site_id: number; name: string; is_default: boolean }>`select site_id, name, is_default from user_groups where site_id <> ${main}`.execute(db);
  expect(groups).toEqual([{ site_id: sites[1].id, name: '普通会员', is_default: true }]);
  // an insert that names no site is the main site's (CLIs and older code)
  await sql`insert into users (mobile, password_hash, username, type, group_id, refer_code) values ('13900000003', 'x', '139****0003', 1, (select min(id) from user_groups), 'ABCDEFGJ')`.execute(db);
  expect((await sql<{ site_id: number }>`select site_id from users where mobile = '13900000003'`.execute(db)).rows[0].site_id).toBe(main);
  // the same mobile may now register on the 分站
  await sql`insert into users (site_id, mobile, password_hash, username, type, group_id, refer_code) values (${sites[1].id}, '13900000001', 'x', '139****0001', 1, (select id from user_groups where site_id = ${sites[1].id}), 'ABCDEFGK')`.execute(db);
  await expect(sql`insert into users (site_id, mobile, password_hash, username, type, group_id, refer_code) values (${sites[1].id}, '13900000001', 'x', 'x', 1, (select id from user_groups where site_id = ${sites[1].id}), 'ABCDEFGL')`.execute(db)).rejects.toThrow(/users_site_mobile_key/);
  // a 分站 role only on a 分站, a main role only on the main site
  await expect(sql`insert into operators (site_id, mobile, name, role, password_hash) values (${main}, '13900000004', '错', 'site_owner', 'x')`.execute(db)).rejects.toThrow(/operators_role_check/);
});

it('makes the main site\'s row on a database whose sites were never seeded', async () => {
  const fresh = await openTestDb({ migrated: false });
  try {
    await migrateToLatest(fresh.db);
    const { rows } = await sql<{ is_main: boolean; config: unknown }>`select is_main, config from sites`.execute(fresh.db);
    expect(rows).toEqual([{ is_main: true, config: {} }]);
  } finally {
    await fresh.close();
  }
});
