// 推广佣金 (issue 22): the programme's settings and each referred order's commission.
import type { ColumnType, Generated } from 'kysely';

/** One row (0032): the rate in basis points, the freeze, the withdrawal rules. */
export interface PromotionSettingsTable {
  id: number;
  /** 500 = 5 % of what a referred user pays for parcels */
  rate_bp: Generated<number>;
  /** days after its parcels' dispatch an order's commission stays frozen */
  freeze_days: Generated<number>;
  withdraw_min_fen: Generated<number>;
  withdraw_daily_count: Generated<number>;
  updated_at: Generated<Date>;
}

/** One per order of a referred user that earned its referrer something (0032). */
export interface CommissionsTable {
  id: Generated<number>;
  order_id: number;
  referrer_id: number;
  user_id: number;
  rate_bp: number;
  /** what the referred user paid for the order's parcels, fen */
  base_fen: number;
  /** booked frozen, fen: the sum of each parcel's share (price × rate, rounded down) */
  amount_fen: number;
  /** taken back for parcels the courier refused */
  reversed_fen: Generated<number>;
  /** moved to available */
  released_fen: Generated<number>;
  status: ColumnType<'frozen' | 'available' | 'reversed', 'frozen' | undefined, 'available' | 'reversed'>;
  created_at: Date;
  released_at: Date | null;
}

/** Per user (0033): the withdrawal password (scrypt) with its wrong tries and lock, and the Alipay account. */
export interface WithdrawProfilesTable {
  user_id: number;
  password_hash: string | null;
  password_set_at: Date | null;
  /** wrong passwords since the last right one; 5 lock withdrawals for an hour */
  failed_tries: Generated<number>;
  locked_until: Date | null;
  alipay_account: string | null;
  /** the name on the Alipay account: the user's passed real name */
  alipay_name: string | null;
  account_updated_at: Date | null;
}

/** 待审核 pending → 打款中 paying → 已到账 paid | 打款失败 failed; 待审核 → 已驳回 rejected. */
export type WithdrawalStatus = 'pending' | 'paying' | 'paid' | 'rejected' | 'failed';

/** One application (0033): available → withdrawing when made; paid out once, or returned with the reason. */
export interface WithdrawalsTable {
  id: Generated<number>;
  /** the member (推广佣金), or null for a 分站's earnings (site_id; 0043) */
  user_id: number | null;
  site_id: Generated<number | null>;
  /** a supplier shop's payable (0045), applied by its owner */
  shop_id: Generated<number | null>;
  applied_by_supplier: Generated<number | null>;
  /** the 分站 owner who applied */
  applied_by: Generated<number | null>;
  amount_fen: number;
  /** the account as it was when applied */
  alipay_account: string;
  alipay_name: string;
  status: ColumnType<WithdrawalStatus, WithdrawalStatus | undefined, WithdrawalStatus>;
  /** why rejected, or why the payout failed */
  reason: string | null;
  idempotency_key: string;
  request_hash: string;
  created_at: Date;
  reviewed_by: number | null;
  reviewed_at: Date | null;
  paid_at: Date | null;
  /** the provider's transfer id (Alipay order_id) */
  provider_order_id: string | null;
  /** the transfer number (out_biz_no) drawn at approval; null while pending or rejected (0041) */
  payout_no: ColumnType<string | null, string | null | undefined, string | null>;
  /** a large withdrawal's first approver (0049): it stays pending until another operator approves it */
  first_approved_by: Generated<number | null>;
  first_approved_at: Generated<Date | null>;
}

/** Available commission moved into the prepaid balance (0033), once per Idempotency-Key. */
export interface CommissionTransfersTable {
  id: Generated<number>;
  user_id: number;
  amount_fen: number;
  idempotency_key: string;
  request_hash: string;
  created_at: Date;
}

/** The sandbox payout provider's transfers (0034), one per out_biz_no. */
export interface SandboxPayoutsTable {
  out_biz_no: string;
  amount_fen: number;
  account: string;
  name: string;
  status: 'paid' | 'failed';
  order_id: string | null;
  reason: string | null;
  created_at: Date;
}
