import { ParcelsCenter } from '../../features/parcels';

/** 待发货 (/supplier-center/parcels). */
export function SupplierParcelsPage() {
  return <ParcelsCenter />;
}
