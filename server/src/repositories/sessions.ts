import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface SessionRow {
  token_hash: string;
  user_id: number;
  expires_at: Date;
}

/** A stored session with its sign-in time (the start of its absolute lifetime). */
export interface StoredSession extends SessionRow {
  created_at: Date;
}

export function sessionsRepository(db: Kysely<Database>) {
  return {
    async create(session: SessionRow & { created_at: Date }): Promise<void> {
      await db.insertInto('sessions').values(session).execute();
    },

    find(tokenHash: string): Promise<StoredSession | undefined> {
      return db
        .selectFrom('sessions')
        .select(['token_hash', 'user_id', 'expires_at', 'created_at'])
        .where('token_hash', '=', tokenHash)
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
