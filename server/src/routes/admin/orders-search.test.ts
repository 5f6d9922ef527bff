import { randomUUID } from 'node:crypto';
import { call, testClock } from '../../test-support/harness';
import { app, withTestApp } from '../../test-support/test-app';
import { asOperator, newOperator, type TestOperator } from '../../test-support/operators';
import { makeOrder, merchant, recipients, stockUp, ZTO } from '../../test-support/ordering';
import { newSubstation, type TestSite } from '../../test-support/sites';

/**
 * 订单与包裹 for operators (issue 34): search across members by the recipient's whole phone (exactly), the goods id
 * and the courier; a parcel's detail with its track and compensations; a 分站's operators only ever see their
 * members' parcels (another site's parcel id is 404).
 */
const clock = testClock();
const OTHER = { id: 2, courierId: 2 };
const PHONE = '13912345678';
let hz: TestSite;
let support: TestOperator;
let staff: TestOperator;
/** parcel ids: the main member's to PHONE, the hz member's to PHONE and to PHONE with an extension */
const ids = { main: 0, hz: 0, extension: 0 };

withTestApp({ clock }, { timeout: 60_000 });
beforeAll(async () => {
  hz = await newSubstation(app, 'hz.search.example.com', { name: '杭州搜索站' });
  await stockUp(app, ZTO.id);
  await stockUp(app, OTHER.id);
  support = await newOperator(app, clock, 'support');
  staff = await newOperator(app, clock, 'site_staff', { site: hz });
  const mainMember = await merchant(app, 200);
  const hzMember = await merchant(app, 200, { host: hz.domain });
  const [a, b] = recipients(2, 'main');
  expect((await makeOrder(app, mainMember.token, ZTO, [{ ...a, rec_mobile: PHONE }, { ...b, rec_mobile: '13912345679' }])).body.code).toBe(0);
  const [c, d] = recipients(2, 'hz');
  expect((await makeOrder(app, hzMember.token, OTHER, [{ ...c, rec_mobile: PHONE }, { ...d, rec_mobile: `${PHONE}-1234` }], { host: hz.domain })).body.code).toBe(0);
  const parcels = await app.db.selectFrom('parcels').select(['id', 'user_id', 'rec_mobile']).orderBy('id').execute();
  ids.main = Number(parcels.find((p) => p.user_id === mainMember.userId && p.rec_mobile === PHONE)!.id);
  ids.hz = Number(parcels.find((p) => p.user_id === hzMember.userId && p.rec_mobile === PHONE)!.id);
  ids.extension = Number(parcels.find((p) => p.rec_mobile === `${PHONE}-1234`)!.id);
}, 60_000);

const get = (who: TestOperator, url: string, query: Record<string, string> = {}) => call(app, 'GET', `/api/admin/${url}`, undefined, { ...asOperator(who.token, who.host), query });
const idsOf = (body: { data: { list: { id: number }[] } }) => body.data.list.map((row) => row.id).sort((x, y) => x - y);

