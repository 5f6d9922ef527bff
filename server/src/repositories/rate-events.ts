import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Kinds of counted events (login failures, code sends), each keyed by a subject (mobile or IP). */
export type RateKind =
  | 'login_fail_mobile'
  | 'login_fail_ip'
  /** Wrong passwords for a mobile (sign-in, or the old password when changing it), for the 24-hour lock. */
  | 'password_fail_mobile'
  | 'sms_send_mobile'
  /** Sends to a mobile from one IP; subject `mobile@ip`. */
  | 'sms_send_mobile_ip'
  | 'sms_send_ip'
  | 'captcha_ip'
  | 'identity_attempt'
  /** The operator console's sign-in: the same rules as the shop's, counted apart (services/operators.ts). */
  | 'operator_login_fail_mobile'
  | 'operator_login_fail_ip'
  | 'operator_password_fail_mobile'
  /** Unproven SMS-code checks (register, SMS sign-in) per mobile subject and per IP (issue 35). */
  | 'sms_check_mobile'
  | 'sms_check_ip'
  /** Picture uploads and manual callback sends per caller (issue 35, services/caller-limits.ts); subject `user:<id>` / `operator:<id>`. */
  | 'upload'
  | 'callback_manual';

export function rateEventsRepository(db: Kysely<Database>) {
  return {
    async record(kind: RateKind, subject: string, at: Date): Promise<number> {
      const row = await db
        .insertInto('rate_events')
        .values({ kind, subject, created_at: at })
        .returning(sql<number>`id::int`.as('id'))
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async count(kind: RateKind, subject: string, since: Date): Promise<number> {
      const row = await db
        .selectFrom('rate_events')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('kind', '=', kind)
        .where('subject', '=', subject)
        .where('created_at', '>', since)
        .executeTakeFirstOrThrow();
      return row.n;
    },

    async latest(kind: RateKind, subject: string): Promise<Date | null> {
      const row = await db
        .selectFrom('rate_events')
        .select('created_at')
        .where('kind', '=', kind)
        .where('subject', '=', subject)
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row?.created_at ?? null;
    },

    /** The events of (kind, subject) after `since` with an id below `beforeId` (arrived earlier): how many, and the latest time. */
    async earlier(kind: RateKind, subject: string, since: Date, beforeId: number): Promise<{ count: number; latest: Date | null }> {
      const row = await db
        .selectFrom('rate_events')
        .select([sql<number>`count(*)::int`.as('n'), sql<Date | null>`max(created_at)`.as('latest')])
        .where('kind', '=', kind)
        .where('subject', '=', subject)
        .where('created_at', '>', since)
        .where('id', '<', beforeId)
        .executeTakeFirstOrThrow();
      return { count: row.n, latest: row.latest === null ? null : new Date(row.latest) };
    },

    async removeIds(ids: number[]): Promise<void> {
      if (ids.length) await db.deleteFrom('rate_events').where('id', 'in', ids).execute();
    },

    async clear(kind: RateKind, subject: string): Promise<void> {
      await db.deleteFrom('rate_events').where('kind', '=', kind).where('subject', '=', subject).execute();
    },

    async removeOlderThan(before: Date): Promise<void> {
      await db.deleteFrom('rate_events').where('created_at', '<', before).execute();
    },

    /** Serialises the current transaction with every other one holding the same key (any process). */
    async lock(key: string): Promise<void> {
      await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(db);
    },
  };
}

export type RateEventsRepository = ReturnType<typeof rateEventsRepository>;
