import { ROLE_NAMES, type OperatorInfo } from 'shared-contracts/admin';
import { Link } from 'shared-contracts/router';
import { Tag } from 'shared-contracts/ui';
import { Card, Descriptions } from 'shared-contracts/ui/more';
import styled from 'styled-components';
import { sectionsFor } from '../../../shared/console-sections';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.marginSM}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Section = styled.li`
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colorBorderSecondary};
  border-radius: ${({ theme }) => theme.borderRadiusLG}px;
  background: ${({ theme }) => theme.colorBgContainer};
  h3 {
    margin: 0 0 4px;
    font-size: ${({ theme }) => theme.fontSize}px;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colorTextSecondary};
    font-size: ${({ theme }) => theme.fontSizeSM}px;
  }
`;

/** 概览: who is signed in and the sections their role may use (the figures come with the dashboard). */
export function OperatorOverview({ operator }: { operator: OperatorInfo }) {
  const sections = sectionsFor(operator.role).filter((s) => s.key !== 'overview');
  return (
    <>
      <Card title="当前账号" style={{ marginBottom: 16 }}>
        <Descriptions column={3} size="small">
          <Descriptions.Item label="姓名">{operator.name}</Descriptions.Item>
          <Descriptions.Item label="角色">{ROLE_NAMES[operator.role]}</Descriptions.Item>
          <Descriptions.Item label="手机号">{operator.mobile}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title="可用功能">
        <Grid aria-label="可用功能">
          {sections.map((s) => (
            <Section key={s.key}>
              <h3>{s.path ? <Link to={s.path}>{s.label}</Link> : s.label} {s.path ? null : <Tag>即将上线</Tag>}</h3>
              <p>{s.description}</p>
            </Section>
          ))}
        </Grid>
      </Card>
    </>
  );
}
