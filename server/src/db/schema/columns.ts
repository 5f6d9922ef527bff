// Column types the table files share.
import type { ColumnType } from 'kysely';

/** Typed view of the tables created by `migrations/`. Timestamps are `timestamptz` (Date in and out). */
export type CreatedAt = ColumnType<Date, Date | undefined, never>;
