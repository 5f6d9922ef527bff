import { PgBoss, type ConstructorOptions, type Job } from 'pg-boss';
import { embeddedClient, sessionOptions, type DB } from '../db';
import type { JobProgressRepository } from '../repositories/job-progress';
import { appJobDatabase } from './job-database';
import { JOB_DEFINITIONS, JOB_SCHEMA, MAINTENANCE_S, QUEUE_DEFAULTS, SUPERVISE_S, type JobDefinition, type JobName, type JobPayloads } from './definitions';

/** What a running job can do besides its work. */
export interface JobContext {
  id: string;
  /** 0 on the first attempt. */
  retryCount: number;
  /** Aborted when the job expires or the process stops. */
  signal: AbortSignal;
  /** The natural key it was sent with (`send(…, { key })`), or its id. */
  key: string;
  /** How far the job is, 0–100, readable with `progress(name, key)` from any process. */
  progress(value: number): Promise<void>;
}

export type JobHandler<N extends JobName> = (data: JobPayloads[N], job: JobContext) => Promise<void>;

export interface SendOptions {
  /** A natural key (a shop id …): progress is read by it, and `exclusive` queues keep one job per key. */
  key?: string;
  /** Not before this time. */
  startAfter?: Date;
  /**
   * The job's id (a UUID) chosen by the caller: a send with an id already in the queue — from any process —
   * adds nothing and answers null. Lets processes that all saw one event send its job once (jobs/on-clock-move.ts).
   */
  id?: string;
}

export interface QueueCounts {
  queued: number;
  active: number;
  failed: number;
}

/**
 * The background job queue (pg-boss on the app's database, embedded or PostgreSQL). Any number of server
 * processes share it: a job runs once, in whichever process fetches it first; failures are retried
 * with backoff; schedules create one job per slot across processes; `stop()` lets running jobs finish.
 */
export interface JobQueue {
  /**
   * Enqueues a job. Inside a transaction the job is written in it: it exists only if the transaction
   * commits, and workers are woken when it does. Resolves to the job id, or null when an `exclusive`
   * queue already holds a job for the key (queued or running: the caller joins that one).
   */
  send<N extends JobName>(name: N, data: JobPayloads[N], options?: SendOptions): Promise<string | null>;
  /** Cancels a job not yet run (a backstop whose work was done another way); a started or finished one is left. */
  cancel(name: JobName, id: string): Promise<void>;
  /** Runs `handler` for every job of the queue in this process (call before `start()` or after). */
  work<N extends JobName>(name: N, handler: JobHandler<N>): Promise<void>;
  /** The progress of the newest job sent with this key, or null. */
  progress(name: JobName, key: string): ReturnType<JobProgressRepository['find']>;
  start(): Promise<void>;
  /** Stops fetching, waits for running jobs (up to `timeoutMs`), then stops. */
  stop(timeoutMs?: number): Promise<void>;
  /** Started and not stopped, and the database answers. */
  healthy(): Promise<boolean>;
  counts(): Promise<Record<JobName, QueueCounts>>;
  /** How many jobs (every queue) failed for good — retries used up — in [from, to) (the console's 概览). */
  failedBetween(from: Date, to: Date): Promise<number>;
}

export interface JobQueueOptions {
  db: DB;
  /** postgres://… when the app's database is a PostgreSQL server (pg-boss then polls with a pool of its own). */
  url?: string;
  /** Schema for pg-boss's tables (default pgboss). */
  schema?: string;
  progressRepository: JobProgressRepository;
  now: () => Date;
  onError: (error: unknown) => void;
  /**
   * How often a worker looks for jobs NOTIFY did not announce (retries and delayed jobs coming due),
   * seconds; new jobs wake workers at once. Default 2.
   */
  pollingIntervalSeconds?: number;
  /** The queues (tests add their own); default JOB_DEFINITIONS. */
  definitions?: Record<string, JobDefinition>;
}

/** pg-boss's retryLimit for a queue that names none. */
const PG_BOSS_RETRY_LIMIT = 2;

