import fp from 'fastify-plugin';
import { createSiteStore } from '../../site/site-store';

/** Site configuration per Host from sites.json (SITES_FILE); a bad file at start stops the start. */
export default fp(
  async (app) => {
    const sites = createSiteStore({
      file: app.config.sitesFile,
      remoteUrls: app.config.remoteUrls,
      demo: !app.config.isProduction,
      onError: (error) => app.log.error({ err: error }, 'sites file unreadable; keeping the last good version'),
    });
    await sites.load();
    app.decorate('sites', sites);
  },
  { name: 'sites' },
);
