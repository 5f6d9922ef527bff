import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The business clock's offset and how many moves made it (migration 0024). */
export interface ClockState {
  offsetMs: number;
  version: number;
}

/** The demo mode's business clock row (lib/business-clock.ts): read at start and after a gap, moved by POST /api/dev/clock. */
export function businessClockRepository(db: Kysely<Database>) {
  return {
    async read(): Promise<ClockState> {
      const row = await db.selectFrom('business_clock').select(['offset_ms', 'version']).where('id', '=', 1).executeTakeFirst();
      return { offsetMs: Number(row?.offset_ms ?? 0), version: Number(row?.version ?? 0) };
    },

    /** Moves business time forward by `ms`, atomically (concurrent moves add up); its trigger notifies every process. */
    async advance(ms: number): Promise<ClockState> {
      const row = await db
        .updateTable('business_clock')
        .set((eb) => ({ offset_ms: eb('offset_ms', '+', ms), version: eb('version', '+', 1), updated_at: sql`now()` }))
        .where('id', '=', 1)
        .returning(['offset_ms', 'version'])
        .executeTakeFirstOrThrow();
      return { offsetMs: Number(row.offset_ms), version: Number(row.version) };
    },
  };
}

export type BusinessClockRepository = ReturnType<typeof businessClockRepository>;
