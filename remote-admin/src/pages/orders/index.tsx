import { OrdersConsole } from '../../features/orders';
import { RequirePermission } from '../../shared/require-permission';

/** 订单与包裹 (/admin/orders): orders.read (every role; a 分站's operators see their members' rows). */
export function AdminOrdersPage() {
  return <RequirePermission permission="orders.read" what="订单与包裹">{(role) => <OrdersConsole role={role} />}</RequirePermission>;
}
