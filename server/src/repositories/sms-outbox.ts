import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface OutboxMessage {
  mobile: string;
  text: string;
  created_at: Date;
}

export function smsOutboxRepository(db: Kysely<Database>) {
  return {
    async add(message: OutboxMessage): Promise<void> {
      await db.insertInto('sms_outbox').values(message).execute();
    },

    /** Latest first. */
    latest(limit: number, mobile?: string): Promise<OutboxMessage[]> {
      let query = db.selectFrom('sms_outbox').select(['mobile', 'text', 'created_at']).orderBy('id', 'desc').limit(limit);
      if (mobile) query = query.where('mobile', '=', mobile);
      return query.execute();
    },
  };
}

export type SmsOutboxRepository = ReturnType<typeof smsOutboxRepository>;
