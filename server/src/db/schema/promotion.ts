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
