import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { loadConfig, startupProblem, type AppConfig } from './config';
import { embeddedClient, type DatabaseOptions, type DB } from './db';
import { DEFAULT_BODY_LIMIT } from './lib/body-limits';
import { systemClock, type Clock } from './lib/clock';
import { offsetClock } from './lib/business-clock';
import type { ScryptParams } from './lib/password';
import { fastifyTrustProxy } from './lib/trust-proxy';
import errorHandler, { frameworkErrors } from './plugins/app/error-handler';
import inputGuard from './plugins/app/input-guard';
import auth from './plugins/app/auth';
import { loggerOptions, requestId } from './lib/logging';
import jobs from './plugins/app/jobs';
import lifecycle from './plugins/app/lifecycle';
import businessClock from './plugins/app/business-clock';
import metrics from './plugins/app/metrics';
import workers from './plugins/app/workers';
import services from './plugins/app/services';
import sites from './plugins/app/sites';
import staticSite from './plugins/app/static-site';
import database from './plugins/external/database';
import securityHeaders from './plugins/external/security-headers';
import swagger from './plugins/external/swagger';
import type { Providers } from './providers';
import accountRoutes from './routes/account';
import supplierRoutes from './routes/supplier';
import adminRoutes from './routes/admin';
import adminCatalogueRoutes from './routes/admin/catalogue';
import adminUsersRoutes from './routes/admin/users';
import adminDashboardRoutes from './routes/admin/dashboard';
import adminOperatorsRoutes from './routes/admin/operators';
import adminSitesRoutes from './routes/admin/sites';
import adminContentRoutes from './routes/admin/content';
import adminAdjustmentsRoutes from './routes/admin/adjustments';
import adminCompensationsRoutes from './routes/admin/compensations';
import adminImagesRoutes from './routes/admin/images';
import adminGroupsRoutes from './routes/admin/groups';
import adminWorkOrdersRoutes from './routes/admin/work-orders';
import adminWithdrawalsRoutes from './routes/admin/withdrawals';
import adminPromotionRoutes from './routes/admin/promotion';
import adminSiteConsoleRoutes from './routes/admin/site-console';
import adminOrdersRoutes from './routes/admin/orders';
import adminSuppliersRoutes from './routes/admin/suppliers';
import adminSupplierReportsRoutes from './routes/admin/supplier-reports';
import apiSettingsRoutes from './routes/api-settings';
import openRoutes from './routes/open';
import devRoutes from './routes/dev';
import siteRoutes from './routes/site';
import contentRoutes from './routes/content';
import opsRoutes from './routes/ops';
import payNotifyRoutes from './routes/pay/notify';
import sandboxCashierRoutes from './routes/pay/sandbox-cashier';
import walletRoutes from './routes/wallet';
import promotionRoutes from './routes/promotion';
import withdrawRoutes from './routes/promotion/withdraw';
import callbackRoutes from './routes/api-settings/callbacks';
import purchaseRoutes from './routes/purchase';
import orderRoutes from './routes/orders';
import giftRoutes from './routes/gifts';
import trackingRoutes from './routes/tracking';
import workOrderRoutes from './routes/work-orders';
import workOrderFileRoutes from './routes/work-orders/files';
import sheetRoutes from './routes/sheets';
import storefrontRoutes from './routes/storefront';
import storeRoutes from './routes/stores';
import sandboxPlatformRoutes from './routes/stores/sandbox-platform';
import { named } from './lib/named-plugin';

export interface AppOptions {
  /** Parsed environment; fields given here override `loadConfig({})`'s defaults. */
  config?: Partial<AppConfig>;
  /** How to open the database (default: DATABASE_URL, else PGlite in DATA_DIR/pglite). */
  database?: DatabaseOptions;
  /** An already open database, shared and not closed by the app (tests). */
  db?: DB;
  /** Provider instances to use instead of the configured ones (tests); see providers/index.ts. */
  providers?: Partial<Providers>;
  /** The business clock (lib/clock.ts; default the system's): tests give a settable one and move it. */
  clock?: Clock;
  /** scrypt cost (tests lower it). */
  scrypt?: ScryptParams;
  /** Fastify logger settings (level, destination); off unless given. Redaction and masking are always added (lib/logging.ts). */
  logger?: FastifyServerOptions['logger'];
}

/**
 * Builds the application from plugins: external (security headers, swagger, database), app (error
 * handler, services, auth, sites, housekeeping), the API routes by domain, then static files.
 * Nothing listens; `server.ts` does. Routes may still be added before `ready()`.
 */
