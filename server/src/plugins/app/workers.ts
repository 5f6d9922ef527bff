import fp from 'fastify-plugin';
import { sendOnClockMove } from '../../jobs/on-clock-move';
import { SmsRefusedError } from '../../providers/sms';
import { DAY, HOUR } from '../../services/limits';

/**
 * A shop order's parcels nobody tried to deliver for this long are queued for `shop-deliver` again: the
 * job's retries (about two hours, at most fifteen minutes apart, each attempt stamping the parcels) have
 * run out, or its job was lost. Longer than any gap between retries, so a job still retrying is not doubled.
 */
const DELIVER_RETRY_AFTER = 2 * HOUR;
/** How long the merchant's 回调记录 keeps a settled delivery. */
export const CALLBACK_LOG_DAYS = 30;

/**
 * What this process does in the background, as workers of the job queue: any number of server processes
 * run them, and each job runs once. `housekeeping` is scheduled every ten minutes (one job per slot
 * across processes); `sms-send` is the outbox of text messages; `waybill-dispatch` numbers parcels;
 * `shop-order-sync` pages a store's orders in; `shop-deliver` tells a store its orders' waybill numbers.
 */
export default fp(
  async (app) => {
    await app.jobs.work('sms-send', async ({ mobile, scene, code }) => {
      try {
        await app.providers.sms.send(mobile, { scene, code });
      } catch (error) {
        // a final refusal is not retried (the job completes); it is logged without the code or the number
        if (!(error instanceof SmsRefusedError)) throw error;
        app.log.warn({ scene, providerCode: error.providerCode, reason: error.message }, 'sms refused by the provider');
      }
    });

    await app.jobs.work('waybill-dispatch', async ({ orderId }) => {
      const outcome = await app.services.dispatch.dispatchOrder(orderId);
      // parcels of an order from an authorised shop go back to the shop once numbered
      if (outcome.numbered > 0) await app.services.deliveries.afterDispatch(orderId);
      // thrown: the queue retries with backoff
      if (outcome.waiting > 0) throw new Error(`order ${orderId}: ${outcome.waiting} parcels still without a waybill number`);
    });

    await app.jobs.work('shop-order-sync', async (data, job) => {
      await app.services.stores.runSync(data, job);
    });

    await app.jobs.work('shop-deliver', async ({ orderId }) => {
      await app.services.deliveries.deliverOrder(orderId);
    });

    // 超时赔付 (services/compensation): every five minutes, when asked (compensation.requestRun), and at
    // once when the demo's business clock moves; the handler reads the moved time first (another process
    // may have moved it)
    await app.jobs.work('parcel-compensation', async () => {
      await app.businessClock.refresh();
      const run = await app.services.compensation.runDue();
      if (run.compensated > 0) app.log.info(run, 'parcels compensated');
    });

    // 物流跟踪 (services/tracking): subscribe new waybills and poll the quiet ones; the sandbox tracker's
    // events follow the business clock, so a move runs it too — and then compensation, which must judge
    // the pickups the run has just recorded, not before them
    await app.jobs.work('track-poll', async (_data, job) => {
      await app.businessClock.refresh();
      const outcome = await app.services.tracking.run();
      if (outcome.subscribed || outcome.polled || outcome.failed) app.log.info(outcome, 'tracking run');
      if (job.key.startsWith('clock-move:')) await app.services.compensation.requestRun();
    });
    sendOnClockMove(app.businessClock, app.jobs, 'track-poll', (err) => app.log.error({ err }, 'could not queue the tracking run after a clock move'));

    // 推广佣金 (services/promotion) and 分站收益 (services/site-earnings.ts): frozen → available when the freeze is
    // over, every ten minutes and at once when the demo's business clock moves
    await app.jobs.work('commission-release', async () => {
      await app.businessClock.refresh();
      const run = await app.services.commissions.releaseDue();
      if (run.released > 0) app.log.info(run, 'commissions released');
      const margins = await app.services.siteEarnings.releaseDue();
      if (margins.released > 0) app.log.info(margins, 'site margins released');
    });
    sendOnClockMove(app.businessClock, app.jobs, 'commission-release', (err) => app.log.error({ err }, 'could not queue the commission release after a clock move'));

    // 提现打款 (services/promotion/payouts.ts): an approved withdrawal paid out once; an error is retried
    await app.jobs.work('withdrawal-payout', async ({ withdrawalId }) => {
      const outcome = await app.services.payouts.pay(withdrawalId);
      if (outcome) app.log.info({ withdrawalId, outcome }, 'withdrawal payout');
    });

    // 在线充值 (services/top-up-credit.ts): top-ups whose notification is late are asked about, expired ones closed
    await app.jobs.work('top-up-sweep', async () => {
      const run = await app.services.topUps.sweepPending();
      if (run.credited || run.closed || run.failed) app.log.info(run, 'top-up sweep');
    });

    // 对账 (services/reconciliation.ts): yesterday's bills of every gateway against our top-ups
    await app.jobs.work('reconciliation', async ({ date }) => {
      const results = await app.services.reconciliation.run(date ?? app.services.reconciliation.yesterday());
      app.log.info({ results }, 'reconciliation run');
      if (results.some((result) => result.status === 'failed')) throw new Error('a payment bill could not be fetched');
    });

    // callbacks to merchants' systems (services/callbacks): everything due, sent until none is; woken by
    // what records events, by each retry at its time, every minute, and when the demo's clock moves (retries
    // fall due by business time)
    await app.jobs.work('callback-deliver', async () => {
      await app.businessClock.refresh();
      const run = await app.services.callbacks.deliverDue();
      if (run.failed > 0) app.log.info(run, 'callbacks sent, some not answered 2xx');
    });
    sendOnClockMove(app.businessClock, app.jobs, 'callback-deliver', (err) => app.log.error({ err }, 'could not queue the callback delivery after a clock move'));

    await app.jobs.work('housekeeping', async () => {
      const now = app.clock.now().getTime();
      // orders whose dispatch job gave up (a long courier outage): try again
      for (const orderId of await app.repos.dispatch.ordersWaiting(new Date(now - 2 * HOUR), 100)) await app.jobs.send('waybill-dispatch', { orderId });
      // parcels a shop-deliver job gave up on (a long platform outage): try again; they are stamped as they
      // are queued, in one transaction with the jobs, so the next sweep does not queue them twice
      await app.repos.transaction(async () => {
        for (const orderId of await app.repos.stores.deliveriesDue(new Date(now - DELIVER_RETRY_AFTER), new Date(now), 100)) await app.jobs.send('shop-deliver', { orderId });
      });
      await app.repos.sessions.removeExpired(new Date(now));
      await app.repos.operators.sessions.removeExpired(new Date(now));
      await app.repos.captchas.removeExpired(new Date(now - HOUR));
      await app.repos.smsCodes.removeOlderThan(new Date(now - DAY));
      await app.repos.rateEvents.removeOlderThan(new Date(now - 2 * DAY));
      await app.repos.jobProgress.removeFinishedBefore(new Date(now - DAY));
      // authorisation codes live ten minutes: a day later their record is not needed
      await app.repos.stores.removeUsedCodesBefore(new Date(now - DAY));
      // the Open API's nonces (10 minutes of real time) and rate windows (services/open-api/auth.ts)
      await app.services.openAuth.removeStale();
      // work-order pictures uploaded and never sent, and callbacks settled a month ago (回调记录 shows 30 days)
      await app.services.attachments.removeUnused(new Date(now - DAY));
      await app.repos.callbacks.removeSettledBefore(new Date(now - CALLBACK_LOG_DAYS * DAY));
      // the workbench's kept parcel counts: each user's deltas folded into a row per status and state (0037)
      await app.repos.orders.compactParcelCounts();
    });
  },
  { name: 'workers', dependencies: ['services', 'jobs'] },
);
