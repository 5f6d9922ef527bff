import { sql } from 'kysely';
import { inTransaction } from '../db/unit-of-work';
import { migrateToLatest } from '../db/migrate';
import { jobProgressRepository } from '../repositories/job-progress';
import { openTestDb, type TestDb } from '../test-support/harness';
import type { JobDefinition } from './definitions';
import { createJobQueue, type JobQueue } from './queue';

// The job queue on both databases (PGlite by default, PostgreSQL with DATABASE_URL).
const DEFINITIONS: Record<string, JobDefinition> = {
  echo: { queue: { retryLimit: 0, notify: true } },
  flaky: { queue: { retryLimit: 3, retryDelay: 1, retryBackoff: true, notify: true } },
  slow: { queue: { retryLimit: 0, notify: true } },
  sync: { queue: { policy: 'exclusive', retryLimit: 0, notify: true } },
};

let testDb: TestDb;
const queues: JobQueue[] = [];

function newQueue(): JobQueue {
  const queue = createJobQueue({
    db: testDb.db,
    url: testDb.database.url,
    progressRepository: jobProgressRepository(testDb.db),
    now: () => new Date(),
    onError: (error) => console.error(error),
    pollingIntervalSeconds: 0.5,
    definitions: DEFINITIONS,
  });
  queues.push(queue);
  return queue;
}

const eventually = async <T>(read: () => Promise<T> | T, ok: (value: T) => boolean, ms = 8000): Promise<T> => {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out; last value ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

beforeAll(async () => {
  testDb = await openTestDb();
  await migrateToLatest(testDb.db);
  await sql`create table job_probe (id serial primary key, label text not null)`.execute(testDb.db);
});
afterAll(async () => {
  for (const queue of queues) await queue.stop(2000);
  await testDb.close();
});

describe('job queue', () => {
  let queue: JobQueue;
  const seen: string[] = [];
  let flakyAttempts = 0;

  beforeAll(async () => {
    queue = newQueue();
    await queue.start();
    await queue.work('echo' as never, async (data: { text: string }) => void seen.push(data.text));
    await queue.work('flaky' as never, async () => {
      flakyAttempts += 1;
      if (flakyAttempts < 3) throw new Error(`attempt ${flakyAttempts} fails`);
    });
    await queue.work('sync' as never, async (_data: object, job) => {
      for (const value of [20, 60]) await job.progress(value);
      await sql`insert into job_probe (label) values (${`sync ${job.key}`})`.execute(testDb.db);
    });
  });

  it('runs a job sent outside a transaction, promptly', async () => {
    const started = Date.now();
    await queue.send('echo' as never, { text: 'hello' } as never);
    await eventually(() => seen, (list) => list.includes('hello'));
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('writes a job sent inside a transaction with it: none when it rolls back, one when it commits', async () => {
    await expect(
      inTransaction(testDb.db, async () => {
        await queue.send('echo' as never, { text: 'rolled back' } as never);
        throw new Error('the order failed');
      }),
    ).rejects.toThrow('the order failed');
    await inTransaction(testDb.db, async () => {
      await sql`insert into job_probe (label) values ('order')`.execute(testDb.db);
      await queue.send('echo' as never, { text: 'committed' } as never);
    });
    await eventually(() => seen, (list) => list.includes('committed'));
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(seen).not.toContain('rolled back');
  });

  it('retries a failing job with backoff until it succeeds', async () => {
    await queue.send('flaky' as never, {} as never);
    await eventually(() => flakyAttempts, (n) => n >= 3, 20_000);
    expect(flakyAttempts).toBe(3);
  }, 30_000);

  it('reports progress by key, readable while and after the job runs', async () => {
    const id = await queue.send('sync' as never, {} as never, { key: 'shop-7' });
    expect(id).toEqual(expect.any(String));
    const done = await eventually(() => queue.progress('sync' as never, 'shop-7'), (p) => p?.state === 'completed');
    expect(done).toMatchObject({ job_id: id, value: 100, state: 'completed', error: null });
  });

  it('keeps one job per key in an exclusive queue: a second send while one waits joins it', async () => {
    await queue.stop(2000);
    // a second process's queue sends while nobody works: the second send of the key is refused
    const other = newQueue();
    await other.start();
    const first = await other.send('sync' as never, {} as never, { key: 'shop-9' });
    const second = await other.send('sync' as never, {} as never, { key: 'shop-9' });
    expect(first).toEqual(expect.any(String));
    expect(second).toBeNull();
    expect(await other.progress('sync' as never, 'shop-9')).toMatchObject({ job_id: first, state: 'queued', value: 0 });
    await other.stop(2000);
  });
});

describe('several processes', () => {
  it('runs each job once, whichever process fetches it', async () => {
    const a = newQueue();
    const b = newQueue();
    const runs: string[] = [];
    for (const [name, queue] of [['a', a], ['b', b]] as const) {
      await queue.start();
      await queue.work('echo' as never, async (data: { text: string }) => {
        await sql`insert into job_probe (label) values (${data.text})`.execute(testDb.db);
        runs.push(`${name}:${data.text}`);
      });
    }
    const texts = Array.from({ length: 20 }, (_, i) => `job-${i}`);
    for (const text of texts) await a.send('echo' as never, { text } as never);
    await eventually(() => runs.length, (n) => n >= texts.length, 15_000);
    await new Promise((resolve) => setTimeout(resolve, 800));
    const labels = (await sql<{ label: string }>`select label from job_probe where label like 'job-%'`.execute(testDb.db)).rows.map((r) => r.label);
    expect(labels.sort()).toEqual([...texts].sort());
    expect(runs).toHaveLength(texts.length);
    await a.stop(2000);
    await b.stop(2000);
  }, 30_000);

  it('stops gracefully: a running job finishes before stop() resolves', async () => {
    const queue = newQueue();
    await queue.start();
    let finished = false;
    let began = false;
    await queue.work('slow' as never, async () => {
      began = true;
      await new Promise((resolve) => setTimeout(resolve, 700));
      finished = true;
    });
    await queue.send('slow' as never, {} as never);
    await eventually(() => began, Boolean);
    await queue.stop(5000);
    expect(finished).toBe(true);
    expect(await queue.healthy()).toBe(false);
  }, 20_000);
});
