// Orders, their parcels, and the smart-filtering rules applied to order sheets.
import type { ColumnType, Generated } from 'kysely';

export interface OrdersTable {
  id: Generated<number>;
  /** the member's site, priced by its rule (0043) */
  site_id: Generated<number>;
  order_sn: string;
  user_id: number;
  goods_id: number;
  goods_name: string;
  goods_pic: string;
  courier_id: number;
  express_name: string;
  goods_num: number;
  unit_price_fen: number;
  total_fen: number;
  refund_fen: Generated<number>;
  rec_count: number;
  platform: number;
  order_source: number;
  remark: string;
  /** 1 unpaid, 2 paid awaiting dispatch, 3 dispatched (no parcel waits) */
  status: Generated<number>;
  idempotency_key: string;
  request_hash: string;
  /** result rows with status 0, for the replayed answer (jsonb) */
  rejected: ColumnType<unknown[], string | undefined, string>;
  created_at: ColumnType<Date, Date | undefined, never>;
  /** the authorised shop the recipients came from (order_source 4) */
  store_id: number | null;
  /** the courier's 出单截止时间 when the order was made (0028, HH:mm:ss); null before 0028 */
  issue_deadline: ColumnType<string | null, string | null | undefined, never>;
}

export interface ParcelsTable {
  id: Generated<number>;
  /** the member's site (0043) */
  site_id: Generated<number>;
  /** a 分站 member's parcel (0043): the 分站's cost, the referrer's commission out of the margin, and the margin; cost + commission + margin = price_fen. Null on the main site. */
  site_cost_fen: Generated<number | null>;
  site_commission_fen: Generated<number | null>;
  site_margin_fen: Generated<number | null>;
  order_id: number;
  user_id: number;
  parcel_sn: string;
  line: number;
  row_id: string;
  shop_order: string;
  rec_name: string;
  rec_mobile: string;
  rec_province: string;
  rec_city: string;
  rec_district: string;
  rec_address: string;
  lp_reissue_sn: string;
  price_fen: number;
  /** 2 paid awaiting dispatch, 3 dispatched (has a waybill), 4 refused by the courier and refunded */
  status: Generated<number>;
  waybill_code: Generated<string>;
  error: Generated<string>;
  created_at: ColumnType<Date, Date | undefined, never>;
  dispatched_at: Date | null;
  /** null = not from a shop; 0 pending, 1 delivered, 2 refused, 3 retrying (shared-contracts DeliverStatus) */
  deliver_status: Generated<number | null>;
  deliver_msg: Generated<string>;
  /** an upload to the shop in flight since then */
  deliver_claimed_at: Generated<Date | null>;
  /** the last upload claimed or `shop-deliver` job queued for it (kept after it settles: the sweep's clock) */
  deliver_tried_at: Generated<Date | null>;
  /** 物流跟踪 (0022): first 揽收 (or any later state), and 签收; the 超时赔付 rules are judged by these */
  picked_up_at: Generated<Date | null>;
  signed_at: Generated<Date | null>;
  /** latest tracking state (shared-contracts TrackState): none, picked_up, in_transit, delivering, signed, exception, returned */
  track_state: Generated<string>;
  /** when the event behind track_state happened (0030): a later event's state replaces it */
  track_state_at: Generated<Date | null>;
  /** the last event taken in, or the last poll: the poll fallback's clock */
  track_updated_at: Generated<Date | null>;
  /** subscribed with the tracking provider; null = the poll job still has to */
  track_subscribed_at: Generated<Date | null>;
  /** the supplier shop that ships it and the supply price booked to it, set with the waybill (0045) */
  shop_id: Generated<number | null>;
  supply_fen: Generated<number | null>;
  /** when the supplier marked it 发货 (0045) */
  shipped_at: Generated<Date | null>;
}

/** A user's parcels per status and 物流状态 as deltas the triggers append (0037); the sum of a user's rows is the count. */
export interface ParcelCountsTable {
  user_id: number;
  status: number;
  track_state: string;
  n: number;
}

/** 超时赔付 (0029): the parcels whose verdict is still to be reached; the job deletes a row when it is final. */
export interface CompensationPendingTable {
  parcel_id: number;
}

export interface TrackingEventsTable {
  id: Generated<number>;
  parcel_id: number;
  waybill_code: string;
  state: string;
  description: string;
  location: Generated<string>;
  occurred_at: Date;
  received_at: Date;
}

export interface SheetFilterRulesTable {
  user_id: number;
  remark_keywords: ColumnType<string[], string, string>;
  buyer_names: ColumnType<string[], string, string>;
  order_numbers: ColumnType<string[], string, string>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}
