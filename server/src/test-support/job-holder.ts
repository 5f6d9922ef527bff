import { openDatabase } from '../db';
import { createJobQueue } from '../jobs/queue';
import { jobProgressRepository } from '../repositories/job-progress';

/**
 * A process that takes `waybill-dispatch` jobs and never finishes them, printing `holding <orderId>` for each:
 * jobs/crash-recovery.test.ts kills it with SIGKILL to see another process run what it held.
 * Run: DATABASE_URL=… tsx src/test-support/job-holder.ts
 */
async function main() {
  const db = await openDatabase({ url: process.env.DATABASE_URL });
  const jobs = createJobQueue({
    db,
    url: process.env.DATABASE_URL,
    progressRepository: jobProgressRepository(db),
    now: () => new Date(),
    onError: (error) => console.error(error),
  });
  await jobs.work('waybill-dispatch', async ({ orderId }) => {
    console.log(`holding ${orderId}`);
    await new Promise(() => undefined);
  });
  await jobs.start();
  console.log('started');
}

void main();
