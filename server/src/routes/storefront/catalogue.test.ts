import { SEED, seedCatalogue } from '../../db/seed-catalogue';
import { call } from '../../test-support/harness';
import { app, testDb, withTestApp } from '../../test-support/test-app';

withTestApp();

type G = { goods_id: number; goods_name: string; price: number; goods_weight: number; city: string; express_name: string; is_no_sku: boolean; is_collect: boolean; goods_pic: string };
const list = async (query: Record<string, string>) => {
  const { status, body } = await call(app, 'GET', '/api/gift/goods/list', undefined, { query });
  expect(status).toBe(200);
  expect(body.code).toBe(0);
  return body.data as { list: G[]; page: number; page_size: number; data_count: number };
};
const allRows = () =>
  testDb.db
    .selectFrom('goods')
    .innerJoin('couriers', 'couriers.id', 'goods.courier_id')
    .select(['goods.id', 'goods.name', 'goods.price_fen', 'goods.city', 'goods.created_at', 'goods.sale_count', 'goods.collect_count', 'goods.shop_id', 'goods.stock', 'couriers.name as courier'])
    .orderBy('goods.id')
    .execute();

describe('seed', () => {
  it('fills the catalogue once, deterministically', async () => {
    const rows = await allRows();
    expect(rows).toHaveLength(SEED.goods);
    expect(new Set(rows.map((r) => r.courier)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(rows.map((r) => r.city)).size).toBeGreaterThanOrEqual(10);
    expect(Math.min(...rows.map((r) => r.price_fen))).toBeGreaterThanOrEqual(50);
    expect(Math.max(...rows.map((r) => r.price_fen))).toBeLessThanOrEqual(3000);
    expect(rows.some((r) => r.stock === 0)).toBe(true);
    await seedCatalogue(testDb.db);
    expect(await allRows()).toHaveLength(SEED.goods);
  });

  it('serves a distinct generated image per goods with long cache headers', async () => {
    const { goods_pic } = (await list({ page_size: '10' })).list[0];
    const response = await app.inject({ method: 'GET', url: goods_pic });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.headers['cache-control']).toContain('max-age=31536000');
    const other = await app.inject({ method: 'GET', url: '/api/gift/goods/image/2.svg' });
    expect(other.body).not.toBe(response.body);
    expect((await app.inject({ method: 'GET', url: '/api/gift/goods/image/99999.svg' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/gift/goods/image/abc' })).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/gift/image/courier-1.svg' })).statusCode).toBe(200);
  });
});

