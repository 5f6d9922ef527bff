import { ShopList } from '../../features/catalogue';
import { RequirePermission } from '../../shared/require-permission';

/** 供货店铺 (/admin/shops): for roles holding 'catalogue.read'; changes need 'catalogue.write'. */
export function AdminShopsPage() {
  return (
    <RequirePermission permission="catalogue.read" what="供货店铺">
      {(role) => <ShopList role={role} />}
    </RequirePermission>
  );
}
