import { useSearchParams } from 'shared-contracts/router';
import { Tabs } from 'shared-contracts/ui/more';
import { PROMOTION_TABS, type PromotionTab } from '../utils/list-params';
import { ReferredOrderList } from './referred-order-list';
import { SpreadUserList } from './spread-user-list';
import { WithdrawalList } from './withdrawal-list';

const isTab = (key: string | null): key is PromotionTab => key !== null && key in PROMOTION_TABS;

/** 我邀请的用户 / 佣金记录 / 提现记录: the tab is in the URL (`?tab=orders`); another tab starts its list afresh. */
export function PromotionTabs() {
  const [search, setSearch] = useSearchParams();
  const requested = search.get('tab');
  const tab: PromotionTab = isTab(requested) ? requested : 'users';
  return (
    <Tabs
      activeKey={tab}
      onChange={(key) => setSearch(key === 'users' ? {} : { tab: key })}
      destroyOnHidden
      items={[
        {
          key: 'users',
          label: PROMOTION_TABS.users,
          children: <SpreadUserList />,
        },
        {
          key: 'orders',
          label: PROMOTION_TABS.orders,
          children: <ReferredOrderList />,
        },
        {
          key: 'withdrawals',
          label: PROMOTION_TABS.withdrawals,
          children: <WithdrawalList />,
        },
      ]}
    />
  );
}
