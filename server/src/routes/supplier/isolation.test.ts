import { UserType } from 'shared-contracts';
import { call, testClock } from '../../test-support/harness';
import { app, withTestApp } from '../../test-support/test-app';
import { asOperator, newOperator, type TestOperator } from '../../test-support/operators';
import { makeOrder, merchant, recipients } from '../../test-support/ordering';
import { newSubstation, onSite, type TestSite } from '../../test-support/sites';
import { goodsOfShop, SUPPLIER_PASSWORD, supplierOf } from '../../test-support/suppliers';

/**
 * The permission walk of the supply side (issue 33): every /api/supplier route refuses (401) a merchant's token, an
 * operator's token and no token, and a supplier's token on a 分站's domain; every merchant route refuses (401) a
 * supplier's token; every call that takes parcel or goods ids answers 404 for another shop's, and changes nothing.
 * Routes added later are walked too.
 */
const clock = testClock();
let mine: Awaited<ReturnType<typeof supplierOf>>;
let theirs: Awaited<ReturnType<typeof supplierOf>>;
let buyer: Awaited<ReturnType<typeof merchant>>;
let operator: TestOperator;
let site: TestSite;
let foreignParcel: number;
let foreignGoods: number;

withTestApp({ clock }, { timeout: 120_000 });
beforeAll(async () => {
  const goods = await goodsOfShop(app, 2);
  mine = await supplierOf(app, 1);
  theirs = await supplierOf(app, 2);
  buyer = await merchant(app, 100);
  operator = await newOperator(app, clock, 'admin');
  site = await newSubstation(app, 'walk.supplier.example.com', { name: '走查分站' });
  expect((await makeOrder(app, buyer.token, goods, recipients(1, 'walk'))).body.code).toBe(0);
  foreignParcel = (await app.db.selectFrom('parcels').select('id').where('shop_id', '=', 2).executeTakeFirstOrThrow()).id;
  foreignGoods = goods.id;
}, 120_000);

const supplierRoutes = () => app.routeAccess.filter((route) => route.url.startsWith('/api/supplier/') && !route.public && route.method !== 'HEAD');
const memberRoutes = () => app.routeAccess.filter((route) => route.url.startsWith('/api/') && !route.url.startsWith('/api/supplier/') && !route.public && !route.open && route.permission === null && route.method !== 'HEAD' && !route.url.startsWith('/api/admin'));
const urlOf = (url: string, id: number) => url.replace(/:[a-z_]+/g, String(id));
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe('the supplier routes', () => {
  it('are more than a handful, all behind the supplier token', () => {
    expect(supplierRoutes().length).toBeGreaterThanOrEqual(18);
  });

  it('answer 401 to no token, a merchant’s, an operator’s, and a supplier’s own on a 分站’s domain', async () => {
    for (const route of supplierRoutes()) {
      const url = urlOf(route.url, 1);
      const method = route.method as Method;
      const answers = [
        await call(app, method, url, {}),
        await call(app, method, url, {}, { token: buyer.token }),
        await call(app, method, url, {}, asOperator(operator.token)),
        await call(app, method, url, {}, onSite(site.domain, mine.token)),
      ].map((answer) => answer.status);
      expect({ route: `${route.method} ${route.url}`, answers }).toEqual({ route: `${route.method} ${route.url}`, answers: [401, 401, 401, 401] });
    }
  });

  it('answer 404 for another shop’s parcel or goods ids, and change nothing', async () => {
    const calls: [Method, string, unknown][] = [
      ['POST', '/api/supplier/labels', { parcel_ids: [foreignParcel] }],
      ['POST', '/api/supplier/pick-list', { parcel_ids: [foreignParcel] }],
      ['POST', '/api/supplier/ship', { parcel_ids: [foreignParcel] }],
      ['POST', '/api/supplier/refuse', { parcel_ids: [foreignParcel], reason: '走查拒收' }],
      ['PUT', `/api/supplier/goods/${foreignGoods}`, { name: '改名试试', pics: ['/x.png'], description: '', weight_g: 10, stock_warning: 1 }],
      ['PUT', `/api/supplier/goods/${foreignGoods}/stock`, { stock: 1, expected_stock: 1_000_000 }],
      ['POST', `/api/supplier/goods/${foreignGoods}/requests`, { kind: 'off_sale' }],
    ];
    for (const [method, url, body] of calls) expect({ url, status: (await call(app, method, url, body, { token: mine.token })).status }).toEqual({ url, status: 404 });
    const parcel = await app.db.selectFrom('parcels').select(['status', 'shipped_at']).where('id', '=', foreignParcel).executeTakeFirstOrThrow();
    expect(parcel).toEqual({ status: 3, shipped_at: null });
    const goods = await app.db.selectFrom('goods').select(['name', 'stock']).where('id', '=', foreignGoods).executeTakeFirstOrThrow();
    expect(goods.stock).toBe(1_000_000 - 1);
    expect(goods.name).not.toBe('改名试试');
    // and every list shows the shop's own rows only
    expect((await call(app, 'GET', '/api/supplier/parcels', undefined, { token: mine.token })).body.data.data_count).toBe(0);
    expect((await call(app, 'GET', '/api/supplier/parcels', undefined, { token: theirs.token })).body.data.data_count).toBe(1);
  });
});

describe('a supplier token on the merchant routes', () => {
  it('answers 401 on every one of them', async () => {
    const routes = memberRoutes();
    expect(routes.length).toBeGreaterThan(60);
    for (const route of routes) {
      const status = (await call(app, route.method as Method, urlOf(route.url, 1), {}, { token: mine.token })).status;
      expect({ route: `${route.method} ${route.url}`, status }).toEqual({ route: `${route.method} ${route.url}`, status: 401 });
    }
  });

  it('signs a supplier in on the main site only', async () => {
    const there = await call(app, 'POST', '/api/login', { mobile: mine.mobile, password: SUPPLIER_PASSWORD, type: UserType.SUPPLIER }, onSite(site.domain));
    expect(there.body.code).not.toBe(0);
  });
});
