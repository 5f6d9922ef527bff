import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { userOf } from '../../lib/user-of';
import { sessionReply } from './schemas';

/** The signed-in user, fetched by the site at startup. */
const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/info',
    {
      schema: { tags: ['account'], summary: '当前用户信息', response: sessionReply },
    },
    async (request) => {
      const user = userOf(request);
      return ok(await app.services.sessions.describe(user.id, user.token));
    },
  );
};

export default userRoutes;
