import fp from 'fastify-plugin';
import { SITES_CHANNEL } from '../../db/migrations/0016_sites';
import { listen } from '../../db/notifications';
import { createDbSiteStore, seedSitesFromFile } from '../../site/site-db-store';

/**
 * Site configuration per Host, from the `sites` table (edited in the operator console, 站点与分站). On the
 * first start the table is seeded from SITES_FILE (a bad file stops that start); afterwards the file is
 * not read. Every process keeps the sites in memory and drops them when any process commits a change
 * (NOTIFY sites_changed, migration 0016), so a save shows on the next page load of the domain.
 */
export default fp(
  async (app) => {
    if (await seedSitesFromFile(app.repos, app.config.sitesFile)) app.log.info({ file: app.config.sitesFile }, 'sites seeded from the sites file');
    const sites = createDbSiteStore({
      repos: app.repos,
      remoteUrls: app.config.remoteUrls,
      demo: !app.config.isProduction,
      onError: (error) => app.log.error({ err: error }, 'sites unreadable; keeping the last good version'),
    });
    await sites.load();
    const listener = await listen(
      app.db,
      app.databaseSettings,
      SITES_CHANNEL,
      () => sites.invalidate(),
      () => sites.invalidate(),
      (error) => app.log.warn({ err: error }, 'sites change listener'),
    );
    app.addHook('onClose', () => listener.close());
    app.decorate('sites', sites);
  },
  { name: 'sites', dependencies: ['database'] },
);
