import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { ALL_OPERATOR_ROLES, can, OPERATOR_ROLES, seesOrderAmounts } from 'shared-contracts/admin';
import { call, testClock } from '../../test-support/harness';
import { app, withTestApp } from '../../test-support/test-app';
import { asOperator, newOperator, type TestOperator } from '../../test-support/operators';
import { makeOrder, merchant, recipients, stockUp } from '../../test-support/ordering';
import { newSubstation, type TestSite } from '../../test-support/sites';

/**
 * 订单与包裹 in the console (issue 32): every member's orders and parcels with the user centre's filters and
 * exports, the member and the site beside each row; main-site operators filter by site, a 分站's operators see
 * their members' only, whatever they ask for. Amounts (issue 34) only for the money roles and a 分站's owner.
 */
const clock = testClock();
const GOODS = { id: 1, courierId: 1 };
let hz: TestSite;
let finance: TestOperator;
let support: TestOperator;
let owner: TestOperator;
let staff: TestOperator;
let hzMember: Awaited<ReturnType<typeof merchant>>;
let mainMember: Awaited<ReturnType<typeof merchant>>;

withTestApp({ clock }, { timeout: 60_000 });
beforeAll(async () => {
  hz = await newSubstation(app, 'hz.orders.example.com', { name: '杭州订单站' });
  await stockUp(app, GOODS.id);
  finance = await newOperator(app, clock, 'finance');
  support = await newOperator(app, clock, 'support');
  owner = await newOperator(app, clock, 'site_owner', { site: hz });
  staff = await newOperator(app, clock, 'site_staff', { site: hz });
  hzMember = await merchant(app, 200, { host: hz.domain });
  mainMember = await merchant(app, 200);
  expect((await makeOrder(app, hzMember.token, GOODS, recipients(3), { host: hz.domain })).body.code).toBe(0);
  expect((await makeOrder(app, mainMember.token, GOODS, recipients(2))).body.code).toBe(0);
}, 60_000);

