import { PassThrough } from 'node:stream';
import { errorCodes, type FastifyReply, type FastifyRequest, type RequestPayload } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const params = z.object({ gateway: z.string().regex(/^[a-z]{2,16}$/) });
/**
 * Form fields as a gateway posts them (支付宝: application/x-www-form-urlencoded); at most 100 of them. A JSON body
 * (微信支付's) has none: its gateway reads the raw bytes after checking their signature.
 */
const fields = z.record(z.string().max(64), z.string().max(4096)).refine((body) => Object.keys(body).length <= 100);
const formFields = (request: FastifyRequest): Record<string, string> => {
  if (!/^application\/x-www-form-urlencoded/i.test(request.headers['content-type'] ?? '')) return {};
  const parsed = fields.safeParse(request.body);
  return parsed.success ? parsed.data : {};
};
/** The request's headers by lower-case name, one text each (微信支付 signs with Wechatpay-Timestamp, -Nonce, -Signature, -Serial). */
const headersOf = (request: FastifyRequest): Record<string, string | undefined> =>
  Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name.toLowerCase(), Array.isArray(value) ? value.join(', ') : value]));

/** Each notification's body as it arrived, for the gateway's signature check. */
const rawBodies = new WeakMap<FastifyRequest, Buffer>();

/**
 * preParsing for this route only: reads the body (within the route's body limit), keeps its bytes and hands
 * the same bytes on to the form parser, so the signature is checked over exactly what arrived.
 */
async function keepRawBody(request: FastifyRequest, _reply: FastifyReply, payload: RequestPayload): Promise<RequestPayload> {
  const limit = request.routeOptions.bodyLimit ?? Number.POSITIVE_INFINITY;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of payload) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    size += bytes.length;
    if (size > limit) throw new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE();
    chunks.push(bytes);
  }
  const body = Buffer.concat(chunks);
  rawBodies.set(request, body);
  const copy = new PassThrough();
  copy.end(body);
  return copy;
}

/**
 * POST /api/pay/notify/<gateway>: a payment gateway's notification (the sandbox gateway's too — the same
 * path). Public (the gateway has no token; the signature is the proof), answered in the gateway's own
 * protocol — 支付宝's `success` / `fail`, 微信支付's 204 / a JSON FAIL (it retries) — not in the envelope, and hidden from the API documentation for that reason. The gateway checks its signature
 * (over the raw body, or by its own rule) before anything is read; then the top-up moves from pending to
 * paid by a conditional update (services/recharge.ts).
 */
const notifyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/pay/notify/:gateway',
    { config: { public: true }, preParsing: keepRawBody, schema: { hide: true, params } },
    async (request, reply) => {
      const gateway = app.providers.payment.byName(request.params.gateway);
      // a gateway this site does not use (the sandbox's in production): refused as a forged notification is
      if (!gateway) {
        request.log.warn({ gateway: request.params.gateway, reason: 'other-gateway' }, 'payment notification refused');
        return reply.code(400).type('text/plain; charset=utf-8').send('fail');
      }
      const outcome = await app.services.recharge.notify(gateway.name, { rawBody: rawBodies.get(request) ?? Buffer.alloc(0), fields: formFields(request), headers: headersOf(request) });
      if (!outcome.accepted) request.log.warn({ gateway: gateway.name, reason: outcome.reason, trade_no: outcome.tradeNo }, 'payment notification refused');
      else if (outcome.credited) request.log.info({ gateway: gateway.name }, 'top-up credited');
      const answer = gateway.answer(outcome.accepted);
      return reply.code(answer.status).type(answer.contentType).send(answer.body);
    },
  );
};

export default notifyRoutes;
