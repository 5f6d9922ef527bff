import { RequirePermission } from '../../../shared/require-permission';
import { FinanceReport } from './finance-report';

/** 财务报表 (/admin/finance): money.read (admin, finance; a 分站's operators hold none). */
export function AdminFinancePage() {
  return (
    <RequirePermission permission="money.read" what="财务报表">
      {() => <FinanceReport />}
    </RequirePermission>
  );
}
