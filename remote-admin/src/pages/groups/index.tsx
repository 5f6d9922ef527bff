import { GroupsAdmin } from '../../features/groups';
import { RequirePermission } from '../../shared/require-permission';

/** 会员等级与充值 (/admin/groups): for roles holding 'groups.write' (reads and changes alike). */
export function AdminGroupsPage() {
  return (
    <RequirePermission permission="groups.write" what="会员等级与充值">
      {() => <GroupsAdmin />}
    </RequirePermission>
  );
}
