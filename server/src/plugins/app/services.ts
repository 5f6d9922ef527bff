import fp from 'fastify-plugin';
import { createPasswordHasher, type ScryptParams } from '../../lib/password';
import { createProviders, type Providers } from '../../providers';
import { createServices } from '../../services';

export interface ServicesPluginOptions {
  /** Provider instances to use instead of the configured ones (tests). */
  providers?: Partial<Providers>;
  scrypt?: ScryptParams;
}

/** The outside services (providers/index.ts, by configuration) and the services over the repositories. */
export default fp<ServicesPluginOptions>(
  async (app, options) => {
    const providers = createProviders(app.config.providers, { repos: app.repos, now: app.now, sandboxSecret: app.config.sandboxSecret }, options.providers);
    app.decorate('providers', providers);
    app.decorate(
      'services',
      createServices({
        repos: app.repos,
        hasher: createPasswordHasher(options.scrypt),
        jobs: app.jobs,
        providers,
        now: app.now,
      }),
    );
  },
  { name: 'services', dependencies: ['database', 'jobs'] },
);
