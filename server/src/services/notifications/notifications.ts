import type { NotificationKind, Paginated, UnreadCounts, Notification } from 'shared-contracts';
import { chinaText } from 'shared-contracts/china-time';
import type { PageRequest } from '../../lib/paginate';
import type { Repositories } from '../../repositories';
import { notificationText, type NotificationData } from './texts';

/** Where each kind's "see more" leads in the user centre. */
const LINKS = {
  compensation: '/user-center/package-list',
  parcel_refused: '/user-center/order-list',
  withdrawal: '/user-center/wallet',
} as const;

/** The China day of a moment as YYYY-MM-DD (the compensation group's key). */
const chinaDay = (at: Date) => chinaText(at).slice(0, 10);

/**
 * 消息 (issue 21): the merchant is told of money that reached their balance and of 客服's replies, without
 * being flooded: one notification per cause group — the compensations of a China day, the refused parcels
 * of an order, the unread replies of a work order — upserted (repositories/notifications.ts), unread again
 * and on top of the list each time more happens. The writers call these inside their own transaction, so a
 * notification exists exactly when the money moved (never on a replay that posted nothing).
 */
export function notificationService({ repos, now }: { repos: Repositories; now: () => Date }) {
  async function unread(userId: number): Promise<UnreadCounts> {
    const [work_orders, notifications] = await Promise.all([repos.workOrders.unreadCount(userId), repos.notifications.unreadCount(userId)]);
    return { work_orders, notifications };
  }

  return {
    /**
     * Parcels compensated by the job (or by hand, `manual`) — one unless `count` says more, `amountFen` in
     * all: counted into the day's one notification of its kind.
     */
    async compensated(userId: number, amountFen: number, options: { manual?: boolean; count?: number } = {}): Promise<void> {
      const at = now();
      await repos.notifications.upsert({
        userId,
        kind: 'compensation',
        sourceKey: `compensation:${chinaDay(at)}${options.manual ? ':manual' : ''}`,
        data: { count: options.count ?? 1, amount_fen: amountFen, ...(options.manual ? { manual: true } : {}) },
        link: LINKS.compensation,
        at,
      });
    },

    /** A parcel refused by the courier and refunded: counted into its order's one notification. */
    async parcelRefused(userId: number, order: { id: number; order_sn: string }, amountFen: number): Promise<void> {
      await repos.notifications.upsert({
        userId,
        kind: 'parcel_refused',
        sourceKey: `parcel_refused:order:${order.id}`,
        data: { count: 1, amount_fen: amountFen, order_sn: order.order_sn },
        link: LINKS.parcel_refused,
        at: now(),
      });
    },

    /** 客服 replied to a work order: the count of replies the merchant has not read yet. */
    async workOrderReplied(userId: number, workOrder: { id: number; sn: string }): Promise<void> {
      await repos.notifications.upsert({
        userId,
        kind: 'work_order',
        sourceKey: `work_order:${workOrder.id}`,
        data: { count: 1, work_order_sn: workOrder.sn },
        link: `/user-center/merchant-news?id=${workOrder.id}`,
        at: now(),
        restartWhenRead: true,
      });
    },

    /** A withdrawal paid out (written by issue 22's withdrawals). */
    async withdrawalPaid(userId: number, withdrawalId: number, amountFen: number): Promise<void> {
      await repos.notifications.upsert({ userId, kind: 'withdrawal', sourceKey: `withdrawal:${withdrawalId}`, data: { count: 1, amount_fen: amountFen }, link: LINKS.withdrawal, at: now() });
    },

    /** The merchant opened the work order: its reply notification is read. */
    async workOrderOpened(userId: number, workOrderId: number): Promise<void> {
      await repos.notifications.markSourceRead(userId, `work_order:${workOrderId}`, now());
    },

    async list(userId: number, unread: boolean | undefined, page: PageRequest): Promise<Paginated<Notification>> {
      const found = await repos.notifications.list(userId, unread, page);
      return {
        ...found,
        list: found.list.map((row) => ({
          id: row.id,
          kind: row.kind as NotificationKind,
          ...notificationText(row.kind as NotificationKind, row.data as NotificationData),
          link: row.link,
          read: row.read_at !== null,
          created_at: chinaText(row.updated_at),
        })),
      };
    },

    /** The menu badges: work orders with an unread 客服 reply, and unread notifications. */
    unread,

    /** 标为已读 / 全部已读; answers the badges after it. */
    async read(userId: number, ids: number[] | undefined): Promise<UnreadCounts> {
      await repos.notifications.markRead(userId, ids, now());
      return unread(userId);
    },
  };
}

export type NotificationService = ReturnType<typeof notificationService>;
