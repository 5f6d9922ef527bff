import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { bearer, sessionReply } from './schemas';

/** The signed-in user, fetched by the site at startup. */
const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/info',
    {
      preHandler: app.authenticate,
      schema: { tags: ['account'], summary: '当前用户信息', security: bearer, response: sessionReply },
    },
    async (request) => {
      const user = request.user!;
      return ok(await app.services.sessions.describe(user.id, user.token));
    },
  );
};

export default userRoutes;
