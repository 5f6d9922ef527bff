import type { ReactNode } from 'react';
import { ROLE_NAMES, type OperatorInfo } from 'shared-contracts/admin';
import { Link } from 'shared-contracts/router';
import { Tag, Tooltip } from 'shared-contracts/ui';
import { Card } from 'shared-contracts/ui/more';
import styled from 'styled-components';
import { sectionsFor } from './console-sections';

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

/** The 概览 sections themselves (the platform's and a 分站's), which the list of sections leaves out. */
const OVERVIEW_KEYS = new Set(['overview', 'site-overview']);

/**
 * 概览 of either console (the platform's, a 分站's): who is signed in, the figures (`children`), then the
 * sections their role may use, compact.
 */
export function OverviewFrame({ operator, children }: { operator: OperatorInfo; children: ReactNode }) {
  const sections = sectionsFor(operator.role).filter((s) => !OVERVIEW_KEYS.has(s.key));
  return (
    <>
      <Greeting>
        {operator.name}（{ROLE_NAMES[operator.role]}，{operator.mobile}），你好
      </Greeting>
      {children}
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
