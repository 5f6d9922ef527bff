import { CenterLayout } from '../../features/center-layout';
import { RequireSupplier } from '../../features/supplier-auth';

/** 供应商中心 (/supplier-center and below): signed-in suppliers only, in the supplier centre's frame. */
export function SupplierCenterLayout() {
  return <RequireSupplier>{(supplier) => <CenterLayout supplier={supplier} />}</RequireSupplier>;
}
