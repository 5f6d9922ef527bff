import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { Messages, ResultCode, type Envelope } from 'shared-contracts';
import { BadRequestError, BusinessError, ForbiddenError, NotFoundError, UnauthorizedError } from '../../lib/errors';

const envelope = (code: number, msg: string): Envelope<null> => ({ code, msg, data: null });
/** Client errors Fastify raises itself (body limit, content type, missing resource), by HTTP status. */
const CLIENT_ERROR_MESSAGES: Record<number, string> = {
  404: Messages.notFound,
  413: Messages.bodyTooLarge,
  415: Messages.unsupportedMediaType,
};

/** Fastify's own URL errors (a path that is not valid percent-encoded UTF-8), answered as an envelope too. */
export function frameworkErrors(_error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  return reply.code(400).send(envelope(ResultCode.BAD_REQUEST, Messages.badUrl));
}

const hasChinese = (text: string | undefined): text is string => !!text && /[\u4e00-\u9fff]/.test(text);

/**
 * The one place that turns failures into envelopes: business failures HTTP 200 with their code,
 * bad input 400 (the shared schema's Chinese message), no/expired token 401, an operator route the operator may not use 403 with its message, unknown resource 404 with its message, unknown /api path 404,
 * anything else 500 with a generic message (details only in the log).
 */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof BusinessError) {
        return reply.code(200).send(envelope(error.code, error.message));
      }
      if (error instanceof UnauthorizedError) {
        return reply.code(401).send(envelope(ResultCode.UNAUTHORIZED, Messages.sessionExpired));
      }
      if (error instanceof ForbiddenError) {
        return reply.code(403).send(envelope(ResultCode.FORBIDDEN, error.message));
      }
      if (error instanceof NotFoundError) {
        return reply.code(404).send(envelope(ResultCode.NOT_FOUND, error.message));
      }
      if (error instanceof BadRequestError) {
        return reply.code(400).send(envelope(ResultCode.BAD_REQUEST, error.message));
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const first = error.validation[0]?.message;
        return reply.code(400).send(envelope(ResultCode.BAD_REQUEST, hasChinese(first) ? first : Messages.badRequest));
      }
      const status = error.statusCode ?? 500;
      if (error.validation || (status >= 400 && status < 500)) {
        request.log.info({ code: error.code, status }, 'rejected request');
        const code = status === 404 ? ResultCode.NOT_FOUND : status;
        return reply.code(status).send(envelope(code, CLIENT_ERROR_MESSAGES[status] ?? Messages.badRequest));
      }
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send(envelope(ResultCode.SERVER_ERROR, Messages.serverError));
    });

    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0];
      if (path === '/api' || path.startsWith('/api/')) {
        return reply.code(404).send(envelope(ResultCode.NOT_FOUND, Messages.notFound));
      }
      if (path.startsWith('/remotes/')) {
        return reply.code(404).type('text/plain; charset=utf-8').send('404 文件不存在');
      }
      if ((request.method === 'GET' || request.method === 'HEAD') && app.pageFallback) {
        return app.pageFallback(request, reply);
      }
      return reply.code(404).send(envelope(ResultCode.NOT_FOUND, Messages.notFound));
    });
  },
  { name: 'error-handler' },
);
