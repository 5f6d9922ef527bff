/**
 * The main console's supply side (issue 33), zod-free: 供应商 (accounts per 供货店铺), 供应商入驻 (applications),
 * 供货价审核 (a supplier's supply-price and 上架 / 下架 requests), 供应商结算, 发货时效 and 平台收益. Permissions:
 * `suppliers.read` / `suppliers.write` (main-site roles only: a 分站's operators never see suppliers), `money.read`
 * for 供应商结算 and 平台收益. Money is yuan on the wire (summed in fen on the server), times China time texts. The
 * request schemas are in ./suppliers-rules.ts; docs/suppliers.md "The main console".
 */
import type { SupplierApplicationStatus, SupplierRequestKind, SupplierRequestStatus, SupplierRole } from '../supplier';

// ---- 供应商: accounts ----

/** GET /api/admin/suppliers (page, page_size, shop_id, keyword: name or mobile, whole or its last 4 digits) */
export interface AdminSuppliersQuery {
  page?: number;
  page_size?: number;
  shop_id?: number;
  keyword?: string;
}

export interface AdminSupplierRow {
  id: number;
  shop_id: number;
  shop_name: string;
  name: string;
  /** 138****0000 */
  mobile: string;
  role: SupplierRole;
  /** 负责人 / 员工 */
  role_text: string;
  disabled: boolean;
  created_at: string;
}

/** POST /api/admin/suppliers */
export interface AdminSupplierBody {
  shop_id: number;
  mobile: string;
  name: string;
  role: SupplierRole;
}

/** The answer to POST /api/admin/suppliers: the one-time password, shown this once (and texted to the mobile). */
export interface AdminSupplierCreated {
  id: number;
  /** 138****0000 */
  mobile: string;
  password: string;
}

/** GET /api/admin/supplier-shop-options: the 供货店铺 a supplier filter or form offers (suppliers.read). */
export interface AdminSupplierShopOption {
  id: number;
  name: string;
}

// ---- 供应商入驻 ----

/** GET /api/admin/supplier-applications (page, page_size, status) */
export interface AdminSupplierApplicationsQuery {
  page?: number;
  page_size?: number;
  status?: SupplierApplicationStatus;
}

export interface AdminSupplierApplicationRow {
  id: number;
  /** 138****0000 */
  mobile: string;
  company_name: string;
  contact_name: string;
  goods_desc: string;
  status: SupplierApplicationStatus;
  status_text: string;
  /** why it was rejected ('' otherwise) */
  reason: string;
  /** approved: the 供货店铺 it was bound to */
  shop_id: number | null;
  shop_name: string | null;
  reviewed_by_name: string | null;
  reviewed_at: string | null;
  created_at: string;
}

/** POST /api/admin/supplier-applications/:id/approve: bind an existing 供货店铺, or create one by name (exactly one of the two). */
export interface AdminSupplierApproveBody {
  shop_id?: number;
  new_shop_name?: string;
}

export interface AdminSupplierApproveResult {
  supplier_id: number;
  shop_id: number;
  shop_name: string;
}

/** POST /api/admin/supplier-applications/:id/reject and /api/admin/supplier-requests/:id/reject */
export interface AdminSupplierRejectBody {
  /** 2–200 characters; texted to the applicant (an application) or shown to the supplier (a request) */
  reason: string;
}

// ---- 供货价审核 ----

/** GET /api/admin/supplier-requests (page, page_size, status, shop_id) */
export interface AdminSupplierRequestsQuery {
  page?: number;
  page_size?: number;
  status?: SupplierRequestStatus;
  shop_id?: number;
}

export interface AdminSupplierRequestRow {
  id: number;
  goods_id: number;
  goods_name: string;
  shop_id: number;
  shop_name: string;
  /** who asked */
  supplier_name: string;
  kind: SupplierRequestKind;
  /** 供货价调整 / 申请上架 / 申请下架 */
  kind_text: string;
  /** yuan, a supply_price request's from → to (null for 上架 / 下架) */
  old_supply_price: number | null;
  supply_price: number | null;
  /** yuan: the goods' list price and supply price now */
  price: number;
  current_supply_price: number;
  /** the goods is on sale now */
  on_sale: boolean;
  note: string;
  status: SupplierRequestStatus;
  status_text: string;
  reason: string;
  created_at: string;
  reviewed_by_name: string | null;
  reviewed_at: string | null;
}

