import { can } from 'shared-contracts/admin';
import { SupplierRequestsList } from '../../features/suppliers';
import { RequirePermission } from '../../shared/require-permission';

/** 供货价审核 (/admin/supplier-requests): suppliers.read; 通过 / 驳回 with suppliers.write. */
export function AdminSupplierRequestsPage() {
  return <RequirePermission permission="suppliers.read" what="供货价审核">{(role) => <SupplierRequestsList canWrite={can(role, 'suppliers.write')} />}</RequirePermission>;
}
