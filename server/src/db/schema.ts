// Typed view of the tables created by `migrations/`, one file per area in schema/; this file assembles `Database`
// and re-exports every table type, so code imports them all from here.

import type { UserGroupsTable, UsersTable, SessionsTable, SmsCodesTable, SmsOutboxTable, RateEventsTable, CaptchasTable, UserIdentitiesTable } from './schema/accounts';
import type { CouriersTable, SupplierShopsTable, GoodsTable, GoodsCategoriesTable, FavouritesTable, CatalogueImagesTable } from './schema/catalogue';
import type { BannersTable, NoticesTable, HomeBlocksTable, ArticlesTable, SubstationApplicationsTable } from './schema/content';
import type { WalletsTable, LedgerEntriesTable, RechargeSettingsTable, RechargeWelfareTable, RechargeOrdersTable, ParcelCompensationsTable } from './schema/wallet';
import type { CompensationPendingTable, OrdersTable, ParcelsTable, SheetFilterRulesTable, TrackingEventsTable } from './schema/orders';
import type { StoresTable, StoreOrdersTable, UsedAuthCodesTable, SandboxShipmentsTable } from './schema/stores';
import type { OperatorsTable, OperatorSessionsTable, BalanceAdjustmentsTable, UploadedImagesTable, AuditLogTable } from './schema/console';
import type { SitesTable, SiteDomainsTable } from './schema/sites';
import type { JobProgressTable } from './schema/jobs';
import type { BusinessClockTable } from './schema/clock';
import type { WorkOrdersTable, WorkOrderParcelsTable, WorkOrderMessagesTable, WorkOrderAttachmentsTable, UserNotificationsTable } from './schema/after-sales';

export type { UserGroupsTable, UsersTable, SessionsTable, SmsCodesTable, SmsOutboxTable, RateEventsTable, CaptchasTable, UserIdentitiesTable, UserRow, NewUser, SmsCodeRow } from './schema/accounts';
export type { CouriersTable, SupplierShopsTable, GoodsTable, GoodsCategoriesTable, FavouritesTable, CatalogueImagesTable } from './schema/catalogue';
export type { BannersTable, NoticesTable, HomeBlocksTable, ArticlesTable, SubstationApplicationsTable } from './schema/content';
export type { WalletsTable, LedgerAccount, LedgerEntryType, LedgerEntriesTable, RechargeSettingsTable, RechargeWelfareTable, RechargeOrdersTable, ParcelCompensationsTable } from './schema/wallet';
export type { CompensationPendingTable, OrdersTable, ParcelsTable, SheetFilterRulesTable, TrackingEventsTable } from './schema/orders';
export type { StoresTable, StoreOrderStatus, StoreOrdersTable, UsedAuthCodesTable, SandboxShipmentsTable } from './schema/stores';
export type { OperatorsTable, OperatorSessionsTable, BalanceAdjustmentsTable, UploadedImagesTable, AuditLogTable } from './schema/console';
export type { SitesTable, SiteDomainsTable } from './schema/sites';
export type { JobProgressTable } from './schema/jobs';
export type { BusinessClockTable } from './schema/clock';
export type { WorkOrdersTable, WorkOrderParcelsTable, WorkOrderMessagesTable, WorkOrderAttachmentsTable, UserNotificationsTable } from './schema/after-sales';

export interface Database {
  sheet_filter_rules: SheetFilterRulesTable;
  orders: OrdersTable;
  parcels: ParcelsTable;
  tracking_events: TrackingEventsTable;
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
  business_clock: BusinessClockTable;
  sandbox_shipments: SandboxShipmentsTable;
  wallets: WalletsTable;
  ledger_entries: LedgerEntriesTable;
  parcel_compensations: ParcelCompensationsTable;
  compensation_pending: CompensationPendingTable;
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
  work_orders: WorkOrdersTable;
  work_order_parcels: WorkOrderParcelsTable;
  work_order_messages: WorkOrderMessagesTable;
  work_order_attachments: WorkOrderAttachmentsTable;
  user_notifications: UserNotificationsTable;
}
