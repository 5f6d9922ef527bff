import { CALLBACK_RETRY_DELAYS_S } from 'shared-contracts';
import { createSecretBox, DEVELOPMENT_KEY } from '../../lib/secret-box';
import type { ResolvedAddress } from '../../lib/outbound-address';
import { deliveriesOf, enableCallbacks, signedWith, startCallbackReceiver, waitForDeliveries, type CallbackReceiver } from '../../test-support/callback-receiver';
import { call, testClock } from '../../test-support/harness';
import { app, withTestApp } from '../../test-support/test-app';
import { makeOrder, merchant, recipients, stockUp, ZTO } from '../../test-support/ordering';
import { callbackDeliveryService, type CallbackDeliveryOptions } from './delivery';

// Callbacks sent to a local receiver on the app's settable clock: the first try at once (the job the
// recording transaction sends), the retries when the clock reaches them. Both databases.
let receiver: CallbackReceiver;
const clock = testClock();
const DAY = 86_400_000;

withTestApp({ clock });
beforeAll(async () => {
  await stockUp(app, ZTO.id);
});
beforeEach(async () => {
  receiver = await startCallbackReceiver();
});
afterEach(async () => {
  await receiver.close();
});

/** A merchant's order of `n` parcels (numbered at once by the sandbox courier), and its parcels. */
async function order(user: { token: string; userId: number }, n = 1) {
  const { body } = await makeOrder(app, user.token, ZTO, recipients(n));
  expect(body.code).toBe(0);
  const parcels = await app.db.selectFrom('parcels').select(['id', 'parcel_sn', 'shop_order', 'waybill_code']).where('user_id', '=', user.userId).orderBy('id').execute();
  return { orderSn: body.data[0].order_sn as string, parcels };
}

const moveBy = (ms: number) => clock.set(new Date(clock.now().getTime() + ms));

/**
 * A sender of its own (shorter timeout, production's address rule…) whose clock runs a day ahead, over
 * deliveries recorded a day ahead: the app's own worker, on the app's clock, does not find them due.
 */
function aheadSender(options: CallbackDeliveryOptions) {
  const now = () => new Date(clock.now().getTime() + DAY);
  return { now, sender: callbackDeliveryService({ repos: app.repos, jobs: app.jobs, box: createSecretBox(DEVELOPMENT_KEY), now, options }) };
}

/** A merchant with parcels numbered before their callbacks were set to `url`, and those parcels' waybill events recorded at `at`. */
async function recordedAt(url: string, at: Date) {
  const user = await merchant(app, 100);
  const { parcels } = await order(user);
  const secret = await enableCallbacks(app, user.userId, url);
  expect(await app.repos.callbacks.recordWaybills(parcels.map((p) => Number(p.id)), at)).toBe(1);
  return { user, secret };
}

