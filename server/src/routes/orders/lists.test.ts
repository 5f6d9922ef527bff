import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { call, registerUser } from '../../test-support/harness';
import { app, withTestApp } from '../../test-support/test-app';
import { expectBooksBalanced } from '../../test-support/money';
import { makeOrder, merchant, recipients, twoMerchants, YTO, ZTO } from '../../test-support/ordering';

let alice: Awaited<ReturnType<typeof merchant>>;
let bob: typeof alice;

withTestApp({}, { beforeClose: () => expectBooksBalanced(app) });
beforeAll(async () => {
  ({ alice, bob } = await twoMerchants(app));
  await makeOrder(app, alice.token, ZTO, recipients(3, 'a1'));
  const refused = recipients(2, 'a2');
  refused[1] = { ...refused[1], rec_name: '李四', rec_mobile: '13900001111', rec_address: '拒收大厦' };
  await makeOrder(app, alice.token, YTO, refused);
  await makeOrder(app, alice.token, ZTO, recipients(1, 'a3'));
  await makeOrder(app, bob.token, ZTO, recipients(4, 'b1'));
});

const orders = (token: string, body: Record<string, unknown> = {}) => call(app, 'POST', '/api/user/order/list', body, { token });
const parcels = (token: string, body: Record<string, unknown> = {}) => call(app, 'POST', '/api/user/order/parcel', body, { token });

async function readSheet(payload: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe('the order list', () => {
  it('lists only the caller’s orders, newest first, with counts, amounts and status', async () => {
    const { body } = await orders(alice.token);
    expect(body.data.data_count).toBe(3);
    expect(body.data.list.map((o: { rec_count: number }) => o.rec_count)).toEqual([1, 2, 3]);
    expect(body.data.list[1]).toMatchObject({ express_name: '圆通速递', dispatched_count: 1, refunded_count: 1, status: 3 });
    expect(body.data.list[1].refund_price).toBeGreaterThan(0);
    expect((await orders(bob.token)).body.data.data_count).toBe(1);
  });

  it('filters by shop order, recipient, goods name, status and time, and pages', async () => {
    expect((await orders(alice.token, { shop_order: 'SOa2-1' })).body.data.list.map((o: { rec_count: number }) => o.rec_count)).toEqual([2]);
    expect((await orders(alice.token, { rec: '李四' })).body.data.data_count).toBe(1);
    expect((await orders(alice.token, { rec: '13900001111' })).body.data.data_count).toBe(1);
    expect((await orders(alice.token, { status: 2 })).body.data.data_count).toBe(0);
    expect((await orders(alice.token, { start_time: '2001-01-01 00:00:00', end_time: '2001-01-02 00:00:00' })).body.data.data_count).toBe(0);
    const paged = await orders(alice.token, { page: 2, page_size: 10 });
    expect(paged.body.data).toMatchObject({ list: [], page: 2, page_size: 10, data_count: 3 });
    // bob's shop order is not found among alice's
    expect((await orders(alice.token, { shop_order: 'SOb1-1' })).body.data.data_count).toBe(0);
    expect((await orders(alice.token, { page_size: 7 })).status).toBe(400);
  });
});

describe('the parcel list', () => {
  it('lists the caller’s parcels with masked phones, waybill numbers and refunds', async () => {
    const { body } = await parcels(alice.token, { page_size: 10 });
    expect(body.data.data_count).toBe(6);
    for (const p of body.data.list) expect(p.rec_mobile).toMatch(/^\d{3}\*{4}\d{4}$/);
    const refused = body.data.list.find((p: { rec_name: string }) => p.rec_name === '李四');
    expect(refused).toMatchObject({ status: 4, rec_mobile: '139****1111', error: '收件地址被快递拒收，已退款', waybill_code: '' });
    expect(body.data.list.filter((p: { status: number }) => p.status === 3).every((p: { waybill_code: string }) => p.waybill_code !== '')).toBe(true);
  });

  it('filters by status, order number and waybill number', async () => {
    expect((await parcels(alice.token, { status: 4 })).body.data.data_count).toBe(1);
    const first = (await parcels(alice.token)).body.data.list[0];
    expect((await parcels(alice.token, { order_sn: first.order_sn })).body.data.data_count).toBe(1);
    expect((await parcels(alice.token, { waybill_code: first.waybill_code })).body.data.list.map((p: { id: number }) => p.id)).toEqual([first.id]);
    // another user's waybill number finds nothing
    expect((await parcels(bob.token, { waybill_code: first.waybill_code })).body.data.data_count).toBe(0);
    expect((await parcels(bob.token, { order_sn: first.order_sn })).body.data.data_count).toBe(0);
  });

  it('finds a recipient by name, by part of the phone, and by the whole number (with an extension too), the caller’s only', async () => {
    const carol = await merchant(app, 100);
    const rows = recipients(3, 'c1');
    rows[0] = { ...rows[0], rec_name: '王五', rec_mobile: '13700002222' };
    rows[1] = { ...rows[1], rec_name: '赵六', rec_mobile: '13700002222-3456' };
    rows[2] = { ...rows[2], rec_name: 'Amy王', rec_mobile: '13812345678' };
    await makeOrder(app, carol.token, ZTO, rows);
    const found = async (rec: string) => (await parcels(carol.token, { rec })).body.data.list.map((p: { rec_name: string }) => p.rec_name).sort();
    expect(await found('13700002222')).toEqual(['王五', '赵六']);
    expect(await found('2222')).toEqual(['王五', '赵六']);
    expect(await found('王五')).toEqual(['王五']);
    // one character, any case, a short or a middle piece of the number, the extension (0040's grams narrow, the substring decides)
    expect(await found('王')).toEqual(['Amy王', '王五']);
    expect(await found('aMY')).toEqual(['Amy王']);
    expect(await found('y王')).toEqual(['Amy王']);
    expect(await found('王六')).toEqual([]);
    expect(await found('234567')).toEqual(['Amy王']);
    expect(await found('2-34')).toEqual(['赵六']);
    expect(await found('567')).toEqual(['Amy王']);
    expect(await found('%')).toEqual([]);
    expect((await parcels(bob.token, { rec: '13700002222' })).body.data.data_count).toBe(0);
    expect((await parcels(bob.token, { rec: '王' })).body.data.data_count).toBe(0);
  });
});

describe('exports', () => {
  it('streams the caller’s filtered parcels as xlsx with whole phone numbers', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/user/order/parcel/download', payload: { status: 4 }, headers: { authorization: `Bearer ${alice.token}` } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toMatch(/filename\*=UTF-8''%E5%8C%85%E8%A3%B9-\d{8}-\d{4}\.xlsx/);
    const rows = await readSheet(response.rawPayload);
    expect(rows[0]).toContain('手机号');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain('13900001111');
    expect(rows[1]).toContain('已退款');
  });

  it('streams the caller’s orders, and only theirs', async () => {
    const mine = await readSheet((await app.inject({ method: 'POST', url: '/api/user/order/download', payload: {}, headers: { authorization: `Bearer ${bob.token}` } })).rawPayload);
    expect(mine).toHaveLength(2);
    expect(mine[0][0]).toBe('订单号');
    expect(mine[1]).toContain(4);
    const refused = await app.inject({ method: 'POST', url: '/api/user/order/download', payload: {} });
    expect(refused.statusCode).toBe(401);
  });
});

