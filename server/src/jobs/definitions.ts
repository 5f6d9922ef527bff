import type { Queue } from 'pg-boss';

/**
 * Every background job: its payload type and its queue's policy. One place, so a producer and its
 * worker cannot disagree on a name or a shape. Handlers must be idempotent: after a crash a job runs
 * again.
 */
export interface JobPayloads {
  /** A text message to one mobile, sent through the SMS provider (the outbox of account codes). */
  'sms-send': { mobile: string; text: string };
  /** Deletes dead rows: expired sessions, captchas, SMS codes, old rate events. Scheduled. */
  housekeeping: Record<string, never>;
}

export type JobName = keyof JobPayloads;

export interface JobDefinition {
  queue: Omit<Queue, 'name'>;
  /** A cron expression (UTC): one job per slot across every server process. */
  schedule?: string;
  /** Jobs of this queue a worker runs at once, per process. */
  concurrency?: number;
}

export const JOB_DEFINITIONS: Record<JobName, JobDefinition> = {
  'sms-send': {
    queue: {
      // a provider outage is retried for about ten minutes, then the job fails (the code expires in five)
      retryLimit: 6,
      retryDelay: 5,
      retryBackoff: true,
      retryDelayMax: 120,
      expireInSeconds: 60,
      // the message holds a verification code: gone a minute after it was sent
      deleteAfterSeconds: 60,
      retentionSeconds: 900,
      notify: true,
    },
    concurrency: 4,
  },
  housekeeping: {
    queue: { policy: 'exclusive', retryLimit: 1, retryDelay: 60, expireInSeconds: 300, deleteAfterSeconds: 3600 },
    schedule: '*/10 * * * *',
  },
};
