// The goods feature's front door: 商品 and its 审核记录.
export { GoodsCenter } from './components/goods-center';
export { useSupplierGoodsQuery } from './api/goods-api';
