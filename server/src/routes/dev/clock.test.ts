/**
 * The demo mode's business clock (issue 21): POST /api/dev/clock moves business time forward in every
 * process on the database — at once in the one that moved it, through NOTIFY in the others — and the
 * time-driven jobs subscribed to its moves run once per move, whatever the number of processes. In
 * production there is no route and `app.clock` is the system clock. Both databases (two app instances on
 * one database stand for two processes; on PostgreSQL each listens on a connection of its own).
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { Messages } from 'shared-contracts';
import { chinaText } from 'shared-contracts/china-time';
import { createJobQueue, type JobQueue } from '../../jobs/queue';
import { clockMoveJobId, sendOnClockMove } from '../../jobs/on-clock-move';
import { offsetClock, type ClockMove } from '../../lib/business-clock';
import { systemClock } from '../../lib/clock';
import { jobProgressRepository } from '../../repositories/job-progress';
import { buildTestApp, call, openTestDb, testClock, type TestClock, type TestDb } from '../../test-support/harness';
import { MAX_CLOCK_ADVANCE_MS } from '.';

const HOUR = 3_600_000;
const onPostgres = Boolean(process.env.DATABASE_URL);

let testDb: TestDb;
let clock: TestClock;
/** Two API processes on one database: A is where the clock is moved, B only hears of it. */
let a: FastifyInstance;
let b: FastifyInstance;
const queues: JobQueue[] = [];

beforeAll(async () => {
  testDb = await openTestDb();
  clock = testClock();
  a = await buildTestApp(testDb, { clock });
  b = await buildTestApp(testDb, { clock });
  await a.ready();
  await b.ready();
}, 60_000);
afterAll(async () => {
  for (const queue of queues) await queue.stop(2000);
  await a?.close();
  await b?.close();
  await testDb?.close();
});

const eventually = async (what: string, check: () => Promise<boolean> | boolean, ms = 5000) => {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};
/** How far an app's business time runs ahead of the test's clock. */
const aheadOf = (app: FastifyInstance) => app.clock.now().getTime() - clock.now().getTime();
const advance = (app: FastifyInstance, body: unknown) => call(app, 'POST', '/api/dev/clock', body);

describe('offsetClock', () => {
  it('adds the offset to its base clock and takes only newer versions', () => {
    const base = testClock('2026-05-01T00:00:00Z');
    const moved = offsetClock(base);
    expect(moved.now().toISOString()).toBe('2026-05-01T00:00:00.000Z');
    expect(moved.apply({ version: 2, offsetMs: 2 * HOUR })).toEqual({ version: 2, offsetMs: 2 * HOUR, previousOffsetMs: 0 });
    expect(moved.now().toISOString()).toBe('2026-05-01T02:00:00.000Z');
    // a notification of an older move arriving late, or the same move twice, changes nothing
    expect(moved.apply({ version: 1, offsetMs: HOUR })).toBeNull();
    expect(moved.apply({ version: 2, offsetMs: 2 * HOUR })).toBeNull();
    expect(moved.offsetMs()).toBe(2 * HOUR);
    // the test's settable clock still moves it
    base.advance(30_000);
    expect(moved.now().toISOString()).toBe('2026-05-01T02:00:30.000Z');
  });

  it('gives the same job id for a move in every process, and another for another move or queue', () => {
    const id = clockMoveJobId('compensation', { version: 3, offsetMs: HOUR });
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(clockMoveJobId('compensation', { version: 3, offsetMs: HOUR })).toBe(id);
    expect(clockMoveJobId('compensation', { version: 4, offsetMs: 2 * HOUR })).not.toBe(id);
    expect(clockMoveJobId('tracking', { version: 3, offsetMs: HOUR })).not.toBe(id);
  });
});

