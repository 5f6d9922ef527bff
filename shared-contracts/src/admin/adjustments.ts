/**
 * 资金调整 (issue 20), zod-free: an operator's manual credit or debit of a user's balance with a reason,
 * booked as its own ledger entry type (`adjust`, shown to the user as 人工调整 with the reason as the
 * remark). Money is yuan on the wire, times China time (YYYY-MM-DD HH:mm:ss), mobiles masked.
 * Permission: `money.write` for every call (roles admin, finance); every change is audited (entity
 * `adjustment`: adjustment.request / adjustment.book / adjustment.approve / adjustment.reject).
 *
 * Above the review threshold (ADJUSTMENT_REVIEW_THRESHOLD_YUAN) an adjustment waits (`pending`, 待复核)
 * until a second operator holding money.write — never the requester — approves (booked) or rejects it.
 */

export const ADJUSTMENT_DIRECTIONS = { credit: '加款', debit: '扣款' } as const;
export type AdjustmentDirection = keyof typeof ADJUSTMENT_DIRECTIONS;

export const ADJUSTMENT_STATUSES = {
  pending: '待复核',
  booked: '已入账',
  rejected: '已驳回',
} as const;
export type AdjustmentStatus = keyof typeof ADJUSTMENT_STATUSES;

/**
 * Why an adjustment waits for a second operator (issue 35): it alone is above the threshold, or today's (China day)
 * adjustments booked at once by its requester, or for its user, would pass the threshold with it.
 */
export const ADJUSTMENT_REVIEW_REASONS = {
  amount: '单笔超过复核额度',
  daily_total: '今日累计超过复核额度',
} as const;
export type AdjustmentReviewReason = keyof typeof ADJUSTMENT_REVIEW_REASONS;

/** Reason (the remark the user sees in 资金明细) and review note lengths. */
export const ADJUSTMENT_REASON_MIN = 2;
export const ADJUSTMENT_REASON_MAX = 200;

export const AdjustmentMessages = {
  userNotFound: '用户不存在',
  notFound: '调整记录不存在',
  ownRequest: '不能复核自己发起的调整，请由另一位财务人员复核',
  alreadyBooked: '该调整已入账，不能重复处理',
  alreadyRejected: '该调整已驳回，不能再处理',
  keyReused: '该幂等键已用于另一笔调整',
  userRequired: '请填写用户 ID 或手机号',
  /** the answers of POST /api/admin/adjustments */
  booked: '已入账',
  submitted: '已提交，待另一位财务人员复核',
  submittedDailyTotal: '今日累计超过复核额度，已提交，待另一位财务人员复核',
} as const;

/** The refusal of a debit beyond the balance (at request time, and again at booking time). */
export const adjustmentBalanceShort = (balanceYuan: string, amountYuan: string) => `用户余额不足：当前余额 ¥${balanceYuan}，不能扣款 ¥${amountYuan}`;

/** GET /api/admin/adjustments */
export interface AdminAdjustmentsQuery {
  page?: number;
  page_size?: number;
  status?: AdjustmentStatus;
  /** the user's whole mobile, or its last 4 digits */
  mobile?: string;
  /** requested at or after / at or before, China time */
  start_time?: string;
  end_time?: string;
}

/** One adjustment (the list's row; also the answer of create, approve, reject). */
export interface AdminAdjustmentRow {
  id: number;
  user_id: number;
  username: string;
  /** 138****0000 */
  mobile: string;
  direction: AdjustmentDirection;
  /** yuan, > 0 (the direction says credit or debit) */
  amount: number;
  reason: string;
  status: AdjustmentStatus;
  requested_by: number;
  requester_name: string;
  /** China time */
  requested_at: string;
  /** null while pending, and for one booked at once (at or below the threshold) */
  reviewed_by: number | null;
  reviewer_name: string | null;
  /** China time; set when booked or rejected */
  reviewed_at: string | null;
  review_note: string;
  /** the ledger entry it was booked as */
  ledger_entry_id: number | null;
  /** why it needed (or needs) a second operator; null when booked at once */
  review_reason: AdjustmentReviewReason | null;
}

/**
 * POST /api/admin/adjustments, with an `Idempotency-Key` header (8–64 of A–Z a–z 0–9 _ -): the same key
 * again returns the same adjustment and books nothing twice. The user by `user_id` or whole `mobile`.
 */
export interface AdminAdjustmentBody {
  user_id?: number;
  mobile?: string;
  direction: AdjustmentDirection;
  /** yuan, at most two decimals */
  amount: number;
  reason: string;
}

/** POST /api/admin/adjustments/:id/reject */
export interface AdminAdjustmentRejectBody {
  note: string;
}

/** GET /api/admin/adjustments/user?mobile= : who the new adjustment is for. */
export interface AdminAdjustmentUser {
  id: number;
  username: string;
  /** 138****0000 */
  mobile: string;
  /** yuan */
  balance: number;
  frozen: boolean;
}

/** GET /api/admin/adjustments/settings */
export interface AdminAdjustmentSettings {
  /** yuan: at or below it an adjustment is booked at once; above it it needs a second operator */
  review_threshold: number;
}
