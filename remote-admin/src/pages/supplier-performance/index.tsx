import { SupplierPerformance } from '../../features/suppliers';
import { RequirePermission } from '../../shared/require-permission';

/** 发货时效 (/admin/supplier-performance): suppliers.read (main-site roles). */
export function AdminSupplierPerformancePage() {
  return <RequirePermission permission="suppliers.read" what="发货时效">{() => <SupplierPerformance />}</RequirePermission>;
}
