import { HEARTBEAT_S, JOB_DEFINITIONS, MAINTENANCE_S, QUEUE_DEFAULTS, SUPERVISE_S } from './definitions';

/** The worker's polling interval for jobs NOTIFY does not announce, a retry among them (jobs/queue.ts). */
const POLLING_S = 2;

describe('job definitions', () => {
  it('runs again within a minute any job whose process died, in every queue that retries', () => {
    for (const [name, { queue }] of Object.entries(JOB_DEFINITIONS)) {
      const settings = { ...QUEUE_DEFAULTS, ...queue };
      expect([name, settings.heartbeatSeconds]).toEqual([name, HEARTBEAT_S]);
      if (!settings.retryLimit) continue;
      // backoff doubles the first delay at most (pg-boss: retryDelay × (1 + random))
      const firstRetryS = (settings.retryDelay ?? 0) * (settings.retryBackoff ? 2 : 1);
      expect([name, HEARTBEAT_S + SUPERVISE_S + Math.min(firstRetryS, settings.retryDelayMax ?? Infinity) + POLLING_S <= 60]).toEqual([name, true]);
    }
  });

  it('deletes a sent text message, which holds a verification code, within two minutes', () => {
    const { deleteAfterSeconds } = { ...QUEUE_DEFAULTS, ...JOB_DEFINITIONS['sms-send'].queue };
    expect(deleteAfterSeconds! + MAINTENANCE_S).toBeLessThanOrEqual(120);
  });
});
