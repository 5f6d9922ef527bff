import { UserType, type LoginBody } from 'shared-contracts';
import type { SupplierLoginResult } from 'shared-contracts/supplier';
import { api } from 'shared-contracts/app';

/**
 * POST /api/login with `type: 2` (the dialog's 供应商): a supplier's sign-in (issue 33). It answers the supplier's
 * own token and whether its one-time password must change — no member session; code 80 asks for the image
 * captcha as for anyone.
 */
export const supplierLoginApi = api.injectEndpoints({
  // Endpoint names are global to the one api slice: a clash must fail loudly in development.
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (b) => ({
    supplierLogin: b.mutation<SupplierLoginResult, Omit<LoginBody, 'type'>>({
      query: (body) => ({ url: '/login', method: 'POST', body: { ...body, type: UserType.SUPPLIER } }),
    }),
  }),
});

export const { useSupplierLoginMutation } = supplierLoginApi;
