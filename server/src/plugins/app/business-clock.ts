import fp from 'fastify-plugin';
import { BUSINESS_CLOCK_CHANNEL } from '../../db/migrations/0024_business_clock';
import { listen } from '../../db/notifications';
import type { BusinessClockControl, ClockMove, ClockMoveListener, OffsetClock } from '../../lib/business-clock';

export interface BusinessClockPluginOptions {
  /** `app.clock` when it can move (the demo mode); null in production, where it is the system clock. */
  offset: OffsetClock | null;
}

/** A notification's payload, `version:offset_ms` (migration 0024's trigger). */
const PAYLOAD = /^(\d+):(\d+)$/;

/**
 * `app.businessClock` (lib/business-clock.ts). In the demo mode: reads the offset at start, follows every
 * process's moves through NOTIFY business_clock_moved (re-reading after a listener gap, when one may have
 * been missed), and tells the `onMove` listeners of each move once. In production: a clock that never
 * moves, no table read and no listener.
 */
export default fp<BusinessClockPluginOptions>(
  async (app, { offset }) => {
    if (!offset) {
      const still: BusinessClockControl = {
        movable: false,
        offsetMs: () => 0,
        advance: () => Promise.reject(new Error('the business clock moves only in the demo mode')),
        refresh: () => Promise.resolve(),
        onMove: () => () => undefined,
      };
      app.decorate('businessClock', still);
      return;
    }

    const listeners = new Set<ClockMoveListener>();
    const failed = (error: unknown) => app.log.error({ err: error }, 'business clock move listener failed');
    const tell = (move: ClockMove | null) => {
      if (!move) return;
      app.log.info({ offsetMs: move.offsetMs, version: move.version }, 'business clock moved');
      for (const listener of listeners) {
        try {
          void Promise.resolve(listener(move)).catch(failed);
        } catch (error) {
          failed(error);
        }
      }
    };
    const refresh = async () => tell(offset.apply(await app.repos.businessClock.read()));
    const refreshQuietly = () => void refresh().catch((error: unknown) => app.log.warn({ err: error }, 'business clock unreadable; keeping the last offset'));

    await refresh();
    const listener = await listen(
      app.db,
      app.databaseSettings,
      BUSINESS_CLOCK_CHANNEL,
      (payload) => {
        const parts = PAYLOAD.exec(payload);
        if (parts) tell(offset.apply({ version: Number(parts[1]), offsetMs: Number(parts[2]) }));
        else refreshQuietly();
      },
      refreshQuietly,
      (error) => app.log.warn({ err: error }, 'business clock listener'),
    );
    app.addHook('onClose', () => listener.close());

    const control: BusinessClockControl = {
      movable: true,
      offsetMs: () => offset.offsetMs(),
      async advance(ms) {
        const state = await app.repos.businessClock.advance(ms);
        // this process moves at once; its own notification then finds the version already held
        tell(offset.apply(state));
        return state;
      },
      refresh,
      onMove(listener) {
        listeners.add(listener);
        return () => void listeners.delete(listener);
      },
    };
    app.decorate('businessClock', control);
  },
  { name: 'business-clock', dependencies: ['database'] },
);
