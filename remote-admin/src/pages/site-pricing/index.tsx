import { SitePricingAdmin } from '../../features/site-pricing';
import { RequirePermission } from '../../shared/require-permission';

/** 商品定价 (/admin/pricing): a 分站 owner's (site.pricing). */
export function AdminSitePricingPage() {
  return (
    <RequirePermission permission="site.pricing" what="商品定价">
      {() => <SitePricingAdmin />}
    </RequirePermission>
  );
}
