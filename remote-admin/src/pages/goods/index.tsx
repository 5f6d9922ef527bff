import { GoodsList } from '../../features/goods';
import { RequirePermission } from '../../shared/require-permission';

/** 商品 (/admin/goods): for roles holding 'catalogue.read'; changes need 'catalogue.write'. */
export function AdminGoodsPage() {
  return (
    <RequirePermission permission="catalogue.read" what="商品">
      {(role) => <GoodsList role={role} />}
    </RequirePermission>
  );
}
