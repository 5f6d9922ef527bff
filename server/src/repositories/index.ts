import { commissionsRepository, type CommissionsRepository } from './commissions';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { inTransaction } from '../db/unit-of-work';
import { adminCatalogueRepository, type AdminCatalogueRepository } from './admin-catalogue';
import { adminUsersRepository, type AdminUsersRepository } from './admin-users';
import { adminContentRepository, type AdminContentRepository } from './admin-content';
import { adminDashboardRepository, type AdminDashboardRepository } from './admin-dashboard';
import { adminOperatorsRepository, type AdminOperatorsRepository } from './admin-operators';
import { adjustmentsRepository, type AdjustmentsRepository } from './adjustments';
import { adminGroupsRepository, type AdminGroupsRepository } from './admin-groups';
import { auditRepository, type AuditRepository } from './audit';
import { captchasRepository, type CaptchasRepository } from './captchas';
import { compensationsRepository, type CompensationsRepository } from './compensations';
import { adminCompensationsRepository, type AdminCompensationsRepository } from './admin-compensations';
import { catalogueRepository, type CatalogueRepository } from './catalogue';
import { contentRepository, type ContentRepository } from './content';
import { favouritesRepository, type FavouritesRepository } from './favourites';
import { filterRulesRepository, type FilterRulesRepository } from './filter-rules';
import { identitiesRepository, type IdentitiesRepository } from './identities';
import { imagesRepository, type ImagesRepository } from './images';
import { jobProgressRepository, type JobProgressRepository } from './job-progress';
import { operatorsRepository, type OperatorsRepository } from './operators';
import { ordersRepository, type OrdersRepository } from './orders';
import { rateEventsRepository, type RateEventsRepository } from './rate-events';
import { rechargeRepository, type RechargeRepository } from './recharge';
import { sandboxShipmentsRepository } from './sandbox-shipments';
import { sandboxPayoutsRepository } from './sandbox-payouts';
import { sandboxPaymentsRepository } from './sandbox-payments';
import { reconciliationRepository, type ReconciliationRepository } from './reconciliation';
import { dispatchRepository, type DispatchRepository } from './dispatch';
import type { SandboxPayments } from '../providers/sandbox/payment';
import type { SandboxPayouts } from '../providers/sandbox/payout';
import { payoutsRepository, type PayoutsRepository } from './payouts';
import { moneyRulesRepository, type MoneyRulesRepository } from './money-rules';
import type { SandboxShipments } from '../providers/sandbox/shop-platform';
import { sessionsRepository, type SessionsRepository } from './sessions';
import { smsCodesRepository, type SmsCodesRepository } from './sms-codes';
import { smsOutboxRepository, type SmsOutboxRepository } from './sms-outbox';
import { storesRepository, type StoresRepository } from './stores';
import { usersRepository, type UsersRepository } from './users';
import { sitesRepository, type SitesRepository } from './sites';
import { trackingRepository, type TrackingRepository } from './tracking';
import { walletRepository, type WalletRepository } from './wallet';
import { businessClockRepository, type BusinessClockRepository } from './business-clock';
import { workOrdersRepository, type WorkOrdersRepository } from './work-orders';
import { notificationsRepository, type NotificationsRepository } from './notifications';
import { withdrawalsRepository, type WithdrawalsRepository } from './withdrawals';
import { callbacksRepository, type CallbacksRepository } from './callbacks';
import { apiSettingsRepository, type ApiSettingsRepository } from './api-settings';
import { giftsRepository, type GiftsRepository } from './gifts';
import { siteEarningsRepository, type SiteEarningsRepository } from './site-earnings';
import { siteConsoleRepository, type SiteConsoleRepository } from './site-console';
import { adminSuppliersRepository, type AdminSuppliersRepository } from './admin-suppliers';
import { adminFinanceRepository, type AdminFinanceRepository } from './admin-finance';
import { suppliersRepository, type SuppliersRepository } from './suppliers';
import { supplierLedgerRepository, type SupplierLedgerRepository } from './supplier-ledger';

