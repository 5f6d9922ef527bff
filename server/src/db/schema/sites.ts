// The main site and its sub-stations.
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from './columns';
import type { WithdrawProfilesTable } from './promotion';

/** The main site (`is_main`, a complete configuration) and the sub-stations (an override): migration 0016. */
export interface SitesTable {
  id: Generated<number>;
  is_main: ColumnType<boolean, boolean | undefined, never>;
  /** jsonb, written as JSON text */
  config: ColumnType<unknown, string, string>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | undefined, Date>;
  /** 0043: a 分站's terms (the main site's row keeps the defaults, unused) */
  status: Generated<'active' | 'stopped'>;
  cost_percent: Generated<number>;
  markup_percent: Generated<number>;
  freeze_days: Generated<number>;
  commission_bp: Generated<number>;
}

/** A 分站 owner's fixed price (fen, never below cost) and hidden goods (0043). */
export interface SiteGoodsTable {
  site_id: number;
  goods_id: number;
  price_fen: number | null;
  hidden: Generated<boolean>;
  updated_at: Generated<Date>;
}

/** A 分站's earnings accounts (0043), fen, never negative: each the sum of its ledger entries. */
export interface SiteWalletsTable {
  site_id: number;
  site_earnings_frozen: Generated<number>;
  site_earnings_available: Generated<number>;
  site_withdrawing: Generated<number>;
  updated_at: Generated<Date>;
}

/** An order's margin as booked to its 分站 (0043): frozen, less refused parcels, released after the freeze. */
export interface SiteOrderMarginsTable {
  order_id: number;
  site_id: number;
  amount_fen: number;
  reversed_fen: Generated<number>;
  released_fen: Generated<number>;
  status: ColumnType<'frozen' | 'available' | 'reversed', 'frozen' | undefined, 'available' | 'reversed'>;
  created_at: Date;
  released_at: Date | null;
}

/** A 分站's withdrawal password and Alipay account (0043), as a member's withdraw_profiles. */
export interface SiteWithdrawProfilesTable extends Omit<WithdrawProfilesTable, 'user_id'> {
  site_id: number;
}

/** A sub-station's domains: one site each (lower case, no port). */
export interface SiteDomainsTable {
  domain: string;
  site_id: number;
  position: number;
}
