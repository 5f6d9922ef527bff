import { sql, type Kysely } from 'kysely';
import type { Paginated } from 'shared-contracts';
import type { Database } from '../db/schema';
import { inScope } from '../lib/data-scope';
import { paginate, type PageRequest } from '../lib/paginate';

/** A row of `sites` with its domains (in the order listed); `config` is the stored JSON, unvalidated. */
export interface SiteRow {
  id: number;
  is_main: boolean;
  config: unknown;
  domains: string[];
  created_at: Date;
  updated_at: Date;
  /** a 分站's terms (0043) */
  status: 'active' | 'stopped';
  cost_percent: number;
  markup_percent: number;
  freeze_days: number;
  commission_bp: number;
}

/** The group every new 分站 starts with, and its members. */
export const DEFAULT_GROUP_NAME = '普通会员';

export interface ApplicationRow {
  id: number;
  name: string;
  mobile: string;
  city: string;
  company: string;
  message: string;
  created_at: Date;
  status: 'pending' | 'contacted' | 'opened' | 'rejected';
  note: string;
  site_id: number | null;
  handled_at: Date | null;
  handled_by_name: string | null;
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
        'sites.status',
        'sites.cost_percent',
        'sites.markup_percent',
        'sites.freeze_days',
        'sites.commission_bp',
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

