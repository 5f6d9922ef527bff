import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface NewSmsCode {
  site_id: number;
  mobile: string;
  scene: string;
  code_hash: string;
  expires_at: Date;
  ip: string;
  created_at: Date;
}

export function smsCodesRepository(db: Kysely<Database>) {
  return {
    async create(code: NewSmsCode): Promise<void> {
      await db.insertInto('sms_codes').values(code).execute();
    },

    /**
     * Spends one try on the newest code of (mobile, scene) if it is still alive — unused, unexpired and
     * under `maxAttempts` tries — and returns its hash; undefined when there is no live code.
     * Atomic, so concurrent guesses cannot exceed the limit.
     */
    async spendAttempt(siteId: number, mobile: string, scene: string, now: Date, maxAttempts: number): Promise<{ id: number; code_hash: string } | undefined> {
      const latest = db
        .selectFrom('sms_codes')
        .select('id')
        .where('site_id', '=', siteId)
        .where('mobile', '=', mobile)
        .where('scene', '=', scene)
        .orderBy('id', 'desc')
        .limit(1);
      return db
        .updateTable('sms_codes')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', latest)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .where('attempts', '<', maxAttempts)
        .returning(['id', 'code_hash'])
        .executeTakeFirst();
    },

    /** Marks the code used; false if someone else used it first. */
    async markUsed(id: number, now: Date): Promise<boolean> {
      const row = await db
        .updateTable('sms_codes')
        .set({ used_at: now })
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },

    async removeOlderThan(before: Date): Promise<void> {
      await db.deleteFrom('sms_codes').where('expires_at', '<', before).execute();
    },
  };
}

export type SmsCodesRepository = ReturnType<typeof smsCodesRepository>;
