import { deliveriesOf, enableCallbacks, receiver, signedWith, waitForDeliveries, withCallbackReceiver } from '../../test-support/callback-receiver';
import { testClock } from '../../test-support/harness';
import { app } from '../../test-support/test-app';
import { makeOrder, merchant, recipients, ZTO } from '../../test-support/ordering';
import { newOperator } from '../../test-support/operators';

// What each cause records for the merchant's callback URL, as the receiver gets it: refused parcels,
// tracking state changes, 超时赔付, and a big order's waybills. Both databases.
const clock = testClock();
const HOUR = 3_600_000;
const t = (china: string) => new Date(`${china}+08:00`);

withCallbackReceiver({ clock });

/** A merchant with the API on, calling back to the receiver. */
async function subscriber(yuan = 200) {
  const user = await merchant(app, yuan);
  const secret = await enableCallbacks(app, user.userId, receiver.url);
  return { ...user, secret };
}

async function order(user: { token: string; userId: number }, addresses: string[]) {
  const rows = recipients(addresses.length).map((row, i) => ({ ...row, rec_address: addresses[i] }));
  const { body } = await makeOrder(app, user.token, ZTO, rows);
  expect(body.code).toBe(0);
  const orderSn = body.data[0].order_sn as string;
  const parcels = await app.db
    .selectFrom('parcels')
    .innerJoin('orders', 'orders.id', 'parcels.order_id')
    .select(['parcels.id', 'parcels.parcel_sn', 'parcels.shop_order', 'parcels.waybill_code', 'parcels.price_fen', 'parcels.status', 'orders.express_name'])
    .where('orders.order_sn', '=', orderSn)
    .orderBy('parcels.line')
    .execute();
  return { orderSn, parcels: parcels.map((p) => ({ ...p, id: Number(p.id) })) };
}

/** The bodies the receiver got for these event ids' merchant, parsed. */
const bodiesOf = (secret: string) =>
  receiver.received.filter((callback) => signedWith(callback, secret)).map((callback) => ({ ...JSON.parse(callback.body), header: callback.headers['x-event-id'] }));