describe('the workbench', () => {
  it('counts the caller’s parcels per status and lists the goods they order most', async () => {
    const { body } = await call(app, 'GET', '/api/home/user/info', undefined, { token: alice.token });
    expect(body.data.package_info).toEqual({ unpaid: 0, paid: 0, un_receive: 5, signed: 0, exception: 0 });
    expect(body.data.goods_list.map((g: { goods_id: number }) => g.goods_id)).toEqual([ZTO.id, YTO.id]);
    const fresh = await registerUser(app);
    expect((await call(app, 'GET', '/api/home/user/info', undefined, { token: fresh.token })).body.data).toEqual({ goods_list: [], package_info: { unpaid: 0, paid: 0, un_receive: 0, signed: 0, exception: 0 } });
  });

  it('counts from what the database keeps as parcels change (0037): equal to counting them, and folding the deltas changes no figure', async () => {
    type Count = { user_id: number; status: number; track_state: string; n: number };
    const counted = async () => (await sql<Count>`select user_id, status, track_state, count(*)::int as n from parcels group by 1, 2, 3 order by 1, 2, 3`.execute(app.db)).rows;
    const kept = async () =>
      (await sql<Count>`select user_id, status, track_state, sum(n)::int as n from parcel_counts group by 1, 2, 3 having sum(n) <> 0 order by 1, 2, 3`.execute(app.db)).rows;
    const deltas = async () => (await sql<{ n: number }>`select count(*)::int as n from parcel_counts`.execute(app.db)).rows[0].n;
    const workbench = async () => (await call(app, 'GET', '/api/home/user/info', undefined, { token: alice.token })).body.data.package_info;
    expect(await kept()).toEqual(await counted());
    const shown = await workbench();
    const before = await deltas();
    // made (paid, status 2), then numbered (3) or refused (4): more deltas than statuses
    await app.repos.orders.compactParcelCounts();
    expect(await deltas()).toBeLessThan(before);
    expect(await kept()).toEqual(await counted());
    expect(await workbench()).toEqual(shown);
    expect((await parcels(alice.token, { status: 4 })).body.data.data_count).toBe(1);
    expect((await parcels(alice.token, { status: 3, track_state: 'none' })).body.data.data_count).toBe(5);
  });
});