describe('search across members', () => {
  it('finds parcels and orders by the recipient\'s whole phone, exactly, on every site for a main-site operator', async () => {
    const parcels = await get(support, 'parcels', { rec_mobile: PHONE });
    expect(idsOf(parcels.body)).toEqual([ids.main, ids.hz]);
    // masked as in the list, never the number searched for
    expect(parcels.body.data.list.map((p: { rec_mobile: string }) => p.rec_mobile)).toEqual(['139****5678', '139****5678']);
    expect((await get(support, 'orders', { rec_mobile: PHONE })).body.data.data_count).toBe(2);
    expect(idsOf((await get(support, 'parcels', { rec_mobile: ` ${PHONE} ` })).body)).toEqual([ids.main, ids.hz]);
    expect((await get(support, 'parcels', { rec_mobile: '13700000000' })).body.data.data_count).toBe(0);
  });

  it('takes only a whole 11-digit number for the recipient\'s phone', async () => {
    for (const partial of ['1391234', '5678', `${PHONE}9`, `${PHONE}-1234`, '23912345678']) {
      const reply = await get(support, 'parcels', { rec_mobile: partial });
      expect([partial, reply.status, reply.body.msg]).toEqual([partial, 400, '收件人手机号应为完整的 11 位手机号']);
    }
    expect((await get(support, 'orders', { rec_mobile: '1391234' })).status).toBe(400);
  });

  it('keeps a 分站\'s operators to their members\' parcels whatever they search', async () => {
    expect(idsOf((await get(staff, 'parcels', { rec_mobile: PHONE })).body)).toEqual([ids.hz]);
    expect((await get(staff, 'orders', { rec_mobile: PHONE })).body.data.data_count).toBe(1);
    expect((await get(staff, 'parcels', { goods_id: String(ZTO.id) })).body.data.data_count).toBe(0);
  });

  it('filters by goods (id, or name as before) and courier, with the waybill number, across members', async () => {
    expect(idsOf((await get(support, 'parcels', { goods_id: String(OTHER.id) })).body)).toEqual([ids.hz, ids.extension]);
    expect((await get(support, 'orders', { goods_id: String(ZTO.id) })).body.data.list.map((o: { goods_id: number }) => o.goods_id)).toEqual([ZTO.id]);
    expect((await get(support, 'parcels', { courier_id: String(ZTO.courierId) })).body.data.data_count).toBe(2);
    expect((await get(support, 'orders', { courier_id: String(OTHER.courierId) })).body.data.data_count).toBe(1);
    expect((await get(support, 'parcels', { courier_id: String(OTHER.courierId), rec_mobile: PHONE })).body.data.list.map((p: { id: number }) => p.id)).toEqual([ids.hz]);
    const goodsName = (await get(support, 'orders', { goods_id: String(OTHER.id) })).body.data.list[0].goods_name as string;
    expect((await get(support, 'parcels', { goods_name: goodsName.slice(0, 2), courier_id: String(OTHER.courierId) })).body.data.data_count).toBe(2);
    const waybill = (await app.db.selectFrom('parcels').select('waybill_code').where('id', '=', Number(ids.hz)).executeTakeFirstOrThrow()).waybill_code;
    expect(idsOf((await get(support, 'parcels', { waybill_code: waybill })).body)).toEqual([ids.hz]);
    expect((await get(support, 'orders', { waybill_code: waybill })).body.data.data_count).toBe(1);
    expect((await get(support, 'parcels', { goods_id: 'x' })).status).toBe(400);
    expect((await get(support, 'parcels', { courier_id: '0' })).status).toBe(400);
  });

  it('exports what it finds by the recipient\'s phone', async () => {
    const reply = await app.inject({ method: 'GET', url: '/api/admin/parcels/export', query: { rec_mobile: PHONE }, headers: asOperator(support.token).headers });
    expect(reply.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/admin/parcels/export', query: { rec_mobile: '5678' }, headers: asOperator(support.token).headers })).statusCode).toBe(400);
  });

  it('offers every courier for the 快递 filter, to every role', async () => {
    for (const who of [support, staff]) {
      const couriers = (await get(who, 'courier-options')).body.data as { id: number; name: string }[];
      expect(couriers.map((c) => c.id)).toEqual(expect.arrayContaining([ZTO.courierId, OTHER.courierId]));
    }
  });
});

describe('a parcel\'s detail', () => {
  it('shows the parcel, its courier events newest first and its compensations', async () => {
    const at = clock.now().getTime();
    await app.services.tracking.ingest(ids.hz, [
      { state: 'picked_up', description: '快件已揽收', location: '金华市', occurredAt: new Date(at + 3_600_000) },
      { state: 'in_transit', description: '到达杭州转运中心', location: '杭州市', occurredAt: new Date(at + 7_200_000) },
    ]);
    const finance = await newOperator(app, clock, 'finance');
    const booked = await call(app, 'POST', '/api/admin/compensations', { parcel_id: ids.hz, amount: 1.5, reason: '包裹破损，客户投诉' }, { headers: { ...asOperator(finance.token).headers, 'idempotency-key': randomUUID() } });
    expect(booked.body.code).toBe(0);

    const { body } = await get(finance, `parcels/${ids.hz}`);
    expect(body.code).toBe(0);
    const parcel = await app.db.selectFrom('parcels').select(['parcel_sn', 'waybill_code']).where('id', '=', Number(ids.hz)).executeTakeFirstOrThrow();
    expect(body.data.parcel).toMatchObject({
      id: ids.hz,
      parcel_sn: parcel.parcel_sn,
      goods_id: OTHER.id,
      waybill_code: parcel.waybill_code,
      rec_mobile: '139****5678',
      site_id: hz.id,
      status: 3,
      track_state: 'in_transit',
      compensation: 1.5,
      compensated: true,
      created_at: expect.any(String),
    });
    expect(body.data.track).toMatchObject({ id: ids.hz, waybill_code: parcel.waybill_code, track_state: 'in_transit', picked_up_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2} /) });
    expect(body.data.track.events.map((e: { description: string; location: string }) => `${e.description}@${e.location}`)).toEqual(['到达杭州转运中心@杭州市', '快件已揽收@金华市']);
    expect(body.data.compensations).toEqual([
      { kind: 'manual', kind_name: '人工赔付', reason: 'manual', reason_name: '人工赔付', amount: 1.5, created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/), status: 'credited', status_name: '已到账' },
    ]);

    // the 分站's own staff opens it too; a parcel without events or compensations has empty lists
    expect((await get(staff, `parcels/${ids.hz}`)).body.data.track.events).toHaveLength(2);
    expect((await get(support, `parcels/${ids.main}`)).body.data).toMatchObject({ track: { events: [] }, compensations: [], parcel: { compensated: false, compensation: null } });
  });

  it('is 404 for another site\'s parcel to a 分站\'s operator, and for a parcel that does not exist', async () => {
    const foreign = await get(staff, `parcels/${ids.main}`);
    expect([foreign.status, foreign.body.msg]).toEqual([404, '包裹不存在']);
    expect((await get(support, 'parcels/99999999')).status).toBe(404);
    expect((await get(support, 'parcels/abc')).status).toBe(400);
  });
});
