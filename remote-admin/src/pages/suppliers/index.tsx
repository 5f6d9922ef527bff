import { can } from 'shared-contracts/admin';
import { SuppliersList } from '../../features/suppliers';
import { RequirePermission } from '../../shared/require-permission';

/** 供应商 (/admin/suppliers): suppliers.read (main-site roles); 新建账号 and 停用 / 启用 with suppliers.write. */
export function AdminSuppliersPage() {
  return <RequirePermission permission="suppliers.read" what="供应商">{(role) => <SuppliersList canWrite={can(role, 'suppliers.write')} />}</RequirePermission>;
}
