import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { fen } from 'shared-contracts';
import type { MainRole } from 'shared-contracts/admin';
import { buildTestApp, call, openTestDb, registerUser, testClock, type TestClock, type TestDb } from './harness';
import { expectBooksBalanced } from './money';
import { stockUp, ZTO } from './ordering';
import { asOperator, newOperator, operatorOfEachRole, type TestOperator } from './operators';

/**
 * The app, operators and helpers the 资金调整 tests share (adjustments.test.ts: the setting, permissions and
 * requests; adjustments-review.test.ts: the two-person rule, the list and the races). Each file calls
 * withAdjustmentsApp() once at its top: its own database and app, the books checked after every test.
 * The races need several connections: PostgreSQL only (PGlite's single connection runs everything one at a
 * time and would hide them). Run both files on both.
 */
export const onPostgres = Boolean(process.env.DATABASE_URL);

export let testDb: TestDb;
export let app: FastifyInstance;
export let clock: TestClock;
export let ops: Record<MainRole, TestOperator>;
/** a second finance operator: the one who may review what `ops.finance` asked */
export let finance2: TestOperator;
export { ZTO } from './ordering';
/** the review threshold of this file's app: 100 yuan */
export const THRESHOLD_FEN = 10_000;

/** Registers this file's database, app and operators, and the books' check after each test. */
export function withAdjustmentsApp() {
  beforeAll(async () => {
    testDb = await openTestDb();
    clock = testClock();
    app = await buildTestApp(testDb, {
      clock,
      config: { adjustmentReviewThresholdFen: fen(THRESHOLD_FEN) },
    });
    await app.ready();
    ops = await operatorOfEachRole(app, clock);
    finance2 = await newOperator(app, clock, 'finance');
    await stockUp(app, ZTO.id);
  }, 120_000);
  // issue 35 counts each China day's at-once adjustments per requester and per user: every test starts on a day
  // of its own, its operators signed in again (a console session ends 12 hours after sign-in)
  beforeEach(async () => {
    await nextDay();
  }, 60_000);
  afterEach(async () => {
    await expectBooksBalanced(app);
    expect(await app.repos.adjustments.breaches()).toEqual([]);
  });
  afterAll(async () => {
    await app.close();
    await testDb.close();
  });
}

/** The clock a China day on (nothing booked today yet), every operator signed in afresh. */
export async function nextDay() {
  clock.advance(24 * 3_600_000);
  ops = await operatorOfEachRole(app, clock);
  finance2 = await newOperator(app, clock, 'finance');
}

export type Who = MainRole | TestOperator;
export const headersOf = (who: Who) => asOperator(typeof who === 'string' ? ops[who].token : who.token).headers;
export const masked = (mobile: string) => `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;

/** An adjustment's request body: the user (by mobile), which way, how many yuan and why. */
export const adjustment = (user: { mobile: string }, direction: 'credit' | 'debit', amount: number, reason: string) => ({ mobile: user.mobile, direction, amount, reason });
export const request = (body: Record<string, unknown>, who: Who = 'finance', key: string = randomUUID()) =>
  call(app, 'POST', '/api/admin/adjustments', body, {
    headers: { ...headersOf(who), 'idempotency-key': key },
  });
export const approve = (id: number, who: Who = finance2) =>
  call(app, 'POST', `/api/admin/adjustments/${id}/approve`, undefined, {
    headers: headersOf(who),
  });
export const reject = (id: number, note: unknown, who: Who = finance2) =>
  call(app, 'POST', `/api/admin/adjustments/${id}/reject`, { note }, { headers: headersOf(who) });
export const list = async (query: Record<string, string>, who: Who = 'finance') =>
  (
    await call(app, 'GET', '/api/admin/adjustments', undefined, {
      headers: headersOf(who),
      query: { page_size: '100', ...query },
    })
  ).body;
export const balance = async (token: string) => (await call(app, 'GET', '/api/user/wallet/info', undefined, { token })).body.data.balance as number;
export const userLedger = async (token: string) =>
  (
    await call(app, 'GET', '/api/finance/log/list', undefined, {
      token,
      query: { page_size: '50' },
    })
  ).body.data.list as {
    type: string;
    type_name: string;
    amount: number;
    balance: number;
    remark: string;
  }[];
export const entriesOf = (id: number) =>
  app.db.selectFrom('ledger_entries').select(['amount']).where('source_type', '=', 'adjustment').where('source_id', '=', String(id)).execute();
export const auditOf = async (id: number) =>
  (
    await call(app, 'GET', '/api/admin/audit', undefined, {
      headers: headersOf('admin'),
      query: { entity: 'adjustment', page_size: '500' },
    })
  ).body.data.list.filter((row: { entity_id: string }) => row.entity_id === String(id));
/** A user with `yuan` in the balance (booked as a test credit, not through this file's routes). */
export const userWith = async (yuan: number) => {
  const user = await registerUser(app);
  if (yuan > 0)
    await app.services.wallet.post({
      userId: user.userId,
      type: 'adjust',
      amount: fen(yuan * 100),
      source: { type: 'test', id: `seed-${user.userId}` },
      remark: '测试入账',
    });
  return user;
};
