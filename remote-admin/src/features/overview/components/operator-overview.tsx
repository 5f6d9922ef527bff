import { can, type OperatorInfo } from 'shared-contracts/admin';
import { OverviewFrame } from '../../../shared/overview-frame';
import { ReconciliationSummaryCard } from '../../reconciliation';
import { Dashboard } from './dashboard';
import { WorkOrderStats } from './work-order-stats';

/** 概览: who is signed in, the day's figures, 对账 (roles holding money.read), 客服工单 (roles holding workorders.read), then the sections their role may use (compact). */
export function OperatorOverview({ operator }: { operator: OperatorInfo }) {
  return (
    <OverviewFrame operator={operator}>
      <Dashboard />
      {can(operator.role, 'money.read') ? <ReconciliationSummaryCard /> : null}
      {can(operator.role, 'workorders.read') ? <WorkOrderStats /> : null}
    </OverviewFrame>
  );
}
