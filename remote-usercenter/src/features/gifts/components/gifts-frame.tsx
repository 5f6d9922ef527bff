import type { ReactNode } from 'react';
import { routeByName, routePath } from 'shared-contracts';
import { useNavigate } from 'shared-contracts/router';
import { Card } from 'shared-contracts/ui/more';

const TABS = ['giftOrder', 'giftSelected'] as const;
export type GiftTab = (typeof TABS)[number];

/** 礼品管理's card: its two pages as tabs (我的礼品, 已选礼品), each its own route. */
export function GiftsFrame({ active, children }: { active: GiftTab; children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <Card
      title={routeByName('giftManage')?.title ?? '礼品管理'}
      style={{ minWidth: 0 }}
      tabList={TABS.map((name) => ({ key: name, label: routeByName(name)?.title ?? name }))}
      activeTabKey={active}
      onTabChange={(key) => navigate(routePath(key))}
      data-testid={`${active === 'giftOrder' ? 'gift-order' : 'gift-selected'}-page`}
    >
      {children}
    </Card>
  );
}
