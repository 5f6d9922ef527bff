import { routeByName } from 'shared-contracts';
import { Card } from 'shared-contracts/ui/more';
import { ParcelList } from '../../features/parcels';

/** 包裹列表 (/user-center/package-list). */
export function PackageListPage() {
  return (
    <Card title={routeByName('packageList')?.title ?? '包裹列表'} style={{ minWidth: 0 }} data-testid="package-list-page">
      <ParcelList />
    </Card>
  );
}
