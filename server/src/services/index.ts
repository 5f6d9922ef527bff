import { OPEN_RATE_PER_MINUTE } from 'shared-contracts';
import type { PasswordHasher } from '../lib/password';
import type { JobQueue } from '../jobs/queue';
import type { Providers } from '../providers';
import type { Repositories } from '../repositories';
import { accountService } from './accounts';
import { adminCatalogueService } from './admin-catalogue';
import { adminUsersService } from './admin-users';
import { adminDashboardService } from './admin-dashboard';
import { adminOperatorsService } from './admin-operators';
import { adminSitesService } from './admin-sites';
import { adminContentService } from './admin-content';
import { adminAdjustmentsService } from './admin-adjustments';
import { adminCompensationsService } from './admin-compensations';
import { adminGroupsService } from './admin-groups';
import { adminSuppliersService } from './admin-suppliers';
import { adminFinanceService } from './admin-finance';
import { auditService } from './audit';
import { operatorAccountService, operatorService } from './operators';
import { captchaService } from './captchas';
import { spreadService } from './promotion/spread';
import { commissionService } from './promotion/commissions';
import { payoutService } from './promotion/payouts';
import { promotionSettingsService } from './promotion/promotion-settings';
import { withdrawProfileService } from './promotion/withdraw-profile';
import { withdrawalService } from './promotion/withdrawals';
import { compensationService } from './compensation/compensation';
import { catalogueService } from './catalogue';
import type { CatalogueCache } from './catalogue-cache';
import { contentService } from './content';
import { dispatchService } from './ordering/dispatch';
import { orderListService } from './ordering/order-lists';
import { orderingService } from './ordering/ordering';
import { sessionService } from './sessions';
import { deliverService } from './stores/deliver';
import { storeService } from './stores/stores';
import { identityService } from './identity';
import { imagesService } from './images';
import { rechargeService } from './recharge';
import { topUpCredit } from './top-up-credit';
import { reconciliationService } from './reconciliation';
import { smsCodeService } from './sms-codes';
import { walletService } from './wallet';
import { trackingService } from './tracking';
import { notificationService } from './notifications/notifications';
import { attachmentService } from './work-orders/attachments';
import { workOrderService } from './work-orders/work-orders';
import { adminWorkOrderService } from './work-orders/admin';
import { apiSettingsService } from './open-api/settings';
import { giftService } from './gifts/gifts';
import { siteEarningsService } from './site-earnings';
import { supplierAccountService } from './suppliers/accounts';
import { supplierLedgerService } from './suppliers/ledger';
import { supplierSettlementService } from './suppliers/settlement';
import { supplyService } from './suppliers/supply';
import { siteOverviewService } from './site-console/overview';
import { sitePricingService } from './site-console/pricing';
import { siteSettingsService } from './site-console/settings';
import { siteWithdrawalService } from './site-console/withdrawals';
import { openAuthService } from './open-api/auth';
import { openGoodsService } from './open-api/goods';
import { callbackEventService } from './callbacks/events';
import { callbackDeliveryService, type CallbackDeliveryOptions } from './callbacks/delivery';
import type { Clock } from '../lib/clock';
import type { SecretBox } from '../lib/secret-box';

export interface ServiceDeps {
  repos: Repositories;
  hasher: PasswordHasher;
  jobs: JobQueue;
  providers: Providers;
  catalogueCache: CatalogueCache;
  /** Seals personal data at rest (real names, identity numbers, stores' tokens). */
  secretBox: SecretBox;
  /** Signs the addresses of work-order pictures (services/work-orders/attachments.ts: fileSigningKey). */
  fileSigningKey: Buffer;
  /** The business clock; each service reads "now" from it. */
  clock: Clock;
  /**
   * Real time (the business clock without the demo's offset): an operator's authenticator app makes its
   * TOTP codes from it, however far the demo's business time was moved. The business clock when absent.
   */
  wallClock?: Clock;
  /** Open API calls one key may make per minute (OPEN_API_RATE_PER_MINUTE; OPEN_RATE_PER_MINUTE when absent). */
  openRatePerMinute?: number;
  /** Where work that failed after the caller got an answer is reported (the app's logger). */
  onBackgroundError?: (error: unknown) => void;
  /** Callbacks to merchants' systems (services/callbacks/delivery.ts); inside addresses refused when absent. */
  callbackDelivery?: CallbackDeliveryOptions;
}

