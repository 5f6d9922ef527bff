import { HomeBlockList } from '../../features/content';
import { RequirePermission } from '../../shared/require-permission';

/** 首页布局 (/admin/home-blocks): for roles holding 'content.write', which covers reading and changing it. */
export function AdminHomeBlocksPage() {
  return (
    <RequirePermission permission="content.write" what="首页布局">
      {() => <HomeBlockList />}
    </RequirePermission>
  );
}
