import { can } from 'shared-contracts/admin';
import { SupplierApplicationsList } from '../../features/suppliers';
import { RequirePermission } from '../../shared/require-permission';

/** 供应商入驻 (/admin/supplier-applications): suppliers.read; 通过 / 驳回 with suppliers.write. */
export function AdminSupplierApplicationsPage() {
  return <RequirePermission permission="suppliers.read" what="供应商入驻申请">{(role) => <SupplierApplicationsList canWrite={can(role, 'suppliers.write')} />}</RequirePermission>;
}
