import type { Paginated } from 'shared-contracts';
import type { AdminGroupOption, AdminUserDetail, AdminUserRow, AdminUserSignOutResult, AdminUsersQuery } from 'shared-contracts/admin';
import { api } from 'shared-contracts/app';

const LIST = { type: 'User', id: 'ADMIN_LIST' } as const;
const detailTag = (id: number) => ({
  type: 'User' as const,
  id: `ADMIN_${id}`,
});

/**
 * The console's 用户 calls (server/src/routes/admin/users.ts) and the group names they need
 * (GET /api/admin/group-options, users.read). Refusals come back as BUSINESS errors with the server's
 * Chinese `msg`: the components say them.
 */
export const usersApi = api.injectEndpoints({
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (b) => ({
    adminUsersList: b.query<Paginated<AdminUserRow>, AdminUsersQuery>({
      query: (params) => ({ url: '/admin/users', params }),
      extraOptions: { silent: true },
      providesTags: [LIST],
    }),
    adminUserDetail: b.query<AdminUserDetail, number>({
      query: (id) => `/admin/users/${id}`,
      extraOptions: { silent: true },
      providesTags: (_result, _error, id) => [detailTag(id)],
    }),
    /** A site's groups: the operator's own site's, or (a main-site operator) the site named — groups are per site. */
    adminGroupOptions: b.query<AdminGroupOption[], number | undefined>({
      query: (siteId) => ({ url: '/admin/group-options', params: siteId ? { site_id: siteId } : undefined }),
      extraOptions: { silent: true },
      providesTags: [{ type: 'Group', id: 'ADMIN_OPTIONS' }],
    }),
    adminUserGroup: b.mutation<unknown, { id: number; group_id: number }>({
      query: ({ id, group_id }) => ({
        url: `/admin/users/${id}/group`,
        method: 'PUT',
        body: { group_id },
      }),
      invalidatesTags: (_result, _error, { id }) => [LIST, detailTag(id), { type: 'Group', id: 'ADMIN_LIST' }],
    }),
    adminUserFreeze: b.mutation<unknown, { id: number; frozen: boolean; reason?: string }>({
      query: ({ id, ...body }) => ({
        url: `/admin/users/${id}/freeze`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_result, _error, { id }) => [LIST, detailTag(id)],
    }),
    adminUserSignOut: b.mutation<AdminUserSignOutResult, number>({
      query: (id) => ({ url: `/admin/users/${id}/sign-out`, method: 'POST' }),
    }),
  }),
});

export const { useAdminUsersListQuery, useAdminUserDetailQuery, useAdminGroupOptionsQuery, useAdminUserGroupMutation, useAdminUserFreezeMutation, useAdminUserSignOutMutation } = usersApi;
