import type { RemoteRoutesModule } from 'shared-contracts';

/** The shared-contracts version this remote was built against; the host checks it on load. */
export const contractVersion: RemoteRoutesModule['contractVersion'] = __CONTRACT_VERSION__;
export const requiredContract: RemoteRoutesModule['requiredContract'] = __REQUIRED_CONTRACT__;

/** The operator console's pages, keyed by route name (shared-contracts routes.ts), as loaders the host calls (again on 重试). */
export const pages: RemoteRoutesModule['pages'] = {
  adminLogin: () => import(/* webpackChunkName: "page-admin-login" */ './pages/login').then((m) => m.AdminLoginPage),
  adminPassword: () => import(/* webpackChunkName: "page-admin-password" */ './pages/password').then((m) => m.AdminPasswordPage),
  adminConsole: () => import(/* webpackChunkName: "page-admin-console" */ './pages/console').then((m) => m.AdminConsoleLayout),
  adminOverview: () => import(/* webpackChunkName: "page-admin-overview" */ './pages/overview').then((m) => m.AdminOverviewPage),
  adminGoods: () => import(/* webpackChunkName: "page-admin-goods" */ './pages/goods').then((m) => m.AdminGoodsPage),
  adminAudit: () => import(/* webpackChunkName: "page-admin-audit" */ './pages/audit').then((m) => m.AdminAuditPage),
};
