import type { RemoteRoutesModule } from 'shared-contracts';

/** The shared-contracts version this remote was built against; the host checks it on load. */
export const contractVersion: RemoteRoutesModule['contractVersion'] = __CONTRACT_VERSION__;
export const requiredContract: RemoteRoutesModule['requiredContract'] = __REQUIRED_CONTRACT__;

/** Pages of this remote, keyed by route name (shared-contracts routes.ts), as loaders the host calls (again on 重试). */
export const pages: RemoteRoutesModule['pages'] = {
  userCenter: () => import(/* webpackChunkName: "page-user-center" */ './pages/layout').then((m) => m.UserCenterLayout),
  userHome: () => import(/* webpackChunkName: "page-user-home" */ './pages/user-home').then((m) => m.UserHomePage),
  authentication: () => import(/* webpackChunkName: "page-authentication" */ './pages/authentication').then((m) => m.AuthenticationPage),
  wallet: () => import(/* webpackChunkName: "page-wallet" */ './pages/wallet').then((m) => m.WalletPage),
  orderList: () => import(/* webpackChunkName: "page-order-list" */ './pages/order-list').then((m) => m.OrderListPage),
  packageList: () => import(/* webpackChunkName: "page-package-list" */ './pages/package-list').then((m) => m.PackageListPage),
  shopManage: () => import(/* webpackChunkName: "page-shop-manage" */ './pages/shop-manage').then((m) => m.ShopManagePage),
  merchantNews: () => import(/* webpackChunkName: "page-merchant-news" */ './pages/merchant-news').then((m) => m.MerchantNewsPage),
  upgradeVip: () => import(/* webpackChunkName: "page-upgrade-vip" */ './pages/upgrade-vip').then((m) => m.UpgradeVipPage),
  popMoney: () => import(/* webpackChunkName: "page-pop-money" */ './pages/pop-money').then((m) => m.PopMoneyPage),
  api: () => import(/* webpackChunkName: "page-api" */ './pages/api').then((m) => m.ApiSettingsPage),
  giftOrder: () => import(/* webpackChunkName: "page-gift-order" */ './pages/gift-order').then((m) => m.GiftOrderPage),
  giftSelected: () => import(/* webpackChunkName: "page-gift-selected" */ './pages/gift-selected').then((m) => m.GiftSelectedPage),
};
