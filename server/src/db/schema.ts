import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { AuthorisedOrderGoods } from 'shared-contracts';

/** Typed view of the tables created by `migrations/`. Timestamps are `timestamptz` (Date in and out). */
type CreatedAt = ColumnType<Date, Date | undefined, never>;

export interface UserGroupsTable {
  id: Generated<number>;
  name: string;
  level: number;
  is_default: boolean;
  created_at: CreatedAt;
  /** goods cost this percent of their list price for the group */
  price_percent: Generated<number>;
  /** one top-up of at least this much (fen) reaches the group; 0 = the default group */
  upgrade_amount_fen: Generated<number>;
}

export interface UsersTable {
  id: Generated<number>;
  mobile: string;
  password_hash: string;
  username: string;
  /** 1 ordinary user, 2 supplier (UserType in shared-contracts). */
  type: number;
  group_id: number;
  refer_code: string;
  referrer_id: number | null;
  created_at: CreatedAt;
  /** frozen by the operator console: can sign in and read, cannot order or withdraw (0015) */
  frozen: Generated<boolean>;
  frozen_reason: Generated<string>;
}

export interface SessionsTable {
  /** sha256 hex of the bearer token; the token itself is never stored. */
  token_hash: string;
  user_id: number;
  created_at: CreatedAt;
  expires_at: Date;
}

export interface SmsCodesTable {
  id: Generated<number>;
  mobile: string;
  scene: string;
  code_hash: string;
  expires_at: Date;
  attempts: Generated<number>;
  used_at: Date | null;
  ip: string;
  created_at: CreatedAt;
}

export interface SmsOutboxTable {
  id: Generated<number>;
  mobile: string;
  text: string;
  created_at: CreatedAt;
}

export interface RateEventsTable {
  id: Generated<number>;
  kind: string;
  subject: string;
  created_at: Date;
}

export interface CaptchasTable {
  key: string;
  answer_hash: string;
  expires_at: Date;
  used_at: Date | null;
  created_at: CreatedAt;
}

export interface CouriersTable {
  id: Generated<number>;
  name: string;
  subname: string;
  send_province: string;
  send_city: string;
  send_district: string;
  send_address: string;
  tips: string;
  is_wu: boolean;
  /** jsonb array of province names the courier does not deliver to. */
  no_deliver_area: ColumnType<string[], string, string>;
  logo: string;
  /** PLATFORMS ids the courier ships for (jsonb array) */
  platforms: ColumnType<number[], string | undefined, string>;
}

export interface SupplierShopsTable {
  id: Generated<number>;
  name: string;
  logo: string;
  intro: string;
}

export interface GoodsTable {
  id: Generated<number>;
  shop_id: number;
  courier_id: number;
  name: string;
  /** integer fen */
  price_fen: number;
  /** grams per piece */
  weight_g: number;
  limit: number;
  stock: number;
  tag: string;
  /** send city, without 市 */
  city: string;
  /** jsonb array of image URLs */
  pics: ColumnType<string[], string, string>;
  is_on_sale: boolean;
  created_at: CreatedAt;
  sale_count: Generated<number>;
  collect_count: Generated<number>;
  category: Generated<string>;
}

/** 商品分类 (0014): goods keep theirs by name in goods.category. */
export interface GoodsCategoriesTable {
  id: Generated<number>;
  name: string;
  sort: Generated<number>;
}

export interface FavouritesTable {
  user_id: number;
  goods_id: number;
  created_at: CreatedAt;
}

export interface BannersTable {
  id: Generated<number>;
  image: string;
  url: string;
  btn_icon: string;
  btn_txt: string;
  sort: number;
  /** the storefront shows only banners that are on (0019) */
  is_on: Generated<boolean>;
}

export interface NoticesTable {
  id: Generated<number>;
  title: string;
  content: string;
  date: string;
  version: string;
  /** false: 停用, the storefront shows no notice (0019) */
  enabled: Generated<boolean>;
}

export interface HomeBlocksTable {
  id: Generated<number>;
  sort: number;
  name: string;
  title: string;
  icon: string;
  page: ColumnType<unknown, string, string>;
  /** the storefront builds its home page from the blocks that are on (0019) */
  is_on: Generated<boolean>;
}

export interface ArticlesTable {
  /** seeded rows carry their ids; new ones take articles_id_seq (0019) */
  id: Generated<number>;
  title: string;
  category: string;
  summary: string;
  /** HTML, sanitised again where it is rendered */
  content: string;
  date: string;
  sort: number;
}

