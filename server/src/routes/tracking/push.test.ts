import type { FastifyInstance } from 'fastify';
import { createKuaidi100Tracking } from '../../providers/kuaidi100/tracking';
import { FakeKuaidi100, signedPush } from '../../providers/kuaidi100/fake-server';
import { buildTestApp, call, openTestDb, testClock, type TestDb } from '../../test-support/harness';
import { makeOrder, merchant, recipients, stockUp } from '../../test-support/ordering';

const KEY = 'kuaidi100-key-0123';
const CUSTOMER = 'A1B2C3D4E5F60718293A4B5C6D7E8F90';
const SALT = 'salt-of-our-own-16';

let testDb: TestDb;
let app: FastifyInstance;
const fake = new FakeKuaidi100(KEY, CUSTOMER);
const clock = testClock(); // 2026-03-02 09:00 China time
let parcelId: number;
let waybill: string;

beforeAll(async () => {
  await fake.start();
  testDb = await openTestDb();
  const tracking = createKuaidi100Tracking({ key: KEY, customer: CUSTOMER, salt: SALT, siteUrl: 'https://shop.example.com', endpoint: fake.url });
  app = await buildTestApp(testDb, { clock, providers: { tracking } });
  await stockUp(app, 1);
  const alice = await merchant(app, 100);
  const { body } = await makeOrder(app, alice.token, { id: 1, courierId: 1 }, recipients(1));
  expect(body.code).toBe(0);
  const parcel = await app.db.selectFrom('parcels').select(['id', 'waybill_code']).where('user_id', '=', alice.userId).executeTakeFirstOrThrow();
  parcelId = Number(parcel.id);
  waybill = parcel.waybill_code;
});
afterAll(async () => {
  await app.close();
  await testDb.close();
  await fake.stop();
});

const push = (fields: Record<string, string>, provider = 'kuaidi100') =>
  app.inject({ method: 'POST', url: `/api/track/${provider}/callback`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(fields).toString() });
const lastResult = (state: string, data: Record<string, string>[]) => ({ status: 'polling', billstatus: 'got', message: '', lastResult: { message: 'ok', nu: waybill, ischeck: state === '3' ? '1' : '0', com: 'zhongtong', status: '200', state, data } });
const EVENTS = [
  { context: '【上海市浦东新区】快件已签收，签收人：本人', time: '2026-03-03 15:20:00', status: '签收', statusCode: '301' },
  { context: '【上海市】派件员正在派件', time: '2026-03-03 09:00:00', status: '派件', statusCode: '501' },
  { context: '【杭州市】已揽收', time: '2026-03-02 12:00:00', status: '揽收', statusCode: '103' },
];
const snapshot = async () => ({
  parcel: await app.db.selectFrom('parcels').select(['track_state', 'picked_up_at', 'signed_at', 'track_updated_at']).where('id', '=', parcelId).executeTakeFirstOrThrow(),
  events: await app.db.selectFrom('tracking_events').selectAll().where('parcel_id', '=', parcelId).orderBy('id').execute(),
});

describe('快递100 on the app', () => {
  it('subscribes the numbered waybill with our callback address', async () => {
    const outcome = await app.services.tracking.run();
    expect(outcome.subscribed).toBe(1);
    expect(fake.subscriptions.map((s) => [s.param.number, s.param.parameters.callbackurl, s.param.parameters.salt])).toEqual([[waybill, 'https://shop.example.com/api/track/kuaidi100/callback', SALT]]);
  });

  it('refuses a push with a bad signature and changes nothing', async () => {
    const before = await snapshot();
    const form = signedPush(lastResult('3', EVENTS), SALT);
    const forged = await push({ ...form, sign: signedPush(lastResult('3', EVENTS), 'guessed-salt-0000').sign });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ result: false, returnCode: '500', message: '签名错误' });
    expect((await push({ param: form.param })).statusCode).toBe(400);
    // a push to a provider that is not configured
    expect((await push(form, 'sandbox')).statusCode).toBe(400);
    expect(await snapshot()).toEqual(before);
  });

  it('takes a signed push: the events once each, the latest state, pickup and 签收', async () => {
    const form = signedPush(lastResult('5', EVENTS.slice(1)), SALT);
    const first = await push(form);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ result: true, returnCode: '200', message: '成功' });
    expect((await snapshot()).parcel).toMatchObject({ track_state: 'delivering', picked_up_at: new Date('2026-03-02T04:00:00Z'), signed_at: null });
    // the same push again, then the next one carrying everything so far
    expect((await push(form)).statusCode).toBe(200);
    expect((await snapshot()).events).toHaveLength(2);
    expect((await push(signedPush(lastResult('3', EVENTS), SALT))).json()).toMatchObject({ result: true });
    const after = await snapshot();
    expect(after.events).toHaveLength(3);
    expect(after.parcel).toMatchObject({ track_state: 'signed', signed_at: new Date('2026-03-03T07:20:00Z'), picked_up_at: new Date('2026-03-02T04:00:00Z') });
  });

  (process.env.DATABASE_URL ? it : it.skip)('pushes for one parcel at once, in any order: each event once, the latest state, the first pickup (PostgreSQL)', async () => {
    const bob = await merchant(app, 100);
    expect((await makeOrder(app, bob.token, { id: 1, courierId: 1 }, recipients(1))).body.code).toBe(0);
    const parcel = await app.db.selectFrom('parcels').select(['id', 'waybill_code']).where('user_id', '=', bob.userId).executeTakeFirstOrThrow();
    const pushOf = (state: string, events: Record<string, string>[]) => {
      const body = lastResult(state, events);
      return push(signedPush({ ...body, lastResult: { ...body.lastResult, nu: parcel.waybill_code } }, SALT));
    };
    // the three pushes of its life, each three times, all at once: the full track last in the list
    const answers = await Promise.all([0, 1, 2].flatMap(() => [pushOf('1', EVENTS.slice(2)), pushOf('5', EVENTS.slice(1)), pushOf('3', EVENTS)]));
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    const events = await app.db.selectFrom('tracking_events').select('state').where('parcel_id', '=', parcel.id).execute();
    expect(events.map((e) => e.state).sort()).toEqual(['delivering', 'picked_up', 'signed']);
    expect(await app.db.selectFrom('parcels').select(['track_state', 'picked_up_at', 'signed_at']).where('id', '=', parcel.id).executeTakeFirstOrThrow()).toEqual({
      track_state: 'signed',
      picked_up_at: new Date('2026-03-02T04:00:00Z'),
      signed_at: new Date('2026-03-03T07:20:00Z'),
    });
  });

  it('accepts a push for a waybill it does not know, and drops it', async () => {
    const other = { ...lastResult('0', EVENTS), lastResult: { ...lastResult('0', EVENTS).lastResult, nu: 'UNKNOWN0001' } };
    const { statusCode } = await push(signedPush(other, SALT));
    expect(statusCode).toBe(200);
    expect(Number((await app.db.selectFrom('tracking_events').select((eb) => eb.fn.countAll().as('n')).where('waybill_code', '=', 'UNKNOWN0001').executeTakeFirstOrThrow()).n)).toBe(0);
  });

  it('is public: no token needed, and not in the API documentation', async () => {
    const { status } = await call(app, 'POST', '/api/track/kuaidi100/callback', {});
    expect(status).toBe(400);
  });
});