export async function buildApp(options: AppOptions = {}): Promise<FastifyInstance> {
  const merged = { ...loadConfig({}), ...options.config };
  const config: AppConfig = { ...merged, isProduction: merged.appEnv !== 'development' };
  const problem = startupProblem({
    ...config,
    // a provider handed in as an instance is not the configured one
    providers: Object.fromEntries(Object.entries(config.providers).filter(([kind]) => !options.providers?.[kind as keyof Providers])),
    embeddedDatabase: options.db ? embeddedClient(options.db) !== null : !(options.database?.url ?? config.databaseUrl),
  });
  if (problem) throw new Error(problem);

  const app = Fastify({
    logger: loggerOptions(options.logger ?? false),
    // a request id on every log line of the request, answered in X-Request-Id
    genReqId: requestId,
    requestIdHeader: false,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    pluginTimeout: 120_000,
    requestTimeout: 60_000,
    // on close, keep-alive sockets with no request in flight are closed at once instead of holding the exit
    forceCloseConnections: 'idle',
    // small by default; routes that carry recipient lists raise it (lib/body-limits.ts)
    bodyLimit: DEFAULT_BODY_LIMIT,
    frameworkErrors,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  // the demo mode's business time can be moved forward (POST /api/dev/clock, lib/business-clock.ts);
  // production runs on the system clock, with no offset of any kind
  const movable = config.isProduction ? null : offsetClock(options.clock ?? systemClock);
  app.decorate('clock', movable ?? options.clock ?? systemClock);
  app.decorate('wallClock', options.clock ?? systemClock);
  // the id support asks for: the one on every log line of this request
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  // access control first: it must see every route registered after it
  await app.register(named(auth));
  await app.register(named(inputGuard));
  await app.register(named(securityHeaders));
  await app.register(named(errorHandler));
  await app.register(named(swagger));
  // payment gateways post form fields (and the sandbox cashier's forms)
  await app.register(named(formbody));
  await app.register(named(database), { db: options.db, database: options.database });
  await app.register(named(businessClock), { offset: movable });
  await app.register(named(jobs));
  await app.register(named(lifecycle));
  await app.register(named(services), { providers: options.providers, scrypt: options.scrypt });
  await app.register(named(workers));
  await app.register(named(metrics));
  await app.register(named(sites));

  await app.register(named(accountRoutes), { prefix: '/api' });
  await app.register(named(siteRoutes), { prefix: '/api' });
  await app.register(named(storefrontRoutes), { prefix: '/api' });
  await app.register(named(purchaseRoutes), { prefix: '/api' });
  await app.register(named(orderRoutes), { prefix: '/api' });
  await app.register(named(giftRoutes), { prefix: '/api' });
  await app.register(named(trackingRoutes), { prefix: '/api' });
  await app.register(named(workOrderRoutes), { prefix: '/api' });
  await app.register(named(workOrderFileRoutes), { prefix: '/api' });
  await app.register(named(sheetRoutes), { prefix: '/api' });
  await app.register(named(storeRoutes), { prefix: '/api' });
  await app.register(named(contentRoutes), { prefix: '/api' });
  await app.register(named(opsRoutes), { prefix: '/api' });
  await app.register(named(walletRoutes), { prefix: '/api' });
  await app.register(named(promotionRoutes), { prefix: '/api' });
  await app.register(named(withdrawRoutes), { prefix: '/api' });
  await app.register(named(apiSettingsRoutes), { prefix: '/api' });
  await app.register(named(callbackRoutes), { prefix: '/api' });
  await app.register(named(payNotifyRoutes), { prefix: '/api' });
  await app.register(named(supplierRoutes), { prefix: '/api' });
  await app.register(named(adminRoutes), { prefix: '/api' });
  await app.register(named(adminCatalogueRoutes), { prefix: '/api' });
  await app.register(named(adminUsersRoutes), { prefix: '/api' });
  await app.register(named(adminDashboardRoutes), { prefix: '/api' });
  await app.register(named(adminOperatorsRoutes), { prefix: '/api' });
  await app.register(named(adminSitesRoutes), { prefix: '/api' });
  await app.register(named(adminContentRoutes), { prefix: '/api' });
  await app.register(named(adminAdjustmentsRoutes), { prefix: '/api' });
  await app.register(named(adminCompensationsRoutes), { prefix: '/api' });
  await app.register(named(adminImagesRoutes), { prefix: '/api' });
  await app.register(named(adminGroupsRoutes), { prefix: '/api' });
  await app.register(named(adminWorkOrdersRoutes), { prefix: '/api' });
  await app.register(named(adminWithdrawalsRoutes), { prefix: '/api' });
  await app.register(named(adminPromotionRoutes), { prefix: '/api' });
  await app.register(named(adminSiteConsoleRoutes), { prefix: '/api' });
  await app.register(named(adminOrdersRoutes), { prefix: '/api' });
  await app.register(named(adminSuppliersRoutes), { prefix: '/api' });
  await app.register(named(adminSupplierReportsRoutes), { prefix: '/api' });
  // the Open API (signed calls of merchants' systems) and its own document
  await app.register(named(openRoutes), { prefix: '/open' });
  // The demo mode's own routes (SMS outbox, sandbox cashier, sandbox shop platform): in production none
  // of them exists, whatever the providers are.
  if (!config.isProduction) {
    await app.register(named(sandboxCashierRoutes));
    await app.register(named(sandboxPlatformRoutes));
    await app.register(named(devRoutes), { prefix: '/api' });
  }

  await app.register(named(staticSite));
  return app;
}
