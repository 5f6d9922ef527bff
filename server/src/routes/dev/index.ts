import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { chinaText } from 'shared-contracts/china-time';
import { z } from 'zod';
import { envelopeOf, ok } from '../../lib/envelope';

const outboxQuery = z.object({ mobile: z.string().trim().max(11).optional() });
const outboxData = z.object({
  list: z.array(z.object({ mobile: z.string(), text: z.string(), created_at: z.string() })),
});

/** The most one call moves business time: a month of deadlines is plenty to try, and a typo of a few zeros is refused. */
export const MAX_CLOCK_ADVANCE_MS = 30 * 86_400_000;

const clockBody = z.object({
  advance_ms: z
    .number({ error: '请填写要前进的毫秒数' })
    .int({ error: '前进的毫秒数必须是整数' })
    .positive({ error: '业务时钟只能向前拨' })
    .max(MAX_CLOCK_ADVANCE_MS, { error: '一次最多前进 30 天' }),
});
const clockData = z.object({
  /** Business time now, China time `YYYY-MM-DD HH:mm:ss`. */
  now: z.string(),
  /** How far business time runs ahead of the system clock. */
  offset_ms: z.number().int(),
});

/** The demo mode's helpers (APP_ENV=development); never registered in production. */
const devRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/sms-outbox',
    {
      config: { public: true },
      schema: {
        tags: ['dev'],
        summary: '沙箱短信发件箱（最新 20 条，仅开发环境）',
        querystring: outboxQuery,
        response: { 200: envelopeOf(outboxData) },
      },
    },
    async (request) => {
      const rows = await app.repos.smsOutbox.latest(20, request.query.mobile || undefined);
      return ok({ list: rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() })) });
    },
  );

  // The business clock (lib/business-clock.ts): every process and job worker reads the same moved time, and
  // the time-driven jobs subscribed to its moves run at once (jobs/on-clock-move.ts).
  const clockNow = () => ok({ now: chinaText(app.clock.now()), offset_ms: app.businessClock.offsetMs() });

  app.get(
    '/dev/clock',
    { config: { public: true }, schema: { tags: ['dev'], summary: '业务时钟（仅开发环境）', response: { 200: envelopeOf(clockData) } } },
    async () => clockNow(),
  );

  app.post(
    '/dev/clock',
    {
      config: { public: true },
      schema: { tags: ['dev'], summary: '业务时钟前进（仅开发环境；依赖时间的任务随即运行）', body: clockBody, response: { 200: envelopeOf(clockData) } },
    },
    async (request) => {
      await app.businessClock.advance(request.body.advance_ms);
      return clockNow();
    },
  );
};

export default devRoutes;
