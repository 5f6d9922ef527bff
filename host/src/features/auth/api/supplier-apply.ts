import type { SupplierApplicationResult } from 'shared-contracts/supplier';
import { api } from 'shared-contracts/app';

/** POST /api/supplier/applications (public): the register form with 供应商 chosen. */
export interface SupplierApplicationBody {
  mobile: string;
  password: string;
  sms_code: string;
  company_name: string;
  contact_name: string;
  goods_desc: string;
}

/**
 * 供应商入驻申请 (issue 33): registering with 供应商 chosen makes a pending application instead of a member account
 * — nothing to sign in with until the main site approves it (an SMS tells the applicant).
 */
export const supplierApplyApi = api.injectEndpoints({
  // Endpoint names are global to the one api slice: a clash must fail loudly in development.
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (b) => ({
    supplierApply: b.mutation<SupplierApplicationResult, SupplierApplicationBody>({
      query: (body) => ({ url: '/supplier/applications', method: 'POST', body }),
    }),
  }),
});

export const { useSupplierApplyMutation } = supplierApplyApi;
