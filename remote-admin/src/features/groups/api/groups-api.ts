import type { AdminGroup, AdminGroupBody, AdminRechargeSettings, AdminRechargeSettingsBody } from 'shared-contracts/admin';
import { api } from 'shared-contracts/app';

const LIST = { type: 'Group', id: 'ADMIN_LIST' } as const;
/** the users page's group names (features/users) */
const OPTIONS = { type: 'Group', id: 'ADMIN_OPTIONS' } as const;
const SETTINGS = { type: 'Balance', id: 'ADMIN_RECHARGE_SETTINGS' } as const;

/**
 * The console's 会员等级与充值 calls (server/src/routes/admin/groups.ts). Refusals come back as BUSINESS
 * errors with the server's Chinese `msg`: the components say them.
 */
export const groupsApi = api.injectEndpoints({
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (b) => ({
    adminGroups: b.query<AdminGroup[], void>({
      query: () => '/admin/groups',
      extraOptions: { silent: true },
      providesTags: [LIST],
    }),
    adminCreateGroup: b.mutation<{ id: number }, AdminGroupBody>({
      query: (body) => ({ url: '/admin/groups', method: 'POST', body }),
      invalidatesTags: [LIST, OPTIONS],
    }),
    adminUpdateGroup: b.mutation<unknown, { id: number; body: AdminGroupBody }>({
      query: ({ id, body }) => ({
        url: `/admin/groups/${id}`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: [LIST, OPTIONS],
    }),
    adminDeleteGroup: b.mutation<unknown, number>({
      query: (id) => ({ url: `/admin/groups/${id}`, method: 'DELETE' }),
      invalidatesTags: [LIST, OPTIONS],
    }),
    adminRechargeSettings: b.query<AdminRechargeSettings, void>({
      query: () => '/admin/recharge-settings',
      extraOptions: { silent: true },
      providesTags: [SETTINGS],
    }),
    adminSaveRechargeSettings: b.mutation<AdminRechargeSettings, AdminRechargeSettingsBody>({
      query: (body) => ({
        url: '/admin/recharge-settings',
        method: 'PUT',
        body,
      }),
      invalidatesTags: [SETTINGS],
    }),
  }),
});

export const { useAdminGroupsQuery, useAdminCreateGroupMutation, useAdminUpdateGroupMutation, useAdminDeleteGroupMutation, useAdminRechargeSettingsQuery, useAdminSaveRechargeSettingsMutation } =
  groupsApi;
