// The catalogue feature's front door: 快递, 供货店铺 and 商品分类 (商品 is the goods feature).
export { CourierList } from './components/courier-list';
export { ShopList } from './components/shop-list';
export { CategoryList } from './components/category-list';
