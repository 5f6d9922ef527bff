import { can } from 'shared-contracts/admin';
import { MoneyRulesCard, PromotionSettingsForm } from '../../features/promotion';
import { RequirePermission } from '../../shared/require-permission';

/** 推广设置 (/admin/promotion): money.read to see it (admin, finance), money.write to change it; 资金安全 below for money.rules (admin). */
export function AdminPromotionPage() {
  return (
    <RequirePermission permission="money.read" what="推广设置">
      {(role) => (
        <>
          <PromotionSettingsForm canWrite={can(role, 'money.write')} />
          {can(role, 'money.rules') ? <MoneyRulesCard /> : null}
        </>
      )}
    </RequirePermission>
  );
}
