/**
 * 提现审核, 推广设置, 佣金记录 (issue 22), zod-free. Money is yuan on the wire, times China time
 * (YYYY-MM-DD HH:mm:ss). Permissions: money.read to list, money.write to approve / reject / pay again and to change the
 * settings (admin, finance); every change is audited (withdrawal.approve, withdrawal.reject, withdrawal.retry,
 * promotion.settings). The request schemas are in ./promotion-rules.ts.
 */
import type { CommissionStatus, WithdrawalStatusKey } from '../promotion-texts';

/** GET /api/admin/withdrawals (page, page_size, status, mobile whole or last 4, start_date / end_date China days) */
export interface AdminWithdrawalsQuery {
  page?: number;
  page_size?: number;
  /** one site's */
  site_id?: number;
  /** one kind's: 推广佣金, 分站收益 or 供应商结算 (issue 33) */
  kind?: AdminWithdrawalKind;
  status?: WithdrawalStatusKey;
  mobile?: string;
  start_date?: string;
  end_date?: string;
}

/**
 * commission: a member's 推广佣金; site_earnings: a 分站's earnings (issue 32), paid to its owner's account;
 * supplier_payable: a 供货店铺's payable (issue 33), applied by its 负责人.
 */
export type AdminWithdrawalKind = 'commission' | 'site_earnings' | 'supplier_payable';
export const WITHDRAWAL_KINDS: readonly AdminWithdrawalKind[] = ['commission', 'site_earnings', 'supplier_payable'];

/** One withdrawal as finance reviews it: whole account and names, so they can be compared before paying. */
export interface AdminWithdrawalRow {
  id: number;
  kind: AdminWithdrawalKind;
  /** supplier_payable: the 供货店铺 paid (null otherwise) */
  shop_id: number | null;
  shop_name: string | null;
  /** the member (commission), or null (site_earnings) */
  user_id: number | null;
  site_id: number;
  site_name: string;
  /** 138****0000 */
  mobile: string;
  /** yuan */
  amount: number;
  alipay_account: string;
  alipay_name: string;
  /** the user's passed real name now (null if it no longer is), to compare with alipay_name */
  real_name: string | null;
  status: WithdrawalStatusKey;
  status_text: string;
  reason: string | null;
  created_at: string;
  reviewed_by_name: string | null;
  reviewed_at: string | null;
  paid_at: string | null;
  /** the payout provider's transfer id */
  provider_order_id: string | null;
}

/** What the filters select: count and yuan per status. */
export type AdminWithdrawalTotals = Record<WithdrawalStatusKey, { count: number; amount: number }>;

/** POST /api/admin/withdrawals/approve { ids } and /reject { ids, reason }: each id done or skipped with why. */
export interface AdminWithdrawalBatchResult {
  done: number[];
  skipped: { id: number; reason: string }[];
}

/** GET / PUT /api/admin/promotion/settings */
export interface AdminPromotionSettings {
  /** percent of what a referred user pays for parcels, up to two decimals (5 = 5 %) */
  rate: number;
  freeze_days: number;
  /** yuan */
  withdraw_min: number;
  withdraw_daily_count: number;
  /** per VIP group: its own rate (percent) or null for the site's */
  groups: { id: number; name: string; rate: number | null }[];
}

/** GET /api/admin/commissions (page, page_size, status, mobile of the referrer or the referred user, start_date / end_date) */
export interface AdminCommissionsQuery {
  page?: number;
  page_size?: number;
  status?: CommissionStatus;
  mobile?: string;
  start_date?: string;
  end_date?: string;
}

export interface AdminCommissionRow {
  id: number;
  order_id: number;
  order_sn: string;
  referrer_id: number;
  referrer_mobile: string;
  user_id: number;
  user_mobile: string;
  /** yuan */
  base: number;
  /** percent */
  rate: number;
  amount: number;
  reversed: number;
  released: number;
  status: CommissionStatus;
  created_at: string;
  released_at: string | null;
}

export const WithdrawalAdminMessages = {
  notPending: '该提现申请已处理',
  notPaying: '该提现不在打款中',
  notFound: '提现申请不存在',
  rejectReasonRequired: '请填写驳回原因',
  settingsSaved: '推广设置已保存',
} as const;
