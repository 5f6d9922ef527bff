import { routeByName } from 'shared-contracts';
import { Card } from 'shared-contracts/ui/more';
import { OrderList } from '../../features/orders';

/** 订单列表 (/user-center/order-list). */
export function OrderListPage() {
  return (
    <Card title={routeByName('orderList')?.title ?? '订单列表'} style={{ minWidth: 0 }} data-testid="order-list-page">
      <OrderList />
    </Card>
  );
}
