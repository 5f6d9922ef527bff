import 'fastify';
import type { FastifyReply } from 'fastify';
import type { AppConfig } from '../config';
import type { Clock } from '../lib/clock';
import type { BusinessClockControl } from '../lib/business-clock';
import type { RouteAccess } from '../plugins/app/auth';
import type { DB } from '../db';
import type { DatabaseOptions } from '../db';
import type { JobQueue } from '../jobs/queue';
import type { Lifecycle } from '../plugins/app/lifecycle';
import type { Providers } from '../providers';
import type { Repositories } from '../repositories';
import type { Services } from '../services';
import type { CatalogueCache } from '../services/catalogue-cache';
import type { AuthUser } from '../services/sessions';
import type { AuthOperator } from '../services/operators';
import type { SiteStore } from '../site/site-store';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    /** The business clock every "now" is read from (lib/clock.ts). */
    clock: Clock;
    /** Real time, without the demo's business-clock offset: what people's devices keep (authenticator codes). */
    wallClock: Clock;
    /** The demo mode's offset of `clock` and its moves; never moves in production (lib/business-clock.ts). */
    businessClock: BusinessClockControl;
    db: DB;
    repos: Repositories;
    services: Services;
    /** How the database was opened (URL or embedded directory). */
    databaseSettings: DatabaseOptions;
    jobs: JobQueue;
    /** Draining once a stop signal came: readiness answers 503 (plugins/app/lifecycle.ts). */
    lifecycle: Lifecycle;
    providers: Providers;
    /** Visitors' catalogue reads (services/catalogue-cache.ts). */
    catalogueCache: CatalogueCache;
    sites: SiteStore;
    /** Every registered route, whether it is public and, for /api/admin routes, its permission (plugins/app/auth.ts). */
    routeAccess: RouteAccess[];
    /** preHandler for public routes that personalise: sets `request.user` when the token is valid, else null. */
    identify: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Serves the SPA page for GETs no route matched (set by the static plugin). */
    pageFallback: ((request: FastifyRequest, reply: FastifyReply) => Promise<unknown>) | null;
  }
  interface FastifyRequest {
    /** The signed-in user on every non-public route (read it with `withUser`); null on public ones. */
    user: AuthUser | null;
    /** The signed-in operator on every /api/admin route but login (read it with `operatorOf`); null elsewhere. */
    operator: AuthOperator | null;
  }
}
