import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, ok } from '../../lib/envelope';

const outboxQuery = z.object({ mobile: z.string().trim().max(11).optional() });
const outboxData = z.object({
  list: z.array(z.object({ mobile: z.string(), text: z.string(), created_at: z.string() })),
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
};

export default devRoutes;
