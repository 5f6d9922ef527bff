import type { FastifyReply, FastifyRequest } from 'fastify';
import { Counter, Gauge, type Registry } from 'prom-client';
import type { Clock } from '../../lib/clock';
import type { MetricsRepository } from '../../repositories/metrics';

const HOUR_MS = 3_600_000;
const NOTIFY_ROUTE = '/api/pay/notify/:gateway';

/**
 * The mall's own figures on /metrics: the age of each queue's oldest job, top-ups, payment
 * notifications, withdrawals (payouts), callbacks to merchants' systems and waybill latency.
 *
 * All but the notifications are gauges read from the database at scrape time (repositories/metrics.ts),
 * not counters bumped where the events happen: they then hold for the whole cluster whichever process
 * is scraped, survive restarts, and need no code in the services. Every process answers the same values
 * for them, so aggregate them across instances with max(), not sum(). Windows are the last hour of the
 * business clock, the one that stamps the rows.
 */
export function businessMetrics(registry: Registry, repo: MetricsRepository, clock: Clock) {
  const registers = [registry];
  const oldestJob = new Gauge({ name: 'jobs_oldest_queued_age_seconds', help: 'Per queue, how long its oldest due job has waited to be picked up', labelNames: ['queue'], registers });
  const topUps = new Gauge({ name: 'topups_last_hour', help: 'Top-ups made (created) and paid in the last hour', labelNames: ['state'], registers });
  // counted in this process as the gateway is answered (accepted: `success`; refused: 400 `fail`); sum() across instances
  const notifications = new Counter({ name: 'payment_notifications_total', help: "Payment gateways' notifications by outcome (accepted, refused), in this process", labelNames: ['gateway', 'outcome'], registers });
  const withdrawals = new Gauge({ name: 'withdrawals', help: 'Withdrawals by status (pending, paying, paid = payouts made, rejected, failed = payouts failed), all time', labelNames: ['status'], registers });
  const callbacks = new Gauge({ name: 'callback_deliveries_last_hour', help: 'Callback deliveries made in the last hour by status (pending, delivered, failed)', labelNames: ['status'], registers });
  const callbackAttempts = new Gauge({ name: 'callback_attempts_last_hour', help: 'Tries of the callback deliveries made in the last hour', registers });
  const callbacksPending = new Gauge({ name: 'callback_deliveries_pending', help: 'Callback deliveries not yet delivered nor given up, whenever made', registers });
  const callbackOldest = new Gauge({ name: 'callback_oldest_pending_age_seconds', help: 'Age of the oldest pending callback delivery', registers });
  const waybillLatency = new Gauge({ name: 'waybill_latency_seconds', help: 'Paid → numbered (waybill) of the parcels numbered in the last hour, by quantile', labelNames: ['quantile'], registers });
  const waybillsNumbered = new Gauge({ name: 'waybills_numbered_last_hour', help: 'Parcels numbered in the last hour (at most 10,000 looked at)', registers });
  const waybillWaiting = new Gauge({ name: 'waybill_oldest_waiting_age_seconds', help: 'How long the oldest paid parcel still without a waybill has waited', registers });

  return {
    /** Counts a payment notification by its answer (onResponse). */
    observe(request: FastifyRequest, reply: FastifyReply) {
      if (request.method !== 'POST' || request.routeOptions.url !== NOTIFY_ROUTE) return;
      const { gateway } = request.params as { gateway?: string };
      notifications.inc({ gateway: gateway ?? 'unknown', outcome: reply.statusCode === 200 ? 'accepted' : 'refused' });
    },

    /** Reads the gauges from the database (before each scrape); `queues` are every queue's name, so an emptied one reads 0. */
    async collect(queues: string[]) {
      const now = clock.now();
      const since = new Date(now.getTime() - HOUR_MS);
      const ages = await repo.oldestQueuedJobs();
      for (const queue of queues) oldestJob.set({ queue }, ages[queue] ?? 0);
      const made = await repo.topUpsSince(since);
      topUps.set({ state: 'created' }, made.created);
      topUps.set({ state: 'paid' }, made.paid);
      for (const [status, n] of Object.entries(await repo.withdrawalsByStatus())) withdrawals.set({ status }, n);
      const delivered = await repo.callbacksSince(since, now);
      for (const [status, n] of Object.entries(delivered.byStatus)) callbacks.set({ status }, n);
      callbackAttempts.set(delivered.attempts);
      callbacksPending.set(delivered.pending);
      callbackOldest.set(delivered.oldestPendingSeconds);
      const latency = await repo.waybillLatencySince(since, now);
      waybillsNumbered.set(latency.numbered);
      for (const [quantile, value] of Object.entries(latency.quantiles)) {
        // no parcel numbered in the hour: no figure, rather than a misleading 0
        if (value === null) waybillLatency.remove({ quantile });
        else waybillLatency.set({ quantile }, value);
      }
      waybillWaiting.set(await repo.oldestWaitingForWaybill(now));
    },
  };
}
