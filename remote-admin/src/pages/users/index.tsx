import { UsersList } from '../../features/users';
import { RequirePermission } from '../../shared/require-permission';

/** 用户 (/admin/users): for roles holding 'users.read'; changes need 'users.write'. */
export function AdminUsersPage() {
  return (
    <RequirePermission permission="users.read" what="用户">
      {(role) => <UsersList role={role} />}
    </RequirePermission>
  );
}
