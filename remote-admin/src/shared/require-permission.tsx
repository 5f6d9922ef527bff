import type { ReactNode } from 'react';
import { can, type OperatorRole, type Permission } from 'shared-contracts/admin';
import { Result } from 'shared-contracts/ui/more';
import { useOperator } from '../features/operator-auth';

interface Props {
  permission: Permission;
  /** What the page shows, for the refusal: 无权查看{what}. */
  what: string;
  children: (role: OperatorRole) => ReactNode;
}

/**
 * A console page's own check of the shared permission table (the console layout has already loaded the
 * operator): a role without the permission — one that typed the address — sees 403 in the page's area,
 * never the page. The server refuses the calls as well; this only spares the operator a broken page.
 */
export function RequirePermission({ permission, what, children }: Props) {
  const { data: operator } = useOperator();
  if (!operator) return null;
  if (!can(operator.role, permission)) return <Result status="403" title={`无权查看${what}`} subTitle={`当前角色没有查看${what}的权限，如需查看请联系管理员。`} />;
  return <>{children(operator.role)}</>;
}
