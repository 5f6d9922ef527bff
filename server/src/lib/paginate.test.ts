import { SEED } from '../db/seed-catalogue';
import { testDb, withTestApp } from '../test-support/test-app';
import { pageQuery, paginate } from './paginate';

// the app migrates and seeds the catalogue on start
withTestApp();

/** Goods at most 15 yuan, cheapest first (ties by id): a filtered, ordered select as a list call builds. */
const cheapGoods = () =>
  testDb.db
    .selectFrom('goods')
    .innerJoin('couriers', 'couriers.id', 'goods.courier_id')
    .select(['goods.id', 'goods.price_fen', 'couriers.name as courier'])
    .where('goods.price_fen', '<=', 1500)
    .orderBy('goods.price_fen', 'asc')
    .orderBy('goods.id', 'asc');

describe('paginate()', () => {
  it('answers { list, page, page_size, data_count } with the count of the same filtered query', async () => {
    const all = await cheapGoods().execute();
    expect(all.length).toBeGreaterThan(20);
    expect(all.length).toBeLessThan(SEED.goods);
    const first = await paginate(cheapGoods(), { page: 1, page_size: 10 });
    expect(first).toEqual({ list: all.slice(0, 10), page: 1, page_size: 10, data_count: all.length });
    const second = await paginate(cheapGoods(), { page: 2, page_size: 10 });
    expect(second.list).toEqual(all.slice(10, 20));
    expect(second.data_count).toBe(all.length);
  });

  it('walking every page gives every row once, in order', async () => {
    const all = await cheapGoods().execute();
    const seen: number[] = [];
    for (let page = 1; page <= Math.ceil(all.length / 20); page += 1) {
      seen.push(...(await paginate(cheapGoods(), { page, page_size: 20 })).list.map((row) => row.id));
    }
    expect(seen).toEqual(all.map((row) => row.id));
  });

  it('pages read from the end (the query turned round) are the same pages, the short last one included', async () => {
    const all = await cheapGoods().execute();
    const fromTheEnd = () =>
      testDb.db
        .selectFrom('goods')
        .innerJoin('couriers', 'couriers.id', 'goods.courier_id')
        .select(['goods.id', 'goods.price_fen', 'couriers.name as courier'])
        .where('goods.price_fen', '<=', 1500)
        .orderBy('goods.price_fen', 'desc')
        .orderBy('goods.id', 'desc');
    const pageSize = all.length % 7 ? 7 : 8;
    expect(all.length % pageSize).not.toBe(0); // a short last page
    const seen: number[] = [];
    for (let page = 1; page <= Math.ceil(all.length / pageSize); page += 1) {
      const found = await paginate(cheapGoods(), { page, page_size: pageSize }, undefined, fromTheEnd());
      expect(found.list).toEqual(all.slice((page - 1) * pageSize, page * pageSize));
      seen.push(...found.list.map((row) => row.id));
    }
    expect(seen).toEqual(all.map((row) => row.id));
  });

  it('a page past the end: no rows, the real count', async () => {
    const all = await cheapGoods().execute();
    expect(await paginate(cheapGoods(), { page: 500, page_size: 10 })).toEqual({ list: [], page: 500, page_size: 10, data_count: all.length });
  });

  it('nothing matching: an empty first page with count 0', async () => {
    expect(await paginate(cheapGoods().where('goods.id', '<', 0), { page: 1, page_size: 10 })).toEqual({ list: [], page: 1, page_size: 10, data_count: 0 });
  });

  it('a grouped query counts its groups', async () => {
    const byCity = testDb.db.selectFrom('goods').select(['city', (eb) => eb.fn.countAll<string>().as('n')]).groupBy('city').orderBy('city');
    const cities = await byCity.execute();
    const page = await paginate(byCity, { page: 1, page_size: 10 });
    expect(page.data_count).toBe(cities.length);
    expect(page.list.map((row) => row.city)).toEqual(cities.slice(0, 10).map((row) => row.city));
  });

  it('refuses queries it could not count correctly', async () => {
    await expect(paginate(cheapGoods().limit(5), { page: 1, page_size: 10 })).rejects.toThrow(/LIMIT/);
    await expect(paginate(testDb.db.selectFrom('goods').select('city').distinct(), { page: 1, page_size: 10 })).rejects.toThrow(/DISTINCT/);
  });
});

describe('pageQuery (SPEC §9 page sizes)', () => {
  it('defaults to page 1 of 10 and reads numeric text', () => {
    expect(pageQuery.parse({})).toEqual({ page: 1, page_size: 10 });
    expect(pageQuery.parse({ page: '3', page_size: '50' })).toEqual({ page: 3, page_size: 50 });
  });

  it('takes each of 10, 20, 50, 100, 200, 500 and nothing else', () => {
    for (const size of [10, 20, 50, 100, 200, 500]) expect(pageQuery.parse({ page_size: String(size) }).page_size).toBe(size);
    for (const size of ['7', '15', '501', '1000', '0', '-10', '20.5', 'abc']) {
      const result = pageQuery.safeParse({ page_size: size });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0].message).toBe('每页数量只能是 10、20、50、100、200、500');
    }
  });

  it('a page is a whole number from 1', () => {
    for (const page of ['0', '-1', '1.5', 'x', '100001']) {
      const result = pageQuery.safeParse({ page });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0].message).toBe('页码不正确');
    }
  });
});
