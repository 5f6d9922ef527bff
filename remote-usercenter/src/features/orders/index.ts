// The orders feature's front door: 订单列表, and the orders call the workbench's recent orders read.
export { useUserOrderListQuery } from './api/order-list';
export { OrderList } from './components/order-list';
// a goods' picture and name in a row (礼品管理's lists too)
export { GoodsCell } from './components/goods-cell';
