import type { SupplierMe } from 'shared-contracts/supplier';
import { api } from 'shared-contracts/app';
import { SUPPLIER_TAGS } from '../../../shared/tags';

/** PUT /api/supplier/password */
export interface SupplierPasswordBody {
  old_password: string;
  password: string;
}

/**
 * The supplier's own account calls (issue 33), all under /api/supplier/ — the base query sends the supplier
 * token there (Authorization: Bearer) and never the shop user's. Endpoint names carry `supplier`: names are
 * global to the one api slice.
 */
export const supplierAuthApi = api.injectEndpoints({
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (b) => ({
    /** GET /api/supplier/me: who is signed in, its shop, and whether the one-time password must change first. */
    supplierMe: b.query<SupplierMe, void>({
      query: () => ({ url: '/supplier/me' }),
      extraOptions: { silent: true },
      providesTags: [SUPPLIER_TAGS.me],
    }),
    /**
     * PUT /api/supplier/password. On success the cached supplier no longer must change the password — set here,
     * before the caller navigates, so the guard does not bounce back to 修改密码 on the stale answer.
     */
    supplierChangePassword: b.mutation<null, SupplierPasswordBody>({
      query: (body) => ({ url: '/supplier/password', method: 'PUT', body }),
      async onQueryStarted(_, { dispatch, queryFulfilled }) {
        // a refusal is the caller's to say
        if (!(await queryFulfilled.then(() => true, () => false))) return;
        dispatch(
          supplierAuthApi.util.updateQueryData('supplierMe', undefined, (me) => {
            me.must_change_password = false;
          }),
        );
      },
    }),
    /** GET /api/supplier/logout (public): the server forgets the token. */
    supplierLogout: b.mutation<null, void>({
      query: () => ({ url: '/supplier/logout' }),
      extraOptions: { silent: true, quiet401: true },
    }),
  }),
});

export const { useSupplierMeQuery, useSupplierChangePasswordMutation, useSupplierLogoutMutation } = supplierAuthApi;
