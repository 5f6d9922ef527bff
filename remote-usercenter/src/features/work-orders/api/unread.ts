import type { UnreadCounts } from 'shared-contracts';
import { api } from 'shared-contracts/app';

/**
 * GET /api/user/work-order/unread — work orders with a reply not yet opened, and unread 消息: the menu's and
 * the tabs' badges. Polled: an outage is not announced (the badge keeps its last count).
 */
export const unreadApi = api.injectEndpoints({
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (b) => ({
    unreadCounts: b.query<UnreadCounts, void>({
      query: () => ({ url: '/user/work-order/unread' }),
      extraOptions: { silent: true, background: true, quiet404: true },
      providesTags: [
        { type: 'WorkOrder', id: 'UNREAD' },
        { type: 'Notification', id: 'UNREAD' },
      ],
    }),
  }),
});

export const { useUnreadCountsQuery } = unreadApi;
