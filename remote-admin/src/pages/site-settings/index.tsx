import { SiteSettingsAdmin } from '../../features/site-settings';
import { RequirePermission } from '../../shared/require-permission';

/** 站点设置 (/admin/site-settings): a 分站 owner's (site.settings). */
export function AdminSiteSettingsPage() {
  return (
    <RequirePermission permission="site.settings" what="站点设置">
      {() => <SiteSettingsAdmin />}
    </RequirePermission>
  );
}
