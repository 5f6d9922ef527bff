import { lazy } from 'react';
import type { RemoteRoutesModule } from 'shared-contracts';

/*
 * Pages of this remote, keyed by route name (shared-contracts routes.ts). Each page is its own chunk, so a
 * first visit to / loads the home page and what it uses (only shared-contracts/ui, not ui/more).
 */
export const pages: RemoteRoutesModule['pages'] = {
  home: lazy(() => import(/* webpackChunkName: "page-home" */ './pages/home').then((m) => ({ default: m.HomePage }))),
  giftList: lazy(() => import(/* webpackChunkName: "page-gift-list" */ './pages/gift-list').then((m) => ({ default: m.GiftListPage }))),
  shop: lazy(() => import(/* webpackChunkName: "page-shop" */ './pages/shop').then((m) => ({ default: m.ShopPage }))),
  productDetail: lazy(() => import(/* webpackChunkName: "page-product-detail" */ './pages/product-detail').then((m) => ({ default: m.ProductDetailPage }))),
  collect: lazy(() => import(/* webpackChunkName: "page-collect" */ './pages/collect').then((m) => ({ default: m.CollectPage }))),
};
