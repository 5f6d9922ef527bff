import { sql, type Kysely, type Selectable } from 'kysely';
import type { NotificationKind, Paginated } from 'shared-contracts';
import type { Database, UserNotificationsTable } from '../db/schema';
import { paginate, type PageRequest } from '../lib/paginate';

export type NotificationRow = Selectable<UserNotificationsTable>;

/** What one more event of a cause group adds: numbers are added to the stored ones, the rest replaces them. */
export interface NotificationUpsert {
  userId: number;
  kind: NotificationKind;
  sourceKey: string;
  /** `count` and `amount_fen` are added to what is stored; other fields are set */
  data: Record<string, unknown> & { count: number; amount_fen?: number };
  link: string;
  at: Date;
  /** start the count again when the merchant had read it (a work order's unread replies) */
  restartWhenRead?: boolean;
}

/** 消息 (issue 21): the merchant's notifications, one row per (user, cause group). */
export function notificationsRepository(db: Kysely<Database>) {
  return {
    /**
     * One more event of a cause group: the row is created, or its count and amount grow, it becomes unread
     * again and moves to the top (updated_at). One statement, so concurrent events of a group add up.
     */
    async upsert(entry: NotificationUpsert): Promise<void> {
      const data = JSON.stringify(entry.data);
      await sql`
        insert into user_notifications as n (user_id, kind, source_key, data, link, read_at, created_at, updated_at)
        values (${entry.userId}, ${entry.kind}, ${entry.sourceKey}, ${data}::jsonb, ${entry.link}, null, ${entry.at}, ${entry.at})
        on conflict (user_id, source_key) do update set
          data = case when ${entry.restartWhenRead ?? false}::boolean and n.read_at is not null then excluded.data
                 else n.data || excluded.data || jsonb_build_object(
                   'count', coalesce((n.data->>'count')::bigint, 0) + coalesce((excluded.data->>'count')::bigint, 0),
                   'amount_fen', coalesce((n.data->>'amount_fen')::bigint, 0) + coalesce((excluded.data->>'amount_fen')::bigint, 0))
                 end,
          link = excluded.link,
          read_at = null,
          updated_at = excluded.updated_at`.execute(db);
    },

    list(userId: number, unread: boolean | undefined, page: PageRequest): Promise<Paginated<NotificationRow>> {
      let query = db.selectFrom('user_notifications').selectAll().where('user_id', '=', userId);
      if (unread === true) query = query.where('read_at', 'is', null);
      if (unread === false) query = query.where('read_at', 'is not', null);
      return paginate(query.orderBy('updated_at', 'desc').orderBy('id', 'desc'), page);
    },

    async unreadCount(userId: number): Promise<number> {
      const row = await db
        .selectFrom('user_notifications')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('user_id', '=', userId)
        .where('read_at', 'is', null)
        .executeTakeFirstOrThrow();
      return row.n;
    },

    /** Marks the user's notifications read: these ids, or all of them when `ids` is undefined. */
    async markRead(userId: number, ids: number[] | undefined, at: Date): Promise<void> {
      if (ids && !ids.length) return;
      let query = db.updateTable('user_notifications').set({ read_at: at }).where('user_id', '=', userId).where('read_at', 'is', null);
      if (ids) query = query.where('id', 'in', ids);
      await query.execute();
    },

    /** Marks the notification of one cause group read (opening the work order it is about). */
    async markSourceRead(userId: number, sourceKey: string, at: Date): Promise<void> {
      await db.updateTable('user_notifications').set({ read_at: at }).where('user_id', '=', userId).where('source_key', '=', sourceKey).where('read_at', 'is', null).execute();
    },
  };
}

export type NotificationsRepository = ReturnType<typeof notificationsRepository>;
