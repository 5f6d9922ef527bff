import { buildApp } from './app';
import { checkEnvironment } from './config';

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
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('shutdown timed out');
      process.exit(1);
    }, 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
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
