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
  /**
   * issue 35: above the money rules' payout threshold a withdrawal needs two different approvers — true while such
   * a one is pending (待复核 once the first has approved)
   */
  needs_two_approvers: boolean;
  /** the first of the two approvals (第一审核人), or null */
  first_approved_by_name: string | null;
  first_approved_at: string | null;
}

/** What the filters select: count and yuan per status. */
export type AdminWithdrawalTotals = Record<WithdrawalStatusKey, { count: number; amount: number }>;

/** POST /api/admin/withdrawals/approve { ids } and /reject { ids, reason }: each id done or skipped with why. */
export interface AdminWithdrawalBatchResult {
  done: number[];
  skipped: { id: number; reason: string }[];
  /** approve only (issue 35): large withdrawals this call gave their first approval; they wait for a second operator */
  first_approved?: number[];
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
  /** issue 35: the two approvers of a large withdrawal */
  secondApprover: '大额提现需另一位财务人员复核，第一审核人不能再次通过',
  ruleSetter: '您最近设置了大额提现复核金额，不能审核大额提现，请由其他财务人员审核',
  accountChanger: '您在 24 小时内修改过该收款账户，不能审核这笔提现',
  /** the approve call's message when some wait for a second approver */
  firstApproved: (count: number) => `${count} 笔大额提现已记录第一审核，待另一位财务人员复核`,
} as const;

/** The 审核 column of 提现审核 (issue 35). */
export const WITHDRAWAL_REVIEW_TEXTS = {
  awaitingFirst: '大额，需两人审核',
  awaitingSecond: '待复核',
  firstApprover: '第一审核人',
} as const;

/**
 * 资金安全 (issue 35): GET / PUT /api/admin/money-rules (permission money.rules: admin only; audited money-rules.update).
 * Above `payout_review_threshold` yuan a withdrawal needs two different approvers, neither the operator who last saved
 * these rules nor one who changed the payee's account within 24 hours; no member group (main site or 分站) may be given
 * a discount below `group_discount_floor` percent of the list price.
 */
export interface AdminMoneyRules {
  /** yuan */
  payout_review_threshold: number;
  /** percent of the list price, integer 1–100 */
  group_discount_floor: number;
  updated_by_name: string | null;
  updated_at: string | null;
}

export interface AdminMoneyRulesBody {
  payout_review_threshold: number;
  group_discount_floor: number;
}

export const MoneyRulesMessages = {
  saved: '资金安全设置已保存',
} as const;

/** 推广设置's bounds (issue 35): at most this commission rate (percent), at least this freeze (days). */
export const PROMOTION_RATE_MAX = 20;
export const PROMOTION_FREEZE_MIN = 3;

/** The console's texts of 推广设置's bounds and the 资金安全 card (issue 35). */
export const MoneyRulesTexts = {
  rateHint: `被推广用户实付包裹金额的百分比，最高 ${PROMOTION_RATE_MAX}%`,
  freezeHint: `包裹发货后冻结，期满才可提现；至少 ${PROMOTION_FREEZE_MIN} 天`,
  siteRateHint: `会员推广他人下单时，按被推广会员实付金额的百分比计佣金，从本站毛利中支付；0–${PROMOTION_RATE_MAX}，最多两位小数，0 表示不开启。`,
  cardTitle: '资金安全',
  cardHint: '仅管理员可修改。超过大额提现复核金额的提现需两位不同的财务人员审核，设置人本人不能审核；会员等级折扣不能低于下限（主站与分站）。',
  threshold: '大额提现复核金额',
  floor: '会员折扣下限',
  floorExtra: '按原价的百分比，如 80 表示最低 8 折',
  lastSet: (name: string, at: string) => `最后由 ${name} 于 ${at} 设置`,
  neverSet: '尚未修改，使用默认值',
} as const;
