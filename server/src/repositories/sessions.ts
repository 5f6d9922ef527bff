import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface SessionRow {
  token_hash: string;
  user_id: number;
  expires_at: Date;
}

/** A stored session with its sign-in time (the start of its absolute lifetime) and its member's site. */
export interface StoredSession extends SessionRow {
  created_at: Date;
  site_id: number;
}

export function sessionsRepository(db: Kysely<Database>) {
  return {
    async create(session: SessionRow & { created_at: Date }): Promise<void> {
      await db.insertInto('sessions').values(session).execute();
    },

    find(tokenHash: string): Promise<StoredSession | undefined> {
      return db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .select(['sessions.token_hash', 'sessions.user_id', 'sessions.expires_at', 'sessions.created_at', 'users.site_id'])
        .where('sessions.token_hash', '=', tokenHash)
        .executeTakeFirst();
    },

    async extend(tokenHash: string, expiresAt: Date): Promise<void> {
      await db.updateTable('sessions').set({ expires_at: expiresAt }).where('token_hash', '=', tokenHash).execute();
    },

    async remove(tokenHash: string): Promise<void> {
      await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
    },

    /** Revokes every session of a user, optionally keeping one. */
    async removeForUser(userId: number, keepTokenHash?: string): Promise<void> {
      let query = db.deleteFrom('sessions').where('user_id', '=', userId);
      if (keepTokenHash) query = query.where('token_hash', '<>', keepTokenHash);
      await query.execute();
    },

    async removeExpired(before: Date): Promise<void> {
      await db.deleteFrom('sessions').where('expires_at', '<', before).execute();
    },
  };
}

export type SessionsRepository = ReturnType<typeof sessionsRepository>;
