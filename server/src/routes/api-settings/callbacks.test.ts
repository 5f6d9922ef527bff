import { OpenApiMessages } from 'shared-contracts';
import { enableCallbacks, receiver, signedWith, withCallbackReceiver } from '../../test-support/callback-receiver';
import { call, testClock } from '../../test-support/harness';
import { app } from '../../test-support/test-app';
import { makeOrder, merchant, recipients, ZTO } from '../../test-support/ordering';

// API设置's callback calls through the app: 发送测试回调, the delivery log (the caller's own only) and 重发.
const clock = testClock();

withCallbackReceiver({ clock });
afterEach(() => {
  receiver.otherwise = 200;
});

const sendTest = (token: string) => call(app, 'POST', '/api/user/setting/api/callback/test', undefined, { token });
const list = (token: string, query: Record<string, string> = {}) => call(app, 'GET', '/api/user/setting/api/callback/list', undefined, { token, query });
const resend = (token: string, id: unknown) => call(app, 'POST', '/api/user/setting/api/callback/resend', { id }, { token });

/** The merchant's log once no row is being sent any more. */
async function settledLog(token: string, count: number) {
  const deadline = Date.now() + 5000;
  for (;;) {
    const { body } = await list(token);
    if (body.data.data_count === count && body.data.list.every((row: { status: string; attempts: number }) => row.status !== 'pending' || row.attempts > 0)) return body.data.list;
    if (Date.now() > deadline) throw new Error(`log not settled: ${JSON.stringify(body.data)}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('发送测试回调', () => {
  it('needs a key, then a callback URL', async () => {
    const user = await merchant(app);
    expect((await sendTest(user.token)).body).toMatchObject({ code: 1, msg: OpenApiMessages.keyRequired });
    await enableCallbacks(app, user.userId, '');
    expect((await sendTest(user.token)).body).toMatchObject({ code: 1, msg: OpenApiMessages.callbackUrlRequired });
    expect(receiver.received).toHaveLength(0);
  });

  it('sends a signed callback.test now and answers delivered and the code; the log shows it', async () => {
    const user = await merchant(app);
    const secret = await enableCallbacks(app, user.userId, receiver.url);
    const { status, body } = await sendTest(user.token);
    expect(status).toBe(200);
    expect(body.data).toEqual({ delivered: true, status_code: 200 });
    const callback = receiver.received[receiver.received.length - 1];
    expect(signedWith(callback, secret)).toBe(true);
    expect(JSON.parse(callback.body)).toMatchObject({ event: 'callback.test', event_id: callback.headers['x-event-id'], data: { app_key: expect.any(String) } });
    const [row] = (await list(user.token)).body.data.list;
    expect(row).toMatchObject({ event: 'callback.test', event_name: '测试回调', event_id: callback.headers['x-event-id'], status: 'delivered', status_text: '已送达', attempts: 1, last_status_code: 200, last_error: null, next_attempt_at: null });
  });

  it('answers what a failing URL said, failed in the log and not retried', async () => {
    const user = await merchant(app);
    await enableCallbacks(app, user.userId, receiver.url);
    receiver.otherwise = 502;
    const { body } = await sendTest(user.token);
    expect(body.data).toEqual({ delivered: false, status_code: 502 });
    const [row] = (await list(user.token)).body.data.list;
    expect(row).toMatchObject({ status: 'failed', attempts: 1, last_status_code: 502, next_attempt_at: null });
  });
});

describe('回调记录 and 重发', () => {
  it('lists only the caller deliveries, newest first, filtered by event and status', async () => {
    const alice = await merchant(app, 100);
    const bob = await merchant(app, 100);
    await enableCallbacks(app, alice.userId, receiver.url);
    await enableCallbacks(app, bob.userId, receiver.url);
    expect((await makeOrder(app, alice.token, ZTO, recipients(2))).body.code).toBe(0);
    await sendTest(alice.token);
    expect((await makeOrder(app, bob.token, ZTO, recipients(1))).body.code).toBe(0);

    const rows = await settledLog(alice.token, 3);
    expect(rows.map((row: { event: string }) => row.event)).toEqual(['callback.test', 'parcel.waybill', 'parcel.waybill']);
    expect(rows[0].id).toBeGreaterThan(rows[1].id);
    expect(rows[0].created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const bobRows = await settledLog(bob.token, 1);
    expect(bobRows.map((row: { id: number }) => row.id)).not.toContain(rows[0].id);

    expect((await list(alice.token, { event: 'parcel.waybill' })).body.data.data_count).toBe(2);
    expect((await list(alice.token, { status: 'failed' })).body.data.data_count).toBe(0);
    expect((await list(alice.token, { page: '1', page_size: '10', event: 'parcel.nothing' })).status).toBe(400);
    expect((await call(app, 'GET', '/api/user/setting/api/callback/list')).status).toBe(401);
  });

  it('resends a failed delivery now with the same event id, attempts going on; another merchant’s is 不存在', async () => {
    const alice = await merchant(app, 100);
    const bob = await merchant(app, 100);
    await enableCallbacks(app, alice.userId, receiver.url);
    receiver.otherwise = 500;
    await sendTest(alice.token);
    const [failed] = (await list(alice.token)).body.data.list;
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 });

    receiver.otherwise = 200;
    const before = receiver.received.length;
    const { body } = await resend(alice.token, failed.id);
    expect(body).toMatchObject({ code: 0, msg: OpenApiMessages.resent });
    expect(body.data).toMatchObject({ id: failed.id, event_id: failed.event_id, status: 'delivered', attempts: 2, last_status_code: 200, last_error: null });
    expect(receiver.received).toHaveLength(before + 1);
    expect(receiver.received[before].headers['x-event-id']).toBe(failed.event_id);

    // a delivered one goes again too
    expect((await resend(alice.token, failed.id)).body.data).toMatchObject({ status: 'delivered', attempts: 3 });

    const refused = await resend(bob.token, failed.id);
    expect(refused.status).toBe(404);
    expect(refused.body.msg).toBe(OpenApiMessages.deliveryNotFound);
    expect((await resend(alice.token, 2_000_000_000)).status).toBe(404);
    expect((await resend(alice.token, 'abc')).status).toBe(400);
    expect(receiver.received).toHaveLength(before + 2);
  });
});
