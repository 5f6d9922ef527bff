import { useSupplier } from '../../features/supplier-auth';
import { Workbench } from '../../features/workbench';

/** 工作台 (/supplier-center): inside the frame, which has already loaded the supplier. */
export function SupplierWorkbenchPage() {
  const { data: supplier } = useSupplier();
  return supplier ? <Workbench supplier={supplier} /> : null;
}
