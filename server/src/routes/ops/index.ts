import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { Messages, ResultCode } from 'shared-contracts';
import { z } from 'zod';
import { envelopeOf } from '../../lib/envelope';
import { mayScrape } from '../../plugins/app/metrics';
import { servedBuilds } from './build-info';

const build = z
  .object({ name: z.string(), version: z.string(), contract_version: z.string(), required_contract: z.string().nullable(), commit: z.string().nullable(), built_at: z.string() })
  .nullable();
/** The public sees only `status`; the rest only a caller on this machine or with METRICS_TOKEN (as /metrics). */
const healthData = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.object({ ok: z.boolean(), kind: z.enum(['postgresql', 'embedded']), latency_ms: z.number() }).optional(),
  jobs: z.object({ ok: z.boolean() }).optional(),
  builds: z.record(z.string(), build).optional(),
  uptime_s: z.number().optional(),
});

/** Time allowed to each check before it counts as down. */
const CHECK_TIMEOUT_MS = 3000;

function within<T>(work: Promise<T>, fallback: T): Promise<T> {
  return Promise.race([work.catch(() => fallback), new Promise<T>((resolve) => setTimeout(() => resolve(fallback), CHECK_TIMEOUT_MS).unref())]);
}

/** GET /api/health/ready: `draining` once a stop signal came (server.ts), `unavailable` when a check fails. */
const readyData = z.object({ status: z.enum(['ok', 'unavailable', 'draining']) });
const liveData = z.object({ status: z.literal('ok') });

/**
 * Health for load balancers, supervisors and people.
 * - GET /api/health: is the database reachable, is the job queue running, which builds of the host and
 *   remotes this server serves. 200 when all is well, 503 (same body) when not. Anyone gets `status` (up or
 *   down); the checks, builds (versions, commits) and uptime only a caller /metrics would serve: on this
 *   machine and not proxied, or presenting METRICS_TOKEN as a bearer token.
 * - GET /api/health/ready (the load balancer's check): the same checks, and 503 from the moment the process
 *   was told to stop, while it still serves what was already sent to it.
 * - GET /api/health/live (the supervisor's check): 200 while the process answers at all; a database outage
 *   is not a reason to restart it.
 */
const opsRoutes: FastifyPluginAsyncZod = async (app) => {
  const startedAt = Date.now();
  const checks = () => Promise.all([within(sql`select 1`.execute(app.db).then(() => true), false), within(app.jobs.healthy(), false)]);

  app.get(
    '/health',
    {
      config: { public: true },
      schema: { tags: ['ops'], summary: '健康检查：公开只返回 status；数据库、任务队列、所服务的前端版本仅本机或带 METRICS_TOKEN 可见（异常时 HTTP 503）', response: { 200: envelopeOf(healthData), 503: envelopeOf(healthData) } },
    },
    async (request, reply) => {
      const began = Date.now();
      const [[database, jobs], builds] = await Promise.all([checks(), servedBuilds(app.config.staticRoot)]);
      const ok = database && jobs;
      const status = ok ? ('ok' as const) : ('unavailable' as const);
      const data = {
        status,
        database: { ok: database, kind: app.databaseSettings.url ? ('postgresql' as const) : ('embedded' as const), latency_ms: Date.now() - began },
        jobs: { ok: jobs },
        builds,
        uptime_s: Math.round((Date.now() - startedAt) / 1000),
      };
      reply.header('cache-control', 'no-store');
      const shown = mayScrape(request, app.config.metricsToken) ? data : { status };
      return reply.code(ok ? 200 : 503).send({ code: ok ? 0 : ResultCode.SERVICE_UNAVAILABLE, msg: ok ? Messages.healthy : Messages.unhealthy, data: shown });
    },
  );

  app.get(
    '/health/ready',
    {
      config: { public: true },
      schema: { tags: ['ops'], summary: '就绪检查（负载均衡用）：数据库可达、任务队列运行且未在停机中为 200，否则 503', response: { 200: envelopeOf(readyData), 503: envelopeOf(readyData) } },
    },
    async (_request, reply) => {
      const status = app.lifecycle.draining ? ('draining' as const) : (await checks()).every(Boolean) ? ('ok' as const) : ('unavailable' as const);
      const ok = status === 'ok';
      reply.header('cache-control', 'no-store');
      return reply.code(ok ? 200 : 503).send({ code: ok ? 0 : ResultCode.SERVICE_UNAVAILABLE, msg: ok ? Messages.healthy : Messages.unhealthy, data: { status } });
    },
  );

  app.get(
    '/health/live',
    {
      config: { public: true },
      schema: { tags: ['ops'], summary: '存活检查（进程守护用）：进程能应答即 200，不查数据库', response: { 200: envelopeOf(liveData) } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { code: 0, msg: Messages.healthy, data: { status: 'ok' as const } };
    },
  );
};

export default opsRoutes;
