import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Progress of background jobs, by queue and natural key (a shop's order sync is keyed by the shop), so a
 * status call can answer 0–100 while the job runs in any server process. The jobs themselves live in
 * pg-boss's own schema, which pg-boss creates and migrates.
 */
export const jobs: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('job_progress')
      .addColumn('queue', 'varchar(64)', (col) => col.notNull())
      .addColumn('key', 'varchar(128)', (col) => col.notNull())
      .addColumn('job_id', 'uuid', (col) => col.notNull())
      .addColumn('value', 'smallint', (col) => col.notNull().defaultTo(0).check(sql`value between 0 and 100`))
      .addColumn('state', 'varchar(16)', (col) => col.notNull().check(sql`state in ('queued', 'active', 'completed', 'failed')`))
      .addColumn('error', 'varchar(500)')
      .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint('job_progress_pkey', ['queue', 'key'])
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('job_progress').ifExists().execute();
  },
};
