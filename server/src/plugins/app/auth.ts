import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { UnauthorizedError } from '../../lib/errors';
import { bearerToken } from '../../lib/tokens';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable without a token. Every other route answers 401 without a valid one (deny by default). */
    public?: boolean;
  }
}

/** A registered route, as the access check sees it (tests walk this list). */
export interface RouteAccess {
  method: string;
  url: string;
  public: boolean;
}

/**
 * Routes registered by third-party plugins, which cannot carry our route config: the site's static
 * files (the host's `/*`, each remote's `/remotes/<name>/*`) and the API documentation. Public by nature.
 */
const PLUGIN_ROUTES_PUBLIC = [/^\/\*$/, /^\/remotes\/[a-z]+\/\*$/, /^\/api\/docs(\/|$)/];

/**
 * Deny by default: every route needs a valid bearer token unless its config says `public: true`.
 * The check runs on request (before the body is read), so an anonymous caller gets 401 whatever it
 * sends. Public routes that personalise (is_collect) add `preHandler: app.identify`, which never
 * rejects. Only the Authorization header counts; a cookie alone never authenticates.
 * Registered before any route, so it sees them all.
 */
export default fp(
  async (app) => {
    const index: RouteAccess[] = [];
    app.decorate('routeAccess', index);
    app.decorateRequest('user', null);

    app.addHook('onRoute', (route) => {
      const fromPlugin = PLUGIN_ROUTES_PUBLIC.some((pattern) => pattern.test(route.url));
      if (fromPlugin) route.config = { ...route.config, public: true };
      const isPublic = route.config?.public === true;
      // the OpenAPI document says which routes need the token, from the same decision
      if (!isPublic && route.schema && !route.schema.security) route.schema = { ...route.schema, security: [{ bearer: [] }] };
      for (const method of [route.method].flat()) index.push({ method, url: route.url, public: isPublic });
    });

    const resolveUser = async (request: FastifyRequest) => {
      const token = bearerToken(request.headers.authorization);
      return token ? app.services.sessions.resolve(token) : null;
    };

    app.addHook('onRequest', async (request) => {
      // an unknown path answers 404, not 401
      if (request.is404 || request.routeOptions.config.public) return;
      const user = await resolveUser(request);
      if (!user) throw new UnauthorizedError();
      request.user = user;
    });

    // Optional authentication (public lists that mark the caller's favourites): never rejects.
    app.decorate('identify', async (request: FastifyRequest) => {
      request.user = await resolveUser(request);
    });
  },
  { name: 'auth' },
);
