import type { FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { AdminMessages, can, PERMISSIONS, rolesFor, type Permission } from 'shared-contracts/admin';
import { withDataScope } from '../../lib/data-scope';
import { operatorToken } from '../../lib/operator-cookie';
import { ForbiddenError, UnauthorizedError } from '../../lib/errors';
import { bearerToken } from '../../lib/tokens';
import type { SiteRecord } from '../../site/site-store';
import type { AuthSupplier } from '../../services/suppliers/accounts';
import { SupplierMessages } from 'shared-contracts/supplier';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The site of the request's Host (issue 32): the 分站 whose domain it is, else the main site. Set before
     * any token is looked at: a member's token works only on its own site's hosts, an operator's only on the
     * domain of the site whose console it is (401 elsewhere).
     */
    site: SiteRecord;
    /** The supplier behind the bearer token on a /api/supplier route (issue 33); null elsewhere. */
    supplier: AuthSupplier | null;
  }
  interface FastifyContextConfig {
    /** Reachable without a token. Every other route answers 401 without a valid one (deny by default). */
    public?: boolean;
    /**
     * An operator console route (under /api/admin/): the permission of shared-contracts/admin `PERMISSIONS`
     * it needs. Every /api/admin route but the sign-in declares one, or the app does not start.
     */
    permission?: Permission;
    /** An operator or supplier route usable while the one-time initial password is unchanged (me, password, logout). */
    beforePasswordChange?: boolean;
    /**
     * An Open API call (/open/v1, issue 23): signed with the merchant's app key and checked by its own
     * scope (routes/open/signed-request.ts), never by the bearer token.
     */
    open?: boolean;
  }
}

/** A registered route, as the access check sees it (tests walk this list). */
export interface RouteAccess {
  method: string;
  url: string;
  public: boolean;
  /** The operator permission of an /api/admin route; null on every other route (and the sign-in). */
  permission: Permission | null;
  /** An Open API call: not public, but signed with an app key instead of the bearer token (routes/open). */
  open: boolean;
}

/** The operator console's routes: the operator token, never the user's. */
export const isAdminUrl = (url: string) => url === '/api/admin' || url.startsWith('/api/admin/');
/** The supplier centre's routes (issue 33): a supplier's bearer token, never a member's, on the main site only. */
export const isSupplierUrl = (url: string) => url.startsWith('/api/supplier/');
/** The only /api/admin routes without a permission. */
const ADMIN_PUBLIC = new Set(['/api/admin/login']);

/**
 * Checks an operator route as it is registered and documents it: a permission from the table (or the
 * route is the sign-in), the operator token as its security and `x-roles` — the roles that hold the
 * permission — in the OpenAPI document. Anything else stops the app from starting (deny by default).
 */
function declareAdminRoute(route: RouteOptions): Permission | null {
  const where = `${[route.method].flat().join(',')} ${route.url}`;
  const permission = route.config?.permission;
  if (route.config?.public) {
    if (!ADMIN_PUBLIC.has(route.url) || permission) throw new Error(`${where}: an /api/admin route cannot be public (only the sign-in is)`);
    return null;
  }
  if (!permission) throw new Error(`${where}: every /api/admin route declares config.permission (shared-contracts/admin PERMISSIONS)`);
  if (!Object.hasOwn(PERMISSIONS, permission)) throw new Error(`${where}: unknown permission ${String(permission)}`);
  route.schema = { ...route.schema, security: [{ operatorToken: [] }], ['x-roles' as never]: rolesFor(permission) };
  return permission;
}

/**
 * Routes registered by third-party plugins, which cannot carry our route config: the site's static
 * files (the host's `/*`, each remote's `/remotes/<name>/*`) and the API documentation. Public by nature.
 */
const PLUGIN_ROUTES_PUBLIC = [/^\/\*$/, /^\/remotes\/[a-z]+\/\*$/, /^\/api\/docs(\/|$)/, /^\/open\/docs(\/|$)/];