describe('GET /api/gift/goods/list', () => {
  it('pages with defaults and the total count', async () => {
    const first = await list({});
    expect(first).toMatchObject({ page: 1, page_size: 10, data_count: SEED.goods });
    expect(first.list.map((g) => g.goods_id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const last = await list({ page: '14', page_size: '10' });
    expect(last.list.map((g) => g.goods_id)).toEqual([131, 132]);
    expect((await list({ page: '99' })).list).toEqual([]);
    const g = first.list[0];
    expect(g).toMatchObject({ is_collect: false, goods_pic: '/api/gift/goods/image/1.svg' });
    expect((await list({ page_size: '100' })).list).toHaveLength(100);
  });

  it('maps money to yuan, weight to kg and stock to is_no_sku', async () => {
    const rows = await allRows();
    const page = await list({ page_size: '100' });
    for (const g of page.list) {
      const row = rows[g.goods_id - 1];
      expect(g.price).toBe(row.price_fen / 100);
      expect(g.is_no_sku).toBe(row.stock === 0);
      expect(g.goods_weight).toBeGreaterThanOrEqual(0.01);
      expect(g.goods_weight).toBeLessThanOrEqual(1.5);
      expect(g.express_name).toBe(row.courier);
    }
  });

  const sorted = async (sort_name: string, sort_order: string, key: (r: Awaited<ReturnType<typeof allRows>>[number]) => number) => {
    const rows = await allRows();
    const sign = sort_order === 'asc' ? 1 : -1;
    const expected = [...rows].sort((a, b) => sign * (key(a) - key(b)) || a.id - b.id).slice(0, 20).map((r) => r.id);
    const page = await list({ sort_name, sort_order, page_size: '20' });
    expect(page.list.map((g) => g.goods_id)).toEqual(expected);
  };
  it.each([
    ['price', 'asc'],
    ['price', 'desc'],
    ['time', 'desc'],
    ['time', 'asc'],
    ['sale', 'desc'],
    ['collect', 'desc'],
    ['collect', 'asc'],
  ])('sorts by %s %s', async (sortName, order) => {
    const keys = {
      price: (r: { price_fen: number }) => r.price_fen,
      time: (r: { created_at: Date }) => r.created_at.getTime(),
      sale: (r: { sale_count: number }) => r.sale_count,
      collect: (r: { collect_count: number }) => r.collect_count,
    } as const;
    await sorted(sortName, order, keys[sortName as keyof typeof keys] as (r: Awaited<ReturnType<typeof allRows>>[number]) => number);
  });

  it('filters by price range in yuan', async () => {
    const rows = await allRows();
    const page = await list({ price_min: '5', price_max: '10.5', page_size: '100' });
    const expected = rows.filter((r) => r.price_fen >= 500 && r.price_fen <= 1050);
    expect(page.data_count).toBe(expected.length);
    expect(page.list.every((g) => g.price >= 5 && g.price <= 10.5)).toBe(true);
  });

  it('reads a price bound as exact fen (0.29 yuan is 29 fen, not 28.999…) and refuses three decimals', async () => {
    const rows = await allRows();
    const page = await list({ price_max: '1.15', page_size: '500' });
    expect(page.data_count).toBe(rows.filter((r) => r.price_fen <= 115).length);
    expect(await call(app, 'GET', '/api/gift/goods/list', undefined, { query: { price_min: '1.005' } })).toMatchObject({
      status: 400,
      body: { code: 400, msg: '价格最多保留两位小数', data: null },
    });
  });

  it('filters by keyword or title (case-insensitive substring)', async () => {
    const rows = await allRows();
    const expected = rows.filter((r) => r.name.includes('纸巾')).length;
    expect(expected).toBeGreaterThan(0);
    expect((await list({ keyword: '纸巾' })).data_count).toBe(expected);
    expect((await list({ title: '纸巾' })).data_count).toBe(expected);
    expect((await list({ keyword: '%' })).data_count).toBe(0);
  });

  it('filters by send city with or without 市', async () => {
    const rows = await allRows();
    const expected = rows.filter((r) => r.city === '广州').length;
    expect(expected).toBeGreaterThan(0);
    expect((await list({ area_name: '广州' })).data_count).toBe(expected);
    const page = await list({ area_name: '广州市', page_size: '100' });
    expect(page.data_count).toBe(expected);
    expect(page.list.every((g) => g.city === '广州')).toBe(true);
  });

  it('filters by courier, shop and combined filters; accepts platform', async () => {
    const rows = await allRows();
    const courier = rows[0].courier;
    expect((await list({ express_name: courier })).data_count).toBe(rows.filter((r) => r.courier === courier).length);
    expect((await list({ shop_id: '2' })).data_count).toBe(rows.filter((r) => r.shop_id === 2).length);
    const combined = rows.filter((r) => r.courier === courier && r.price_fen <= 1500).length;
    expect((await list({ express_name: courier, price_max: '15', platform: '1' })).data_count).toBe(combined);
    expect((await list({ express_name: '不存在快递' })).data_count).toBe(0);
  });

  it('filters by platform (goods whose courier ships for it), send province and category', async () => {
    const all = (await list({})).data_count;
    const couriers = await testDb.db.selectFrom('couriers').select(['id', 'send_province', 'platforms']).execute();
    const goods = await testDb.db.selectFrom('goods').select(['courier_id', 'category']).where('is_on_sale', '=', true).execute();
    const shipsJd = new Set(couriers.filter((c) => c.platforms.includes(1)).map((c) => c.id));
    const jd = (await list({ platform: '1' })).data_count;
    expect(jd).toBe(goods.filter((g) => shipsJd.has(g.courier_id)).length);
    expect(jd).toBeLessThan(all);
    const zhejiang = new Set(couriers.filter((c) => c.send_province === '浙江省').map((c) => c.id));
    expect((await list({ province: '浙江省' })).data_count).toBe(goods.filter((g) => zhejiang.has(g.courier_id)).length);
    expect((await list({ category: '文具办公' })).data_count).toBe(goods.filter((g) => g.category === '文具办公').length);
    expect((await list({ category: '文具办公' })).data_count).toBeGreaterThan(0);
  });

  it.each([
    [{ page: '0' }],
    [{ page: 'abc' }],
    [{ page_size: '501' }],
    [{ page_size: '7' }],
    [{ sort_name: 'random' }],
    [{ sort_order: 'up' }],
    [{ price_min: '-1' }],
    [{ price_max: 'cheap' }],
    [{ shop_id: 'x' }],
  ])('rejects a malformed filter %j with 400 and a Chinese message', async (query) => {
    const { status, body } = await call(app, 'GET', '/api/gift/goods/list', undefined, { query });
    expect(status).toBe(400);
    expect(body.code).toBe(400);
    expect(body.msg).toMatch(/[\u4e00-\u9fff]/);
  });

  it('pages only in SPEC §9\'s sizes, each counted on the same filter', async () => {
    const rows = await allRows();
    const cheap = rows.filter((r) => r.price_fen <= 1000).length;
    for (const size of [10, 20, 50, 100, 200, 500]) {
      const page = await list({ page_size: String(size), price_max: '10' });
      expect(page).toMatchObject({ page: 1, page_size: size, data_count: cheap });
      expect(page.list).toHaveLength(Math.min(size, cheap));
    }
    const { status, body } = await call(app, 'GET', '/api/gift/goods/list', undefined, { query: { page_size: '15' } });
    expect(status).toBe(400);
    expect(body.msg).toBe('每页数量只能是 10、20、50、100、200、500');
  });

  it('ignores an invalid token (optional auth, never 401)', async () => {
    const { status } = await call(app, 'GET', '/api/gift/goods/list', undefined, { token: 'nope' });
    expect(status).toBe(200);
  });
});

describe('OpenAPI', () => {
  it('documents the storefront and favourites calls with their tags', async () => {
    const spec = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(spec.paths['/api/gift/goods/list'].get.tags).toEqual(['storefront']);
    expect(spec.paths['/api/collect/goods'].post.tags).toEqual(['favourites']);
  });
});

describe('rankings, detail, options, shops', () => {
  it.each(['collect', 'sale', 'new', 'recommend'])('top/%s returns 10 goods', async (kind) => {
    const { body } = await call(app, 'GET', `/api/gift/goods/top/${kind}`);
    expect(body.data).toHaveLength(10);
  });

  it('top/sale is ordered by sale count', async () => {
    const rows = await allRows();
    const expected = [...rows].sort((a, b) => b.sale_count - a.sale_count || a.id - b.id).slice(0, 10).map((r) => r.id);
    const { body } = await call(app, 'GET', '/api/gift/goods/top/sale');
    expect(body.data.map((g: G) => g.goods_id)).toEqual(expected);
  });

  it('detail carries pics, express, no-deliver areas and the send address', async () => {
    const { status, body } = await call(app, 'GET', '/api/gift/goods/detail', undefined, { query: { goods_id: '1' } });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ goods_id: 1, pics: ['/api/gift/goods/image/1.svg'] });
    expect(body.data.express.name).toBe(body.data.express_name);
    expect(body.data.no_deliver_area).toContain('台湾');
    expect(body.data.send_address).toContain(body.data.express.send_address);
    const shop = await testDb.db.selectFrom('goods').innerJoin('supplier_shops', 'supplier_shops.id', 'goods.shop_id').select(['supplier_shops.id', 'supplier_shops.name']).where('goods.id', '=', 1).executeTakeFirstOrThrow();
    expect(body.data.shop).toEqual({ id: shop.id, shop_name: shop.name });
  });

  it('detail: unknown id 404 商品不存在, malformed 400', async () => {
    const unknown = await call(app, 'GET', '/api/gift/goods/detail', undefined, { query: { goods_id: '999999' } });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ code: 404, msg: '商品不存在', data: null });
    for (const goods_id of ['abc', '-1', '1.5', '99999999999']) {
      const bad = await call(app, 'GET', '/api/gift/goods/detail', undefined, { query: { goods_id } });
      expect(bad.status).toBe(400);
      expect(bad.body.msg).toBe('商品编号不正确');
    }
    expect((await call(app, 'GET', '/api/gift/goods/detail')).status).toBe(400);
  });

  it('options list couriers and cities', async () => {
    const { body } = await call(app, 'GET', '/api/gift/shop/options');
    expect(body.data.express).toHaveLength(SEED.couriers);
    expect(body.data.cities.length).toBeGreaterThanOrEqual(10);
    expect(body.data.provinces).toEqual(['上海市', '广东省', '河北省', '浙江省']);
    expect(body.data.categories).toEqual(expect.arrayContaining(['个护清洁', '家居日用', '数码小电', '文具办公', '纸品湿巾']));
  });

  it('shop detail, 404 when unknown', async () => {
    const { body } = await call(app, 'GET', '/api/gift/shop/detail', undefined, { query: { id: '1' } });
    expect(body.data).toMatchObject({ id: 1, goods_count: SEED.goods / SEED.shops });
    const missing = await call(app, 'GET', '/api/gift/shop/detail', undefined, { query: { id: '77' } });
    expect(missing.status).toBe(404);
    expect(missing.body.msg).toBe('店铺不存在');
  });
});
