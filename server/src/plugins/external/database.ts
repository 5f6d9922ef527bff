import path from 'node:path';
import fp from 'fastify-plugin';
import { openDatabase, type DB, type DatabaseOptions } from '../../db';
import { migrateToLatest } from '../../db/migrate';
import { seedCatalogue } from '../../db/seed-catalogue';
import { createRepositories } from '../../repositories';

export interface DatabasePluginOptions {
  /** An open database (tests share one per file); the app will not close it. */
  db?: DB;
  /** How to open one otherwise; defaults to DATABASE_URL or PGlite under DATA_DIR/pglite. */
  database?: DatabaseOptions;
}

/** Opens the database, runs the migrations and the first-start demo seed (DEMO_SEED), decorates `db` and `repos`, closes on shutdown. */
export default fp<DatabasePluginOptions>(
  async (app, options) => {
    const settings: DatabaseOptions = options.database ?? {
      url: app.config.databaseUrl,
      dir: app.config.databaseUrl ? undefined : path.join(app.config.dataDir, 'pglite'),
      onConnectionError: (error) => app.log.warn({ err: error }, 'database connection lost (the pool opens a new one)'),
    };
    const db = options.db ?? (await openDatabase(settings));
    if (!options.db) app.addHook('onClose', async () => db.destroy());

    await migrateToLatest(db);
    if (app.config.demoSeed) await seedCatalogue(db);
    app.decorate('db', db);
    app.decorate('databaseSettings', settings);
    app.decorate('repos', createRepositories(db));
  },
  { name: 'database' },
);
