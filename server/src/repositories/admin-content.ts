import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import type { ArticlesTable, BannersTable, Database, HomeBlocksTable, NoticesTable } from '../db/schema';
import { ownSite } from '../lib/data-scope';

/** The tables whose rows have an order the console moves one place up or down. */
export type OrderedTable = 'banners' | 'home_blocks' | 'articles';

/**
 * The console's content (issue 20 "内容"): notices, banners, home layout blocks, help articles — the operator's
 * own site's (lib/data-scope.ts `ownSite`): the main console edits the main site's, a 分站 owner its own (issue
 * 32); a row of another site is neither listed nor changed. Inserts are the operator's site's.
 */
export function adminContentRepository(db: Kysely<Database>) {
  return {
    // ---- notice ----
    /** The current notice (the latest), locked for the publish that replaces it. */
    currentNotice({ lock = false } = {}) {
      let query = db.selectFrom('notices').selectAll().where('site_id', '=', ownSite()).orderBy('id', 'desc').limit(1);
      if (lock) query = query.forUpdate();
      return query.executeTakeFirst();
    },

    /** Serialises publishes (two at once would otherwise read the same version to step from). */
    async lockNotices() {
      await sql`lock table notices in share row exclusive mode`.execute(db);
    },

    async insertNotice(row: Insertable<NoticesTable>) {
      const { id } = await db.insertInto('notices').values({ ...row, site_id: ownSite() }).returning(sql<number>`id::int`.as('id')).executeTakeFirstOrThrow();
      return id;
    },

    async setNoticeEnabled(id: number, enabled: boolean) {
      await db.updateTable('notices').set({ enabled }).where('id', '=', id).where('site_id', '=', ownSite()).execute();
    },

    // ---- banners ----
    banners() {
      return db.selectFrom('banners').selectAll().where('site_id', '=', ownSite()).orderBy('sort').orderBy('id').execute();
    },

    findBanner(id: number) {
      return db.selectFrom('banners').selectAll().where('id', '=', id).where('site_id', '=', ownSite()).forUpdate().executeTakeFirst();
    },

    async insertBanner(row: Insertable<BannersTable>) {
      const { id } = await db.insertInto('banners').values({ ...row, site_id: ownSite() }).returning(sql<number>`id::int`.as('id')).executeTakeFirstOrThrow();
      return id;
    },

    async updateBanner(id: number, patch: Updateable<BannersTable>) {
      await db.updateTable('banners').set(patch).where('id', '=', id).where('site_id', '=', ownSite()).execute();
    },

    async deleteBanner(id: number) {
      await db.deleteFrom('banners').where('id', '=', id).where('site_id', '=', ownSite()).execute();
    },

    // ---- home layout blocks ----
    homeBlocks() {
      return db.selectFrom('home_blocks').selectAll().where('site_id', '=', ownSite()).orderBy('sort').orderBy('id').execute();
    },

    findHomeBlock(id: number) {
      return db.selectFrom('home_blocks').selectAll().where('id', '=', id).where('site_id', '=', ownSite()).forUpdate().executeTakeFirst();
    },

    async insertHomeBlock(row: Insertable<HomeBlocksTable>) {
      const { id } = await db.insertInto('home_blocks').values({ ...row, site_id: ownSite() }).returning(sql<number>`id::int`.as('id')).executeTakeFirstOrThrow();
      return id;
    },

    async updateHomeBlock(id: number, patch: Updateable<HomeBlocksTable>) {
      await db.updateTable('home_blocks').set(patch).where('id', '=', id).where('site_id', '=', ownSite()).execute();
    },

    async deleteHomeBlock(id: number) {
      await db.deleteFrom('home_blocks').where('id', '=', id).where('site_id', '=', ownSite()).execute();
    },

    // ---- help articles ----
    articles(category?: string) {
      let query = db.selectFrom('articles').select(['id', 'title', 'category', 'summary', 'date', 'sort']).where('site_id', '=', ownSite()).orderBy('sort').orderBy('id');
      if (category) query = query.where('category', '=', category);
      return query.execute();
    },

    async articleCategories(): Promise<string[]> {
      const rows = await db.selectFrom('articles').select('category').select(sql<number>`min(sort)`.as('first')).where('site_id', '=', ownSite()).groupBy('category').orderBy('first').execute();
      return rows.map((row) => row.category);
    },

    findArticle(id: number, { lock = false } = {}) {
      let query = db.selectFrom('articles').selectAll().where('id', '=', id).where('site_id', '=', ownSite());
      if (lock) query = query.forUpdate();
      return query.executeTakeFirst();
    },

    async insertArticle(row: Insertable<ArticlesTable>) {
      const { id } = await db.insertInto('articles').values({ ...row, site_id: ownSite() }).returning('id').executeTakeFirstOrThrow();
      return id;
    },

    async updateArticle(id: number, patch: Updateable<ArticlesTable>) {
      await db.updateTable('articles').set(patch).where('id', '=', id).where('site_id', '=', ownSite()).execute();
    },

    async deleteArticle(id: number) {
      await db.deleteFrom('articles').where('id', '=', id).where('site_id', '=', ownSite()).execute();
    },

    // ---- order ----
    /** Locks the table against other reorders and inserts; its rows in order (sort, then id). */
    async orderOf(table: OrderedTable): Promise<{ id: number; sort: number; category: string }[]> {
      await sql`lock table ${sql.table(table)} in share row exclusive mode`.execute(db);
      const rows = await sql<{ id: number; sort: number; category: string }>`
        select id::int as id, sort, ${table === 'articles' ? sql`category` : sql`''`} as category
        from ${sql.table(table)} where site_id = ${ownSite()} order by sort, id`.execute(db);
      return rows.rows;
    },

    /** The next sort number: after the last row. */
    async nextSort(table: OrderedTable): Promise<number> {
      const row = await sql<{ n: number }>`select coalesce(max(sort), 0)::int + 1 as n from ${sql.table(table)} where site_id = ${ownSite()}`.execute(db);
      return row.rows[0]?.n ?? 1;
    },

    async setSort(table: OrderedTable, id: number, sort: number) {
      await sql`update ${sql.table(table)} set sort = ${sort} where id = ${id} and site_id = ${ownSite()}`.execute(db);
    },
  };
}

export type AdminContentRepository = ReturnType<typeof adminContentRepository>;
