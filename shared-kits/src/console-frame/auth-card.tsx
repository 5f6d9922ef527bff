import { useId, type ReactNode } from 'react';
import { useSiteConfig } from 'shared-contracts/app';
import styled from 'styled-components';

const Screen = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 64px 16px;
  box-sizing: border-box;
`;

const Card = styled.section`
  width: 100%;
  max-width: 400px;
  padding: 32px;
  box-sizing: border-box;
  background: ${({ theme }) => theme.colorBgContainer};
  border-radius: ${({ theme }) => theme.borderRadiusLG}px;
  box-shadow: ${({ theme }) => theme.boxShadowTertiary};
`;

const Title = styled.h1`
  margin: 0 0 4px;
  font-size: ${({ theme }) => theme.fontSizeHeading3}px;
  color: ${({ theme }) => theme.colorTextHeading};
`;

const Sub = styled.p`
  margin: 0 0 24px;
  color: ${({ theme }) => theme.colorTextSecondary};
`;

export interface AuthCardProps {
  /** the step: 登录, 修改初始密码, 修改密码 — the card's heading and name */
  title: string;
  /** whose console: 运营后台, 供应商中心 (under the title, after the site's name) */
  area: string;
  children: ReactNode;
}

/** The card a page outside the frame sits in (sign-in, 修改密码): the step's title, the site's name and the console's. */
export function AuthCard({ title, area, children }: AuthCardProps) {
  const { site_name } = useSiteConfig();
  const titleId = useId();
  return (
    <Screen>
      <Card aria-labelledby={titleId}>
        <Title id={titleId}>{title}</Title>
        <Sub>
          {site_name} · {area}
        </Sub>
        {children}
      </Card>
    </Screen>
  );
}
