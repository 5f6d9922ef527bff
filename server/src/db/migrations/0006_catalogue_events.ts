import { sql, type Kysely, type Migration } from 'kysely';

/** Tables whose rows the storefront shows: a change to any of them is a change of the catalogue. */
export const CATALOGUE_TABLES = ['goods', 'couriers', 'supplier_shops'] as const;
export const CATALOGUE_CHANNEL = 'catalogue_changed';

/**
 * Every committed change of the catalogue tables sends NOTIFY catalogue_changed (delivered at commit,
 * to every server process listening), so processes can cache anonymous catalogue reads and drop the
 * cache when goods change — whoever changed them.
 */
export const catalogueEvents: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      create function notify_catalogue_changed() returns trigger language plpgsql as $$
      begin
        perform pg_notify(${sql.lit(CATALOGUE_CHANNEL)}, tg_table_name);
        return null;
      end $$`.execute(db);
    for (const table of CATALOGUE_TABLES) {
      await sql`
        create trigger ${sql.id(`${table}_catalogue_changed`)}
        after insert or update or delete or truncate on ${sql.id(table)}
        for each statement execute function notify_catalogue_changed()`.execute(db);
    }
  },

  async down(db: Kysely<unknown>) {
    for (const table of CATALOGUE_TABLES) await sql`drop trigger if exists ${sql.id(`${table}_catalogue_changed`)} on ${sql.id(table)}`.execute(db);
    await sql`drop function if exists notify_catalogue_changed()`.execute(db);
  },
};
