import ExcelJS from 'exceljs';
import { call, testClock } from '../../test-support/harness';
import { app, withTestApp } from '../../test-support/test-app';
import { expectBooksBalanced } from '../../test-support/money';
import { makeOrder, merchant, recipients, stockUp, ZTO } from '../../test-support/ordering';

// The parcel list's after-sales fields (issue 21): 物流状态 (each row's, and as a filter) and 已赔付 (the 超时赔付
// booked by the real job on the settable clock), and the workbench's 已签收 / 异常 counters — only ever the caller's.
const clock = testClock();
const t = (china: string) => new Date(`${china}+08:00`);
let alice: Awaited<ReturnType<typeof merchant>>;
let bob: Awaited<ReturnType<typeof merchant>>;
let ids: number[];
let owedYuan: number;

withTestApp({ clock }, { beforeClose: () => expectBooksBalanced(app) });
beforeAll(async () => {
  await stockUp(app, ZTO.id);
  clock.set(t('2026-03-02 10:00:00'));
  alice = await merchant(app, 100);
  bob = await merchant(app, 100);
  expect((await makeOrder(app, alice.token, ZTO, recipients(3, 'a'))).body.code).toBe(0);
  expect((await makeOrder(app, bob.token, ZTO, recipients(1, 'b'))).body.code).toBe(0);
  const rows = await app.db.selectFrom('parcels').select(['id', 'price_fen']).where('user_id', '=', alice.userId).orderBy('id').execute();
  ids = rows.map((r) => Number(r.id));
  // 超时赔付: 2 yuan, or the parcel's price when it costs less
  owedYuan = Math.min(200, rows[0].price_fen) / 100;
  // the first is picked up in time and signed; the second and bob's are stuck (异常, never picked up); the third waits
  await app.db.updateTable('parcels').set({ picked_up_at: t('2026-03-02 11:00:00'), track_state: 'signed' }).where('id', '=', ids[0]).execute();
  await app.db.updateTable('parcels').set({ track_state: 'exception' }).where('id', 'in', [ids[1]]).execute();
  await app.db.updateTable('parcels').set({ track_state: 'exception' }).where('user_id', '=', bob.userId).execute();
  clock.set(t('2026-03-03 10:00:00'));
  await app.services.compensation.runDue();
});

const parcels = (token: string, body: Record<string, unknown> = {}) => call(app, 'POST', '/api/user/order/parcel', body, { token });
type Row = { id: number; track_state: string; track_state_name: string; compensation: number | null };
const byId = (list: Row[]) => [...list].sort((a, b) => a.id - b.id);

describe('the parcel list after dispatch', () => {
  it('answers each row’s 物流状态 with its name and the compensation booked for it (null when none)', async () => {
    const { body } = await parcels(alice.token);
    expect(body.data.data_count).toBe(3);
    expect(byId(body.data.list).map(({ id, track_state, track_state_name, compensation }: Row) => ({ id, track_state, track_state_name, compensation }))).toEqual([
      { id: ids[0], track_state: 'signed', track_state_name: '已签收', compensation: null },
      { id: ids[1], track_state: 'exception', track_state_name: '异常', compensation: owedYuan },
      { id: ids[2], track_state: 'none', track_state_name: '待揽收', compensation: owedYuan },
    ]);
  });

  it('filters by 物流状态, the caller’s parcels only; an unknown state is refused in Chinese', async () => {
    const exception = await parcels(alice.token, { track_state: 'exception' });
    expect(exception.body.data.list.map((p: Row) => p.id)).toEqual([ids[1]]);
    expect((await parcels(alice.token, { track_state: 'signed', page_size: 10 })).body.data.list.map((p: Row) => p.id)).toEqual([ids[0]]);
    expect((await parcels(alice.token, { track_state: 'returned' })).body.data.data_count).toBe(0);
    // bob's stuck parcel is his alone
    const bobs = await parcels(bob.token, { track_state: 'exception' });
    expect(bobs.body.data.data_count).toBe(1);
    expect(bobs.body.data.list[0]).toMatchObject({ track_state: 'exception', compensation: owedYuan });
    expect(ids).not.toContain(bobs.body.data.list[0].id);
    const refused = await parcels(alice.token, { track_state: 'lost' });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toContain('物流状态不正确');
  });

  it('exports the same filter with 物流状态 and the compensation', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/user/order/parcel/download', payload: { track_state: 'exception' }, headers: { authorization: `Bearer ${alice.token}` } });
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    workbook.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows).toHaveLength(2);
    const at = (header: string) => rows[1][rows[0].indexOf(header)];
    expect(at('物流状态')).toBe('异常');
    expect(at('赔付（元）')).toBe(owedYuan);
  });

  it('counts 已签收 and 异常 on the workbench, the caller’s only', async () => {
    const mine = await call(app, 'GET', '/api/home/user/info', undefined, { token: alice.token });
    expect(mine.body.data.package_info).toEqual({ unpaid: 0, paid: 0, un_receive: 3, signed: 1, exception: 1 });
    const his = await call(app, 'GET', '/api/home/user/info', undefined, { token: bob.token });
    expect(his.body.data.package_info).toMatchObject({ signed: 0, exception: 1 });
  });
});
