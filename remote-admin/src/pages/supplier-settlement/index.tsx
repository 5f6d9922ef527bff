import { SupplierSettlement } from '../../features/suppliers';
import { RequirePermission } from '../../shared/require-permission';

/** 供应商结算 (/admin/supplier-settlement): money.read (admin, finance). */
export function AdminSupplierSettlementPage() {
  return <RequirePermission permission="money.read" what="供应商结算">{() => <SupplierSettlement />}</RequirePermission>;
}
