import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { DeliverStatus, StoreMessages, type RecipientInput } from 'shared-contracts';
import type { CourierProvider } from '../../providers/courier';
import { createSandboxCourier } from '../../providers/sandbox/courier';
import { createSandboxShopPlatform } from '../../providers/sandbox/shop-platform';
import type { ShopPlatformProvider } from '../../providers/shop-platform';
import { sandboxShipmentsRepository } from '../../repositories/sandbox-shipments';
import { STORE_PLATFORM_MISMATCH } from '../../services/ordering/ordering';
import { buildTestApp, call, openTestDb, registerUser, testClock, type TestDb } from '../../test-support/harness';
import { expectBooksBalanced } from '../../test-support/money';
import { merchant, stockUp, ZTO } from '../../test-support/ordering';
import { authOrders, connectShop, syncShop } from '../../test-support/shops';

let testDb: TestDb;
let app: FastifyInstance;
const clock = testClock('2026-11-23T02:00:00Z');
let platformDown = false;
let courierDown = false;
const sandboxCourier = createSandboxCourier();
const courier: CourierProvider = { name: 'test', createWaybill: (r) => (courierDown ? Promise.reject(new Error('courier unreachable')) : sandboxCourier.createWaybill(r)) };

beforeAll(async () => {
  testDb = await openTestDb();
  const sandbox = createSandboxShopPlatform('deliver-test-sandbox-secret-0123456789', sandboxShipmentsRepository(testDb.db), clock.now);
  const shopPlatform: ShopPlatformProvider = { ...sandbox, uploadWaybill: (auth, s) => (platformDown ? Promise.reject(new Error('platform unreachable')) : sandbox.uploadWaybill(auth, s)) };
  app = await buildTestApp(testDb, { providers: { shopPlatform, courier }, clock });
  await stockUp(app, ZTO.id);
});
afterEach(async () => {
  platformDown = false;
  courierDown = false;
  await expectBooksBalanced(app);
});
afterAll(async () => {
  await app.close();
  await testDb.close();
});

type AuthItem = { shop_order: string; receiver_name: string; receiver_phone: string; province: string; city: string; district: string; address: string; status: string; state: number; state_text?: string };

/** A merchant with money and a synced 淘宝 store. */
async function setUp() {
  const user = await merchant(app, 500);
  const store = await connectShop(app, user.token, { key: 'tb', density: 100 });
  await syncShop(app, user.token, store.id, clock.now(), 3);
  const orders: AuthItem[] = (await authOrders(app, user.token, { store_id: store.id })).body.data.list;
  return { user, store, orders };
}

const asRecipient = (o: AuthItem, i: number): RecipientInput => ({
  id: `a${i}`,
  shop_order: o.shop_order,
  rec_name: o.receiver_name,
  rec_mobile: o.receiver_phone,
  rec_province: o.province,
  rec_city: o.city,
  rec_district: o.district,
  rec_address: o.address,
});

const make = (token: string, rows: RecipientInput[], extra: Record<string, unknown>) =>
  call(app, 'POST', '/api/gift/order/make', { goods_id: ZTO.id, goods_num: 1, express_id: ZTO.courierId, platform: 2, order_source: 4, remark: '', rec_list: rows, ...extra }, { token, headers: { 'idempotency-key': randomUUID() } });
const deliver = (token: string, storeId: number, list: { shop_order: string; waybill_code: string }[], platform = 2) => call(app, 'POST', '/api/gift/auth/deliver', { list, platform, store_id: storeId }, { token });
const parcelsOf = (orderSn: string) =>
  app.db
    .selectFrom('parcels')
    .innerJoin('orders', 'orders.id', 'parcels.order_id')
    .select(['parcels.id', 'parcels.shop_order', 'parcels.waybill_code', 'parcels.deliver_status', 'parcels.deliver_msg', 'orders.store_id'])
    .where('orders.order_sn', '=', orderSn)
    .orderBy('parcels.line')
    .execute();

