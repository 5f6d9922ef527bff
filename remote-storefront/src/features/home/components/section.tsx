import type { ReactNode } from 'react';
import { RightOutlined } from 'shared-contracts/icons';
import { Link } from 'shared-contracts/router';
import styled from 'styled-components';

const Box = styled.section`
  margin-top: 24px;
  padding: 20px 24px 24px;
  background: ${(p) => p.theme.colorBgContainer};
  border-radius: ${(p) => p.theme.borderRadiusLG}px;
`;

const Head = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-bottom: 16px;
  h2 {
    margin: 0;
    font-size: 20px;
    border-left: 4px solid ${(p) => p.theme.colorPrimary};
    padding-left: 10px;
    line-height: 1.1;
  }
`;

/** A titled home section with an optional 更多 link. */
export function Section({ title, more, extra, children, testId }: { title: string; more?: { to: string; label: string }; extra?: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <Box aria-label={title} data-testid={testId}>
      <Head>
        <h2>{title}</h2>
        {extra}
        {more ? (
          <Link to={more.to}>
            {more.label} <RightOutlined />
          </Link>
        ) : null}
      </Head>
      {children}
    </Box>
  );
}
