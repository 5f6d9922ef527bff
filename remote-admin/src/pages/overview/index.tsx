import { OperatorOverview } from '../../features/overview';
import { useOperator } from '../../features/operator-auth';

/** 概览 (/admin): inside the console layout, which has already loaded the operator. */
export function AdminOverviewPage() {
  const { data: operator } = useOperator();
  return operator ? <OperatorOverview operator={operator} /> : null;
}
