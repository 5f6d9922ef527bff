// The orders feature's front door: 订单列表, and the orders call the workbench's recent orders read.
export { useUserOrderListQuery } from './api/order-list';
export { OrderList } from './components/order-list';
