import fp from 'fastify-plugin';
import { createPasswordHasher, type ScryptParams } from '../../lib/password';
import { createSecretBox, DEVELOPMENT_KEY } from '../../lib/secret-box';
import { createProviders, type Providers } from '../../providers';
import { CATALOGUE_CHANNEL } from '../../db/migrations/0006_catalogue_events';
import { listen } from '../../db/notifications';
import { createServices } from '../../services';
import { createCatalogueCache } from '../../services/catalogue-cache';
import { fileSigningKey } from '../../services/work-orders/attachments';

export interface ServicesPluginOptions {
  /** Provider instances to use instead of the configured ones (tests). */
  providers?: Partial<Providers>;
  scrypt?: ScryptParams;
}

/** The outside services (providers/index.ts, by configuration) and the services over the repositories. */
export default fp<ServicesPluginOptions>(
  async (app, options) => {
    // visitors' catalogue reads, dropped by every process when the catalogue changes (NOTIFY)
    const catalogueCache = createCatalogueCache({ enabled: app.config.catalogueCache });
    const listener = await listen(app.db, app.databaseSettings, CATALOGUE_CHANNEL, () => catalogueCache.invalidate(), () => catalogueCache.invalidate(), (error) =>
      app.log.warn({ err: error }, 'catalogue change listener'),
    );
    app.addHook('onClose', () => listener.close());
    app.decorate('catalogueCache', catalogueCache);

    const providers = createProviders(
      app.config.providers,
      { repos: app.repos, now: () => app.clock.now(), sandboxSecret: app.config.sandboxSecret, env: app.config.providerEnv, dataDir: app.config.dataDir },
      options.providers,
    );
    app.decorate('providers', providers);
    const fieldKey = app.config.fieldEncryptionKey ? Buffer.from(app.config.fieldEncryptionKey, 'base64') : DEVELOPMENT_KEY;
    app.decorate(
      'services',
      createServices({
        repos: app.repos,
        hasher: createPasswordHasher(options.scrypt),
        jobs: app.jobs,
        providers,
        catalogueCache,
        secretBox: createSecretBox(fieldKey),
        // derived from the same key production requires, so no other secret has to be configured
        fileSigningKey: fileSigningKey(fieldKey),
        clock: app.clock,
        wallClock: app.wallClock,
        openRatePerMinute: app.config.openRatePerMinute,
        onBackgroundError: (error) => app.log.error({ err: error }, 'background work failed'),
        // the demo mode's sandbox and tests call back to a local receiver; production only to public addresses
        callbackDelivery: { allowPrivate: !app.config.isProduction },
      }),
    );
  },
  { name: 'services', dependencies: ['database', 'jobs'] },
);
