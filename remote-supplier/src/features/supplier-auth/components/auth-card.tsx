import type { ReactNode } from 'react';
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
  max-width: 420px;
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

/** The card a page outside the supplier centre's frame sits in (修改密码): its title, the site and 供应商中心. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  const { site_name } = useSiteConfig();
  return (
    <Screen>
      <Card aria-labelledby="supplier-auth-title">
        <Title id="supplier-auth-title">{title}</Title>
        <Sub>{site_name} · 供应商中心</Sub>
        {children}
      </Card>
    </Screen>
  );
}
