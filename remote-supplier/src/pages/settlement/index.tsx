import { SettlementCenter } from '../../features/settlement';
import { useSupplier } from '../../features/supplier-auth';

/** 结算 (/supplier-center/settlement): inside the frame, which has already loaded the supplier (its role decides what it may do). */
export function SupplierSettlementPage() {
  const { data: supplier } = useSupplier();
  return supplier ? <SettlementCenter supplier={supplier} /> : null;
}
