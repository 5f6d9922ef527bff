import type { AdminOperatorRoleBody, AdminOperatorRow, AdminOperatorsQuery } from 'shared-contracts/admin';
import { api } from 'shared-contracts/app';

const LIST = { type: 'Operator', id: 'ADMIN_LIST' } as const;

/**
 * The console's 操作员 calls (server/src/routes/admin/operators.ts, admins only). No create call: accounts
 * are made on the server by `npm run operator -- create …`. Refusals come back as BUSINESS errors with the
 * server's Chinese `msg`, which the components say.
 */
export const operatorsApi = api.injectEndpoints({
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (b) => ({
    adminOperatorsList: b.query<AdminOperatorRow[], AdminOperatorsQuery>({
      query: (params) => ({ url: '/admin/operators', params }),
      extraOptions: { silent: true },
      providesTags: [LIST],
    }),
    adminOperatorRole: b.mutation<null, { id: number } & AdminOperatorRoleBody>({
      query: ({ id, role }) => ({
        url: `/admin/operators/${id}/role`,
        method: 'PUT',
        body: { role },
      }),
      invalidatesTags: [LIST],
    }),
    adminOperatorStatus: b.mutation<null, { id: number; action: 'disable' | 'enable' }>({
      query: ({ id, action }) => ({
        url: `/admin/operators/${id}/${action}`,
        method: 'POST',
      }),
      invalidatesTags: [LIST],
    }),
    adminOperatorResetTotp: b.mutation<null, number>({
      query: (id) => ({
        url: `/admin/operators/${id}/reset-totp`,
        method: 'POST',
      }),
      invalidatesTags: [LIST],
    }),
  }),
});

export const { useAdminOperatorsListQuery, useAdminOperatorRoleMutation, useAdminOperatorStatusMutation, useAdminOperatorResetTotpMutation } = operatorsApi;
