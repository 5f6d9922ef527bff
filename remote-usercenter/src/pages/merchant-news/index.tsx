import { routeByName } from 'shared-contracts';
import { useSearchParams } from 'shared-contracts/router';
import { Badge, Card, Tabs } from 'shared-contracts/ui/more';
import { NotificationList } from '../../features/notifications';
import { useUnreadCounts, WorkOrderList } from '../../features/work-orders';

/** A tab's name with its unread count. */
const label = (text: string, count: number) => (
  <span>
    {text} <Badge count={count} size="small" aria-label={`${count} 条未读`} />
  </span>
);

/**
 * 工单管理 (/user-center/merchant-news): the 工单 and 消息 tabs, each with its unread count; the tab is in the
 * URL (`?tab=messages` opens 消息) and changing it starts that tab's list afresh.
 */
export function MerchantNewsPage() {
  const [search, setSearch] = useSearchParams();
  const unread = useUnreadCounts();
  const tab = search.get('tab') === 'messages' ? 'messages' : 'work-orders';
  return (
    <Card title={routeByName('merchantNews')?.title ?? '工单管理'} style={{ minWidth: 0 }} data-testid="merchant-news-page">
      <Tabs
        activeKey={tab}
        onChange={(key) => setSearch(key === 'messages' ? { tab: 'messages' } : {})}
        destroyOnHidden
        items={[
          { key: 'work-orders', label: label('工单', unread.workOrders), children: <WorkOrderList /> },
          { key: 'messages', label: label('消息', unread.notifications), children: <NotificationList /> },
        ]}
      />
    </Card>
  );
}
