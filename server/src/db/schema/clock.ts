// The demo mode's business clock (migration 0024): one row, how far business time runs ahead of the system clock.

import type { Generated } from 'kysely';

export interface BusinessClockTable {
  id: Generated<number>;
  offset_ms: Generated<number>;
  /** Counts the moves; a process applies only a newer version than the one it holds. */
  version: Generated<number>;
  updated_at: Generated<Date>;
}
