import { routeByName } from 'shared-contracts';
import { Card } from 'shared-contracts/ui/more';
import { ShopList } from '../../features/stores';

/** 店铺管理 (/user-center/shop-manage): the connected shops; the platforms' authorisation returns land here. */
export function ShopManagePage() {
  return (
    <Card title={routeByName('shopManage')?.title ?? '店铺管理'} style={{ minWidth: 0 }} data-testid="shop-manage-page">
      <ShopList />
    </Card>
  );
}
