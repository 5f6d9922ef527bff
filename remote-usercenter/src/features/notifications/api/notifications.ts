import type { Notification, NotificationListQuery, NotificationReadBody, Paginated, UnreadCounts } from 'shared-contracts';
import { api } from 'shared-contracts/app';

/**
 * 消息 (issue 21): the caller's notifications, newest first (`unread` narrows to the unread ones), and
 * marking some read (`ids`) or all of them (no `ids`: 全部标为已读); the list and the badges refresh.
 */
export const notificationsApi = api.injectEndpoints({
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (b) => ({
    notificationList: b.query<Paginated<Notification>, NotificationListQuery>({
      query: (params) => ({ url: '/user/notification/list', params }),
      extraOptions: { silent: true },
      providesTags: [{ type: 'Notification', id: 'LIST' }],
    }),
    readNotifications: b.mutation<UnreadCounts, NotificationReadBody>({
      query: (body) => ({ url: '/user/notification/read', method: 'POST', body }),
      extraOptions: { silent: true },
      invalidatesTags: [
        { type: 'Notification', id: 'LIST' },
        { type: 'Notification', id: 'UNREAD' },
      ],
    }),
  }),
});

export const { useNotificationListQuery, useReadNotificationsMutation } = notificationsApi;
