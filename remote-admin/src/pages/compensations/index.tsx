import { can } from 'shared-contracts/admin';
import { CompensationsList } from '../../features/compensations';
import { RequirePermission } from '../../shared/require-permission';

/** 赔付记录 (/admin/compensations): compensations.read (admin, support, finance); 人工赔付 with compensations.write. */
export function AdminCompensationsPage() {
  return (
    <RequirePermission permission="compensations.read" what="赔付记录">
      {(role) => <CompensationsList canWrite={can(role, 'compensations.write')} />}
    </RequirePermission>
  );
}