// ---- 供应商结算 (money.read) ----

/** GET /api/admin/supplier-settlement (page, page_size): one row per 供货店铺, yuan. */
export interface AdminSupplierSettlementRow {
  shop_id: number;
  shop_name: string;
  /** owed now (supplier_payable; below 0 when a deduction came after a payout) */
  payable: number;
  /** applied for, awaiting 提现审核 (supplier_withdrawing) */
  withdrawing: number;
  /** paid out, ever (the withdraw_paid entries) */
  paid: number;
  /** 赔付扣款, ever (the supply_deduct entries) */
  deducted: number;
  /** parcels the shop marked shipped this China month */
  month_shipped: number;
}

// ---- 发货时效 (suppliers.read) ----

/** GET /api/admin/supplier-performance and /api/admin/finance/platform-share: China days, both included (default: this month). */
export interface AdminSupplierReportQuery {
  start_date?: string;
  end_date?: string;
}

/** A 供货店铺's dispatch performance over the parcels dispatched to it (waybill numbered) in the range. */
export interface AdminSupplierPerformanceRow {
  shop_id: number;
  shop_name: string;
  /** parcels dispatched to the shop (status 已发货 or refused after) */
  dispatched: number;
  /** marked shipped by the supplier */
  shipped: number;
  /** shipped before 08:00 China time of the day after the parcel's issue day (the 揽收 deadline of 超时赔付) */
  on_time: number;
  /** on_time / dispatched, percent with one decimal; null without parcels */
  on_time_percent: number | null;
  /** 超时赔付 and manual compensations of those parcels: count and yuan */
  compensations: number;
  compensation_amount: number;
  /** 赔付扣款 booked to the shop for those parcels, yuan */
  deducted: number;
}

export interface AdminSupplierPerformance {
  start_date: string;
  end_date: string;
  rows: AdminSupplierPerformanceRow[];
}

// ---- 平台收益 (money.read) ----

/**
 * One China day of parcels dispatched that day (yuan): what the merchants paid = supply price + 分站 margin +
 * commission + the platform's share, to the fen.
 */
export interface AdminPlatformShareRow {
  /** YYYY-MM-DD, or 合计 on the totals row */
  date: string;
  parcels: number;
  paid: number;
  supply: number;
  margin: number;
  commission: number;
  platform: number;
}

export interface AdminPlatformShare {
  start_date: string;
  end_date: string;
  /** days with parcels, oldest first */
  rows: AdminPlatformShareRow[];
  total: AdminPlatformShareRow;
}

export const SupplierAdminMessages = {
  notFound: '供应商账号不存在',
  mobileTaken: '该手机号已是供应商账号，请换一个手机号',
  mobileApplying: '该手机号有待审核的供应商入驻申请，请先在入驻申请中处理',
  shopMissing: '供货店铺不存在',
  shopChoice: '请选择已有的供货店铺，或填写新店铺名称（二选一）',
  shopNameTaken: '店铺名称已存在，请直接选择该店铺',
  alreadyDisabled: '该供应商账号已停用',
  alreadyEnabled: '该供应商账号已启用',
  created: '供应商账号已创建，一次性密码已短信发送',
  disabled: '供应商账号已停用，其登录已失效',
  enabled: '供应商账号已启用',
  applicationMissing: '入驻申请不存在',
  applicationReviewed: '该入驻申请已处理，不能重复审核',
  applicationApproved: '已通过入驻申请，已短信通知申请人',
  applicationRejected: '已驳回入驻申请，已短信通知申请人',
  requestMissing: '申请不存在',
  requestReviewed: '该申请已处理，不能重复审核',
  requestApproved: '已通过申请',
  requestRejected: '已驳回申请',
  supplyAbovePrice: '供货价不能高于商品售价',
  alreadyOnSale: '商品已上架',
  alreadyOffSale: '商品已下架',
  dateRange: '开始日期不能晚于结束日期',
  rangeTooLong: '日期范围最多 366 天',
} as const;