async function until(check: () => Promise<boolean>, timeoutMs = 40_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A recipient the ordering rules take (the sandbox makes a few orders without a detail, a phone or a province). */
const shippable = (o: AuthItem) => o.receiver_phone !== '' && o.province !== '' && o.address !== '';

describe('ordering from a store (order_source 4)', () => {
  it('needs the caller’s own, still authorised store of the same platform', async () => {
    const { user, store, orders } = await setUp();
    const other = await merchant(app, 100);
    const rows = [asRecipient(orders.filter(shippable)[0], 0)];
    expect((await make(user.token, rows, {})).body.msg).toBe(StoreMessages.selectShop);
    // 视频号 takes recipients only from its authorised shop, whatever the client sends
    expect((await make(user.token, rows, { platform: 6, order_source: 1 })).body.msg).toBe(StoreMessages.authorisedOnly);
    expect((await make(other.token, rows, { store_id: store.id })).body.msg).toBe(StoreMessages.storeMissing);
    expect((await make(user.token, rows, { store_id: store.id, platform: 3 })).body.msg).toBe(STORE_PLATFORM_MISMATCH);
    await app.db.updateTable('stores').set({ expired: true }).where('id', '=', store.id).execute();
    expect((await make(user.token, rows, { store_id: store.id })).body.msg).toBe(StoreMessages.authExpired);
  });

  it('keeps the store on the order; its parcels wait for delivery; the parcel list carries both', async () => {
    const { user, store, orders } = await setUp();
    const made = await make(user.token, [asRecipient(orders.filter((o) => shippable(o) && o.status === 'paid')[0], 0)], { store_id: store.id });
    expect(made.body.code).toBe(0);
    const parcels = await parcelsOf(made.body.data[0].order_sn);
    expect(parcels[0]).toMatchObject({ store_id: store.id, deliver_status: 0 });
    const listed = (await call(app, 'POST', '/api/user/order/parcel', {}, { token: user.token })).body.data.list[0];
    expect(listed).toMatchObject({ platform: 2, store_id: store.id, deliver_status: 0, deliver_msg: '' });
    const typed = await call(app, 'POST', '/api/gift/order/make', { goods_id: ZTO.id, goods_num: 1, express_id: ZTO.courierId, platform: 2, order_source: 1, remark: '', rec_list: [asRecipient(orders.filter(shippable)[1], 0)] }, { token: user.token, headers: { 'idempotency-key': randomUUID() } });
    expect((await parcelsOf(typed.body.data[0].order_sn))[0]).toMatchObject({ store_id: null, deliver_status: null });
  });
});

describe('POST /api/gift/auth/deliver', () => {
  it('uploads each waybill once: 已回传, the parcel delivered, the shop order shipped and no longer selectable', async () => {
    const { user, store, orders } = await setUp();
    const picked = orders.filter((o) => shippable(o) && o.status === 'paid').slice(0, 3);
    const made = await make(user.token, picked.map(asRecipient), { store_id: store.id });
    const rows = made.body.data.map((r: { shop_order: string; waybill_code: string }) => ({ shop_order: r.shop_order, waybill_code: r.waybill_code }));
    expect(rows.every((r: { waybill_code: string }) => r.waybill_code)).toBe(true);
    const { body } = await deliver(user.token, store.id, rows);
    expect(body.data).toEqual(rows.map((r: object) => ({ ...r, send_status: 1, msg: StoreMessages.deliverOk })));
    expect((await parcelsOf(made.body.data[0].order_sn)).every((p) => p.deliver_status === DeliverStatus.DONE)).toBe(true);
    // again: already delivered, nothing uploaded twice
    expect((await deliver(user.token, store.id, rows)).body.data.every((r: { send_status: number }) => r.send_status === 1)).toBe(true);
    const listed: AuthItem[] = (await authOrders(app, user.token, { store_id: store.id, shop_order: picked.map((o) => o.shop_order).join(',') })).body.data.list;
    expect(listed.every((o) => o.state === 2 && o.state_text === StoreMessages.bought && o.status === 'shipped')).toBe(true);
    // the sandbox shop's back office shows the shipments
    const shopPage = await app.inject({ method: 'GET', url: `${store.shop_url.replace(/\?.*/, '')}?density=100&days=7` });
    expect(shopPage.body).toContain('已发货 3 单');
    for (const row of rows) expect(shopPage.body).toMatch(new RegExp(`data-order="${row.shop_order}"[^]*?data-waybill="${row.waybill_code}"`));
  });

  it('answers the platform’s refusal per row (refunded, closed, shipped, unknown) and what is not ours', async () => {
    const { user, store, orders } = await setUp();
    const refunded = orders.find((o) => shippable(o) && o.status === 'refunded')!;
    const closed = orders.find((o) => shippable(o) && o.status === 'closed')!;
    const shipped = orders.find((o) => shippable(o) && o.status === 'shipped')!;
    const unknown = { ...orders.find((o) => shippable(o) && o.status === 'paid')!, shop_order: '20260101000099999999' };
    const made = await make(user.token, [refunded, closed, shipped, unknown].map(asRecipient), { store_id: store.id });
    const rows = made.body.data.map((r: { shop_order: string; waybill_code: string }) => ({ shop_order: r.shop_order, waybill_code: r.waybill_code }));
    const extra = [
      { shop_order: refunded.shop_order, waybill_code: '' },
      { shop_order: refunded.shop_order, waybill_code: 'ZT0000000000000' },
    ];
    const { body } = await deliver(user.token, store.id, [...rows, ...extra]);
    expect(body.data.map((r: { send_status: number; msg: string }) => [r.send_status, r.msg])).toEqual([
      [0, '订单已退款，不能发货'],
      [0, '订单已关闭，不能发货'],
      [0, '订单已发货'],
      [0, '订单不存在'],
      [0, StoreMessages.deliverNoWaybill],
      [0, StoreMessages.deliverNotOrdered],
    ]);
    const parcels = await parcelsOf(made.body.data[0].order_sn);
    expect(parcels.map((p) => [p.deliver_status, p.deliver_msg])).toEqual([
      [DeliverStatus.REFUSED, '订单已退款，不能发货'],
      [DeliverStatus.REFUSED, '订单已关闭，不能发货'],
      [DeliverStatus.REFUSED, '订单已发货'],
      [DeliverStatus.REFUSED, '订单不存在'],
    ]);
    const listed = (await call(app, 'POST', '/api/user/order/parcel', { order_sn: made.body.data[0].order_sn }, { token: user.token })).body.data.list;
    expect(listed.map((p: { deliver_status: number }) => p.deliver_status)).toEqual([2, 2, 2, 2]);
  });

  it('during a platform outage answers 稍后自动重试, and the shop-deliver job delivers later', async () => {
    const { user, store, orders } = await setUp();
    const made = await make(user.token, orders.filter((o) => shippable(o) && o.status === 'paid').slice(0, 2).map(asRecipient), { store_id: store.id });
    const rows = made.body.data.map((r: { shop_order: string; waybill_code: string }) => ({ shop_order: r.shop_order, waybill_code: r.waybill_code }));
    platformDown = true;
    const { body } = await deliver(user.token, store.id, rows);
    expect(body.data.map((r: { send_status: number; msg: string }) => [r.send_status, r.msg])).toEqual([
      [0, StoreMessages.deliverRetrying],
      [0, StoreMessages.deliverRetrying],
    ]);
    expect((await parcelsOf(made.body.data[0].order_sn)).map((p) => p.deliver_status)).toEqual([DeliverStatus.RETRYING, DeliverStatus.RETRYING]);
    platformDown = false;
    await until(async () => (await parcelsOf(made.body.data[0].order_sn)).every((p) => p.deliver_status === DeliverStatus.DONE));
    expect((await deliver(user.token, store.id, rows)).body.data.every((r: { send_status: number }) => r.send_status === 1)).toBe(true);
  }, 60_000);

  it('delivers parcels the waybill-dispatch job numbers later', async () => {
    const { user, store, orders } = await setUp();
    courierDown = true;
    const made = await make(user.token, orders.filter((o) => shippable(o) && o.status === 'paid').slice(0, 2).map(asRecipient), { store_id: store.id });
    expect(made.body.data.every((r: { waybill_code: string }) => r.waybill_code === '')).toBe(true);
    courierDown = false;
    await until(async () => (await parcelsOf(made.body.data[0].order_sn)).every((p) => p.waybill_code !== '' && p.deliver_status === DeliverStatus.DONE), 60_000);
  }, 90_000);

  it('parcels refused for an expired authorisation go to the store once it is authorised again; other refusals stay', async () => {
    const { user, store, orders } = await setUp();
    const paid = orders.filter((o) => shippable(o) && o.status === 'paid').slice(0, 2);
    const refunded = orders.find((o) => shippable(o) && o.status === 'refunded')!;
    const made = await make(user.token, [...paid, refunded].map(asRecipient), { store_id: store.id });
    const orderSn = made.body.data[0].order_sn;
    const rows = made.body.data.map((r: { shop_order: string; waybill_code: string }) => ({ shop_order: r.shop_order, waybill_code: r.waybill_code }));
    expect((await deliver(user.token, store.id, [rows[2]])).body.data[0].msg).toBe('订单已退款，不能发货');
    await app.db.updateTable('stores').set({ expired: true }).where('id', '=', store.id).execute();
    expect((await deliver(user.token, store.id, rows.slice(0, 2))).body.data.map((r: { msg: string }) => r.msg)).toEqual([StoreMessages.authExpired, StoreMessages.authExpired]);
    expect((await parcelsOf(orderSn)).map((p) => [p.deliver_status, p.deliver_msg])).toEqual([
      [DeliverStatus.REFUSED, StoreMessages.authExpired],
      [DeliverStatus.REFUSED, StoreMessages.authExpired],
      [DeliverStatus.REFUSED, '订单已退款，不能发货'],
    ]);
    // another user's shop of the same name authorised meanwhile changes nothing here
    const other = await registerUser(app);
    await connectShop(app, other.token, { key: 'tb', shopName: store.shop_name, density: 100 });
    expect((await parcelsOf(orderSn)).map((p) => p.deliver_status)).toEqual([DeliverStatus.REFUSED, DeliverStatus.REFUSED, DeliverStatus.REFUSED]);
    // the merchant authorises the shop again: the same row, and the shop-deliver job sends those two
    const again = await connectShop(app, user.token, { key: 'tb', shopName: store.shop_name, density: 100 });
    expect(again.id).toBe(store.id);
    await until(async () => (await parcelsOf(orderSn)).slice(0, 2).every((p) => p.deliver_status === DeliverStatus.DONE));
    expect((await parcelsOf(orderSn)).map((p) => [p.deliver_status, p.deliver_msg])).toEqual([
      [DeliverStatus.DONE, ''],
      [DeliverStatus.DONE, ''],
      [DeliverStatus.REFUSED, '订单已退款，不能发货'],
    ]);
  }, 60_000);

  it('housekeeping queues shop-deliver again for parcels whose job gave up, once until it has run', async () => {
    const { user, store, orders } = await setUp();
    const made = await make(user.token, orders.filter((o) => shippable(o) && o.status === 'paid').slice(0, 2).map(asRecipient), { store_id: store.id });
    const orderSn = made.body.data[0].order_sn;
    const [{ order_id: orderId }] = await app.db.selectFrom('parcels').innerJoin('orders', 'orders.id', 'parcels.order_id').select('parcels.order_id').where('orders.order_sn', '=', orderSn).execute();
    const ids = (await parcelsOf(orderSn)).map((p) => p.id);
    const hoursAgo = (h: number) => new Date(clock.now().getTime() - h * 3600_000);
    const due = () => app.repos.stores.deliveriesDue(hoursAgo(2), clock.now(), 100);
    // one parcel's job retried while the platform was down, the other was never claimed (numbered an hour ago)
    await app.db.updateTable('parcels').set({ deliver_status: DeliverStatus.RETRYING, deliver_msg: StoreMessages.deliverRetrying, deliver_tried_at: hoursAgo(1) }).where('id', '=', ids[0]).execute();
    await app.db.updateTable('parcels').set({ dispatched_at: hoursAgo(1) }).where('id', '=', ids[1]).execute();
    // tried an hour ago: its job may still be retrying
    expect(await due()).not.toContain(orderId);
    // the job gave up two hours ago: due once — queued and stamped, so a second sweep before the job ran does not queue it again
    await app.db.updateTable('parcels').set({ deliver_tried_at: hoursAgo(3) }).where('id', '=', ids[0]).execute();
    await app.db.updateTable('parcels').set({ dispatched_at: hoursAgo(3) }).where('id', '=', ids[1]).execute();
    expect(await due()).toEqual([orderId]);
    expect(await due()).toEqual([]);
    // the sweep itself: the order is queued again and its parcels delivered
    await app.db.updateTable('parcels').set({ deliver_tried_at: hoursAgo(3) }).where('id', 'in', ids).execute();
    await app.jobs.send('housekeeping', {});
    await until(async () => (await parcelsOf(orderSn)).every((p) => p.deliver_status === DeliverStatus.DONE));
  }, 60_000);

  it('never acts for another user: their store is missing, and parcels of another store are not found', async () => {
    const { user, store, orders } = await setUp();
    const made = await make(user.token, [asRecipient(orders.filter((o) => shippable(o) && o.status === 'paid')[0], 0)], { store_id: store.id });
    const rows = [{ shop_order: made.body.data[0].shop_order, waybill_code: made.body.data[0].waybill_code }];
    const other = await registerUser(app);
    expect((await deliver(other.token, store.id, rows)).body.msg).toBe(StoreMessages.storeMissing);
    const otherStore = await connectShop(app, other.token, { key: 'tb', shopName: store.shop_name });
    expect((await deliver(other.token, otherStore.id, rows)).body.data).toEqual([{ ...rows[0], send_status: 0, msg: StoreMessages.deliverNotOrdered }]);
    expect((await deliver(user.token, store.id, rows, 3)).body.msg).toBe(StoreMessages.storeMissing);
    expect((await parcelsOf(made.body.data[0].order_sn))[0].deliver_status).toBe(DeliverStatus.PENDING);
  });
});
