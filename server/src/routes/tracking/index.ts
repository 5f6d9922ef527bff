import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { parcelTrack } from 'shared-contracts/schemas';
import { z } from 'zod';
import { envelopeOf, ok } from '../../lib/envelope';
import { userOf } from '../../lib/user-of';

const params = z.object({ provider: z.string().regex(/^[a-z0-9]{2,16}$/) });
/** Form fields as 快递100 posts them (`param` carries every event so far: long); at most 20 of them. */
const fields = z.record(z.string().max(64), z.string().max(256 * 1024)).refine((body) => Object.keys(body).length <= 20);
/** A push holds a waybill's whole history: well above the default limit. */
const PUSH_BODY_LIMIT = 1024 * 1024;


/**
 * 物流跟踪 (issue 21). POST /api/track/<provider>/callback: the tracking provider's push — public (the
 * signature is the proof, checked before anything is read), answered in the provider's own JSON
 * (快递100: {result, returnCode, message}), not the envelope, and hidden from the API documentation.
 * GET /api/user/order/parcel/track?id=: the caller's parcel's timeline (another user's parcel is 404).
 */
const trackingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/track/:provider/callback',
    { config: { public: true }, bodyLimit: PUSH_BODY_LIMIT, schema: { hide: true, params, body: fields } },
    async (request, reply) => {
      const outcome = await app.services.tracking.push(request.params.provider, request.body);
      if (!outcome.accepted) {
        request.log.warn({ provider: request.params.provider, reason: outcome.reason }, 'tracking push refused');
        return reply.code(400).send(outcome.answer);
      }
      if (outcome.events) request.log.info({ provider: request.params.provider, waybill: outcome.waybillCode, events: outcome.events }, 'tracking push taken');
      return reply.send(outcome.answer);
    },
  );

  app.get(
    '/user/order/parcel/track',
    {
      schema: {
        tags: ['orders'],
        summary: '包裹物流轨迹（最新在前，北京时间）与物流状态；他人的包裹 404',
        querystring: z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) }),
        response: { 200: envelopeOf(parcelTrack) },
      },
    },
    async (request) => ok(await app.services.tracking.timeline(userOf(request).id, request.query.id)),
  );
};

export default trackingRoutes;
