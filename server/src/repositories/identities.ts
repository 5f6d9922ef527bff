import type { Insertable, Kysely } from 'kysely';
import type { Database, UserIdentitiesTable } from '../db/schema';

/** Real-name records (encrypted by the service before they get here). */
export function identitiesRepository(db: Kysely<Database>) {
  return {
    find(userId: number) {
      return db.selectFrom('user_identities').selectAll().where('user_id', '=', userId).executeTakeFirst();
    },

    async save(record: Insertable<UserIdentitiesTable>): Promise<void> {
      const { user_id: _userId, ...change } = record;
      await db.insertInto('user_identities').values(record).onConflict((oc) => oc.column('user_id').doUpdateSet(change)).execute();
    },

    async isVerified(userId: number): Promise<boolean> {
      return (await db.selectFrom('user_identities').select('user_id').where('user_id', '=', userId).where('status', '=', 2).executeTakeFirst()) !== undefined;
    },
  };
}

export type IdentitiesRepository = ReturnType<typeof identitiesRepository>;
