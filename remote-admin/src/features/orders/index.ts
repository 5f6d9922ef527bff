// The orders feature's front door: 订单与包裹 (every member's orders and parcels, filters and exports).
export { OrdersConsole } from './components/orders-console';
