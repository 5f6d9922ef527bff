import fp from 'fastify-plugin';
import { JOB_SCHEMA } from '../../jobs/definitions';
import { createJobQueue } from '../../jobs/queue';

/**
 * The background job queue (pg-boss on the app's database), started with the app and stopped
 * gracefully with it: running jobs finish (up to 10 s) before the database closes. Workers are added by
 * the `workers` plugin once the services exist.
 */
export default fp(
  async (app) => {
    const { url } = app.databaseSettings;
    const jobs = createJobQueue({
      db: app.db,
      url,
      // beside the app's tables, in a schema of its own
      schema: JOB_SCHEMA,
      progressRepository: app.repos.jobProgress,
      now: () => app.clock.now(),
      onError: (error) => app.log.error({ err: error }, 'job queue error'),
    });
    await jobs.start();
    app.decorate('jobs', jobs);
    app.addHook('onClose', async () => jobs.stop(10_000));
  },
  { name: 'jobs', dependencies: ['database'] },
);