const list = (who: TestOperator, path: 'orders' | 'parcels', query: Record<string, string> = {}) => call(app, 'GET', `/api/admin/${path}`, undefined, { ...asOperator(who.token, who.host), query });
const masked = (mobile: string) => `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;
/** An export's rows (the header first) as the operator downloads it. */
async function sheetOf(who: TestOperator, path: 'orders' | 'parcels', query: Record<string, string> = {}): Promise<unknown[][]> {
  const response = await app.inject({ method: 'GET', url: `/api/admin/${path}/export`, query, headers: asOperator(who.token, who.host).headers });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('spreadsheetml');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe('订单与包裹', () => {
  it('shows a main-site operator every site\'s orders with member, site and a 分站\'s margin; filters by site and member', async () => {
    const all = (await list(finance, 'orders')).body.data;
    expect(all.data_count).toBe(2);
    const [hzOrder, mainOrder] = [all.list.find((o: { site_id: number }) => o.site_id === hz.id), all.list.find((o: { site_id: number }) => o.site_id !== hz.id)];
    const margin = (await app.db.selectFrom('parcels').select('site_margin_fen').where('user_id', '=', hzMember.userId).execute()).reduce((sum, p) => sum + p.site_margin_fen!, 0);
    expect(hzOrder).toMatchObject({ site_name: '杭州订单站', mobile: masked(hzMember.mobile), user_id: hzMember.userId, rec_count: 3, margin: margin / 100 });
    expect(mainOrder).toMatchObject({ mobile: masked(mainMember.mobile), margin: null });
    expect((await list(finance, 'orders', { site_id: String(hz.id) })).body.data.list.map((o: { site_id: number }) => o.site_id)).toEqual([hz.id]);
    expect((await list(finance, 'orders', { mobile: mainMember.mobile.slice(-4) })).body.data.data_count).toBe(1);
    const parcels = (await list(finance, 'parcels', { site_id: String(hz.id) })).body.data;
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
    expect((await list(finance, 'parcels', { shop_id: String(shopId) })).body.data.data_count).toBe(5);
    expect((await list(finance, 'parcels', { shop_id: String(otherShop) })).body.data.data_count).toBe(0);
    expect((await list(finance, 'parcels', { shop_id: 'x' })).status).toBe(400);
    // a 分站's operators never filter by supplier: its own parcels whatever it asks
    expect((await list(staff, 'parcels', { shop_id: String(otherShop) })).body.data.data_count).toBe(3);
  });

  it('exports the filtered parcels as xlsx with the member and site, recipients\' phones masked', async () => {
    const rows = await sheetOf(finance, 'parcels', { site_id: String(hz.id) });
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

describe('amounts only for money roles (issue 34)', () => {
  const ORDER_AMOUNTS = ['total_price', 'refund_price', 'margin'];
  const PARCEL_AMOUNTS = ['price', 'compensation', 'cost', 'margin'];
  const amountsOf = (row: Record<string, unknown>, fields: string[]) => fields.map((field) => row[field]);
  const yuanColumns = (header: unknown[]) => header.filter((title) => String(title).endsWith('（元）'));
  let compensated: number;

  beforeAll(async () => {
    // a compensated 分站 parcel: its amount is money too
    compensated = Number((await app.db.selectFrom('parcels').select('id').where('user_id', '=', hzMember.userId).orderBy('id').executeTakeFirstOrThrow()).id);
    const booked = await call(app, 'POST', '/api/admin/compensations', { parcel_id: compensated, amount: 1, reason: '包裹破损，客户投诉' }, { headers: { ...asOperator(finance.token).headers, 'idempotency-key': randomUUID() } });
    expect(booked.body.code).toBe(0);
  });

  it('is the money roles (money.read) and a 分站\'s owner (site.earnings): not ops, support or a 分站\'s staff', () => {
    expect(ALL_OPERATOR_ROLES.filter(seesOrderAmounts)).toEqual(['admin', 'finance', 'site_owner']);
  });

  it('gives support no amount in the lists, the detail or its compensations, and still says a parcel was compensated', async () => {
    const orders = (await list(support, 'orders')).body.data.list as Record<string, unknown>[];
    expect(orders).toHaveLength(2);
    for (const order of orders) expect(amountsOf(order, ORDER_AMOUNTS)).toEqual([null, null, null]);
    const parcels = (await list(support, 'parcels')).body.data.list as Record<string, unknown>[];
    expect(parcels).toHaveLength(5);
    for (const parcel of parcels) expect(amountsOf(parcel, PARCEL_AMOUNTS)).toEqual([null, null, null, null]);
    expect(parcels.filter((p) => p.compensated).map((p) => p.id)).toEqual([compensated]);

    const detail = (await call(app, 'GET', `/api/admin/parcels/${compensated}`, undefined, asOperator(support.token))).body.data;
    expect(amountsOf(detail.parcel, PARCEL_AMOUNTS)).toEqual([null, null, null, null]);
    expect(detail.parcel.compensated).toBe(true);
    expect(detail.compensations).toEqual([expect.objectContaining({ kind_name: '人工赔付', amount: null, status_name: '已到账' })]);
  });

  it('gives finance every amount in the lists and the detail', async () => {
    const orders = (await list(finance, 'orders')).body.data.list as Record<string, unknown>[];
    for (const order of orders) expect(order.total_price).toEqual(expect.any(Number));
    const parcel = ((await list(finance, 'parcels')).body.data.list as Record<string, unknown>[]).find((p) => p.id === compensated)!;
    expect(amountsOf(parcel, PARCEL_AMOUNTS)).toEqual([expect.any(Number), 1, expect.any(Number), expect.any(Number)]);
    const detail = (await call(app, 'GET', `/api/admin/parcels/${compensated}`, undefined, asOperator(finance.token))).body.data;
    expect(detail.parcel).toMatchObject({ price: parcel.price, compensation: 1, cost: parcel.cost, margin: parcel.margin });
    expect(detail.compensations).toEqual([expect.objectContaining({ amount: 1 })]);
  });

  it('leaves the amount columns out of support\'s exports; finance\'s keep them', async () => {
    for (const path of ['orders', 'parcels'] as const) {
      const [header, ...rows] = await sheetOf(support, path);
      expect([path, yuanColumns(header)]).toEqual([path, []]);
      expect(header).toEqual(expect.arrayContaining(['订单号', '会员手机号', '站点']));
      expect(rows).toHaveLength(path === 'orders' ? 2 : 5);
    }
    expect(yuanColumns((await sheetOf(finance, 'orders'))[0])).toEqual(['金额（元）', '退款（元）', '分站毛利（元）']);
    expect(yuanColumns((await sheetOf(finance, 'parcels'))[0])).toEqual(['价格（元）', '赔付（元）', '分站成本（元）', '分站毛利（元）']);
  });

  it('shows a 分站\'s owner its members\' amounts and margins; its staff none', async () => {
    const owned = (await list(owner, 'orders')).body.data.list as Record<string, unknown>[];
    expect(owned).toEqual([expect.objectContaining({ user_id: hzMember.userId, total_price: expect.any(Number), margin: expect.any(Number) })]);
    expect(yuanColumns((await sheetOf(owner, 'parcels'))[0])).toHaveLength(4);
    const staffs = (await list(staff, 'parcels')).body.data.list as Record<string, unknown>[];
    for (const parcel of staffs) expect(amountsOf(parcel, PARCEL_AMOUNTS)).toEqual([null, null, null, null]);
    expect(yuanColumns((await sheetOf(staff, 'orders'))[0])).toEqual([]);
  });
});
