import { sql, type Kysely } from 'kysely';
import type { Paginated } from 'shared-contracts';
import type { Database } from '../db/schema';
import { paginate, type PageRequest } from '../lib/paginate';

/** A row of `sites` with its domains (in the order listed); `config` is the stored JSON, unvalidated. */
export interface SiteRow {
  id: number;
  is_main: boolean;
  config: unknown;
  domains: string[];
  created_at: Date;
  updated_at: Date;
}

/** The sites (migration 0016): the main site and the sub-stations with their domains; 分站加盟申请 read-only. */
export function sitesRepository(db: Kysely<Database>) {
  const withDomains = () =>
    db
      .selectFrom('sites')
      .select([
        'sites.id',
        'sites.is_main',
        'sites.config',
        'sites.created_at',
        'sites.updated_at',
        sql<string[]>`coalesce((select array_agg(d.domain order by d.position, d.domain) from site_domains d where d.site_id = sites.id), '{}')`.as('domains'),
      ]);

  async function setDomains(siteId: number, domains: string[]): Promise<void> {
    await db.deleteFrom('site_domains').where('site_id', '=', siteId).execute();
    if (domains.length) await db.insertInto('site_domains').values(domains.map((domain, position) => ({ domain, site_id: siteId, position }))).execute();
  }

  return {
    /** Every site, the main one first, then the sub-stations by id. */
    all(): Promise<SiteRow[]> {
      return withDomains().orderBy('sites.is_main', 'desc').orderBy('sites.id').execute();
    },

    count(): Promise<number> {
      return db
        .selectFrom('sites')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
        .then((row) => Number(row.n));
    },

    /** Serialises seeding and domain changes across processes (held to the end of the transaction). */
    async lockForChange(): Promise<void> {
      await sql`lock table sites in share row exclusive mode`.execute(db);
    },

    findForUpdate(id: number): Promise<SiteRow | undefined> {
      return withDomains().where('sites.id', '=', id).forUpdate().executeTakeFirst();
    },

    mainForUpdate(): Promise<SiteRow | undefined> {
      return withDomains().where('sites.is_main', '=', true).forUpdate().executeTakeFirst();
    },

    /** Which site holds each of these domains (other than `exceptSiteId`). */
    domainOwners(domains: string[], exceptSiteId?: number): Promise<{ domain: string; site_id: number; config: unknown }[]> {
      if (!domains.length) return Promise.resolve([]);
      let query = db
        .selectFrom('site_domains')
        .innerJoin('sites', 'sites.id', 'site_domains.site_id')
        .select(['site_domains.domain', 'site_domains.site_id', 'sites.config'])
        .where('site_domains.domain', 'in', domains);
      if (exceptSiteId !== undefined) query = query.where('site_domains.site_id', '<>', exceptSiteId);
      return query.execute();
    },

    async insert(site: { is_main: boolean; config: unknown; domains: string[] }): Promise<number> {
      const { id } = await db.insertInto('sites').values({ is_main: site.is_main, config: JSON.stringify(site.config) }).returning('id').executeTakeFirstOrThrow();
      await setDomains(id, site.domains);
      return id;
    },

    async update(id: number, site: { config: unknown; domains?: string[] }): Promise<void> {
      await db
        .updateTable('sites')
        .set({ config: JSON.stringify(site.config), updated_at: sql<Date>`now()` })
        .where('id', '=', id)
        .execute();
      if (site.domains) await setDomains(id, site.domains);
    },

    async remove(id: number): Promise<void> {
      await db.deleteFrom('sites').where('id', '=', id).where('is_main', '=', false).execute();
    },

    applications(page: PageRequest): Promise<Paginated<{ id: number; name: string; mobile: string; city: string; company: string; message: string; created_at: Date }>> {
      return paginate(
        db.selectFrom('substation_applications').select(['id', 'name', 'mobile', 'city', 'company', 'message', 'created_at']).orderBy('id', 'desc'),
        page,
      );
    },
  };
}

export type SitesRepository = ReturnType<typeof sitesRepository>;
