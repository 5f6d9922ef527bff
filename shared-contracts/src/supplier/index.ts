/**
 * The supply side (issue 33), zod-free: what a supplier's account, its goods, its parcels and its settlement
 * look like on the wire. Every call is under /api/supplier on the main site only; the supplier's token travels
 * as `Authorization: Bearer` there and nowhere else (a merchant's or an operator's token answers 401 on these
 * routes, a supplier's 401 on every other). Money is yuan on the wire, times China time texts
 * (YYYY-MM-DD HH:mm:ss). The request schemas are in ./rules.ts; docs/suppliers.md tells the whole story.
 */
import type { Paginated } from '../envelope';

/** The supplier's token lives in the browser in this cookie, path SUPPLIER_COOKIE_PATH (remote-supplier's pages). */
export const SUPPLIER_TOKEN_COOKIE = 'supplier-token';
export const SUPPLIER_COOKIE_PATH = '/supplier-center';

export type SupplierRole = 'owner' | 'staff';
export const SUPPLIER_ROLE_NAMES: Record<SupplierRole, string> = { owner: '负责人', staff: '员工' };

/** POST /api/login with `type: 2` answers this (no member session). */
export interface SupplierLoginResult {
  token: string;
  /** the one-time password is still unchanged: every /api/supplier route but me, password and logout answers 403 */
  must_change_password: boolean;
}

/** GET /api/supplier/me */
export interface SupplierMe {
  id: number;
  name: string;
  /** masked 138****0000 */
  mobile: string;
  role: SupplierRole;
  must_change_password: boolean;
  shop: { id: number; name: string; logo: string };
}

// ---- 入驻申请 (POST /api/supplier/applications, public; the register form with 供应商 chosen) ----

export type SupplierApplicationStatus = 'pending' | 'approved' | 'rejected';
export const SUPPLIER_APPLICATION_STATUS: Record<SupplierApplicationStatus, string> = { pending: '待审核', approved: '已通过', rejected: '已驳回' };

/** The answer to an application: nothing to sign in with until it is approved. */
export interface SupplierApplicationResult {
  id: number;
}

// ---- 工作台 (GET /api/supplier/workbench) ----

export interface SupplierWorkbench {
  /** China date YYYY-MM-DD */
  date: string;
  /** parcels with a waybill number not yet shipped, per courier, with the courier's 出单截止时间 (HH:mm:ss) */
  to_ship: { courier_id: number; courier_name: string; issue_deadline: string; parcels: number }[];
  to_ship_total: number;
  /** goods whose stock is at or below their low-stock line */
  low_stock: { goods_id: number; name: string; stock: number; stock_warning: number }[];
  month: { shipped: number; /** yuan booked this month (net of reversals and deductions) */ payable: number };
}

// ---- 商品 ----

export type SupplierRequestKind = 'supply_price' | 'on_sale' | 'off_sale';
export const SUPPLIER_REQUEST_KIND: Record<SupplierRequestKind, string> = { supply_price: '供货价调整', on_sale: '申请上架', off_sale: '申请下架' };
export type SupplierRequestStatus = 'pending' | 'approved' | 'rejected';
export const SUPPLIER_REQUEST_STATUS: Record<SupplierRequestStatus, string> = { pending: '待审核', approved: '已通过', rejected: '已驳回' };

/** One row of GET /api/supplier/goods */
export interface SupplierGoodsRow {
  goods_id: number;
  name: string;
  pics: string[];
  description: string;
  weight_g: number;
  /** yuan: the main site's list price (what shoppers pay before groups) */
  price: number;
  /** yuan: what the supplier is paid per parcel */
  supply_price: number;
  stock: number;
  /** the low-stock line: at or below it the workbench warns */
  stock_warning: number;
  is_on_sale: boolean;
  courier_name: string;
  /** requests awaiting the main site's review */
  pending: { id: number; kind: SupplierRequestKind; supply_price: number | null; created_at: string }[];
}

/** One row of GET /api/supplier/requests (its own requests, newest first) */
export interface SupplierRequestRow {
  id: number;
  goods_id: number;
  goods_name: string;
  kind: SupplierRequestKind;
  kind_text: string;
  /** yuan, for a supply_price request: from → to */
  old_supply_price: number | null;
  supply_price: number | null;
  status: SupplierRequestStatus;
  status_text: string;
  reason: string;
  created_at: string;
  reviewed_at: string | null;
}

// ---- 待发货 ----

/** to_ship: numbered, not yet shipped; shipped: the supplier marked it 发货; refused: 无法发货 or the courier refused. */
export type SupplierParcelStatus = 'to_ship' | 'shipped' | 'refused';
export const SUPPLIER_PARCEL_STATUS: Record<SupplierParcelStatus, string> = { to_ship: '待发货', shipped: '已发货', refused: '无法发货' };

