import { can } from 'shared-contracts/admin';
import { PromotionSettingsForm } from '../../features/promotion';
import { RequirePermission } from '../../shared/require-permission';

/** 推广设置 (/admin/promotion): money.read to see it (admin, finance), money.write to change it. */
export function AdminPromotionPage() {
  return (
    <RequirePermission permission="money.read" what="推广设置">
      {(role) => <PromotionSettingsForm canWrite={can(role, 'money.write')} />}
    </RequirePermission>
  );
}
