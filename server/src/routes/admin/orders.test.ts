import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { can, OPERATOR_ROLES } from 'shared-contracts/admin';
import { buildTestApp, call, openTestDb, testClock, type TestDb } from '../../test-support/harness';
import { asOperator, newOperator, type TestOperator } from '../../test-support/operators';
import { makeOrder, merchant, recipients, stockUp } from '../../test-support/ordering';
import { newSubstation, type TestSite } from '../../test-support/sites';

/**
 * 订单与包裹 in the console (issue 32): every member's orders and parcels with the user centre's filters and
 * exports, the member and the site beside each row; main-site operators filter by site, a 分站's operators see
 * their members' only, whatever they ask for.
 */
let testDb: TestDb;
let app: FastifyInstance;
const clock = testClock();
const GOODS = { id: 1, courierId: 1 };
let hz: TestSite;
let ops: TestOperator;
let staff: TestOperator;
let hzMember: Awaited<ReturnType<typeof merchant>>;
let mainMember: Awaited<ReturnType<typeof merchant>>;

beforeAll(async () => {
  testDb = await openTestDb();
  app = await buildTestApp(testDb, { clock });
  hz = await newSubstation(app, 'hz.orders.example.com', { name: '杭州订单站' });
  await stockUp(app, GOODS.id);
  ops = await newOperator(app, clock, 'support');
  staff = await newOperator(app, clock, 'site_staff', { site: hz });
  hzMember = await merchant(app, 200, { host: hz.domain });
  mainMember = await merchant(app, 200);
  expect((await makeOrder(app, hzMember.token, GOODS, recipients(3), { host: hz.domain })).body.code).toBe(0);
  expect((await makeOrder(app, mainMember.token, GOODS, recipients(2))).body.code).toBe(0);
}, 60_000);
afterAll(async () => {
  await app.close();
  await testDb.close();
});

const list = (who: TestOperator, path: 'orders' | 'parcels', query: Record<string, string> = {}) => call(app, 'GET', `/api/admin/${path}`, undefined, { ...asOperator(who.token, who.host), query });
const masked = (mobile: string) => `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;

describe('订单与包裹', () => {
  it('shows a main-site operator every site\'s orders with member, site and a 分站\'s margin; filters by site and member', async () => {
    const all = (await list(ops, 'orders')).body.data;
    expect(all.data_count).toBe(2);
    const [hzOrder, mainOrder] = [all.list.find((o: { site_id: number }) => o.site_id === hz.id), all.list.find((o: { site_id: number }) => o.site_id !== hz.id)];
    const margin = (await app.db.selectFrom('parcels').select('site_margin_fen').where('user_id', '=', hzMember.userId).execute()).reduce((sum, p) => sum + p.site_margin_fen!, 0);
    expect(hzOrder).toMatchObject({ site_name: '杭州订单站', mobile: masked(hzMember.mobile), user_id: hzMember.userId, rec_count: 3, margin: margin / 100 });
    expect(mainOrder).toMatchObject({ mobile: masked(mainMember.mobile), margin: null });
    expect((await list(ops, 'orders', { site_id: String(hz.id) })).body.data.list.map((o: { site_id: number }) => o.site_id)).toEqual([hz.id]);
    expect((await list(ops, 'orders', { mobile: mainMember.mobile.slice(-4) })).body.data.data_count).toBe(1);
    const parcels = (await list(ops, 'parcels', { site_id: String(hz.id) })).body.data;
    expect(parcels.data_count).toBe(3);
    expect(parcels.list[0]).toMatchObject({ site_id: hz.id, rec_mobile: expect.stringMatching(/^\d{3}\*{4}\d{4}$/), cost: expect.any(Number), margin: expect.any(Number) });
    expect(OPERATOR_ROLES.every((role) => can(role, 'orders.read'))).toBe(true);
  });

  it('shows a 分站\'s staff its members\' only, whatever site it asks for', async () => {
    const mainSite = String(await app.repos.sites.mainId());
    for (const query of [{}, { site_id: mainSite }] as Record<string, string>[]) {
      const orders = (await list(staff, 'orders', query)).body.data;
      expect(orders.list.map((o: { user_id: number }) => o.user_id)).toEqual([hzMember.userId]);
      const parcels = (await list(staff, 'parcels', query)).body.data;
      expect(parcels.data_count).toBe(3);
    }
    expect((await list(staff, 'orders', { mobile: mainMember.mobile })).body.data.data_count).toBe(0);
  });

  it('filters parcels by the 供货店铺 that ships them (issue 33), a main-site operator only', async () => {
    const shopId = (await app.db.selectFrom('goods').select('shop_id').where('id', '=', GOODS.id).executeTakeFirstOrThrow()).shop_id;
    const otherShop = (await app.db.selectFrom('supplier_shops').select('id').where('id', '<>', shopId).executeTakeFirstOrThrow()).id;
    expect((await list(ops, 'parcels', { shop_id: String(shopId) })).body.data.data_count).toBe(5);
    expect((await list(ops, 'parcels', { shop_id: String(otherShop) })).body.data.data_count).toBe(0);
    expect((await list(ops, 'parcels', { shop_id: 'x' })).status).toBe(400);
    // a 分站's operators never filter by supplier: its own parcels whatever it asks
    expect((await list(staff, 'parcels', { shop_id: String(otherShop) })).body.data.data_count).toBe(3);
  });

  it('exports the filtered parcels as xlsx with the member and site, recipients\' phones masked', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/admin/parcels/export', query: { site_id: String(hz.id) }, headers: asOperator(ops.token).headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    workbook.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]).toEqual(expect.arrayContaining(['会员手机号', '站点', '分站成本（元）', '分站毛利（元）']));
    expect(rows).toHaveLength(4);
    const header = rows[0] as string[];
    for (const row of rows.slice(1)) {
      expect(row[header.indexOf('站点')]).toBe('杭州订单站');
      expect(String(row[header.indexOf('手机号')])).toMatch(/^\d{3}\*{4}\d{4}$/);
    }
    const staffExport = await app.inject({ method: 'GET', url: '/api/admin/orders/export', headers: asOperator(staff.token, staff.host).headers });
    expect(staffExport.statusCode).toBe(200);
  });
});