    /**
     * Whether the sites were seeded: the main site's configuration was filled (0043 makes its row empty, `{}`,
     * on a database that never had one) or a 分站 exists.
     */
    async seeded(): Promise<boolean> {
      const row = await db
        .selectFrom('sites')
        .select('id')
        .where((eb) => eb.or([eb('is_main', '=', false), sql<boolean>`config <> '{}'::jsonb`]))
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** The site answering on a domain (a 分站's), or undefined. */
    byDomain(domain: string): Promise<{ id: number; is_main: boolean } | undefined> {
      return db.selectFrom('site_domains').innerJoin('sites', 'sites.id', 'site_domains.site_id').select(['sites.id', 'sites.is_main']).where('site_domains.domain', '=', domain).executeTakeFirst();
    },

    /** The main site's id (0043 makes sure the row exists). */
    async mainId(): Promise<number> {
      const row = await db.selectFrom('sites').select('id').where('is_main', '=', true).executeTakeFirstOrThrow();
      return row.id;
    },

    /** One site's terms, read inside the caller's transaction (an order prices with what is committed). */
    terms(id: number): Promise<Pick<SiteRow, 'id' | 'is_main' | 'status' | 'cost_percent' | 'markup_percent' | 'freeze_days' | 'commission_bp'> | undefined> {
      return db.selectFrom('sites').select(['id', 'is_main', 'status', 'cost_percent', 'markup_percent', 'freeze_days', 'commission_bp']).where('id', '=', id).executeTakeFirst();
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

    /** A 分站 with its domains, its terms and a default member group (普通会员: every member starts in one). */
    async insertSubstation(site: { config: unknown; domains: string[]; cost_percent?: number; markup_percent?: number; freeze_days?: number }): Promise<number> {
      const { id } = await db
        .insertInto('sites')
        .values({
          is_main: false,
          config: JSON.stringify(site.config),
          ...(site.cost_percent === undefined ? {} : { cost_percent: site.cost_percent }),
          ...(site.markup_percent === undefined ? {} : { markup_percent: site.markup_percent }),
          ...(site.freeze_days === undefined ? {} : { freeze_days: site.freeze_days }),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await setDomains(id, site.domains);
      await db.insertInto('user_groups').values({ site_id: id, name: DEFAULT_GROUP_NAME, level: 0, is_default: true }).execute();
      return id;
    },

    /** The main site's configuration, given once by the first start's seed. */
    async setMainConfig(config: unknown): Promise<void> {
      await db.updateTable('sites').set({ config: JSON.stringify(config), updated_at: sql<Date>`now()` }).where('is_main', '=', true).execute();
    },

    /** The main site's terms for a 分站 (substations.write). */
    async setBusiness(id: number, terms: { status: 'active' | 'stopped'; cost_percent: number; freeze_days: number }): Promise<void> {
      await db.updateTable('sites').set({ ...terms, updated_at: sql<Date>`now()` }).where('id', '=', id).where('is_main', '=', false).execute();
    },

    /** The owner's markup and 推广 rate (site.pricing, site.settings). */
    async setOwnerTerms(id: number, terms: { markup_percent?: number; commission_bp?: number }): Promise<void> {
      await db.updateTable('sites').set({ ...terms, updated_at: sql<Date>`now()` }).where('id', '=', id).where('is_main', '=', false).execute();
    },

    async update(id: number, site: { config: unknown; domains?: string[] }): Promise<void> {
      await db
        .updateTable('sites')
        .set({ config: JSON.stringify(site.config), updated_at: sql<Date>`now()` })
        .where('id', '=', id)
        .execute();
      if (site.domains) await setDomains(id, site.domains);
    },

    /** Removes a 分站 that never had a member or an operator (its default group goes with it). */
    async remove(id: number): Promise<void> {
      await db.deleteFrom('user_groups').where('site_id', '=', id).execute();
      await db.deleteFrom('site_goods').where('site_id', '=', id).execute();
      await db.deleteFrom('sites').where('id', '=', id).where('is_main', '=', false).execute();
    },

    /** Per 分站: its members, what they paid for parcels net of refunds (fen), and its owners. */
    async businessFigures(): Promise<Map<number, { members: number; sales_fen: number; owners: { id: number; name: string; mobile: string }[] }>> {
      const { rows } = await sql<{ site_id: number; members: number; sales_fen: string | null; owners: { id: number; name: string; mobile: string }[] | null }>`
        select s.id as site_id,
               (select count(*)::int from users u where u.site_id = s.id) as members,
               (select sum(o.total_fen - o.refund_fen) from orders o where o.site_id = s.id) as sales_fen,
               (select json_agg(json_build_object('id', op.id, 'name', op.name, 'mobile', op.mobile) order by op.id)
                  from operators op where op.site_id = s.id and op.role = 'site_owner' and op.disabled_at is null) as owners
        from sites s where not s.is_main`.execute(db);
      return new Map(rows.map((row) => [row.site_id, { members: row.members, sales_fen: Number(row.sales_fen ?? 0), owners: row.owners ?? [] }]));
    },

    /** The sites a console may filter by, within its data scope (lib/data-scope.ts): the main site first. */
    options(): Promise<{ id: number; name: string; is_main: boolean }[]> {
      return db
        .selectFrom('sites')
        .select(['id', 'is_main', sql<string>`coalesce(config->>'site_name', '')`.as('name')])
        .where(inScope('sites.id'))
        .orderBy('is_main', 'desc')
        .orderBy('id')
        .execute();
    },

    /** Whether a 分站 has members, operators or money: then it can only be stopped, not deleted. */
    async inUse(id: number): Promise<boolean> {
      const { rows } = await sql<{ used: boolean }>`
        select exists (select 1 from users where site_id = ${id})
            or exists (select 1 from operators where site_id = ${id})
            or exists (select 1 from ledger_entries where site_id = ${id}) as used`.execute(db);
      return rows[0]?.used === true;
    },

    applications(filter: { status?: ApplicationRow['status'] }, page: PageRequest): Promise<Paginated<ApplicationRow>> {
      let query = db
        .selectFrom('substation_applications as a')
        .leftJoin('operators as o', 'o.id', 'a.handled_by')
        .select(['a.id', 'a.name', 'a.mobile', 'a.city', 'a.company', 'a.message', 'a.created_at', 'a.status', 'a.note', 'a.site_id', 'a.handled_at', 'o.name as handled_by_name']);
      if (filter.status) query = query.where('a.status', '=', filter.status);
      return paginate(query.orderBy('a.id', 'desc'), page);
    },

    /** An application, locked until the transaction ends. */
    applicationForUpdate(id: number) {
      return db.selectFrom('substation_applications').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    },

    async updateApplication(id: number, change: { status: ApplicationRow['status']; note?: string; site_id?: number; handled_by: number | null; handled_at: Date }): Promise<void> {
      await db.updateTable('substation_applications').set(change).where('id', '=', id).execute();
    },
  };
}

export type SitesRepository = ReturnType<typeof sitesRepository>;
