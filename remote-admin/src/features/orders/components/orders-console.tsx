import type { OperatorRole } from 'shared-contracts/admin';
import { useSearchParams } from 'shared-contracts/router';
import { Tabs } from 'shared-contracts/ui/more';
import { SHARED_FILTERS } from '../hooks/orders-params';
import { OrdersList } from './orders-list';
import { ParcelsList } from './parcels-list';

type Tab = 'orders' | 'parcels';

/**
 * 订单与包裹 (issue 32, orders.read: every role): two tabs, 订单 and 包裹 (`?tab=parcels`), each a list with its
 * filters in the URL. Changing the tab keeps the filters both lists share (numbers, recipient and their phone, goods,
 * courier, member, days, site) and drops the other's own (status means another thing on each).
 */
export function OrdersConsole({ role }: { role: OperatorRole }) {
  const [search, setSearch] = useSearchParams();
  const tab: Tab = search.get('tab') === 'parcels' ? 'parcels' : 'orders';
  const switchTo = (next: string) => {
    if (next === tab) return;
    const kept = new URLSearchParams();
    for (const key of SHARED_FILTERS) {
      const value = search.get(key);
      if (value) kept.set(key, value);
    }
    if (next === 'parcels') kept.set('tab', 'parcels');
    setSearch(kept);
  };
  return (
    <Tabs
      activeKey={tab}
      onChange={switchTo}
      destroyOnHidden
      items={[
        { key: 'orders', label: '订单', children: tab === 'orders' ? <OrdersList role={role} /> : null },
        { key: 'parcels', label: '包裹', children: tab === 'parcels' ? <ParcelsList role={role} /> : null },
      ]}
    />
  );
}
