import { Link } from 'shared-contracts/router';
import styled from 'styled-components';
import { routePath } from 'shared-contracts';

import { Card, Typography } from 'shared-contracts/ui/more';
import { COMMON_QUESTIONS } from '../../features/articles/common-questions';

const Questions = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    padding: 14px 0;
    border-bottom: 1px solid ${(p) => p.theme.colorBorderSecondary};
  }
  li:last-child {
    border-bottom: 0;
  }
  a {
    font-weight: 600;
    color: ${(p) => p.theme.colorText};
  }
  a:hover {
    color: ${(p) => p.theme.colorPrimary};
  }
`;

/** Common questions (/help-center/list). */
export function HelpListPage() {
  return (
    <Card title="常见问题">
      <Questions>
        {COMMON_QUESTIONS.map((a) => (
          <li key={a.id}>
            <Link to={routePath('article', { id: a.id })}>{a.title}</Link>
            <Typography.Paragraph type="secondary" style={{ margin: '6px 0 0' }}>
              {a.summary}
            </Typography.Paragraph>
          </li>
        ))}
      </Questions>
    </Card>
  );
}
