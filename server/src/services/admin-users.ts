import { fen, fenToYuan, type Paginated } from 'shared-contracts';
import type { AdminUserDetail, AdminUserRow, AdminUserSignOutResult } from 'shared-contracts/admin';
import { chinaText } from 'shared-contracts/china-time';
import { fail, NotFoundError } from '../lib/errors';
import type { PageRequest } from '../lib/paginate';
import { maskMobile } from '../lib/tokens';
import type { Repositories } from '../repositories';
import type { AdminUsersFilter } from '../repositories/admin-users';
import type { AuditService } from './audit';
import type { WriteContext } from './admin-catalogue';

export const USER_NOT_FOUND = '用户不存在';
export const GROUP_NOT_FOUND = '会员等级不存在';

const yuan = (amount: number | null | undefined) => fenToYuan(fen(amount ?? 0));

/**
 * The operator console's users (issue 20 "用户"): the list and the detail (mobiles and real names masked),
 * and the writes — change group, freeze / unfreeze, end every session — each in one transaction with its
 * audit row (entity `user`, before → after).
 */
export function adminUsersService({ repos, audit }: { repos: Repositories; audit: AuditService }) {
  async function locked(id: number) {
    const row = await repos.adminUsers.forUpdate(id);
    if (!row) throw new NotFoundError(USER_NOT_FOUND);
    return row;
  }

  return {
    async list(filter: AdminUsersFilter, page: PageRequest): Promise<Paginated<AdminUserRow>> {
      const found = await repos.adminUsers.list(filter, page);
      return {
        ...found,
        list: found.list.map((row) => ({
          id: row.id,
          username: row.username,
          mobile: maskMobile(row.mobile),
          group_id: row.group_id,
          group_name: row.group_name,
          real_name_status: row.real_name_status ?? 0,
          balance: yuan(row.balance),
          frozen: row.frozen,
          created_at: chinaText(row.created_at),
          site_id: row.site_id,
          site_name: row.site_name,
        })),
      };
    },

    async detail(id: number): Promise<AdminUserDetail> {
      const row = await repos.adminUsers.find(id);
      if (!row) throw new NotFoundError(USER_NOT_FOUND);
      const [counts, orders] = await Promise.all([repos.adminUsers.counts(id), repos.adminUsers.recentOrders(id, 10)]);
      return {
        id: row.id,
        username: row.username,
        mobile: maskMobile(row.mobile),
        group_id: row.group_id,
        group_name: row.group_name,
        real_name_status: row.real_name_status ?? 0,
        real_name: row.masked_name ?? null,
        balance: yuan(row.balance),
        recharge_total: yuan(row.recharge_total),
        spend_total: yuan(row.spend_total),
        frozen: row.frozen,
        frozen_reason: row.frozen_reason,
        created_at: chinaText(row.created_at),
        site_id: row.site_id,
        site_name: row.site_name,
        order_count: counts.orders,
        parcel_count: counts.parcels,
        store_count: counts.stores,
        recent_orders: orders.map((order) => ({
          id: order.id,
          order_sn: order.order_sn,
          goods_name: order.goods_name,
          express_name: order.express_name,
          rec_count: order.rec_count,
          total: yuan(order.total_fen),
          refund: yuan(order.refund_fen),
          status: order.status,
          created_at: chinaText(order.created_at),
        })),
      };
    },

    async changeGroup(id: number, groupId: number, ctx: WriteContext): Promise<void> {
      await repos.transaction(async () => {
        const before = await locked(id);
        const group = await repos.adminUsers.findGroup(before.site_id, groupId);
        if (!group) throw fail(GROUP_NOT_FOUND);
        await repos.adminUsers.setGroup(id, group.id);
        await audit.record({
          ...ctx,
          action: 'user.group',
          entity: 'user',
          entityId: id,
          before: { mobile: before.mobile, group_id: before.group_id, group_name: before.group_name },
          after: { mobile: before.mobile, group_id: group.id, group_name: group.name },
        });
      });
    },

    async setFrozen(id: number, frozen: boolean, reason: string, ctx: WriteContext): Promise<void> {
      await repos.transaction(async () => {
        const before = await locked(id);
        const nextReason = frozen ? reason : '';
        await repos.adminUsers.setFrozen(id, frozen, nextReason);
        await audit.record({
          ...ctx,
          action: frozen ? 'user.freeze' : 'user.unfreeze',
          entity: 'user',
          entityId: id,
          before: { mobile: before.mobile, frozen: before.frozen, frozen_reason: before.frozen_reason },
          after: { mobile: before.mobile, frozen, frozen_reason: nextReason },
        });
      });
    },

    async signOut(id: number, ctx: WriteContext): Promise<AdminUserSignOutResult> {
      return repos.transaction(async () => {
        const before = await locked(id);
        const ended = await repos.adminUsers.endSessions(id);
        await audit.record({ ...ctx, action: 'user.sign-out', entity: 'user', entityId: id, before: { mobile: before.mobile }, after: { mobile: before.mobile, sessions_ended: ended } });
        return { ended };
      });
    },
  };
}

export type AdminUsersService = ReturnType<typeof adminUsersService>;
