import { SitesAdmin } from '../../features/sites';
import { RequirePermission } from '../../shared/require-permission';

/** 站点与分站 (/admin/sites): for roles holding 'substations.write' (reads and writes alike). */
export function AdminSitesPage() {
  return <RequirePermission permission="substations.write" what="站点与分站">{() => <SitesAdmin />}</RequirePermission>;
}
