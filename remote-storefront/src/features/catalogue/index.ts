// The catalogue feature's front door: the goods list (全部商品, a supplier shop's), the goods detail and a
// supplier shop's header.
export { useShopDetailQuery } from './api/shops';
export { GoodsDetail } from './components/goods-detail';
export { GoodsList } from './components/goods-list';
export { ShopHeader } from './components/shop-header';
export { ShopNotFound } from './components/shop-not-found';
