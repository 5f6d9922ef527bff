import fp from 'fastify-plugin';
import { DAY, HOUR } from '../../services/limits';

/**
 * What this process does in the background, as workers of the job queue: any number of server processes
 * run them, and each job runs once. `housekeeping` is scheduled every ten minutes (one job per slot
 * across processes); `sms-send` is the outbox of text messages; `waybill-dispatch` numbers parcels.
 */
export default fp(
  async (app) => {
    await app.jobs.work('sms-send', async ({ mobile, text }) => {
      await app.providers.sms.send(mobile, text);
    });

    await app.jobs.work('waybill-dispatch', async ({ orderId }) => {
      const outcome = await app.services.dispatch.dispatchOrder(orderId);
      // thrown: the queue retries with backoff
      if (outcome.waiting > 0) throw new Error(`order ${orderId}: ${outcome.waiting} parcels still without a waybill number`);
    });

    await app.jobs.work('housekeeping', async () => {
      const now = app.now().getTime();
      // orders whose dispatch job gave up (a long courier outage): try again
      for (const orderId of await app.repos.orders.ordersWaiting(new Date(now - 2 * HOUR), 100)) await app.jobs.send('waybill-dispatch', { orderId });
      await app.repos.sessions.removeExpired(new Date(now));
      await app.repos.captchas.removeExpired(new Date(now - HOUR));
      await app.repos.smsCodes.removeOlderThan(new Date(now - DAY));
      await app.repos.rateEvents.removeOlderThan(new Date(now - 2 * DAY));
      await app.repos.jobProgress.removeFinishedBefore(new Date(now - DAY));
    });
  },
  { name: 'workers', dependencies: ['services', 'jobs'] },
);
