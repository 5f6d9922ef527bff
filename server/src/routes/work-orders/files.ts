import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attachmentFileParams, attachmentFileQuery } from 'shared-contracts/schemas';
import { NotFoundError } from '../../lib/errors';

const NOT_FOUND = '图片不存在';

/**
 * GET /api/files/work-order/:id — a work-order picture by its signed address (issue 21). Public: the
 * signature is the proof, and addresses are only handed to the picture's owner and to operators (the
 * user and console work-order routes), each valid for an hour. An unsigned, tampered, expired or unknown
 * address is 404, whichever it is. Private caching only; the type is the stored one, never sniffed.
 */
const workOrderFileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/files/work-order/:id',
    {
      config: { public: true },
      schema: { tags: ['work-orders'], summary: '工单图片（签名地址，1 小时内有效；无效或过期 404）', params: attachmentFileParams, querystring: attachmentFileQuery },
      // a bad address is 404 like an unknown one, not 400
      attachValidation: true,
    },
    async (request, reply) => {
      if (request.validationError) throw new NotFoundError(NOT_FOUND);
      const file = await app.services.attachments.open(request.params.id, request.query.expires, request.query.signature);
      if (!file) throw new NotFoundError(NOT_FOUND);
      return reply.header('cache-control', 'private, max-age=3600').header('x-content-type-options', 'nosniff').type(file.mime).send(file.bytes);
    },
  );
};

export default workOrderFileRoutes;
