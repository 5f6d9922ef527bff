import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { poolOf } from '../../db';
import { Messages, ResultCode } from 'shared-contracts';
import { JOB_SCHEMA } from '../../jobs/definitions';
import { metricsRepository } from '../../repositories/metrics';
import { businessMetrics } from './business-metrics';

/** Where plugins/app/jobs.ts installs pg-boss's tables (the queue's own default). */

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Who may read /metrics: a scraper on this machine (the socket's own address is loopback and no proxy
 * forwarded the request — a reverse proxy on this host would otherwise make every outside caller look
 * local), or anyone presenting METRICS_TOKEN as a bearer token. The same rule decides who gets the
 * details of GET /api/health.
 */
export function mayScrape(request: FastifyRequest, token: string | undefined): boolean {
  if (token) {
    const given = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
    const [a, b] = [Buffer.from(given), Buffer.from(token)];
    if (a.length === b.length && timingSafeEqual(a, b)) return true;
  }
  const proxied = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  return !proxied && LOOPBACK.has(request.socket.remoteAddress ?? '');
}

/**
 * Prometheus metrics at GET /metrics (prom-client, one registry per app): requests and latency by
 * route, jobs by queue and state, the catalogue cache, the database pool, the process's own figures, and
 * the mall's business figures (business-metrics.ts: jobs' age, payments, payouts, callbacks, waybills).
 */
export default fp(
  async (app) => {
    const registry = new Registry();
    // the process's own figures (CPU, memory, event loop lag, GC pauses) start with the first scrape: their collectors
    // run for the rest of the process and prom-client cannot stop them (an event-loop-delay timer, a GC observer),
    // and an app built and closed without ever being scraped (each server test builds several in one process)
    // would leave them running, holding on to everything the app was built with
    let processFiguresStarted = false;

    const requests = new Counter({ name: 'http_requests_total', help: 'HTTP requests answered, by method, route and status', labelNames: ['method', 'route', 'status'], registers: [registry] });
    const latency = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer, by method and route',
      labelNames: ['method', 'route'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    const jobs = new Gauge({ name: 'jobs', help: 'Background jobs by queue and state (queued, active, failed)', labelNames: ['queue', 'state'], registers: [registry] });
    const cache = new Gauge({ name: 'catalogue_cache_events', help: "Visitors' catalogue cache: hits, misses and invalidations since start", labelNames: ['event'], registers: [registry] });
    const pool = new Gauge({ name: 'db_pool_connections', help: 'PostgreSQL pool connections by state (total, idle, waiting)', labelNames: ['state'], registers: [registry] });
    const business = businessMetrics(registry, metricsRepository(app.db, JOB_SCHEMA), app.clock);

    app.addHook('onResponse', async (request, reply) => {
      // the route pattern, never the raw URL: ids and query strings would make a label per request
      const route = request.is404 ? 'unmatched' : (request.routeOptions.url ?? 'unmatched');
      requests.inc({ method: request.method, route, status: String(reply.statusCode) });
      latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
      business.observe(request, reply);
    });

    app.get(
      '/metrics',
      // public in the token sense: its own check below (loopback or METRICS_TOKEN)
      { config: { public: true }, schema: { hide: true } },
      async (request, reply) => {
        if (!mayScrape(request, app.config.metricsToken)) {
          return reply.code(403).send({ code: ResultCode.FORBIDDEN, msg: Messages.forbidden, data: null });
        }
        if (!processFiguresStarted) {
          processFiguresStarted = true;
          collectDefaultMetrics({ register: registry });
        }
        const queues = await app.jobs.counts();
        for (const [queue, counts] of Object.entries(queues)) {
          for (const [state, value] of Object.entries(counts)) jobs.set({ queue, state }, value);
        }
        await business.collect(Object.keys(queues));
        const { hits, misses, invalidations } = app.catalogueCache.stats;
        cache.set({ event: 'hit' }, hits);
        cache.set({ event: 'miss' }, misses);
        cache.set({ event: 'invalidation' }, invalidations);
        const pg = poolOf(app.db);
        if (pg) {
          pool.set({ state: 'total' }, pg.totalCount);
          pool.set({ state: 'idle' }, pg.idleCount);
          pool.set({ state: 'waiting' }, pg.waitingCount);
        }
        return reply.header('content-type', registry.contentType).send(await registry.metrics());
      },
    );
  },
  { name: 'metrics', dependencies: ['jobs', 'services'] },
);
