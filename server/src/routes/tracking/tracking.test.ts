import { chinaDayNumber, chinaDayStart } from 'shared-contracts/china-time';
import { sandboxTrackStream } from '../../providers/sandbox/tracking';
import { call, testClock } from '../../test-support/harness';
import { app, withTestApp } from '../../test-support/test-app';
import { makeOrder, merchant, recipients, stockUp, ZTO } from '../../test-support/ordering';

const clock = testClock(); // 2026-03-02 09:00 China time
const HOUR = 3_600_000;
let alice: Awaited<ReturnType<typeof merchant>>;
let bob: Awaited<ReturnType<typeof merchant>>;

withTestApp({ clock });
beforeAll(async () => {
  await stockUp(app, ZTO.id);
  alice = await merchant(app, 300);
  bob = await merchant(app, 100);
});

/** Alice's parcels of a new order to these addresses, numbered by the sandbox courier. */
async function order(addresses: string[]) {
  const rows = recipients(addresses.length).map((row, i) => ({ ...row, rec_address: addresses[i] }));
  const { body } = await makeOrder(app, alice.token, ZTO, rows);
  expect(body.code).toBe(0);
  const parcels = await app.db
    .selectFrom('parcels')
    .innerJoin('orders', 'orders.id', 'parcels.order_id')
    .innerJoin('couriers', 'couriers.id', 'orders.courier_id')
    .select(['parcels.id', 'parcels.waybill_code', 'parcels.rec_address', 'parcels.rec_province', 'parcels.rec_city', 'parcels.rec_district', 'parcels.rec_mobile', 'parcels.dispatched_at', 'couriers.name', 'couriers.send_province', 'couriers.send_city'])
    .where('orders.order_sn', '=', body.data[0].order_sn)
    .orderBy('parcels.line')
    .execute();
  expect(parcels.every((p) => p.waybill_code !== '')).toBe(true);
  return parcels.map((p) => ({
    id: Number(p.id),
    waybill: p.waybill_code,
    // what the sandbox will say, to compare with
    stream: sandboxTrackStream({
      waybillCode: p.waybill_code,
      courierName: p.name,
      from: { province: p.send_province, city: p.send_city },
      recipient: { province: p.rec_province, city: p.rec_city, district: p.rec_district, address: p.rec_address, mobile: p.rec_mobile },
      dispatchedAt: p.dispatched_at!,
    }),
  }));
}

const parcelRow = (id: number) => app.db.selectFrom('parcels').select(['track_state', 'picked_up_at', 'signed_at', 'track_updated_at', 'track_subscribed_at']).where('id', '=', id).executeTakeFirstOrThrow();
/** Moves the clock, keeping the users' sessions alive (a session lapses after 7 idle days). */
async function advance(ms: number) {
  for (let left = ms; left > 0; left -= 2 * 24 * HOUR) {
    clock.advance(Math.min(left, 2 * 24 * HOUR));
    for (const user of [alice, bob]) await call(app, 'GET', '/api/user/order/parcel/track?id=1', undefined, { token: user.token });
  }
}
const eventCount = async (id: number) => Number((await app.db.selectFrom('tracking_events').select((eb) => eb.fn.countAll().as('n')).where('parcel_id', '=', id).executeTakeFirstOrThrow()).n);

