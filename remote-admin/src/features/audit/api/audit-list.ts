import type { Paginated } from 'shared-contracts';
import type { AuditQuery, AuditRow } from 'shared-contracts/admin';
import { api } from 'shared-contracts/app';

/** GET /api/admin/audit: the audit log, newest first, paged as every list. */
export const auditApi = api.injectEndpoints({
  overrideExisting: process.env.NODE_ENV === 'development' ? 'throw' : false,
  endpoints: (b) => ({
    adminAuditList: b.query<Paginated<AuditRow>, AuditQuery>({
      query: (params) => ({ url: '/admin/audit', params }),
      extraOptions: { silent: true },
      providesTags: [{ type: 'Audit', id: 'LIST' }],
    }),
  }),
});

export const { useAdminAuditListQuery } = auditApi;
