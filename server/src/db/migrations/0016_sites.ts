import { sql, type Kysely, type Migration } from 'kysely';

export const SITES_CHANNEL = 'sites_changed';

/**
 * The sites (issue 20 "分站"), edited in the operator console instead of sites.json: one main site
 * (`is_main`, the `"*"` entry: a complete configuration, the fallback of every host) and the
 * sub-stations (an override merged over it, site/site-config-schema.ts `mergeSite`). A sub-station's
 * domains are rows of `site_domains`, so a domain belongs to one site at most (its primary key), lower
 * case, without port. The table starts empty; the server fills it from SITES_FILE on its first start.
 *
 * Every committed change sends NOTIFY sites_changed (as the catalogue's, migration 0006), so every server
 * process drops its cached sites and the next page load of a domain reads the new configuration.
 */
export const sites: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('sites')
      .addColumn('id', 'serial', (col) => col.primaryKey())
      .addColumn('is_main', 'boolean', (col) => col.notNull().defaultTo(false))
      // validated by the zod schemas on every write and read (siteConfigSchema / siteOverrideSchema)
      .addColumn('config', 'jsonb', (col) => col.notNull())
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .execute();
    // one main site
    await sql`create unique index sites_one_main on sites (is_main) where is_main`.execute(db);

    await db.schema
      .createTable('site_domains')
      .addColumn('domain', 'varchar(253)', (col) => col.primaryKey().check(sql`domain = lower(domain) and domain <> '' and position(':' in domain) = 0`))
      .addColumn('site_id', 'integer', (col) => col.notNull().references('sites.id').onDelete('cascade'))
      // the order the operator listed them in
      .addColumn('position', 'smallint', (col) => col.notNull().defaultTo(0))
      .execute();
    await db.schema.createIndex('site_domains_site_idx').on('site_domains').columns(['site_id', 'position']).execute();

    await sql`
      create function notify_sites_changed() returns trigger language plpgsql as $$
      begin
        perform pg_notify(${sql.lit(SITES_CHANNEL)}, tg_table_name);
        return null;
      end $$`.execute(db);
    for (const table of ['sites', 'site_domains']) {
      await sql`
        create trigger ${sql.id(`${table}_changed`)}
        after insert or update or delete or truncate on ${sql.id(table)}
        for each statement execute function notify_sites_changed()`.execute(db);
    }
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('site_domains').ifExists().execute();
    await db.schema.dropTable('sites').ifExists().execute();
    await sql`drop function if exists notify_sites_changed()`.execute(db);
  },
};
