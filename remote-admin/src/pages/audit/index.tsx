import { AuditLog } from '../../features/audit';
import { RequirePermission } from '../../shared/require-permission';

/** 审计日志 (/admin/audit): only for roles holding 'audit.read'. */
export function AdminAuditPage() {
  return (
    <RequirePermission permission="audit.read" what="审计日志">
      {() => <AuditLog />}
    </RequirePermission>
  );
}
