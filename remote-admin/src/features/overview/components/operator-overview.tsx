import { can, ROLE_NAMES, type OperatorInfo } from 'shared-contracts/admin';
import { Link } from 'shared-contracts/router';
import { Tag, Tooltip } from 'shared-contracts/ui';
import { Card } from 'shared-contracts/ui/more';
import styled from 'styled-components';
import { sectionsFor } from '../../../shared/console-sections';
import { ReconciliationSummaryCard } from '../../reconciliation';
import { Dashboard } from './dashboard';
import { WorkOrderStats } from './work-order-stats';

const Greeting = styled.p`
  margin: 0 0 12px;
  color: ${({ theme }) => theme.colorTextSecondary};
`;

const Sections = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** 概览: who is signed in, the day's figures, 对账 (roles holding money.read), 客服工单 (roles holding workorders.read), then the sections their role may use (compact). */
export function OperatorOverview({ operator }: { operator: OperatorInfo }) {
  const sections = sectionsFor(operator.role).filter((s) => s.key !== 'overview');
  return (
    <>
      <Greeting>
        {operator.name}（{ROLE_NAMES[operator.role]}，{operator.mobile}），你好
      </Greeting>
      <Dashboard />
      {can(operator.role, 'money.read') ? <ReconciliationSummaryCard /> : null}
      {can(operator.role, 'workorders.read') ? <WorkOrderStats /> : null}
      <Card title="可用功能" size="small">
        <Sections aria-label="可用功能">
          {sections.map((s) => (
            <li key={s.key}>
              <Tooltip title={s.description}>{s.path ? <Link to={s.path}>{s.label}</Link> : <span>{s.label}</span>}</Tooltip>
              {s.path ? null : <Tag style={{ marginLeft: 4 }}>即将上线</Tag>}
            </li>
          ))}
        </Sections>
      </Card>
    </>
  );
}
