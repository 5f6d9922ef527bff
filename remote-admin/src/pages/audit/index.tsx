import { can } from 'shared-contracts/admin';
import { Result } from 'shared-contracts/ui/more';
import { AuditLog } from '../../features/audit';
import { useOperator } from '../../features/operator-auth';

/** 审计日志 (/admin/audit): only for roles holding 'audit.read'. */
export function AdminAuditPage() {
  const { data: operator } = useOperator();
  if (!operator) return null;
  if (!can(operator.role, 'audit.read')) return <Result status="403" title="无权查看审计日志" subTitle="当前角色没有查看审计日志的权限，如需查看请联系管理员。" />;
  return <AuditLog />;
}