describe('callback events', () => {
  it('calls a parcel the courier refused back as parcel.refunded with the amount in yuan and the reason; its numbered sibling as parcel.waybill', async () => {
    const user = await subscriber();
    const { orderSn, parcels } = await order(user, ['文三路1号', '拒收路2号']);
    const [numbered, refused] = parcels;
    expect(refused.status).toBe(4);
    await waitForDeliveries(app, user.userId, (rows) => rows.length === 2 && rows.every((row) => row.status === 'delivered'));
    const bodies = bodiesOf(user.secret);
    expect(bodies).toHaveLength(2);
    expect(bodies.find((body) => body.event === 'parcel.refunded')).toMatchObject({
      data: { order_sn: orderSn, parcel_sn: refused.parcel_sn, shop_order: refused.shop_order, amount: refused.price_fen / 100, reason: '收件地址被快递拒收，已退款' },
    });
    expect(bodies.find((body) => body.event === 'parcel.waybill')).toMatchObject({ data: { parcel_sn: numbered.parcel_sn, waybill_code: numbered.waybill_code } });
    for (const body of bodies) expect(body.header).toBe(body.event_id);
  });

  it('records a big order waybills one row each, with distinct event ids, all delivered', async () => {
    const user = await subscriber(2000);
    const { parcels } = await order(user, Array.from({ length: 60 }, (_, i) => `文三路${i + 1}号`));
    const rows = await waitForDeliveries(app, user.userId, (all) => all.length === 60 && all.every((row) => row.status === 'delivered'));
    expect(new Set(rows.map((row) => row.event_id)).size).toBe(60);
    expect(new Set(bodiesOf(user.secret).map((body) => body.data.parcel_sn))).toEqual(new Set(parcels.map((p) => p.parcel_sn)));
  });

  it('calls each tracking state change back as parcel.tracking (state, its name, China time, the courier text); not a repeat of the state, not an older event', async () => {
    const user = await subscriber();
    const { orderSn, parcels } = await order(user, ['文三路9号']);
    const parcel = parcels[0];
    await waitForDeliveries(app, user.userId, (rows) => rows.length === 1 && rows[0].status === 'delivered');
    const at = clock.now().getTime();
    const event = (state: 'picked_up' | 'in_transit' | 'delivering', hours: number, description: string) => ({ state, description, location: '杭州市', occurredAt: new Date(at + hours * HOUR) });

    await app.services.tracking.ingest(parcel.id, [event('picked_up', 1, '快件已揽收')]);
    // two scans in one batch: the latest is the state
    await app.services.tracking.ingest(parcel.id, [event('in_transit', 2, '到达杭州转运中心'), event('in_transit', 3, '离开杭州转运中心')]);
    // the same state again, and an older event: no change
    await app.services.tracking.ingest(parcel.id, [event('in_transit', 4, '到达上海转运中心')]);
    await app.services.tracking.ingest(parcel.id, [event('picked_up', 0.5, '揽收扫描')]);
    await app.services.tracking.ingest(parcel.id, [event('delivering', 5, '派件中')]);

    const rows = await waitForDeliveries(app, user.userId, (all) => all.length === 4 && all.every((row) => row.status === 'delivered'));
    expect(rows.map((row) => row.event)).toEqual(['parcel.waybill', 'parcel.tracking', 'parcel.tracking', 'parcel.tracking']);
    const tracking = rows.slice(1).map((row) => JSON.parse(row.body).data);
    const common = { order_sn: orderSn, parcel_sn: parcel.parcel_sn, shop_order: parcel.shop_order, waybill_code: parcel.waybill_code, express_name: parcel.express_name };
    const china = (hours: number) => new Date(at + hours * HOUR + 8 * HOUR).toISOString().slice(0, 19).replace('T', ' ');
    expect(tracking).toEqual([
      { ...common, state: 'picked_up', state_name: '已揽收', time: china(1), desc: '快件已揽收' },
      { ...common, state: 'in_transit', state_name: '运输中', time: china(3), desc: '离开杭州转运中心' },
      { ...common, state: 'delivering', state_name: '派件中', time: china(5), desc: '派件中' },
    ]);
    // a merchant without the API: its parcels' tracking records nothing
    const plain = await merchant(app, 100);
    const other = await order(plain, ['文三路10号']);
    await app.services.tracking.ingest(other.parcels[0].id, [event('picked_up', 1, '快件已揽收')]);
    expect(await deliveriesOf(app, plain.userId)).toEqual([]);
  });

  it('calls a booked 超时赔付 back as parcel.compensated with the amount and the reason, once whatever the replays', async () => {
    clock.set(t('2026-04-30T16:59:59'));
    const user = await subscriber();
    const { orderSn, parcels } = await order(user, ['文三路11号']);
    clock.set(t('2026-05-01T09:00:00'));
    await app.services.compensation.runDue();
    await app.services.compensation.runDue();
    const rows = await waitForDeliveries(app, user.userId, (all) => all.length === 2 && all.every((row) => row.status === 'delivered'));
    const booked = await app.db.selectFrom('parcel_compensations').select('amount_fen').where('parcel_id', '=', parcels[0].id).executeTakeFirstOrThrow();
    expect(rows[1].event).toBe('parcel.compensated');
    expect(JSON.parse(rows[1].body).data).toEqual({
      order_sn: orderSn,
      parcel_sn: parcels[0].parcel_sn,
      shop_order: parcels[0].shop_order,
      waybill_code: parcels[0].waybill_code,
      amount: booked.amount_fen / 100,
      reason: '超时未揽收',
    });
  });

  it('calls a manual compensation (人工赔付 in the console) back as parcel.compensated too', async () => {
    const user = await subscriber();
    const { parcels } = await order(user, ['文三路12号']);
    await waitForDeliveries(app, user.userId, (all) => all.length === 1 && all[0].status === 'delivered');
    const operator = await newOperator(app, clock, 'finance');
    const ctx = { operator: { id: operator.id, name: '测试finance', role: operator.role }, ip: '127.0.0.1' };
    await app.services.adminCompensations.manual({ parcelId: parcels[0].id, amountFen: 150, reason: '客户投诉破损' }, 'manual-callback-1', ctx);
    const rows = await waitForDeliveries(app, user.userId, (all) => all.length === 2 && all.every((row) => row.status === 'delivered'));
    expect(rows[1].event).toBe('parcel.compensated');
    expect(JSON.parse(rows[1].body).data).toMatchObject({ parcel_sn: parcels[0].parcel_sn, amount: 1.5, reason: '人工赔付' });
  });
});
