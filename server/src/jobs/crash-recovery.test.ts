import path from 'node:path';
import { migrateToLatest } from '../db/migrate';
import { jobProgressRepository } from '../repositories/job-progress';
import { openTestDb, type TestDb } from '../test-support/harness';
import { startProgram, type ServingProgram } from '../test-support/programs';
import { createJobQueue, type JobQueue } from './queue';

// Two processes on one PostgreSQL database with the real queue settings (jobs/definitions.ts): a job the
// first was running when it was killed (SIGKILL: no graceful stop, no failing of its work) runs in the
// second within a minute. PostgreSQL only: PGlite is one process's database.
const SERVER_DIR = path.resolve(__dirname, '../..');
// node with tsx's loader, not the tsx command: that one runs node as a child a signal to it may not reach (SIGKILL)
const NODE_TSX = [process.execPath, '--import', 'tsx'] as const;
const onPostgres = Boolean(process.env.DATABASE_URL);

let testDb: TestDb;
let survivor: JobQueue;
let holder: ServingProgram | null = null;

(onPostgres ? describe : describe.skip)('a job held by a killed process', () => {
  beforeAll(async () => {
    testDb = await openTestDb();
    await migrateToLatest(testDb.db);
    survivor = createJobQueue({ db: testDb.db, url: testDb.database.url, progressRepository: jobProgressRepository(testDb.db), now: () => new Date(), onError: () => undefined });
    // makes the queues; it takes no job until the holder has one
    await survivor.start();
  });
  afterAll(async () => {
    await holder?.stop();
    await survivor.stop(2000);
    await testDb.close();
  });

  it('runs in another process within 60 s', async () => {
    holder = await startProgram(NODE_TSX[0], [...NODE_TSX.slice(1), 'src/test-support/job-holder.ts'], { cwd: SERVER_DIR, env: { DATABASE_URL: testDb.database.url! }, ready: /started/, timeoutMs: 30_000 });
    await survivor.send('waybill-dispatch', { orderId: 42 });
    await holder.waitFor(/holding 42/, 10_000);
    holder.signal('SIGKILL');
    await holder.exited;
    const killedAt = Date.now();

    const ran = new Promise<number>((resolve) => {
      void survivor.work('waybill-dispatch', async ({ orderId }) => {
        if (orderId === 42) resolve(Date.now() - killedAt);
      });
    });
    const afterMs = await ran;
    // the figure docs/lifecycle.md quotes
    console.log(`job of the killed process ran again after ${(afterMs / 1000).toFixed(1)} s`);
    expect(afterMs).toBeLessThan(60_000);
  }, 90_000);
});
