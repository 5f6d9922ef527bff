import type { Kysely } from 'kysely';
import type { Database, NewUser, UserRow } from '../db/schema';

export interface UserWithGroup {
  id: number;
  username: string;
  group_name: string;
}

export function usersRepository(db: Kysely<Database>) {
  return {
    /** The member of a site with this mobile: the same mobile may hold an account on each site (issue 32). */
    findByMobile(siteId: number, mobile: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('site_id', '=', siteId).where('mobile', '=', mobile).executeTakeFirst();
    },

    findById(id: number): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** The user with the group name shown in the session. */
    findWithGroup(id: number): Promise<UserWithGroup | undefined> {
      return db
        .selectFrom('users')
        .innerJoin('user_groups', 'user_groups.id', 'users.group_id')
        .select(['users.id', 'users.username', 'user_groups.name as group_name'])
        .where('users.id', '=', id)
        .executeTakeFirst();
    },

    /** Whether the operator console froze the user (no ordering, no withdrawal). */
    async isFrozen(id: number): Promise<boolean> {
      const row = await db.selectFrom('users').select('frozen').where('id', '=', id).executeTakeFirst();
      return row?.frozen === true;
    },

    /** The member of `siteId` with this refer code (a code of another site's member refers nobody here). */
    async idByReferCode(siteId: number, referCode: string): Promise<number | null> {
      const row = await db.selectFrom('users').select('id').where('refer_code', '=', referCode).where('site_id', '=', siteId).executeTakeFirst();
      return row?.id ?? null;
    },

    /** The group a new member of the site starts in. */
    async defaultGroupId(siteId: number): Promise<number> {
      const row = await db
        .selectFrom('user_groups')
        .select('id')
        .where('site_id', '=', siteId)
        .orderBy('is_default', 'desc')
        .orderBy('level', 'asc')
        .orderBy('id', 'asc')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** Inserts the member; returns null when the mobile on that site (or, rarely, the refer code) already exists. */
    async create(user: NewUser & { site_id: number }): Promise<UserRow | null> {
      const row = await db
        .insertInto('users')
        .values(user)
        .onConflict((oc) => oc.doNothing())
        .returningAll()
        .executeTakeFirst();
      return row ?? null;
    },

    async referCodeTaken(referCode: string): Promise<boolean> {
      return (await db.selectFrom('users').select('id').where('refer_code', '=', referCode).executeTakeFirst()) !== undefined;
    },

    /** Swaps the stored hash only if it is still `current` (a password changed meanwhile wins); true when swapped. */
    async replacePasswordHash(id: number, current: string, next: string): Promise<boolean> {
      const result = await db.updateTable('users').set({ password_hash: next }).where('id', '=', id).where('password_hash', '=', current).executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Every group of a site (its members' groups), lowest level first. */
    groups(siteId: number) {
      return db.selectFrom('user_groups').select(['id', 'name', 'level', 'price_percent', 'upgrade_amount_fen']).where('site_id', '=', siteId).orderBy('level').orderBy('id').execute();
    },

    /** The user's group with its level. */
    groupOf(userId: number) {
      return db
        .selectFrom('users')
        .innerJoin('user_groups', 'user_groups.id', 'users.group_id')
        .select(['user_groups.id', 'user_groups.name', 'user_groups.level', 'user_groups.price_percent', 'user_groups.site_id'])
        .where('users.id', '=', userId)
        .executeTakeFirst();
    },

    /** Moves the user to the group if it is above the current one (never down); true when moved. */
    async raiseGroup(userId: number, groupId: number): Promise<boolean> {
      const row = await db
        .updateTable('users')
        .set({ group_id: groupId })
        .where('users.id', '=', userId)
        .where((eb) =>
          eb(
            eb.selectFrom('user_groups').select('level').where('user_groups.id', '=', groupId),
            '>',
            eb.selectFrom('user_groups').select('level').whereRef('user_groups.id', '=', 'users.group_id'),
          ),
        )
        .returning('users.id')
        .executeTakeFirst();
      return row !== undefined;
    },

    async setPassword(id: number, passwordHash: string): Promise<void> {
      await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', id).execute();
    },
  };
}

export type UsersRepository = ReturnType<typeof usersRepository>;