describe('POST /api/dev/clock', () => {
  it('answers business time in China time and the offset (GET), starting with none', async () => {
    const { status, body } = await call(a, 'GET', '/api/dev/clock');
    expect(status).toBe(200);
    expect(body).toEqual({ code: 0, msg: '成功', data: { now: chinaText(clock.now()), offset_ms: 0 } });
    expect(a.businessClock.movable).toBe(true);
  });

  it('moves business time in this process at once and in the other through its notification', async () => {
    const before = { a: aheadOf(a), b: aheadOf(b) };
    const { body } = await advance(a, { advance_ms: 2 * HOUR });
    expect(body.code).toBe(0);
    expect(body.data.offset_ms).toBe(before.a + 2 * HOUR);
    expect(body.data.now).toBe(chinaText(clock.now().getTime() + body.data.offset_ms));
    // no waiting here: the caller's process moved before it answered
    expect(aheadOf(a)).toBe(before.a + 2 * HOUR);
    await eventually('process B to move', () => aheadOf(b) === before.b + 2 * HOUR);
    expect((await call(b, 'GET', '/api/dev/clock')).body.data.offset_ms).toBe(body.data.offset_ms);
    // what the services read moves with it: a moved clock is the app's one clock
    expect(a.clock.now().getTime()).toBe(clock.now().getTime() + a.businessClock.offsetMs());
  });

  it('tells every process once per move, moves from both processes adding up', async () => {
    const heard = { a: [] as ClockMove[], b: [] as ClockMove[] };
    const stopA = a.businessClock.onMove((move) => void heard.a.push(move));
    const stopB = b.businessClock.onMove((move) => void heard.b.push(move));
    try {
      const start = a.businessClock.offsetMs();
      await Promise.all([advance(a, { advance_ms: 1000 }), advance(b, { advance_ms: 2000 }), advance(a, { advance_ms: 4000 })]);
      await eventually('both processes to hear every move', () => a.businessClock.offsetMs() === start + 7000 && b.businessClock.offsetMs() === start + 7000);
      // give a late or repeated notification the time to arrive: it must not be told again
      await new Promise((resolve) => setTimeout(resolve, 300));
      for (const moves of [heard.a, heard.b]) {
        // versions only grow; a move that arrived after a newer one was skipped, never told backwards
        const versions = moves.map((m) => m.version);
        expect(versions).toEqual([...new Set(versions)].sort((x, y) => x - y));
        expect(moves.at(-1)?.offsetMs).toBe(start + 7000);
        for (const move of moves) expect(move.offsetMs).toBeGreaterThan(move.previousOffsetMs);
      }
    } finally {
      stopA();
      stopB();
    }
  });

  it('refuses anything but a positive whole number of milliseconds up to 30 days, in Chinese, moving nothing', async () => {
    const offset = a.businessClock.offsetMs();
    const cases: [unknown, string][] = [
      [{ advance_ms: 0 }, '业务时钟只能向前拨'],
      [{ advance_ms: -HOUR }, '业务时钟只能向前拨'],
      [{ advance_ms: 1.5 }, '前进的毫秒数必须是整数'],
      [{ advance_ms: '3600000' }, '请填写要前进的毫秒数'],
      [{}, '请填写要前进的毫秒数'],
      [{ advance_ms: MAX_CLOCK_ADVANCE_MS + 1 }, '一次最多前进 30 天'],
    ];
    for (const [payload, msg] of cases) {
      const { status, body } = await advance(a, payload);
      expect([payload, status, body]).toEqual([payload, 400, { code: 400, msg, data: null }]);
    }
    expect((await advance(a, { advance_ms: MAX_CLOCK_ADVANCE_MS })).body.code).toBe(0);
    expect(a.businessClock.offsetMs()).toBe(offset + MAX_CLOCK_ADVANCE_MS);
  });

  it('a process started later reads the moved time at start', async () => {
    const later = await buildTestApp(testDb, { clock });
    try {
      await later.ready();
      expect(later.businessClock.offsetMs()).toBe(a.businessClock.offsetMs());
      expect(aheadOf(later)).toBe(aheadOf(a));
    } finally {
      await later.close();
    }
  });

  it('is documented under the dev tag', async () => {
    const spec = (await a.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(spec.paths['/api/dev/clock'].post.tags).toEqual(['dev']);
    expect(spec.paths['/api/dev/clock'].get.tags).toEqual(['dev']);
  });
});

describe('jobs on a clock move', () => {
  /** A sweep of its own (no time-driven queue exists yet): it records the business time each run reads. */
  const PROBE = 'clock-probe' as never;
  const newQueue = () => {
    const queue = createJobQueue({
      db: testDb.db,
      url: testDb.database.url,
      // beside the apps' own queues
      schema: 'clockprobe',
      progressRepository: jobProgressRepository(testDb.db),
      now: () => new Date(),
      onError: (error) => console.error(error),
      pollingIntervalSeconds: 0.5,
      definitions: { 'clock-probe': { queue: { retryLimit: 0, notify: true } } },
    });
    queues.push(queue);
    return queue;
  };

  it('runs the job once per move, promptly, though every process sends it, reading the moved time', async () => {
    // each process has its queue and subscribes; the worker runs in B
    const [queueA, queueB] = [newQueue(), newQueue()];
    await queueA.start();
    await queueB.start();
    const runs: { version: number; aheadMs: number }[] = [];
    await queueB.work(PROBE, async () => {
      // the job may start before B's notification: it reads the offset first, as every clock-driven job does
      await b.businessClock.refresh();
      runs.push({ version: runs.length, aheadMs: aheadOf(b) });
    });
    const answers: (string | null)[] = [];
    const counting = (queue: JobQueue): Pick<JobQueue, 'send'> => ({
      send: async (...args) => {
        const id = await queue.send(...args);
        answers.push(id);
        return id;
      },
    });
    const errors: unknown[] = [];
    const stops = [sendOnClockMove(a.businessClock, counting(queueA), PROBE, (e) => errors.push(e)), sendOnClockMove(b.businessClock, counting(queueB), PROBE, (e) => errors.push(e))];
    try {
      const started = Date.now();
      const moved = await advance(a, { advance_ms: 3 * HOUR });
      await eventually('the job to run', () => runs.length === 1);
      // well within the 60 s (the queue wakes its worker on commit)
      expect(Date.now() - started).toBeLessThan(5000);
      expect(runs[0].aheadMs).toBe(moved.body.data.offset_ms);

      // both processes sent it; the queue kept one
      await eventually('both processes to send', () => answers.length === 2);
      expect(answers.filter((id) => id !== null)).toHaveLength(1);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(runs).toHaveLength(1);
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from clockprobe.job where name = 'clock-probe'`.execute(testDb.db);
      expect(rows[0].n).toBe(1);

      // the next move is another run
      await advance(b, { advance_ms: HOUR });
      await eventually('the second run', () => runs.length === 2);
      expect(runs[1].aheadMs).toBe(moved.body.data.offset_ms + HOUR);
      expect(errors).toEqual([]);
    } finally {
      for (const stop of stops) stop();
    }
  }, 30_000);

  it('queues the move’s run in an exclusive queue while its scheduled run is still running', async () => {
    const queue = createJobQueue({
      db: testDb.db,
      url: testDb.database.url,
      schema: 'clockprobe2',
      progressRepository: jobProgressRepository(testDb.db),
      now: () => new Date(),
      onError: (error) => console.error(error),
      pollingIntervalSeconds: 0.5,
      definitions: { 'clock-sweep': { queue: { policy: 'exclusive', retryLimit: 0, notify: true } } },
    });
    queues.push(queue);
    await queue.start();
    const SWEEP = 'clock-sweep' as never;
    let release!: () => void;
    const blocked = new Promise<void>((resolve) => (release = resolve));
    const runs: string[] = [];
    await queue.work(SWEEP, async (_data, job) => {
      runs.push(job.key);
      if (runs.length === 1) await blocked;
    });
    // the scheduled run (no key) has started and reads the old time
    await queue.send(SWEEP, {} as never);
    await eventually('the scheduled run to start', () => runs.length === 1);
    const errors: unknown[] = [];
    const stop = sendOnClockMove(a.businessClock, queue, 'clock-sweep' as never, (error) => errors.push(error));
    try {
      expect((await advance(a, { advance_ms: HOUR })).body.code).toBe(0);
      const key = `clock-move:${(await a.repos.businessClock.read()).version}`;
      await eventually('the move’s job to be queued', async () => (await queue.progress('clock-sweep' as never, key))?.state === 'queued');
      release();
      await eventually('the move’s run', () => runs.includes(key));
      expect(runs).toHaveLength(2);
      expect(errors).toEqual([]);
    } finally {
      release();
      stop();
    }
  }, 30_000);
});

describe('production', () => {
  // PGlite is the embedded database production refuses: this part runs in the PostgreSQL pass
  (onPostgres ? it : it.skip)('has no clock route and runs on the system clock, whatever the table holds', async () => {
    expect(a.businessClock.offsetMs()).toBeGreaterThan(0);
    const production = await buildTestApp(testDb, {
      // the demo app's instances: a provider handed in is not a configured sandbox
      providers: { ...a.providers },
      config: { appEnv: 'production', isProduction: true, demoSeed: false, fieldEncryptionKey: Buffer.alloc(32, 7).toString('base64') },
    });
    try {
      await production.ready();
      expect(production.clock).toBe(systemClock);
      expect(production.businessClock.movable).toBe(false);
      expect(production.businessClock.offsetMs()).toBe(0);
      await expect(production.businessClock.advance(HOUR)).rejects.toThrow('demo mode');
      for (const method of ['GET', 'POST'] as const) {
        const { status, body } = await call(production, method, '/api/dev/clock', method === 'POST' ? { advance_ms: HOUR } : undefined);
        expect([method, status, body]).toEqual([method, 404, { code: 404, msg: Messages.notFound, data: null }]);
      }
    } finally {
      await production.close();
    }
  }, 30_000);
});
