import type { RemoteRoutesModule } from 'shared-contracts';
import { CollectPage } from './pages/collect';
import { GiftListPage } from './pages/gift-list';
import { HomePage } from './pages/home';
import { ProductDetailPage } from './pages/product-detail';
import { ShopPage } from './pages/shop';

/** Pages of this remote, keyed by route name (shared-contracts routes.ts). */
export const pages: RemoteRoutesModule['pages'] = {
  home: HomePage,
  giftList: GiftListPage,
  shop: ShopPage,
  productDetail: ProductDetailPage,
  collect: CollectPage,
};