describe('tracking on the sandbox provider, moved by the business clock', () => {
  let normal: Awaited<ReturnType<typeof order>>[number];
  let never: Awaited<ReturnType<typeof order>>[number];
  let late: Awaited<ReturnType<typeof order>>[number];

  beforeAll(async () => {
    [normal, never, late] = await order(['文三路1号', '不揽收大厦2号', '延迟揽收路3号']);
  });

  it('subscribes the numbered parcels and has nothing to say before the pickup', async () => {
    const outcome = await app.services.tracking.run();
    expect(outcome.subscribed).toBeGreaterThanOrEqual(3);
    for (const p of [normal, never, late]) expect(await parcelRow(p.id)).toMatchObject({ track_state: 'none', picked_up_at: null, signed_at: null, track_subscribed_at: expect.any(Date) });
  });

  it('picks the normal parcel up within hours; 不揽收 and 延迟揽收 wait', async () => {
    clock.advance(7 * HOUR);
    await app.services.tracking.run();
    const row = await parcelRow(normal.id);
    expect(row.picked_up_at).toEqual(normal.stream[0].occurredAt);
    expect(row.picked_up_at!.getTime() - clock.now().getTime()).toBeLessThan(0);
    expect(['picked_up', 'in_transit']).toContain(row.track_state);
    expect(await parcelRow(never.id)).toMatchObject({ track_state: 'none', picked_up_at: null });
    expect(await parcelRow(late.id)).toMatchObject({ track_state: 'none', picked_up_at: null });
  });

  it('picks 延迟揽收 up after 08:00 the day after next, and signs the normal one; 不揽收 is never picked up', async () => {
    await advance(chinaDayStart(chinaDayNumber(clock.now()) + 2) + 11 * HOUR - clock.now().getTime()); // 11:00 China time, two days on
    await app.services.tracking.run();
    const deadline = chinaDayStart(chinaDayNumber(late.stream[0].occurredAt)) + 8 * HOUR;
    const lateRow = await parcelRow(late.id);
    expect(lateRow.picked_up_at).toEqual(late.stream[0].occurredAt);
    expect(lateRow.picked_up_at!.getTime()).toBeGreaterThan(deadline);
    await advance(6 * 24 * HOUR);
    await app.services.tracking.run();
    const signed = normal.stream[normal.stream.length - 1];
    expect(await parcelRow(normal.id)).toMatchObject({ track_state: 'signed', signed_at: signed.occurredAt, picked_up_at: normal.stream[0].occurredAt });
    expect(await eventCount(normal.id)).toBe(normal.stream.length);
    expect(await parcelRow(never.id)).toMatchObject({ track_state: 'none', picked_up_at: null });
  });

  it('stores the same event once, however often it comes', async () => {
    const before = await eventCount(normal.id);
    expect(await app.services.tracking.ingest(normal.id, normal.stream)).toBe(0);
    // one push carrying an event twice
    const stalled = { state: 'exception' as const, description: '【上海市】快件滞留，正在核实', location: '上海市', occurredAt: new Date(clock.now().getTime() - HOUR) };
    const lateBefore = await eventCount(late.id);
    expect(await app.services.tracking.ingest(late.id, [stalled, stalled])).toBe(1);
    expect(await app.services.tracking.ingest(late.id, [stalled])).toBe(0);
    expect(await eventCount(late.id)).toBe(lateBefore + 1);
    clock.advance(HOUR);
    await app.services.tracking.run(); // a signed parcel is not polled again
    expect(await eventCount(normal.id)).toBe(before);
    expect((await parcelRow(normal.id)).track_state).toBe('signed');
  });

  it('shows the owner the timeline, newest first in China time; another user’s parcel is 404', async () => {
    const { status, body } = await call(app, 'GET', `/api/user/order/parcel/track?id=${normal.id}`, undefined, { token: alice.token });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id: normal.id, waybill_code: normal.waybill, express_name: expect.any(String), track_state: 'signed', track_state_name: '已签收' });
    expect(body.data.events).toHaveLength(normal.stream.length);
    expect(body.data.events[0]).toMatchObject({ state: 'signed', state_name: '已签收', time: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/) });
    expect(body.data.events[body.data.events.length - 1].state).toBe('picked_up');
    expect(body.data.picked_up_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const none = await call(app, 'GET', `/api/user/order/parcel/track?id=${never.id}`, undefined, { token: alice.token });
    expect(none.body.data).toMatchObject({ track_state: 'none', track_state_name: '待揽收', events: [], picked_up_at: '' });
    expect((await call(app, 'GET', `/api/user/order/parcel/track?id=${normal.id}`, undefined, { token: bob.token })).status).toBe(404);
    expect((await call(app, 'GET', '/api/user/order/parcel/track?id=99999999', undefined, { token: alice.token })).status).toBe(404);
    expect((await call(app, 'GET', `/api/user/order/parcel/track?id=${normal.id}`)).status).toBe(401);
  });
});

describe('the track-poll job', () => {
  it('subscribes and polls on the job queue', async () => {
    const [parcel] = await order(['文三路9号']);
    clock.advance(7 * HOUR);
    const deadline = Date.now() + 20_000;
    await app.jobs.send('track-poll', {});
    while (!(await parcelRow(parcel.id)).picked_up_at && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      // a run already queued or running when the clock moved may miss it: ask again
      if (!(await parcelRow(parcel.id)).track_subscribed_at) continue;
      await app.jobs.send('track-poll', {});
    }
    expect(await parcelRow(parcel.id)).toMatchObject({ picked_up_at: parcel.stream[0].occurredAt, track_subscribed_at: expect.any(Date) });
  }, 30_000);
});
