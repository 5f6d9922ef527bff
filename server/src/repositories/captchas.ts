import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export function captchasRepository(db: Kysely<Database>) {
  return {
    async create(captcha: { key: string; answer_hash: string; expires_at: Date; created_at: Date }): Promise<void> {
      await db.insertInto('captchas').values(captcha).execute();
    },

    /** Uses the captcha up (whatever the answer) and returns its answer hash if it was still valid. */
    async consume(key: string, now: Date): Promise<string | null> {
      const row = await db
        .updateTable('captchas')
        .set({ used_at: now })
        .where('key', '=', key)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returning('answer_hash')
        .executeTakeFirst();
      return row?.answer_hash ?? null;
    },

    async removeExpired(before: Date): Promise<void> {
      await db.deleteFrom('captchas').where('expires_at', '<', before).execute();
    },
  };
}

export type CaptchasRepository = ReturnType<typeof captchasRepository>;
