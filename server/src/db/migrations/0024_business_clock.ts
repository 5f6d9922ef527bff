import { sql, type Kysely, type Migration } from 'kysely';

export const BUSINESS_CLOCK_CHANNEL = 'business_clock_moved';

/**
 * The demo mode's business clock (issue 21): how far business time runs ahead of the system clock, in one
 * row, so every API process and job worker on the database reads the same time. `version` counts the
 * moves: a process applies a state only when it is newer than the one it holds, whatever order the
 * notifications and reads arrive in. Production never reads it (lib/business-clock.ts).
 *
 * Every committed move sends NOTIFY business_clock_moved with `version:offset_ms` (as the catalogue's,
 * migration 0006), so every process moves its cached offset at once and tells its time-driven jobs.
 */
export const businessClock: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('business_clock')
      .addColumn('id', 'smallint', (col) => col.primaryKey().defaultTo(1).check(sql`id = 1`))
      .addColumn('offset_ms', 'bigint', (col) => col.notNull().defaultTo(0).check(sql`offset_ms >= 0`))
      .addColumn('version', 'bigint', (col) => col.notNull().defaultTo(0))
      .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .execute();
    await sql`insert into business_clock (id) values (1)`.execute(db);

    await sql`
      create function notify_business_clock_moved() returns trigger language plpgsql as $$
      begin
        perform pg_notify(${sql.lit(BUSINESS_CLOCK_CHANNEL)}, new.version || ':' || new.offset_ms);
        return null;
      end $$`.execute(db);
    await sql`
      create trigger business_clock_moved
      after update on business_clock
      for each row execute function notify_business_clock_moved()`.execute(db);
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('business_clock').ifExists().execute();
    await sql`drop function if exists notify_business_clock_moved()`.execute(db);
  },
};
