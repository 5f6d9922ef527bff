import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { OPEN_HEADERS, ResultCode } from 'shared-contracts';
import { OpenApiRefusal, type OpenCaller } from '../../services/open-api/auth';

declare module 'fastify' {
  interface FastifyRequest {
    /** The merchant a signed Open API call speaks for (routes/open); null elsewhere. */
    openCaller: OpenCaller | null;
    /** The body exactly as it came, for the signature (routes/open only). */
    rawBody: Buffer | null;
  }
}

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' ? value.trim() : undefined;
};

function refuse(reply: FastifyReply, refusal: OpenApiRefusal) {
  if (refusal.retryAfter !== undefined) reply.header('retry-after', String(refusal.retryAfter));
  const code = refusal.statusCode === 429 ? ResultCode.TOO_MANY_REQUESTS : ResultCode.UNAUTHORIZED;
  return reply.code(refusal.statusCode).send({ code, msg: refusal.message, data: null });
}

/** The merchant of a signed call, typed and never null (the hook below set it, or the call was refused). */
export function callerOf(request: FastifyRequest): OpenCaller {
  if (!request.openCaller) throw new Error('an Open API route without its signature check');
  return request.openCaller;
}

/**
 * The signature check of every /open/v1 call (services/open-api/auth.ts), in the scope of those routes:
 * the JSON body is parsed here keeping its raw bytes (the signature covers them; only JSON is taken), and
 * the call is authenticated before its input is validated. A refusal answers 401 (429 with Retry-After
 * for the rate limit) with the reason; nothing of the signature or the secret is logged.
 */
export function signedRequests(app: FastifyInstance) {
  app.decorateRequest('openCaller', null);
  app.decorateRequest('rawBody', null);

  app.removeAllContentTypeParsers();
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const raw = body as Buffer;
    request.rawBody = raw;
    if (raw.length === 0) return done(null, undefined);
    parseJson(request, raw.toString('utf8'), done);
  });

  const parts = (request: FastifyRequest) => {
    const at = request.url.indexOf('?');
    return {
      appKey: header(request, OPEN_HEADERS.appKey),
      timestamp: header(request, OPEN_HEADERS.timestamp),
      nonce: header(request, OPEN_HEADERS.nonce),
      signature: header(request, OPEN_HEADERS.signature),
      method: request.method,
      path: at === -1 ? request.url : request.url.slice(0, at),
      rawQuery: at === -1 ? '' : request.url.slice(at + 1),
      ip: request.ip,
    };
  };

  // the checks that need no body and no database, before the body is read
  app.addHook('onRequest', async (request, reply) => {
    try {
      app.services.openAuth.checkHeaders(parts(request));
    } catch (error) {
      if (error instanceof OpenApiRefusal) return refuse(reply, error);
      throw error;
    }
  });

  app.addHook('preValidation', async (request, reply) => {
    try {
      request.openCaller = await app.services.openAuth.authenticate({ ...parts(request), body: request.rawBody ?? '' });
    } catch (error) {
      if (error instanceof OpenApiRefusal) return refuse(reply, error);
      throw error;
    }
  });
}
