// The stores feature's front door: 店铺管理 (the merchant's authorised stores).
export { ShopList } from './components/shop-list';