/** One row of GET /api/supplier/parcels */
export interface SupplierParcelRow {
  id: number;
  parcel_sn: string;
  waybill_code: string;
  order_sn: string;
  goods_id: number;
  goods_name: string;
  /** pieces in the parcel */
  goods_num: number;
  courier_id: number;
  courier_name: string;
  /** the courier's 出单截止时间 that day (HH:mm:ss) */
  issue_deadline: string;
  rec_name: string;
  /** masked as on 隐私面单 */
  rec_mobile: string;
  rec_address: string;
  status: SupplierParcelStatus;
  status_text: string;
  /** refused: why */
  reason: string;
  /** when the merchant ordered */
  created_at: string;
  shipped_at: string | null;
}

/** POST /api/supplier/pick-list: totals per goods and per courier of the chosen parcels */
export interface SupplierPickList {
  rows: { goods_id: number; goods_name: string; courier_id: number; courier_name: string; parcels: number; pieces: number }[];
  total_parcels: number;
  total_pieces: number;
  generated_at: string;
}

/** POST /api/supplier/ship and /refuse: what was done and what was skipped, with why (another's id answers 404 instead). */
export interface SupplierBatchResult {
  done: number[];
  skipped: { id: number; reason: string }[];
}

// ---- 结算 ----

/** GET /api/supplier/settlement/summary, yuan */
export interface SupplierSettlementSummary {
  /** owed now: booked supply prices minus reversals, deductions and what was applied for */
  payable: number;
  /** paid out, ever */
  paid: number;
  /** 赔付扣款, ever */
  deducted: number;
  /** applied for, awaiting the main site's finance */
  withdrawing: number;
}

/** One row of GET /api/supplier/settlement/statements (period day or month, China time) */
export interface SupplierStatementRow {
  /** YYYY-MM-DD or YYYY-MM */
  period: string;
  /** parcels booked (dispatched) in the period */
  parcels: number;
  /** yuan booked for them */
  supply: number;
  /** yuan taken back for refused parcels */
  reversed: number;
  /** yuan 赔付扣款 */
  deducted: number;
  /** yuan paid out */
  paid: number;
  /** supply − reversed − deducted */
  net: number;
}

/** The supplier ledger's entry types as shown */
export const SUPPLIER_ENTRY_TYPE: Record<string, string> = {
  supply: '供货结算',
  supply_reverse: '拒收冲回',
  supply_deduct: '赔付扣款',
  withdraw: '申请结算',
  withdraw_paid: '结算到账',
  withdraw_return: '结算退回',
};

/** One row of GET /api/supplier/settlement/entries */
export interface SupplierEntryRow {
  id: number;
  type: string;
  type_text: string;
  /** supplier_payable or supplier_withdrawing */
  account: string;
  /** yuan, signed */
  amount: number;
  balance_after: number;
  remark: string;
  created_at: string;
}

/** GET /api/supplier/settlement/account (owner only to change) */
export interface SupplierPayoutAccount {
  /** masked; null until set */
  alipay_account: string | null;
  alipay_name: string | null;
}

/** One row of GET /api/supplier/settlement/withdrawals */
export interface SupplierWithdrawalRow {
  id: number;
  amount: number;
  alipay_account: string;
  status: 'pending' | 'paying' | 'paid' | 'rejected' | 'failed';
  status_text: string;
  reason: string | null;
  created_at: string;
  paid_at: string | null;
}

export type SupplierParcelsPage = Paginated<SupplierParcelRow>;

export const SupplierMessages = {
  applied: '入驻申请已提交，审核结果将短信通知您',
  applicationPending: '您的入驻申请正在审核中，请耐心等待',
  mobileApplied: '该手机号已提交入驻申请或已是供应商账号',
  registerAsApplication: '供应商请填写入驻资料提交申请',
  passwordOnly: '供应商请使用密码登录',
  disabled: '供应商账号已停用，请联系平台',
  mustChangePassword: '请先修改初始密码',
  ownerOnly: '仅供应商负责人可操作',
  stockChanged: '库存已被订单更新，请刷新后重新设置',
  requestPending: '该商品已有待审核的同类申请',
  supplyAbovePrice: '供货价不能高于商品售价',
  samePrice: '新供货价与当前供货价相同',
  alreadyOnSale: '商品已上架',
  alreadyOffSale: '商品已下架',
  notToShip: '包裹不是待发货状态',
  shipped: '发货成功',
  refused: '已标记无法发货，商户货款已退回',
  payableShort: '可结算金额不足',
  accountMissing: '请先设置收款账号',
  parcelsRequired: '请选择包裹',
  tooManyParcels: '一次最多选择 1000 个包裹',
} as const;