/** The application's services, wired once per app. Routes call these; these call repositories. */
export function createServices(deps: ServiceDeps) {
  const { repos } = deps;
  const now = () => deps.clock.now();
  const sessions = sessionService({ repos, now });
  const captchas = captchaService({ repos, provider: deps.providers.captcha, now });
  const smsCodes = smsCodeService({ repos, jobs: deps.jobs, captchas, now });
  const accounts = accountService({ repos, hasher: deps.hasher, sessions, smsCodes, captchas, now });
  const catalogue = catalogueService({ repos, now, cache: deps.catalogueCache });
  const content = contentService({ repos, now });
  const wallet = walletService({ repos, now });
  const topUps = topUpCredit({ repos, wallet, gateways: deps.providers.payment, now });
  const recharge = rechargeService({ repos, wallet, payment: deps.providers.payment, credit: topUps, now });
  const identity = identityService({ repos, provider: deps.providers.identity, box: deps.secretBox, now });
  const notifications = notificationService({ repos, now });
  // callbacks to merchants' systems (issue 23): recorded by dispatch, tracking and compensation, sent by a job
  const callbackEvents = callbackEventService({ repos, jobs: deps.jobs, now });
  const callbacks = callbackDeliveryService({
    repos,
    jobs: deps.jobs,
    box: deps.secretBox,
    now,
    wallNow: () => (deps.wallClock ?? deps.clock).now(),
    options: deps.callbackDelivery ?? { allowPrivate: false },
  });
  const commissions = commissionService({ repos, wallet, now });
  const siteEarnings = siteEarningsService({ repos, now });
  const spread = spreadService({ repos, now });
  const withdrawProfiles = withdrawProfileService({ repos, smsCodes, hasher: deps.hasher, box: deps.secretBox, now });
  const withdrawals = withdrawalService({ repos, wallet, profiles: withdrawProfiles, now });
  const supplierLedger = supplierLedgerService({ repos, now });
  const dispatch = dispatchService({ repos, wallet, notifications, commissions, siteEarnings, supplierLedger, callbackEvents, courier: deps.providers.courier, now });
  const compensation = compensationService({ repos, wallet, notifications, callbackEvents, supplierLedger, jobs: deps.jobs, now });
  const ordering = orderingService({ repos, catalogue, wallet, commissions, siteEarnings, dispatch, jobs: deps.jobs, now, onDispatchError: deps.onBackgroundError });
  const orderLists = orderListService({ repos });
  const gifts = giftService({ repos, now });
  const tracking = trackingService({ repos, provider: deps.providers.tracking, callbackEvents, now, onError: deps.onBackgroundError });
  const stores = storeService({ repos, provider: deps.providers.shopPlatform, box: deps.secretBox, jobs: deps.jobs, now });
  const deliveries = deliverService({ repos, provider: deps.providers.shopPlatform, stores, jobs: deps.jobs, now });
  const audit = auditService({ repos, now });
  const operators = operatorService({ repos, hasher: deps.hasher, captchas, box: deps.secretBox, audit, now, totpNow: () => (deps.wallClock ?? deps.clock).now() });
  const operatorAccounts = operatorAccountService({ repos, hasher: deps.hasher, audit, now });
  const adminCatalogue = adminCatalogueService({ repos, audit, cache: deps.catalogueCache });
  const adminUsers = adminUsersService({ repos, audit });
  const adminDashboard = adminDashboardService({ repos, jobs: deps.jobs, now });
  const adminOperators = adminOperatorsService({ repos, audit, now });
  const adminSites = adminSitesService({ repos, audit, operatorAccounts, jobs: deps.jobs, now });
  const adminContent = adminContentService({ repos, audit, now });
  const adminAdjustments = adminAdjustmentsService({ repos, audit, wallet, now });
  const adminCompensations = adminCompensationsService({ repos, audit, wallet, notifications, callbackEvents, now });
  const images = imagesService({ repos, audit, now });
  const adminGroups = adminGroupsService({ repos, audit, payment: deps.providers.payment });
  // the main console's supply side (issue 33): accounts, 供应商入驻, 供货价审核 and the supply reports
  const adminSuppliers = adminSuppliersService({ repos, audit, hasher: deps.hasher, jobs: deps.jobs, cache: deps.catalogueCache, now });
  const attachments = attachmentService({ repos, storage: deps.providers.storage, signingKey: deps.fileSigningKey, now });
  const workOrders = workOrderService({ repos, attachments, notifications, now });
  const adminWorkOrders = adminWorkOrderService({ repos, audit, attachments, notifications, tracking, now });
  const payouts = payoutService({ repos, wallet, siteEarnings, supplierLedger, audit, notifications, jobs: deps.jobs, provider: deps.providers.payout, box: deps.secretBox, now });
  const promotionSettings = promotionSettingsService({ repos, audit, now });
  // a 分站 owner's console (issue 32)
  const siteOverview = siteOverviewService({ repos, siteEarnings, now });
  const sitePricing = sitePricingService({ repos, audit, cache: deps.catalogueCache, now });
  const siteSettings = siteSettingsService({ repos, audit });
  const siteWithdrawals = siteWithdrawalService({ repos, siteEarnings, smsCodes, hasher: deps.hasher, audit, now });
  // API设置 and the Open API (issue 23): a call's timestamp is checked against real time
  const ratePerMinute = deps.openRatePerMinute ?? OPEN_RATE_PER_MINUTE;
  const apiSettings = apiSettingsService({ repos, box: deps.secretBox, now, ratePerMinute });
  const openAuth = openAuthService({ repos, box: deps.secretBox, realNow: () => (deps.wallClock ?? deps.clock).now(), ratePerMinute });
  const openGoods = openGoodsService({ repos, catalogue });
  // the supply side (issue 33)
  const supplierAccounts = supplierAccountService({ repos, hasher: deps.hasher, smsCodes, captchas, now });
  const supply = supplyService({ repos, dispatch, now });
  const supplierSettlement = supplierSettlementService({ repos, ledger: supplierLedger, now });
  const reconciliation = reconciliationService({ repos, gateways: deps.providers.payment, credit: topUps, audit, now });
  return { adminFinance: adminFinanceService({ repos, now }), topUps, reconciliation, adminSuppliers, supplierLedger, supplierAccounts, supply, supplierSettlement, siteEarnings, siteOverview, sitePricing, siteSettings, siteWithdrawals, callbackEvents, callbacks, apiSettings, openAuth, openGoods, commissions, spread, payouts, promotionSettings, withdrawProfiles, withdrawals, notifications, attachments, workOrders, adminWorkOrders, audit, operators, operatorAccounts, adminCatalogue, adminUsers, adminDashboard, adminOperators, adminSites, adminContent, adminAdjustments, adminCompensations, images, adminGroups, sessions, captchas, smsCodes, accounts, catalogue, content, wallet, recharge, identity, dispatch, compensation, ordering, orderLists, gifts, tracking, stores, deliveries };
}

export type Services = ReturnType<typeof createServices>;
