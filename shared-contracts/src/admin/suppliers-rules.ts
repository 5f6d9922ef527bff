// The main console's supply side (issue 33): request schemas of /api/admin/suppliers, supplier-applications,
// supplier-requests, supplier-settlement, supplier-performance and finance/platform-share. The console's forms
// read their messages.
import { z } from 'zod';
import { mobileSchema } from '../rules/account';
import { requiredText, safeString } from '../rules/safe-text';
import { pageQuery, recordId } from '../schemas/common';
import { adminCompensationsFilter } from './compensations-rules';
import { SupplierAdminMessages } from './suppliers';

const { start_date, end_date } = adminCompensationsFilter.shape;

const STATUSES = ['pending', 'approved', 'rejected'] as const;
const status = z.enum(STATUSES, { error: '状态不正确' });
const shopId = recordId('供货店铺不正确');

/** GET /api/admin/suppliers */
export const adminSuppliersQuery = pageQuery.extend({
  shop_id: shopId.optional(),
  /** the name, or the mobile whole or its last 4 digits */
  keyword: safeString().trim().max(32, { error: '关键词不能超过 32 个字' }).optional(),
});

/** POST /api/admin/suppliers: an account of a 供货店铺 (owner 负责人 or staff 员工) with a one-time password. */
export const adminSupplierBody = z.object({
  shop_id: recordId('请选择供货店铺'),
  mobile: mobileSchema,
  name: requiredText('姓名', 30),
  role: z.enum(['owner', 'staff'], { error: '请选择角色' }).default('staff'),
});

/** GET /api/admin/supplier-applications */
export const adminSupplierApplicationsQuery = pageQuery.extend({ status: status.optional() });

/** POST /api/admin/supplier-applications/:id/approve: an existing 供货店铺, or a new one's name — exactly one. */
export const adminSupplierApproveBody = z
  .object({
    shop_id: shopId.optional(),
    new_shop_name: requiredText('新店铺名称', 64).optional(),
  })
  .refine((body) => (body.shop_id === undefined) !== (body.new_shop_name === undefined), { error: SupplierAdminMessages.shopChoice });

/** The reason of a rejection (2–200 characters): texted to an applicant, shown to a supplier. */
export const supplierRejectReason = safeString({ error: '请填写驳回原因' })
  .trim()
  .min(2, { error: '驳回原因应为 2–200 个字' })
  .max(200, { error: '驳回原因应为 2–200 个字' });

/** POST /api/admin/supplier-applications/:id/reject and /api/admin/supplier-requests/:id/reject */
export const adminSupplierRejectBody = z.object({ reason: supplierRejectReason });

/** GET /api/admin/supplier-requests */
export const adminSupplierRequestsQuery = pageQuery.extend({ status: status.optional(), shop_id: shopId.optional() });

/** GET /api/admin/supplier-settlement */
export const adminSupplierSettlementQuery = pageQuery;

/** GET /api/admin/supplier-performance and /api/admin/finance/platform-share: China days (default this month). */
export const adminSupplierReportQuery = z.object({ start_date, end_date });
