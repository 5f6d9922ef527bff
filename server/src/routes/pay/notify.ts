import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const params = z.object({ gateway: z.string().regex(/^[a-z]{2,16}$/) });
/** Form fields as a gateway posts them (Alipay: application/x-www-form-urlencoded); at most 100 of them. */
const fields = z.record(z.string().max(64), z.string().max(4096)).refine((body) => Object.keys(body).length <= 100);

/**
 * POST /api/pay/notify/<gateway>: a payment gateway's notification (the sandbox gateway's too — the same
 * path). Public (the gateway has no token; the signature is the proof), answered in the gateway's own
 * protocol — `success` when taken (also for a replay), `fail` otherwise (the gateway retries) — not in
 * the envelope, and hidden from the API documentation for that reason.
 */
const notifyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/pay/notify/:gateway',
    { config: { public: true }, schema: { hide: true, params, body: fields } },
    async (request, reply) => {
      const outcome = await app.services.recharge.notify(request.params.gateway, request.body);
      if (!outcome.accepted) {
        request.log.warn({ gateway: request.params.gateway, reason: outcome.reason, trade_no: outcome.tradeNo }, 'payment notification refused');
        return reply.code(400).type('text/plain; charset=utf-8').send('fail');
      }
      if (outcome.credited) request.log.info({ gateway: request.params.gateway, trade_no: request.body.out_trade_no }, 'top-up credited');
      return reply.type('text/plain; charset=utf-8').send(app.providers.payment.acknowledgement);
    },
  );
};

export default notifyRoutes;