/**
 * Deny by default: every route needs a valid bearer token unless its config says `public: true`.
 * The check runs on request (before the body is read), so an anonymous caller gets 401 whatever it
 * sends. Public routes that personalise (is_collect) add `preHandler: app.identify`, which never
 * rejects. Only the Authorization header counts for members; a cookie alone never authenticates.
 *
 * The operator console's routes (/api/admin/…) are checked here too, against the operator token
 * (X-Operator-Token, or the HttpOnly cookie with `X-Console: 1`) only — a user's bearer token means nothing there, and an operator token nothing on
 * a user route: no, unknown, expired token or a disabled operator 401; a role without the route's
 * permission 403 (无权限执行此操作); the one-time password unchanged 403 (请先修改初始密码) except on
 * the routes marked `beforePasswordChange`.
 * Registered before any route, so it sees them all.
 */
export default fp(
  async (app) => {
    const index: RouteAccess[] = [];
    app.decorate('routeAccess', index);
    app.decorateRequest('user', null);
    app.decorateRequest('operator', null);
    app.decorateRequest('supplier', null);
    app.decorateRequest('site', null as unknown as SiteRecord);

    app.addHook('onRoute', (route) => {
      const fromPlugin = PLUGIN_ROUTES_PUBLIC.some((pattern) => pattern.test(route.url));
      if (fromPlugin) route.config = { ...route.config, public: true };
      const isPublic = route.config?.public === true;
      const isOpen = route.config?.open === true;
      if (isOpen && (isPublic || !route.url.startsWith('/open/v1/'))) throw new Error(`${route.url}: only /open/v1 routes are Open API calls, and none is public`);
      let permission: Permission | null = null;
      if (isAdminUrl(route.url)) permission = declareAdminRoute(route);
      else if (route.config?.permission) throw new Error(`${route.url}: a permission is for /api/admin routes only`);
      // the OpenAPI document says which routes need the token, from the same decision
      else if (!isPublic && !isOpen && route.schema && !route.schema.security) route.schema = { ...route.schema, security: [{ bearer: [] }] };
      for (const method of [route.method].flat()) index.push({ method, url: route.url, public: isPublic, permission, open: isOpen });
      // a console handler runs within its operator's data scope (lib/data-scope.ts): a 分站's operator sees its own site's rows only
      if (permission) {
        const handler = route.handler;
        route.handler = function scopedHandler(this: unknown, request, reply) {
          const operator = request.operator;
          if (!operator) throw new UnauthorizedError();
          return withDataScope({ siteId: operator.siteIsMain ? null : operator.siteId, ownSiteId: operator.siteId }, () => handler.call(this as never, request, reply));
        };
      }
    });

    /** The member behind the bearer token, if it is a member of this request's site (a token of another site's member: none). */
    const resolveUser = async (request: FastifyRequest) => {
      const token = bearerToken(request.headers.authorization);
      const user = token ? await app.services.sessions.resolve(token) : null;
      return user && user.siteId === request.site.id ? user : null;
    };

    app.addHook('onRequest', async (request) => {
      // an unknown path answers 404, not 401
      if (request.is404) return;
      request.site = await app.sites.siteFor(request.hostname);
      const { permission, beforePasswordChange } = request.routeOptions.config;
      if (permission) {
        const token = operatorToken(request);
        const operator = token ? await app.services.operators.resolve(token) : null;
        // an operator signs in to one site's console: its token means nothing on another site's domain
        if (!operator || operator.siteId !== request.site.id) throw new UnauthorizedError();
        if (!can(operator.role, permission)) throw new ForbiddenError(AdminMessages.forbidden);
        if (operator.mustChangePassword && !beforePasswordChange) throw new ForbiddenError(AdminMessages.mustChangePassword);
        request.operator = operator;
        return;
      }
      if (request.routeOptions.config.public || request.routeOptions.config.open) return;
      // a supplier route: the supplier's token only, on the main site only (a member's or an operator's token means nothing here)
      if (isSupplierUrl(request.routeOptions.url ?? '')) {
        const token = bearerToken(request.headers.authorization);
        const supplier = token && request.site.isMain ? await app.services.supplierAccounts.resolve(token) : null;
        if (!supplier) throw new UnauthorizedError();
        if (supplier.mustChangePassword && !beforePasswordChange) throw new ForbiddenError(SupplierMessages.mustChangePassword);
        request.supplier = supplier;
        return;
      }
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
