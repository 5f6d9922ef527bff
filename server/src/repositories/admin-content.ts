import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import type { ArticlesTable, BannersTable, Database, HomeBlocksTable, NoticesTable } from '../db/schema';

/** The tables whose rows have an order the console moves one place up or down. */
export type OrderedTable = 'banners' | 'home_blocks' | 'articles';

/** The console's content (issue 20 "内容"): notices, banners, home layout blocks, help articles. */
export function adminContentRepository(db: Kysely<Database>) {
  return {
    // ---- notice ----
    /** The current notice (the latest), locked for the publish that replaces it. */
    currentNotice({ lock = false } = {}) {
      let query = db.selectFrom('notices').selectAll().orderBy('id', 'desc').limit(1);
      if (lock) query = query.forUpdate();
      return query.executeTakeFirst();
    },

    /** Serialises publishes (two at once would otherwise read the same version to step from). */
    async lockNotices() {
      await sql`lock table notices in share row exclusive mode`.execute(db);
    },

    async insertNotice(row: Insertable<NoticesTable>) {
      const { id } = await db.insertInto('notices').values(row).returning(sql<number>`id::int`.as('id')).executeTakeFirstOrThrow();
      return id;
    },

    async setNoticeEnabled(id: number, enabled: boolean) {
      await db.updateTable('notices').set({ enabled }).where('id', '=', id).execute();
    },

    // ---- banners ----
    banners() {
      return db.selectFrom('banners').selectAll().orderBy('sort').orderBy('id').execute();
    },

    findBanner(id: number) {
      return db.selectFrom('banners').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    },

    async insertBanner(row: Insertable<BannersTable>) {
      const { id } = await db.insertInto('banners').values(row).returning(sql<number>`id::int`.as('id')).executeTakeFirstOrThrow();
      return id;
    },

    async updateBanner(id: number, patch: Updateable<BannersTable>) {
      await db.updateTable('banners').set(patch).where('id', '=', id).execute();
    },

    async deleteBanner(id: number) {
      await db.deleteFrom('banners').where('id', '=', id).execute();
    },

    // ---- home layout blocks ----
    homeBlocks() {
      return db.selectFrom('home_blocks').selectAll().orderBy('sort').orderBy('id').execute();
    },

    findHomeBlock(id: number) {
      return db.selectFrom('home_blocks').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    },

    async insertHomeBlock(row: Insertable<HomeBlocksTable>) {
      const { id } = await db.insertInto('home_blocks').values(row).returning(sql<number>`id::int`.as('id')).executeTakeFirstOrThrow();
      return id;
    },

    async updateHomeBlock(id: number, patch: Updateable<HomeBlocksTable>) {
      await db.updateTable('home_blocks').set(patch).where('id', '=', id).execute();
    },

    async deleteHomeBlock(id: number) {
      await db.deleteFrom('home_blocks').where('id', '=', id).execute();
    },

    // ---- help articles ----
    articles(category?: string) {
      let query = db.selectFrom('articles').select(['id', 'title', 'category', 'summary', 'date', 'sort']).orderBy('sort').orderBy('id');
      if (category) query = query.where('category', '=', category);
      return query.execute();
    },

    async articleCategories(): Promise<string[]> {
      const rows = await db.selectFrom('articles').select('category').select(sql<number>`min(sort)`.as('first')).groupBy('category').orderBy('first').execute();
      return rows.map((row) => row.category);
    },

    findArticle(id: number, { lock = false } = {}) {
      let query = db.selectFrom('articles').selectAll().where('id', '=', id);
      if (lock) query = query.forUpdate();
      return query.executeTakeFirst();
    },

    async insertArticle(row: Insertable<ArticlesTable>) {
      const { id } = await db.insertInto('articles').values(row).returning('id').executeTakeFirstOrThrow();
      return id;
    },

    async updateArticle(id: number, patch: Updateable<ArticlesTable>) {
      await db.updateTable('articles').set(patch).where('id', '=', id).execute();
    },

    async deleteArticle(id: number) {
      await db.deleteFrom('articles').where('id', '=', id).execute();
    },

    // ---- order ----
    /** Locks the table against other reorders and inserts; its rows in order (sort, then id). */
    async orderOf(table: OrderedTable): Promise<{ id: number; sort: number; category: string }[]> {
      await sql`lock table ${sql.table(table)} in share row exclusive mode`.execute(db);
      const rows = await sql<{ id: number; sort: number; category: string }>`
        select id::int as id, sort, ${table === 'articles' ? sql`category` : sql`''`} as category
        from ${sql.table(table)} order by sort, id`.execute(db);
      return rows.rows;
    },

    /** The next sort number: after the last row. */
    async nextSort(table: OrderedTable): Promise<number> {
      const row = await sql<{ n: number }>`select coalesce(max(sort), 0)::int + 1 as n from ${sql.table(table)}`.execute(db);
      return row.rows[0]?.n ?? 1;
    },

    async setSort(table: OrderedTable, id: number, sort: number) {
      await sql`update ${sql.table(table)} set sort = ${sort} where id = ${id}`.execute(db);
    },
  };
}

export type AdminContentRepository = ReturnType<typeof adminContentRepository>;
