import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Help-centre articles and sub-station applications. */
export function contentRepository(db: Kysely<Database>) {
  return {
    listArticles() {
      return db.selectFrom('articles').select(['id', 'title', 'category', 'summary', 'date']).orderBy('sort').orderBy('id').execute();
    },

    findArticle(id: number) {
      return db.selectFrom('articles').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** The articles before and after one, in list order. */
    async neighbours(sort: number) {
      const [prev, next] = await Promise.all([
        db.selectFrom('articles').select(['id', 'title']).where('sort', '<', sort).orderBy('sort', 'desc').limit(1).executeTakeFirst(),
        db.selectFrom('articles').select(['id', 'title']).where('sort', '>', sort).orderBy('sort', 'asc').limit(1).executeTakeFirst(),
      ]);
      return { prev: prev ?? null, next: next ?? null };
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
