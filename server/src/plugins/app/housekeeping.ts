import fp from 'fastify-plugin';
import { DAY, HOUR } from '../../services/limits';

const EVERY_MS = 10 * 60_000;

/** Deletes dead rows (expired sessions, codes, captchas, old rate events) every ten minutes. */
export default fp(
  async (app) => {
    const sweep = async () => {
      const now = app.now().getTime();
      try {
        await app.repos.sessions.removeExpired(new Date(now));
        await app.repos.captchas.removeExpired(new Date(now - HOUR));
        await app.repos.smsCodes.removeOlderThan(new Date(now - DAY));
        await app.repos.rateEvents.removeOlderThan(new Date(now - 2 * DAY));
      } catch (error) {
        app.log.warn({ err: error }, 'housekeeping failed');
      }
    };
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      timer = setInterval(sweep, EVERY_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'housekeeping', dependencies: ['database'] },
);
