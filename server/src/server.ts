import { buildApp } from './app';
import { checkEnvironment } from './config';
import { loadLazyModules } from './lib/lazy-module';
import { claimSocketPath, releaseSocketPath, unixClientsAreLocal } from './lib/listen-socket';

/**
 * After a stop signal: how long the process keeps accepting while readiness says 503 (SHUTDOWN_DRAIN_MS,
 * default 3 s: nginx's passive checks and a load balancer's probe move traffic within it), how long requests
 * in flight may take to finish, and when the process exits whatever is left (above the two, plus the job
 * workers' 10 s to finish their current job — see plugins/app/jobs.ts).
 */
const DRAIN_MS = Number(process.env.SHUTDOWN_DRAIN_MS ?? 3000);
const IN_FLIGHT_MS = 30_000;
const FORCE_EXIT_MS = DRAIN_MS + IN_FLIGHT_MS + 15_000;

/** Starts the HTTP server: config from the environment, pino logging, graceful shutdown. */
async function main(): Promise<void> {
  // every missing or unsafe variable at once, by name, then exit 1 (never a stack trace)
  const { config, problem } = checkEnvironment();
  if (!config) {
    console.error(problem);
    process.exit(1);
  }

  const app = await buildApp({
    config,
    logger: { level: process.env.LOG_LEVEL ?? 'info' },
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    // 1. unready first: the load balancer's next check (or its passive one) moves new traffic elsewhere,
    //    while requests already routed here are still accepted for the drain window
    app.lifecycle.drain();
    //    on a Unix socket (LISTEN_SOCKET) its path goes too: the proxy's next connection fails unsent and it
    //    tries another process, while connections already open are served
    if (config.listenSocket) releaseSocketPath(config.listenSocket);
    app.log.info({ signal, drainMs: DRAIN_MS }, 'shutting down: not ready, draining');
    const force = setTimeout(() => {
      app.log.error('shutdown timed out');
      process.exit(1);
    }, FORCE_EXIT_MS);
    force.unref();
    setTimeout(() => {
      // 2. stop accepting; Fastify waits for requests in flight (idle keep-alive sockets are closed at once),
      //    then the onClose hooks stop the job workers after their current job and close the pool
      const cut = setTimeout(() => {
        app.log.warn('requests still running after the shutdown window: closing their connections');
        app.server.closeAllConnections();
      }, IN_FLIGHT_MS);
      cut.unref();
      app.close().then(
        () => {
          app.log.info('stopped');
          process.exit(0);
        },
        (error) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    }, DRAIN_MS).unref();
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));

  // the libraries the app loads on first use (lib/lazy-module.ts), loaded before the first request can come: a
  // process serves none of its requests more slowly for them, and never blocks for seconds once it is ready
  await loadLazyModules();
  if (config.listenSocket) {
    await claimSocketPath(config.listenSocket);
    unixClientsAreLocal(app.server);
    // the proxy's workers may run as another user (nginx's www-data)
    await app.listen({ path: config.listenSocket, writableAll: true, readableAll: true });
  } else {
    await app.listen({ port: config.port, host: config.host });
  }
  app.log.info(
    {
      listening: config.listenSocket ?? `${config.host}:${config.port}`,
      database: config.databaseUrl ? 'postgresql' : `pglite (${config.dataDir})`,
      providers: Object.fromEntries(Object.entries(app.providers).map(([kind, provider]) => [kind, (provider as { name?: string }).name ?? 'local'])),
      static: config.staticRoot,
    },
    'ready',
  );
}

main().catch((error) => {
  console.error('启动失败：', error instanceof Error ? error.message : error);
  process.exit(1);
});