describe('callback delivery', () => {
  it('calls a waybill back at once, signed with the merchant secret, the parcel in the body; once however often the cause replays', async () => {
    const user = await merchant(app, 100);
    const secret = await enableCallbacks(app, user.userId, receiver.url);
    const { orderSn, parcels } = await order(user);

    const [callback] = await receiver.waitFor(1);
    expect(signedWith(callback, secret)).toBe(true);
    expect(signedWith(callback, `${secret}x`)).toBe(false);
    expect(callback.headers['content-type']).toBe('application/json');
    expect(Number(callback.headers['x-timestamp'])).toBe(Math.floor(clock.now().getTime() / 1000));
    const body = JSON.parse(callback.body);
    expect(body).toEqual({
      event: 'parcel.waybill',
      event_id: callback.headers['x-event-id'],
      created_at: clock.now().toISOString(),
      data: { order_sn: orderSn, parcel_sn: parcels[0].parcel_sn, shop_order: parcels[0].shop_order, waybill_code: parcels[0].waybill_code, express_name: expect.any(String) },
    });
    expect(body.event_id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(parcels[0].waybill_code).not.toBe('');

    const [row] = await waitForDeliveries(app, user.userId, (rows) => rows[0]?.status === 'delivered');
    expect(row).toMatchObject({ event: 'parcel.waybill', event_id: body.event_id, body: callback.body, attempts: 1, last_status_code: 200, last_error: null, next_attempt_at: null });
    expect(row.delivered_at).toEqual(clock.now());

    // the dispatch numbering the parcel again (its job after make's inline pass) records nothing more
    expect(await app.repos.callbacks.recordWaybills([Number(parcels[0].id)], clock.now())).toBe(0);
    await app.services.callbacks.deliverDue();
    expect(await deliveriesOf(app, user.userId)).toHaveLength(1);
    expect(receiver.received).toHaveLength(1);
  });

  it('records nothing for merchants without the API on, with no callback URL, or with the API off', async () => {
    const none = await merchant(app, 100);
    const noUrl = await merchant(app, 100);
    await enableCallbacks(app, noUrl.userId, '');
    const off = await merchant(app, 100);
    await enableCallbacks(app, off.userId, receiver.url);
    await app.db.updateTable('api_settings').set({ enabled: false }).where('user_id', '=', off.userId).execute();
    for (const user of [none, noUrl, off]) await order(user, 3);
    await app.services.callbacks.deliverDue();
    for (const user of [none, noUrl, off]) expect(await deliveriesOf(app, user.userId)).toEqual([]);
    expect(receiver.received).toEqual([]);
  });

  it('retries a callback answered 500 after 10 s with the same X-Event-Id, signed with the key reset meanwhile, then delivered in 2 attempts', async () => {
    const user = await merchant(app, 100);
    await enableCallbacks(app, user.userId, receiver.url);
    receiver.plan(500);
    await order(user);
    const [first] = await receiver.waitFor(1);
    const [failed] = await waitForDeliveries(app, user.userId, (rows) => rows[0]?.attempts === 1);
    expect(failed).toMatchObject({ status: 'pending', last_status_code: 500, last_error: '返回 HTTP 500', delivered_at: null });
    expect(failed.next_attempt_at!.getTime() - failed.last_attempt_at!.getTime()).toBe(10_000);

    const newSecret = await enableCallbacks(app, user.userId, receiver.url);
    moveBy(9_000);
    await app.services.callbacks.deliverDue();
    expect(receiver.received).toHaveLength(1);

    moveBy(1_000);
    await app.services.callbacks.deliverDue();
    const [, second] = await receiver.waitFor(2);
    expect(second.headers['x-event-id']).toBe(first.headers['x-event-id']);
    expect(second.body).toBe(first.body);
    expect(signedWith(second, newSecret)).toBe(true);
    const [row] = await waitForDeliveries(app, user.userId, (rows) => rows[0]?.status === 'delivered');
    expect(row).toMatchObject({ attempts: 2, last_status_code: 200, last_error: null, next_attempt_at: null });
  });

  it('gives a callback never answered 2xx up after the 7 retries at 10 s, 1 min, 5 min, 30 min, 2 h, 6 h, 12 h, failed in the log', async () => {
    const user = await merchant(app, 100);
    await enableCallbacks(app, user.userId, receiver.url);
    receiver.otherwise = 503;
    await order(user);
    let [row] = await waitForDeliveries(app, user.userId, (rows) => rows[0]?.attempts === 1);
    for (const [i, delay] of CALLBACK_RETRY_DELAYS_S.entries()) {
      expect(row.status).toBe('pending');
      expect(row.next_attempt_at!.getTime() - row.last_attempt_at!.getTime()).toBe(delay * 1000);
      // a moment early: nothing goes
      clock.set(new Date(row.next_attempt_at!.getTime() - 1));
      await app.services.callbacks.deliverDue();
      expect(receiver.received).toHaveLength(i + 1);
      clock.set(row.next_attempt_at!);
      await app.services.callbacks.deliverDue();
      [row] = await waitForDeliveries(app, user.userId, (rows) => rows[0]?.attempts === i + 2);
    }
    expect(row).toMatchObject({ status: 'failed', attempts: 8, last_status_code: 503, last_error: '返回 HTTP 503', next_attempt_at: null, delivered_at: null });
    moveBy(DAY);
    await app.services.callbacks.deliverDue();
    expect(receiver.received).toHaveLength(8);
    expect(new Set(receiver.received.map((callback) => callback.headers['x-event-id'])).size).toBe(1);

    const { body } = await call(app, 'GET', '/api/user/setting/api/callback/list', undefined, { token: user.token });
    expect(body.data.list).toEqual([
      expect.objectContaining({ event: 'parcel.waybill', event_name: '包裹出单（获得运单号）', status: 'failed', status_text: '失败', attempts: 8, last_status_code: 503, last_error: '返回 HTTP 503', next_attempt_at: null }),
    ]);
  });

  it('counts no answer within the timeout as a failure, to be retried', async () => {
    receiver.plan('hang');
    const { now, sender } = aheadSender({ allowPrivate: true, timeoutMs: 150 });
    const { user } = await recordedAt(receiver.url, now());
    const started = Date.now();
    await sender.deliverDue();
    expect(Date.now() - started).toBeLessThan(3000);
    expect(receiver.received).toHaveLength(1);
    const [row] = await deliveriesOf(app, user.userId);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, last_status_code: null, last_error: '超时未响应' });
    expect(row.next_attempt_at!.getTime() - row.last_attempt_at!.getTime()).toBe(10_000);
  });

  it('records a connection refused as 连接失败', async () => {
    const { now, sender } = aheadSender({ allowPrivate: true });
    const closed = await startCallbackReceiver();
    await closed.close();
    const { user } = await recordedAt(closed.url, now());
    await sender.deliverDue();
    expect((await deliveriesOf(app, user.userId))[0]).toMatchObject({ status: 'pending', attempts: 1, last_status_code: null, last_error: '连接失败' });
  });

  it('in production refuses at send time a callback URL resolving to loopback, private or link-local addresses, whatever was saved', async () => {
    const fakeDns: Record<string, ResolvedAddress[]> = { 'erp.internal.example': [{ address: '10.1.2.3', family: 4 }], 'metadata.example': [{ address: '169.254.169.254', family: 4 }] };
    // 'localhost' goes to the system's resolver (the hosts file: no network needed)
    const lookup = async (host: string) => fakeDns[host] ?? (await import('node:dns/promises')).lookup(host, { all: true }).then((all) => all.map(({ address, family }) => ({ address, family: family === 6 ? (6 as const) : (4 as const) })));
    const { now, sender } = aheadSender({ allowPrivate: false, lookup });
    const urls = [`http://localhost:${receiver.port}/callback`, `http://erp.internal.example:${receiver.port}/callback`, `http://metadata.example/latest/meta-data`, `http://[::ffff:127.0.0.1]:${receiver.port}/callback`];
    const users = [];
    for (const url of urls) users.push((await recordedAt(url, now())).user);
    await sender.deliverDue();
    for (const user of users) expect((await deliveriesOf(app, user.userId))[0]).toMatchObject({ status: 'pending', attempts: 1, last_status_code: null, last_error: '地址被拒绝（内网地址）' });
    expect(receiver.received).toEqual([]);
  });

  it('connects to the address the check resolved, keeping the URL host in the Host header', async () => {
    const { now, sender } = aheadSender({ allowPrivate: true, lookup: async () => [{ address: '127.0.0.1', family: 4 }] });
    const { user, secret } = await recordedAt(`http://merchant-erp.example:${receiver.port}/notify`, now());
    await sender.deliverDue();
    const [callback] = await receiver.waitFor(1);
    expect(callback.headers.host).toBe(`merchant-erp.example:${receiver.port}`);
    expect(signedWith(callback, secret)).toBe(true);
    expect((await deliveriesOf(app, user.userId))[0]).toMatchObject({ status: 'delivered', attempts: 1 });
  });
});
