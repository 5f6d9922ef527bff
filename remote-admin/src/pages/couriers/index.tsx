import { CourierList } from '../../features/catalogue';
import { RequirePermission } from '../../shared/require-permission';

/** 快递 (/admin/couriers): for roles holding 'catalogue.read'; changes need 'catalogue.write'. */
export function AdminCouriersPage() {
  return (
    <RequirePermission permission="catalogue.read" what="快递">
      {(role) => <CourierList role={role} />}
    </RequirePermission>
  );
}
