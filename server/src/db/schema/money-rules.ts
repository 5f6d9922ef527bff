// Money powers one operator cannot abuse alone (issue 35, migration 0049).
import type { Generated } from 'kysely';

/** One row: the two-approver threshold of withdrawals and the floor of a group's discount, with who set them. */
export interface MoneyRulesTable {
  id: number;
  payout_review_threshold_fen: Generated<number>;
  /** percent of the list price: no member group may pay less */
  group_discount_floor_percent: Generated<number>;
  updated_by: number | null;
  updated_at: Date | null;
}
