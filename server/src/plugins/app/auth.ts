import fp from 'fastify-plugin';
import { UnauthorizedError } from '../../lib/errors';
import { bearerToken } from '../../lib/tokens';

/**
 * Bearer-token authentication. Routes are public unless they list `preHandler: app.authenticate`.
 * Public routes that personalise (is_collect) list `preHandler: app.identify`, which never rejects.
 * Only the Authorization header counts; a cookie alone never authenticates.
 */
export default fp(
  async (app) => {
    app.decorateRequest('user', null);
    app.decorate('authenticate', async (request) => {
      const token = bearerToken(request.headers.authorization);
      const user = token ? await app.services.sessions.resolve(token) : null;
      if (!user) throw new UnauthorizedError();
      request.user = user;
    });
    // Optional authentication (public lists that mark the caller's favourites): never rejects.
    app.decorate('identify', async (request) => {
      const token = bearerToken(request.headers.authorization);
      request.user = token ? await app.services.sessions.resolve(token) : null;
    });
  },
  { name: 'auth', dependencies: ['services'] },
);
