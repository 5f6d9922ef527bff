import { isSiteRole } from 'shared-contracts/admin';
import { OperatorOverview } from '../../features/overview';
import { useOperator } from '../../features/operator-auth';
import { SiteConsoleOverview } from '../../features/site-overview';

/** 概览 (/admin): inside the console layout, which has already loaded the operator. A 分站's roles see 分站概览. */
export function AdminOverviewPage() {
  const { data: operator } = useOperator();
  if (!operator) return null;
  return isSiteRole(operator.role) ? <SiteConsoleOverview operator={operator} /> : <OperatorOverview operator={operator} />;
}
