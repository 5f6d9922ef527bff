import type { RemoteRoutesModule } from 'shared-contracts';
import { preloadHomeCalls } from './features/home';

/** The shared-contracts version this remote was built against; the host checks it on load. */
export const contractVersion: RemoteRoutesModule['contractVersion'] = __CONTRACT_VERSION__;
export const requiredContract: RemoteRoutesModule['requiredContract'] = __REQUIRED_CONTRACT__;

/*
 * Pages of this remote, keyed by route name (shared-contracts routes.ts), as loaders the host calls (again
 * on 重试). Each page is its own chunk, so a first visit to / loads the home page and what it uses (only
 * shared-contracts/ui, not ui/more).
 */
export const pages: RemoteRoutesModule['pages'] = {
  home: () => {
    // the home's first calls go out beside its chunk, not once it has rendered
    preloadHomeCalls();
    return import(/* webpackChunkName: "page-home" */ './pages/home').then((m) => m.HomePage);
  },
  giftList: () => import(/* webpackChunkName: "page-gift-list" */ './pages/gift-list').then((m) => m.GiftListPage),
  shop: () => import(/* webpackChunkName: "page-shop" */ './pages/shop').then((m) => m.ShopPage),
  productDetail: () => import(/* webpackChunkName: "page-product-detail" */ './pages/product-detail').then((m) => m.ProductDetailPage),
  collect: () => import(/* webpackChunkName: "page-collect" */ './pages/collect').then((m) => m.CollectPage),
};
