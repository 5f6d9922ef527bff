import 'fastify';
import type { FastifyReply } from 'fastify';
import type { AppConfig } from '../config';
import type { DB } from '../db';
import type { SmsProvider } from '../providers/sms';
import type { Repositories } from '../repositories';
import type { Services } from '../services';
import type { AuthUser } from '../services/sessions';
import type { SiteStore } from '../site/site-store';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    now: () => Date;
    db: DB;
    repos: Repositories;
    services: Services;
    sms: SmsProvider;
    sites: SiteStore;
    /** preHandler for user routes: 401 without a valid token, else sets `request.user`. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler for public routes that personalise: sets `request.user` when the token is valid, else null. */
    identify: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Serves the SPA page for GETs no route matched (set by the static plugin). */
    pageFallback: ((request: FastifyRequest, reply: FastifyReply) => Promise<unknown>) | null;
  }
  interface FastifyRequest {
    /** Set by `app.authenticate`; null on public routes. */
    user: AuthUser | null;
  }
}
