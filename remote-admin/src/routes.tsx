import type { RemoteRoutesModule } from 'shared-contracts';

/** The shared-contracts version this remote was built against; the host checks it on load. */
export const contractVersion: RemoteRoutesModule['contractVersion'] = __CONTRACT_VERSION__;
export const requiredContract: RemoteRoutesModule['requiredContract'] = __REQUIRED_CONTRACT__;

/** The operator console's pages, keyed by route name (shared-contracts routes.ts), as loaders the host calls (again on 重试). */
export const pages: RemoteRoutesModule['pages'] = {
  adminSites: () => import(/* webpackChunkName: "page-admin-sites" */ './pages/sites').then((m) => m.AdminSitesPage),
  adminLogin: () => import(/* webpackChunkName: "page-admin-login" */ './pages/login').then((m) => m.AdminLoginPage),
  adminPassword: () => import(/* webpackChunkName: "page-admin-password" */ './pages/password').then((m) => m.AdminPasswordPage),
  adminConsole: () => import(/* webpackChunkName: "page-admin-console" */ './pages/console').then((m) => m.AdminConsoleLayout),
  adminOverview: () => import(/* webpackChunkName: "page-admin-overview" */ './pages/overview').then((m) => m.AdminOverviewPage),
  adminGoods: () => import(/* webpackChunkName: "page-admin-goods" */ './pages/goods').then((m) => m.AdminGoodsPage),
  adminCouriers: () => import(/* webpackChunkName: "page-admin-couriers" */ './pages/couriers').then((m) => m.AdminCouriersPage),
  adminShops: () => import(/* webpackChunkName: "page-admin-shops" */ './pages/shops').then((m) => m.AdminShopsPage),
  adminCategories: () => import(/* webpackChunkName: "page-admin-categories" */ './pages/categories').then((m) => m.AdminCategoriesPage),
  adminAudit: () => import(/* webpackChunkName: "page-admin-audit" */ './pages/audit').then((m) => m.AdminAuditPage),
  adminOperators: () => import(/* webpackChunkName: "page-admin-operators" */ './pages/operators').then((m) => m.AdminOperatorsPage),
  adminNotice: () => import(/* webpackChunkName: "page-admin-notice" */ './pages/notice').then((m) => m.AdminNoticePage),
  adminBanners: () => import(/* webpackChunkName: "page-admin-banners" */ './pages/banners').then((m) => m.AdminBannersPage),
  adminHomeBlocks: () => import(/* webpackChunkName: "page-admin-home-blocks" */ './pages/home-blocks').then((m) => m.AdminHomeBlocksPage),
  adminArticles: () => import(/* webpackChunkName: "page-admin-articles" */ './pages/articles').then((m) => m.AdminArticlesPage),
  adminUsers: () => import(/* webpackChunkName: "page-admin-users" */ './pages/users').then((m) => m.AdminUsersPage),
  adminAdjustments: () => import(/* webpackChunkName: "page-admin-adjustments" */ './pages/adjustments').then((m) => m.AdminAdjustmentsPage),
  adminWithdrawals: () => import(/* webpackChunkName: "page-admin-withdrawals" */ './pages/withdrawals').then((m) => m.AdminWithdrawalsPage),
  adminCommissions: () => import(/* webpackChunkName: "page-admin-commissions" */ './pages/commissions').then((m) => m.AdminCommissionsPage),
  adminPromotion: () => import(/* webpackChunkName: "page-admin-promotion" */ './pages/promotion').then((m) => m.AdminPromotionPage),
  adminCompensations: () => import(/* webpackChunkName: "page-admin-compensations" */ './pages/compensations').then((m) => m.AdminCompensationsPage),
  adminWorkOrders: () => import(/* webpackChunkName: "page-admin-work-orders" */ './pages/work-orders').then((m) => m.AdminWorkOrdersPage),
  adminGroups: () => import(/* webpackChunkName: "page-admin-groups" */ './pages/groups').then((m) => m.AdminGroupsPage),
  // issue 32: 订单与包裹 (every console), a 分站 owner's 商品定价 / 站点设置 / 收益与提现, the main console's 分站申请
  adminOrders: () => import(/* webpackChunkName: "page-admin-orders" */ './pages/orders').then((m) => m.AdminOrdersPage),
  adminSitePricing: () => import(/* webpackChunkName: "page-admin-site-pricing" */ './pages/site-pricing').then((m) => m.AdminSitePricingPage),
  adminSiteSettings: () => import(/* webpackChunkName: "page-admin-site-settings" */ './pages/site-settings').then((m) => m.AdminSiteSettingsPage),
  adminEarnings: () => import(/* webpackChunkName: "page-admin-earnings" */ './pages/earnings').then((m) => m.AdminEarningsPage),
  adminApplications: () => import(/* webpackChunkName: "page-admin-applications" */ './pages/site-applications').then((m) => m.AdminApplicationsPage),
  // issue 33: the supply side (main-site roles only) and 平台收益
  adminSuppliers: () => import(/* webpackChunkName: "page-admin-suppliers" */ './pages/suppliers').then((m) => m.AdminSuppliersPage),
  adminSupplierApplications: () => import(/* webpackChunkName: "page-admin-supplier-applications" */ './pages/supplier-applications').then((m) => m.AdminSupplierApplicationsPage),
  adminSupplierRequests: () => import(/* webpackChunkName: "page-admin-supplier-requests" */ './pages/supplier-requests').then((m) => m.AdminSupplierRequestsPage),
  adminSupplierSettlement: () => import(/* webpackChunkName: "page-admin-supplier-settlement" */ './pages/supplier-settlement').then((m) => m.AdminSupplierSettlementPage),
  adminSupplierPerformance: () => import(/* webpackChunkName: "page-admin-supplier-performance" */ './pages/supplier-performance').then((m) => m.AdminSupplierPerformancePage),
  adminPlatformShare: () => import(/* webpackChunkName: "page-admin-platform-share" */ './pages/platform-share').then((m) => m.AdminPlatformSharePage),
  adminFinance: () => import(/* webpackChunkName: "page-admin-finance" */ './features/finance').then((m) => m.AdminFinancePage),
  // issue 34: 对账
  adminReconciliation: () => import(/* webpackChunkName: "page-admin-reconciliation" */ './pages/reconciliation').then((m) => m.AdminReconciliationPage),
};
