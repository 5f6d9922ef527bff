import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The main site's id, in SQL. */
const MAIN_SITE = sql<number>`(select id from sites where is_main)`;

/**
 * The content a site shows (issue 32): its own rows of a table when it has any (a 分站 that made its own notice,
 * banners or home layout), else the main site's. `own` says what counts as having some (e.g. banners that are on).
 */
export function ownOrMain(table: 'banners' | 'notices' | 'home_blocks', siteId: number, own = sql<boolean>`true`) {
  return sql<boolean>`site_id = (case when exists (select 1 from ${sql.table(table)} t where t.site_id = ${siteId} and ${own}) then ${siteId} else ${MAIN_SITE} end)`;
}

/**
 * Help-centre articles and sub-station applications. A site's help centre lists its own articles first, then the
 * main site's (a 分站 adds its own beside the platform's guides; without its own it shows the main site's).
 */
export function contentRepository(db: Kysely<Database>) {
  const visible = (siteId: number) =>
    db
      .selectFrom('articles')
      .where((eb) => eb.or([eb('site_id', '=', siteId), eb('site_id', '=', MAIN_SITE)]))
      .orderBy(sql`site_id = ${siteId}`, 'desc')
      .orderBy('sort')
      .orderBy('id');
  return {
    listArticles(siteId: number) {
      return visible(siteId).select(['id', 'title', 'category', 'summary', 'date']).execute();
    },

    /** An article the site shows (its own or the main site's). */
    findArticle(siteId: number, id: number) {
      return db
        .selectFrom('articles')
        .selectAll()
        .where('id', '=', id)
        .where((eb) => eb.or([eb('site_id', '=', siteId), eb('site_id', '=', MAIN_SITE)]))
        .executeTakeFirst();
    },

    /** The articles before and after one, in the site's list order. */
    async neighbours(siteId: number, id: number) {
      const list = await visible(siteId).select(['id', 'title']).execute();
      const at = list.findIndex((row) => row.id === id);
      return { prev: at > 0 ? list[at - 1] : null, next: at >= 0 && at < list.length - 1 ? list[at + 1] : null };
    },

    async addApplication(row: { name: string; mobile: string; city: string; company: string; message: string; ip: string; created_at: Date }) {
      const { id } = await db.insertInto('substation_applications').values(row).returning(sql<number>`id::int`.as('id')).executeTakeFirstOrThrow();
      return id;
    },

    async countApplications(where: { ip?: string; mobile?: string }, since: Date): Promise<number> {
      let query = db.selectFrom('substation_applications').select(sql<number>`count(*)::int`.as('n')).where('created_at', '>', since);
      if (where.ip) query = query.where('ip', '=', where.ip);
      if (where.mobile) query = query.where('mobile', '=', where.mobile);
      return (await query.executeTakeFirstOrThrow()).n;
    },
  };
}

export type ContentRepository = ReturnType<typeof contentRepository>;
