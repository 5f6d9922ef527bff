// The goods feature's front door: 商品 (the catalogue's goods).
export { GoodsList } from './components/goods-list';
