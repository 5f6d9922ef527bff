import { SiteEarningsAdmin } from '../../features/site-earnings';
import { RequirePermission } from '../../shared/require-permission';

/** 收益与提现 (/admin/earnings): a 分站 owner's (site.earnings). */
export function AdminEarningsPage() {
  return (
    <RequirePermission permission="site.earnings" what="收益与提现">
      {() => <SiteEarningsAdmin />}
    </RequirePermission>
  );
}
