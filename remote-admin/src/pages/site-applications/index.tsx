import { ApplicationsList } from '../../features/applications';
import { RequirePermission } from '../../shared/require-permission';

/** 分站申请 (/admin/site-applications): for roles holding 'substations.write' (reads, 处理 and 开通 alike). */
export function AdminApplicationsPage() {
  return <RequirePermission permission="substations.write" what="分站申请">{() => <ApplicationsList />}</RequirePermission>;
}
