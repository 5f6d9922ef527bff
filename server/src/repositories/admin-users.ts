import { sql, type Kysely } from 'kysely';
import type { Paginated } from 'shared-contracts';
import type { Database } from '../db/schema';
import { inScope, siteNameOf } from '../lib/data-scope';
import { paginate, type PageRequest } from '../lib/paginate';

export interface AdminUsersFilter {
  /** a whole mobile (exact), the last 4 digits of one, or part of the username */
  keyword?: string;
  groupId?: number;
  frozen?: boolean;
  /** one site's members */
  siteId?: number;
}

export interface AdminUserListRow {
  id: number;
  username: string;
  mobile: string;
  group_id: number;
  group_name: string;
  real_name_status: number | null;
  balance: number | null;
  frozen: boolean;
  created_at: Date;
  site_id: number;
  site_name: string;
}

/** `%`, `_` and `\` taken literally in a LIKE pattern. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The operator console's reads and writes of users (issue 20 "用户"): a 分站 operator's only ever reach its own
 * members (lib/data-scope.ts).
 */
export function adminUsersRepository(db: Kysely<Database>) {
  const base = () =>
    db
      .selectFrom('users')
      .innerJoin('user_groups', 'user_groups.id', 'users.group_id')
      .leftJoin('wallets', 'wallets.user_id', 'users.id')
      .leftJoin('user_identities', 'user_identities.user_id', 'users.id')
      .where(inScope('users.site_id'));

  return {
    list(filter: AdminUsersFilter, page: PageRequest): Promise<Paginated<AdminUserListRow>> {
      let query = base().select([
        'users.id',
        'users.username',
        'users.mobile',
        'users.group_id',
        'user_groups.name as group_name',
        'user_identities.status as real_name_status',
        'wallets.balance',
        'users.frozen',
        'users.created_at',
        'users.site_id',
        siteNameOf('users.site_id').as('site_name'),
      ]);
      const keyword = filter.keyword?.trim();
      if (keyword) {
        const name = `%${likeLiteral(keyword)}%`;
        if (/^1\d{10}$/.test(keyword)) query = query.where('users.mobile', '=', keyword);
        else if (/^\d{4}$/.test(keyword)) query = query.where((eb) => eb.or([eb('users.mobile', 'like', `%${keyword}`), eb('users.username', 'ilike', name)]));
        else query = query.where('users.username', 'ilike', name);
      }
      if (filter.groupId !== undefined) query = query.where('users.group_id', '=', filter.groupId);
      if (filter.frozen !== undefined) query = query.where('users.frozen', '=', filter.frozen);
      if (filter.siteId !== undefined) query = query.where('users.site_id', '=', filter.siteId);
      return paginate(query.orderBy('users.id', 'desc'), page);
    },

    find(id: number) {
      return base()
        .select([
          'users.id',
          'users.username',
          'users.mobile',
          'users.group_id',
          'user_groups.name as group_name',
          'users.frozen',
          'users.frozen_reason',
          'users.created_at',
          'user_identities.status as real_name_status',
          'user_identities.masked_name',
          'wallets.balance',
          'wallets.recharge_total',
          'wallets.spend_total',
          'users.site_id',
          siteNameOf('users.site_id').as('site_name'),
        ])
        .where('users.id', '=', id)
        .executeTakeFirst();
    },

    /** The user's row, locked for the caller's transaction (a write's "before"). */
    forUpdate(id: number) {
      return db
        .selectFrom('users')
        .innerJoin('user_groups', 'user_groups.id', 'users.group_id')
        .select(['users.id', 'users.mobile', 'users.group_id', 'user_groups.name as group_name', 'users.frozen', 'users.frozen_reason', 'users.site_id'])
        .where('users.id', '=', id)
        .where(inScope('users.site_id'))
        .forUpdate('users')
        .executeTakeFirst();
    },

    async counts(userId: number): Promise<{ orders: number; parcels: number; stores: number }> {
      const row = await db
        .selectNoFrom((eb) => [
          eb.selectFrom('orders').select(sql<string>`count(*)`.as('n')).where('orders.user_id', '=', userId).as('orders'),
          eb.selectFrom('parcels').select(sql<string>`count(*)`.as('n')).where('parcels.user_id', '=', userId).as('parcels'),
          eb.selectFrom('stores').select(sql<string>`count(*)`.as('n')).where('stores.user_id', '=', userId).as('stores'),
        ])
        .executeTakeFirstOrThrow();
      return { orders: Number(row.orders ?? 0), parcels: Number(row.parcels ?? 0), stores: Number(row.stores ?? 0) };
    },

    recentOrders(userId: number, limit = 10) {
      return db
        .selectFrom('orders')
        .select(['id', 'order_sn', 'goods_name', 'express_name', 'rec_count', 'total_fen', 'refund_fen', 'status', 'created_at'])
        .where('user_id', '=', userId)
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },

    /** A group of the member's site (a group of another site is none). */
    findGroup(siteId: number, id: number) {
      return db.selectFrom('user_groups').select(['id', 'name']).where('id', '=', id).where('site_id', '=', siteId).where(inScope('user_groups.site_id')).executeTakeFirst();
    },

    async setGroup(userId: number, groupId: number): Promise<void> {
      await db.updateTable('users').set({ group_id: groupId }).where('id', '=', userId).execute();
    },

    async setFrozen(userId: number, frozen: boolean, reason: string): Promise<void> {
      await db.updateTable('users').set({ frozen, frozen_reason: reason }).where('id', '=', userId).execute();
    },

    /** Ends every session of the user; how many there were. */
    async endSessions(userId: number): Promise<number> {
      const result = await db.deleteFrom('sessions').where('user_id', '=', userId).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type AdminUsersRepository = ReturnType<typeof adminUsersRepository>;
