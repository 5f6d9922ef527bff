import type { Kysely } from 'kysely';
import type { Database, JobProgressTable } from '../db/schema';

export type JobProgress = Pick<JobProgressTable, 'job_id' | 'value' | 'state' | 'error' | 'updated_at'>;

/** Where a running job says how far it is (0–100), by queue and natural key. */
export function jobProgressRepository(db: Kysely<Database>) {
  return {
    /** A new run of the key starts at 0 (a run that finished before is replaced). */
    async start(queue: string, key: string, jobId: string, at: Date): Promise<void> {
      await db
        .insertInto('job_progress')
        .values({ queue, key, job_id: jobId, value: 0, state: 'queued', error: null, updated_at: at })
        .onConflict((oc) => oc.columns(['queue', 'key']).doUpdateSet({ job_id: jobId, value: 0, state: 'queued', error: null, updated_at: at }))
        .execute();
    },

    /** Moves the run of `jobId` on; a stale report of an older run of the key changes nothing. */
    async report(queue: string, key: string, jobId: string, change: Partial<Pick<JobProgressTable, 'value' | 'state' | 'error'>>, at: Date): Promise<void> {
      await db
        .insertInto('job_progress')
        .values({ queue, key, job_id: jobId, value: change.value ?? 0, state: change.state ?? 'active', error: change.error ?? null, updated_at: at })
        .onConflict((oc) =>
          oc
            .columns(['queue', 'key'])
            .doUpdateSet({ ...change, updated_at: at })
            .where('job_progress.job_id', '=', jobId),
        )
        .execute();
    },

    find(queue: string, key: string): Promise<JobProgress | undefined> {
      return db.selectFrom('job_progress').select(['job_id', 'value', 'state', 'error', 'updated_at']).where('queue', '=', queue).where('key', '=', key).executeTakeFirst();
    },

    async removeFinishedBefore(before: Date): Promise<void> {
      await db.deleteFrom('job_progress').where('state', 'in', ['completed', 'failed']).where('updated_at', '<', before).execute();
    },
  };
}

export type JobProgressRepository = ReturnType<typeof jobProgressRepository>;
