import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The help article that teaches the Open API (its migration names it so). */
export const GUIDE_ARTICLE_TITLE = '开放API接入';

/**
 * API设置 and the Open API's bookkeeping (issue 23): a merchant's settings and key, the nonces a key used,
 * the calls a key made per minute. Nonces and windows are shared by every process through the database.
 */
export function apiSettingsRepository(db: Kysely<Database>) {
  return {
    find(userId: number) {
      return db.selectFrom('api_settings').selectAll().where('user_id', '=', userId).executeTakeFirst();
    },

    /** The settings behind an app key (a call's X-App-Key). */
    findByKey(appKey: string) {
      return db.selectFrom('api_settings').selectAll().where('app_key', '=', appKey).executeTakeFirst();
    },

    /** Saves on/off, the callback URL and the whitelist (a row is made when there is none). */
    async saveSettings(userId: number, change: { enabled: boolean; callback_url: string; ip_whitelist: string[] }, at: Date): Promise<void> {
      await db
        .insertInto('api_settings')
        .values({ user_id: userId, ...change, updated_at: at })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...change, updated_at: at }))
        .execute();
    },

    /**
     * Stores a new sealed secret, and the app key when the merchant has none yet (`appKey` is used only
     * then); the key in use afterwards.
     */
    async saveSecret(userId: number, appKey: string, secretEnc: string, at: Date): Promise<string> {
      const row = await db
        .insertInto('api_settings')
        .values({ user_id: userId, app_key: appKey, secret_enc: secretEnc, secret_created_at: at, updated_at: at })
        .onConflict((oc) =>
          oc.column('user_id').doUpdateSet({
            app_key: sql<string>`coalesce(api_settings.app_key, excluded.app_key)`,
            secret_enc: secretEnc,
            secret_created_at: at,
            updated_at: at,
          }),
        )
        .returning('app_key')
        .executeTakeFirstOrThrow();
      return row.app_key!;
    },

    /** Records a key's nonce; false when the key used it before (kept 10 minutes: a replay). */
    async useNonce(appKey: string, nonce: string, at: Date): Promise<boolean> {
      const rows = await db
        .insertInto('api_nonces')
        .values({ app_key: appKey, nonce, created_at: at })
        .onConflict((oc) => oc.columns(['app_key', 'nonce']).doNothing())
        .returning('nonce')
        .execute();
      return rows.length === 1;
    },

    /** Counts one call in the key's window starting at `windowStart`; the calls in it so far, this one included. */
    async countCall(appKey: string, windowStart: Date): Promise<number> {
      const row = await db
        .insertInto('api_rate_windows')
        .values({ app_key: appKey, window_start: windowStart, count: 1 })
        .onConflict((oc) => oc.columns(['app_key', 'window_start']).doUpdateSet({ count: sql<number>`api_rate_windows.count + 1` }))
        .returning('count')
        .executeTakeFirstOrThrow();
      return row.count;
    },

    /** Housekeeping: nonces older than their life, windows long over. */
    async removeStale(noncesBefore: Date, windowsBefore: Date): Promise<void> {
      await db.deleteFrom('api_nonces').where('created_at', '<', noncesBefore).execute();
      await db.deleteFrom('api_rate_windows').where('window_start', '<', windowsBefore).execute();
    },

    /** The id of the help article 开放API接入, when it exists. */
    async guideArticleId(): Promise<number | null> {
      const row = await db.selectFrom('articles').select('id').where('title', '=', GUIDE_ARTICLE_TITLE).orderBy('id').limit(1).executeTakeFirst();
      return row ? Number(row.id) : null;
    },
  };
}

export type ApiSettingsRepository = ReturnType<typeof apiSettingsRepository>;