export interface Repositories {
  users: UsersRepository;
  sessions: SessionsRepository;
  smsCodes: SmsCodesRepository;
  smsOutbox: SmsOutboxRepository;
  rateEvents: RateEventsRepository;
  captchas: CaptchasRepository;
  catalogue: CatalogueRepository;
  favourites: FavouritesRepository;
  content: ContentRepository;
  jobProgress: JobProgressRepository;
  sandboxShipments: SandboxShipments;
  sandboxPayouts: SandboxPayouts;
  sandboxPayments: SandboxPayments;
  reconciliation: ReconciliationRepository;
  dispatch: DispatchRepository;
  wallet: WalletRepository;
  recharge: RechargeRepository;
  identities: IdentitiesRepository;
  orders: OrdersRepository;
  filterRules: FilterRulesRepository;
  stores: StoresRepository;
  operators: OperatorsRepository;
  audit: AuditRepository;
  adminCatalogue: AdminCatalogueRepository;
  adminUsers: AdminUsersRepository;
  sites: SitesRepository;
  adminContent: AdminContentRepository;
  adminDashboard: AdminDashboardRepository;
  adminOperators: AdminOperatorsRepository;
  adjustments: AdjustmentsRepository;
  adminGroups: AdminGroupsRepository;
  images: ImagesRepository;
  compensations: CompensationsRepository;
  adminCompensations: AdminCompensationsRepository;
  tracking: TrackingRepository;
  businessClock: BusinessClockRepository;
  workOrders: WorkOrdersRepository;
  notifications: NotificationsRepository;
  commissions: CommissionsRepository;
  /** 提现审核, 佣金记录 and 推广设置 in the console; the payout job's state changes (issue 22). */
  payouts: PayoutsRepository;
  /** 资金安全 (issue 35): the money rules, their alerts, who changed a payee's account */
  moneyRules: MoneyRulesRepository;
  withdrawals: WithdrawalsRepository;
  /** Callbacks to merchants' systems: the events recorded, their delivery and the log (issue 23). */
  callbacks: CallbacksRepository;
  /** API设置: settings and keys, the Open API's nonces and rate windows (issue 23). */
  apiSettings: ApiSettingsRepository;
  /** 礼品管理: orders grouped by goods, 已选礼品. */
  gifts: GiftsRepository;
  /** A 分站's earnings accounts, entries and margins (issue 32). */
  siteEarnings: SiteEarningsRepository;
  /** A 分站 owner's console: its catalogue prices, figures and withdrawals (issue 32). */
  siteConsole: SiteConsoleRepository;
  /** The main console's supply side: supplier accounts, 供应商入驻, 供货价审核 and the supply reports (issue 33). */
  adminSuppliers: AdminSuppliersRepository;
  adminFinance: AdminFinanceRepository;
  /** The supply side: supplier accounts, sessions, applications, goods and parcels (issue 33). */
  suppliers: SuppliersRepository;
  /** A supplier shop's accounts, entries, statements and payouts (issue 33). */
  supplierLedger: SupplierLedgerRepository;
  /**
   * Runs `work` in a transaction. Every repository call `work` makes — directly or through any service
   * it calls — runs inside it (db/unit-of-work.ts); a transaction begun inside another is a savepoint.
   */
  transaction<T>(work: () => Promise<T>): Promise<T>;
}

/** Every repository over the one database handle. The only code that speaks SQL. */
export function createRepositories(db: Kysely<Database>): Repositories {
  return {
    users: usersRepository(db),
    sessions: sessionsRepository(db),
    smsCodes: smsCodesRepository(db),
    smsOutbox: smsOutboxRepository(db),
    rateEvents: rateEventsRepository(db),
    captchas: captchasRepository(db),
    catalogue: catalogueRepository(db),
    favourites: favouritesRepository(db),
    content: contentRepository(db),
    jobProgress: jobProgressRepository(db),
    sandboxShipments: sandboxShipmentsRepository(db),
    sandboxPayouts: sandboxPayoutsRepository(db),
    sandboxPayments: sandboxPaymentsRepository(db),
    reconciliation: reconciliationRepository(db),
    dispatch: dispatchRepository(db),
    wallet: walletRepository(db),
    recharge: rechargeRepository(db),
    identities: identitiesRepository(db),
    orders: ordersRepository(db),
    filterRules: filterRulesRepository(db),
    stores: storesRepository(db),
    operators: operatorsRepository(db),
    audit: auditRepository(db),
    adminCatalogue: adminCatalogueRepository(db),
    adminUsers: adminUsersRepository(db),
    sites: sitesRepository(db),
    adminContent: adminContentRepository(db),
    adminDashboard: adminDashboardRepository(db),
    adminOperators: adminOperatorsRepository(db),
    adjustments: adjustmentsRepository(db),
    adminGroups: adminGroupsRepository(db),
    images: imagesRepository(db),
    compensations: compensationsRepository(db),
    adminCompensations: adminCompensationsRepository(db),
    tracking: trackingRepository(db),
    businessClock: businessClockRepository(db),
    workOrders: workOrdersRepository(db),
    notifications: notificationsRepository(db),
    commissions: commissionsRepository(db),
    payouts: payoutsRepository(db),
    moneyRules: moneyRulesRepository(db),
    withdrawals: withdrawalsRepository(db),
    callbacks: callbacksRepository(db),
    apiSettings: apiSettingsRepository(db),
    gifts: giftsRepository(db),
    siteEarnings: siteEarningsRepository(db),
    siteConsole: siteConsoleRepository(db),
    adminSuppliers: adminSuppliersRepository(db),
    adminFinance: adminFinanceRepository(db),
    suppliers: suppliersRepository(db),
    supplierLedger: supplierLedgerRepository(db),
    transaction(work) {
      return inTransaction(db, work);
    },
  };
}
