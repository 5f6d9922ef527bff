import type { FastifyInstance } from 'fastify';
import { buildTestApp, call, openTestDb, registerUser, type TestDb } from '../../test-support/harness';

// Two server processes on one database (two apps here): a visitor's catalogue reads are cached per
// process, and a change made anywhere — through either process or straight in the database — drops them.
let testDb: TestDb;
let a: FastifyInstance;
let b: FastifyInstance;

beforeAll(async () => {
  testDb = await openTestDb();
  a = await buildTestApp(testDb);
  b = await buildTestApp(testDb);
});
afterAll(async () => {
  await a.close();
  await b.close();
  await testDb.close();
});

const eventually = async (check: () => Promise<boolean>, ms = 5000) => {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('not within time');
    await new Promise((r) => setTimeout(r, 20));
  }
};
const goodsName = async (app: FastifyInstance, id: number) => (await call(app, 'GET', '/api/gift/goods/detail', undefined, { query: { goods_id: String(id) } })).body.data.goods_name as string;

describe("visitors' catalogue cache", () => {
  it('answers a repeated visitor read from memory', async () => {
    const before = { ...b.catalogueCache.stats };
    const first = await call(b, 'GET', '/api/gift/goods/list', undefined, { query: { page: '1', page_size: '10', sort_name: 'time' } });
    const second = await call(b, 'GET', '/api/gift/goods/list', undefined, { query: { page: '1', page_size: '10', sort_name: 'time' } });
    expect(second.body).toEqual(first.body);
    expect(b.catalogueCache.stats.hits).toBeGreaterThan(before.hits);
  });

  it('drops the cache in every process when the goods change in the database', async () => {
    const original = await goodsName(b, 5);
    expect(await goodsName(b, 5)).toBe(original); // cached now
    await testDb.db.updateTable('goods').set({ name: '改名后的商品' }).where('id', '=', 5).execute();
    await eventually(async () => (await goodsName(a, 5)) === '改名后的商品' && (await goodsName(b, 5)) === '改名后的商品');
  });

  it('drops it in every process when a signed-in user favourites a goods (collect counts and rankings move)', async () => {
    const user = await registerUser(a);
    await goodsName(b, 9);
    const before = b.catalogueCache.stats.invalidations;
    await call(a, 'POST', '/api/collect/goods', { goods_id: 9 }, { token: user.token });
    await eventually(async () => b.catalogueCache.stats.invalidations > before);
  });

  it('never serves a signed-in user from it: is_collect is theirs', async () => {
    const user = await registerUser(a);
    const detail = async () => (await call(b, 'GET', '/api/gift/goods/detail', undefined, { query: { goods_id: '7' }, token: user.token })).body.data.is_collect;
    expect(await detail()).toBe(false);
    await call(a, 'POST', '/api/collect/goods', { goods_id: 7 }, { token: user.token });
    expect(await detail()).toBe(true);
    expect((await call(b, 'GET', '/api/gift/goods/detail', undefined, { query: { goods_id: '7' } })).body.data.is_collect).toBe(false);
  });
});
