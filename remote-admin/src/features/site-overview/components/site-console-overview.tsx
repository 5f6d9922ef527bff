import { can, ROLE_NAMES, type OperatorInfo } from 'shared-contracts/admin';
import { Link } from 'shared-contracts/router';
import { Tooltip } from 'shared-contracts/ui';
import { Card } from 'shared-contracts/ui/more';
import styled from 'styled-components';
import { sectionsFor, type ConsoleSection } from '../../../shared/console-sections';
import { SiteOverview } from './site-overview';

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

/** 概览 of a 分站's console (site_owner, site_staff): who is signed in, 分站概览, then the sections their role may use. */
export function SiteConsoleOverview({ operator }: { operator: OperatorInfo }) {
  const sections = sectionsFor(operator.role).filter((s): s is ConsoleSection & { path: string } => s.key !== 'site-overview' && Boolean(s.path));
  return (
    <>
      <Greeting>
        {operator.name}（{ROLE_NAMES[operator.role]}，{operator.mobile}），你好
      </Greeting>
      <SiteOverview earningsLinked={can(operator.role, 'site.earnings')} />
      <Card title="可用功能" size="small">
        <Sections aria-label="可用功能">
          {sections.map((s) => (
            <li key={s.key}>
              <Tooltip title={s.description}>
                <Link to={s.path}>{s.label}</Link>
              </Tooltip>
            </li>
          ))}
        </Sections>
      </Card>
    </>
  );
}
