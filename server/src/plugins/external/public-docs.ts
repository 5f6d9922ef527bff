import type { FastifyInstance, FastifyRequest } from 'fastify';
import { operatorToken } from '../../lib/operator-cookie';

/** The OpenAPI document as swagger hands it (only the parts read here are typed). */
interface Document {
  tags?: { name: string }[];
  paths?: Record<string, Record<string, unknown>>;
  components?: { securitySchemes?: Record<string, unknown> };
  [key: string]: unknown;
}

const isAdminPath = (path: string) => path === '/api/admin' || path.startsWith('/api/admin/');

/**
 * The site's OpenAPI document as anybody may read it in production (issue 35): the public and signed-in
 * routes only — no /api/admin path, no `x-roles` (which roles may call what), no console tag or
 * operator-token scheme. A copy; the input is left as it was.
 */
export function publicDocument(document: Document): Document {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    if (isAdminPath(path)) continue;
    paths[path] = Object.fromEntries(
      Object.entries(operations).map(([method, operation]) => {
        if (!operation || typeof operation !== 'object') return [method, operation];
        const { ['x-roles']: _roles, ...rest } = operation as Record<string, unknown>;
        return [method, rest];
      }),
    );
  }
  const { operatorToken: _operatorToken, ...schemes } = document.components?.securitySchemes ?? {};
  return {
    ...document,
    tags: document.tags?.filter((tag) => tag.name !== 'admin' && tag.name !== 'dev'),
    paths,
    components: { ...document.components, securitySchemes: schemes },
  };
}

/**
 * Who gets the whole document: everybody in the demo mode; in production only a request carrying a valid
 * operator token (as the console's routes read it: lib/operator-cookie.ts) of the site of its Host. `check` runs as the docs routes' onRequest
 * hook (after the access check has set `request.site`); `transform` is swagger-ui's transformSpecification.
 */
export function docsAudience(app: FastifyInstance) {
  const operators = new WeakSet<FastifyRequest>();
  return {
    async check(request: FastifyRequest): Promise<void> {
      if (!app.config.isProduction) return;
      const token = operatorToken(request);
      const operator = token ? await app.services.operators.resolve(token) : null;
      if (operator && operator.siteId === request.site?.id) operators.add(request);
    },
    transform(document: Record<string, unknown>, request: FastifyRequest): Record<string, unknown> {
      return !app.config.isProduction || operators.has(request) ? document : publicDocument(document);
    },
  };
}