export function createJobQueue(options: JobQueueOptions): JobQueue {
  const { db, progressRepository: progressRepo, now } = options;
  const definitions = options.definitions ?? JOB_DEFINITIONS;
  const appDatabase = appJobDatabase(db);
  const embedded = embeddedClient(db) !== null;
  const schema = options.schema ?? JOB_SCHEMA;
  const settings: ConstructorOptions = {
    schema,
    useListenNotify: true,
    // expiry and lost heartbeats are found by this pass (one process does it for all, every SUPERVISE_S)
    superviseIntervalSeconds: SUPERVISE_S,
    monitorIntervalSeconds: SUPERVISE_S,
    maintenanceIntervalSeconds: MAINTENANCE_S,
    ...(embedded
      ? { db: appDatabase, backend: 'pglite' }
      : { connectionString: options.url, max: 4, application_name: 'gift-mall-jobs', options: sessionOptions() }),
  };
  const boss = new PgBoss(settings);
  boss.on('error', options.onError);
  let started = false;
  let stopped = false;
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;

  async function createQueues() {
    for (const [name, definition] of Object.entries(definitions)) {
      const queue = { ...QUEUE_DEFAULTS, ...definition.queue };
      const existing = await boss.getQueue(name);
      if (!existing) await boss.createQueue(name, queue);
      else {
        // a queue's policy is fixed when it is made; everything else follows the definition
        const { policy, partition: _partition, deadLetter: _deadLetter, ...changeable } = queue;
        if (policy && policy !== existing.policy) options.onError(new Error(`job queue ${name}: policy ${existing.policy} in the database, ${policy} in the code`));
        await boss.updateQueue(name, changeable);
      }
      if (definition.schedule) await boss.schedule(name, definition.schedule, {}, { tz: 'UTC' });
    }
  }

  return {
    async send(name, data, sendOptions = {}) {
      const id = await boss.send(name, data, {
        db: appDatabase,
        ...(sendOptions.key ? { singletonKey: sendOptions.key } : {}),
        ...(sendOptions.startAfter ? { startAfter: sendOptions.startAfter } : {}),
        ...(sendOptions.id ? { id: sendOptions.id } : {}),
      });
      if (id && sendOptions.key) await progressRepo.start(name, sendOptions.key, id, now());
      return id;
    },

    async cancel(name, id) {
      await boss.cancel(name, id, { db: appDatabase });
    },

    async work(name, handler) {
      const definition = definitions[name] ?? {};
      await boss.work<JobPayloads[typeof name]>(
        name,
        {
          pollingIntervalSeconds,
          notifyPollingIntervalSeconds: pollingIntervalSeconds,
          localConcurrency: definition.concurrency ?? 1,
          includeMetadata: true,
        },
        async (jobs) => {
          for (const job of jobs as (Job<JobPayloads[typeof name]> & { singletonKey?: string | null })[]) {
            const key = job.singletonKey ?? job.id;
            const context: JobContext = {
              id: job.id,
              retryCount: job.retryCount,
              signal: job.signal,
              key,
              progress: (value) => progressRepo.report(name, key, job.id, { value: Math.max(0, Math.min(100, Math.round(value))), state: 'active' }, now()),
            };
            const tracked = Boolean(job.singletonKey);
            if (tracked) await progressRepo.report(name, key, job.id, { state: 'active' }, now());
            try {
              await handler(job.data, context);
              if (tracked) await progressRepo.report(name, key, job.id, { value: 100, state: 'completed', error: null }, now());
            } catch (error) {
              // a job that will run again is still under way for whoever reads its progress
              const retried = job.retryCount < (definitions[name]?.queue.retryLimit ?? PG_BOSS_RETRY_LIMIT);
              if (tracked && !retried) {
                const message = error instanceof Error ? error.message : String(error);
                await progressRepo.report(name, key, job.id, { state: 'failed', error: message.slice(0, 500) }, now()).catch(() => undefined);
              }
              throw error;
            }
          }
        },
      );
    },

    progress(name, key) {
      return progressRepo.find(name, key);
    },

    async start() {
      await boss.start();
      await createQueues();
      started = true;
    },

    async stop(timeoutMs = 10_000) {
      if (!started || stopped) return;
      stopped = true;
      await boss.stop({ graceful: true, timeout: timeoutMs, close: true });
    },

    async healthy() {
      if (!started || stopped) return false;
      try {
        return await boss.isInstalled();
      } catch {
        return false;
      }
    },

    async counts() {
      const queues = await boss.getQueues(Object.keys(definitions));
      const result = {} as Record<JobName, QueueCounts>;
      for (const name of Object.keys(definitions) as JobName[]) {
        const queue = queues.find((q) => q.name === name);
        result[name] = { queued: queue?.queuedCount ?? 0, active: queue?.activeCount ?? 0, failed: queue?.failedCount ?? 0 };
      }
      return result;
    },

    async failedBetween(from, to) {
      // a job that fails for good is stamped completed_on with state failed (pg-boss keeps it until its retention ends)
      const { rows } = await appDatabase.executeSql(`select count(*)::int as n from ${schema}.job where state = 'failed' and completed_on >= $1 and completed_on < $2`, [from.toISOString(), to.toISOString()]);
      return Number((rows[0] as { n: number } | undefined)?.n ?? 0);
    },
  };
}