export interface SubstationApplicationsTable {
  id: Generated<number>;
  name: string;
  mobile: string;
  city: string;
  company: string;
  message: string;
  ip: string;
  created_at: CreatedAt;
}

export interface CatalogueImagesTable {
  key: string;
  svg: string;
}

export interface JobProgressTable {
  queue: string;
  key: string;
  job_id: string;
  value: number;
  state: 'queued' | 'active' | 'completed' | 'failed';
  error: string | null;
  updated_at: Date;
}

export interface SandboxShipmentsTable {
  platform: string;
  shop_id: string;
  shop_order: string;
  waybill_code: string;
  shipped_at: CreatedAt;
}

/** One per user who ever had money; the balance is the sum of the user's ledger entries. */
export interface WalletsTable {
  user_id: number;
  /** fen, never negative */
  balance: Generated<number>;
  recharge_total: Generated<number>;
  spend_total: Generated<number>;
  updated_at: Generated<Date>;
}

export type LedgerEntryType = 'recharge' | 'bonus' | 'order' | 'refund' | 'commission' | 'adjust';

/** Append-only (a trigger refuses UPDATE, DELETE and TRUNCATE). Amounts in fen, signed. */
export interface LedgerEntriesTable {
  id: Generated<number>;
  user_id: number;
  type: LedgerEntryType;
  amount: number;
  balance_after: number;
  source_type: string;
  source_id: string;
  remark: Generated<string>;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface RechargeSettingsTable {
  id: number;
  /** jsonb array of fen */
  quick_options_fen: ColumnType<number[], string, string>;
  min_fen: number;
  max_fen: number;
  allow_input: boolean;
  /** jsonb array of the payment channels the console turned off (0018) */
  disabled_channels: ColumnType<number[], string | undefined, string>;
}

export interface RechargeWelfareTable {
  amount_fen: number;
  free_fen: number;
}

export interface RechargeOrdersTable {
  trade_no: string;
  user_id: number;
  channel: number;
  provider: string;
  amount_fen: number;
  status: Generated<'pending' | 'paid' | 'closed'>;
  gateway_trade_no: string | null;
  bonus_fen: Generated<number>;
  created_at: ColumnType<Date, Date | undefined, never>;
  paid_at: Date | null;
}

export interface UserIdentitiesTable {
  user_id: number;
  /** 1 pending, 2 passed, 3 failed (shared-contracts AuthStatus) */
  status: number;
  real_name_enc: string;
  id_number_enc: string;
  masked_name: string;
  masked_id: string;
  reason: string | null;
  submitted_at: Date;
  verified_at: Date | null;
}

export interface OrdersTable {
  id: Generated<number>;
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
}

export interface ParcelsTable {
  id: Generated<number>;
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
}

/** A connected shop (issue 12). Tokens are sealed (lib/secret-box.ts). */
export interface StoresTable {
  id: Generated<number>;
  user_id: number;
  platform: number;
  platform_shop_id: string;
  shop_name: string;
  access_token_enc: string;
  refresh_token_enc: string;
  expires_at: Date;
  expired: Generated<boolean>;
  last_sync_at: Date | null;
  order_count: Generated<number>;
  created_at: ColumnType<Date, Date | undefined, never>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export type StoreOrderStatus = 'paid' | 'shipped' | 'refunded' | 'closed';

export interface StoreOrdersTable {
  store_id: number;
  user_id: number;
  shop_order: string;
  status: StoreOrderStatus;
  placed_at: Date;
  buyer_nick: string;
  receiver_name: string;
  receiver_phone: string;
  province: string;
  city: string;
  district: string;
  address: string;
  flag: number;
  remark: string;
  goods: ColumnType<AuthorisedOrderGoods[], string, string>;
  goods_text: string;
  synced_at: Date;
}

export interface UsedAuthCodesTable {
  code_hash: string;
  used_at: ColumnType<Date, Date | undefined, never>;
}

export interface SheetFilterRulesTable {
  user_id: number;
  remark_keywords: ColumnType<string[], string, string>;
  buyer_names: ColumnType<string[], string, string>;
  order_numbers: ColumnType<string[], string, string>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** Operator console (issue 20): the role is one of OPERATOR_ROLES (shared-contracts/admin). */
export interface OperatorsTable {
  id: Generated<number>;
  mobile: string;
  name: string;
  role: string;
  password_hash: string;
  must_change_password: Generated<boolean>;
  /** sealed with the app's secret box (lib/secret-box.ts); null until a TOTP role first signs in */
  totp_secret: string | null;
  totp_enabled: Generated<boolean>;
  /** the time step of the last accepted TOTP code (each code works once) */
  totp_last_step: number | null;
  disabled_at: Date | null;
  /** the last successful sign-in (0021); null until the first one */
  last_login_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface OperatorSessionsTable {
  /** sha256 hex of the operator token; the token itself is never stored. */
  token_hash: string;
  operator_id: number;
  ip: string;
  created_at: CreatedAt;
  /** 12 hours after sign-in, never extended */
  expires_at: Date;
}

/**
 * 资金调整 (issue 20): an operator's credit or debit of a user's balance, booked as an `adjust` ledger entry
 * (source `adjustment` + id). Leaves `pending` once, then final (a trigger refuses other changes, deletes).
 */
export interface BalanceAdjustmentsTable {
  id: Generated<number>;
  user_id: number;
  direction: 'credit' | 'debit';
  /** fen, > 0 */
  amount_fen: ColumnType<number, number, never>;
  reason: string;
  status: ColumnType<'pending' | 'booked' | 'rejected', 'pending' | 'booked' | 'rejected' | undefined, 'booked' | 'rejected'>;
  requested_by: number;
  requested_at: Date;
  reviewed_by: number | null;
  reviewed_at: Date | null;
  review_note: Generated<string>;
  ledger_entry_id: number | null;
  idempotency_key: string;
  request_hash: string;
}

/** Console uploads (migration 0020): the re-encoded picture keyed by the sha256 of its bytes. */
export interface UploadedImagesTable {
  hash: string;
  mime: string;
  data: Uint8Array;
  width: number;
  height: number;
  size: number;
  purpose: string;
  created_by: number | null;
  created_at: CreatedAt;
}

/** Append-only (a trigger refuses UPDATE, DELETE, TRUNCATE). before/after are JSON, written as text. */
export interface AuditLogTable {
  id: Generated<number>;
  operator_id: number | null;
  operator_name: string;
  role: string;
  action: string;
  entity: string;
  entity_id: string;
  before: ColumnType<unknown, string | null, never>;
  after: ColumnType<unknown, string | null, never>;
  ip: string;
  created_at: CreatedAt;
}

/** The main site (`is_main`, a complete configuration) and the sub-stations (an override): migration 0016. */
export interface SitesTable {
  id: Generated<number>;
  is_main: ColumnType<boolean, boolean | undefined, never>;
  /** jsonb, written as JSON text */
  config: ColumnType<unknown, string, string>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** A sub-station's domains: one site each (lower case, no port). */
export interface SiteDomainsTable {
  domain: string;
  site_id: number;
  position: number;
}

export interface Database {
  sheet_filter_rules: SheetFilterRulesTable;
  orders: OrdersTable;
  parcels: ParcelsTable;
  stores: StoresTable;
  store_orders: StoreOrdersTable;
  used_auth_codes: UsedAuthCodesTable;
  couriers: CouriersTable;
  supplier_shops: SupplierShopsTable;
  goods: GoodsTable;
  goods_categories: GoodsCategoriesTable;
  favourites: FavouritesTable;
  banners: BannersTable;
  notices: NoticesTable;
  home_blocks: HomeBlocksTable;
  catalogue_images: CatalogueImagesTable;
  articles: ArticlesTable;
  substation_applications: SubstationApplicationsTable;
  user_groups: UserGroupsTable;
  users: UsersTable;
  sessions: SessionsTable;
  sms_codes: SmsCodesTable;
  sms_outbox: SmsOutboxTable;
  rate_events: RateEventsTable;
  captchas: CaptchasTable;
  job_progress: JobProgressTable;
  sandbox_shipments: SandboxShipmentsTable;
  wallets: WalletsTable;
  ledger_entries: LedgerEntriesTable;
  recharge_settings: RechargeSettingsTable;
  recharge_welfare: RechargeWelfareTable;
  recharge_orders: RechargeOrdersTable;
  user_identities: UserIdentitiesTable;
  operators: OperatorsTable;
  operator_sessions: OperatorSessionsTable;
  audit_log: AuditLogTable;
  uploaded_images: UploadedImagesTable;
  balance_adjustments: BalanceAdjustmentsTable;
  sites: SitesTable;
  site_domains: SiteDomainsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type SmsCodeRow = Selectable<SmsCodesTable>;
