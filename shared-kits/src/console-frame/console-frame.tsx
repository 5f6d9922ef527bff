import type { ReactNode } from 'react';
import { useSiteConfig } from 'shared-contracts/app';
import { Outlet, useLocation, useNavigate } from 'shared-contracts/router';
import type { MenuProps } from 'shared-contracts/ui';
import { Menu } from 'shared-contracts/ui/more';
import styled from 'styled-components';

const Shell = styled.div`
  display: grid;
  grid-template-columns: 220px minmax(0, 1fr);
  min-height: 100vh;
`;

const Side = styled.aside`
  background: ${({ theme }) => theme.colorBgContainer};
  border-right: 1px solid ${({ theme }) => theme.colorBorderSecondary};
  .ant-menu {
    border-inline-end: none !important;
  }
`;

const Brand = styled.div`
  padding: 20px 24px 16px;
  strong {
    display: block;
    font-size: ${({ theme }) => theme.fontSizeLG}px;
    color: ${({ theme }) => theme.colorTextHeading};
  }
  span {
    font-size: ${({ theme }) => theme.fontSizeSM}px;
    color: ${({ theme }) => theme.colorTextSecondary};
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const Header = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.marginSM}px;
  height: 56px;
  padding: 0 24px;
  background: ${({ theme }) => theme.colorBgContainer};
  border-bottom: 1px solid ${({ theme }) => theme.colorBorderSecondary};
`;

const Account = styled.span`
  margin-left: auto;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.marginXS}px;
`;

const Content = styled.main`
  flex: 1;
  padding: 24px;
`;

/** A section of the side menu: its menu key and its page (none: shown, not open yet). */
export interface FrameSection {
  key: string;
  path?: string;
}

export interface ConsoleFrameProps {
  /** whose console: 运营后台, 供应商中心 — over the menu (with the site's name) and the menu's name (…菜单) */
  area: string;
  /** the menu's sections: the one whose page is shown is selected, a click opens a section's page */
  sections: readonly FrameSection[];
  /** the menu's items, keyed by the sections' keys (groups, labels, disabled ones) */
  items: MenuProps['items'];
  /** the top bar's left: what the account works for (a supplier's shop) */
  lead?: ReactNode;
  /** the top bar's right: who is signed in, and their buttons (修改密码, 退出) */
  account: ReactNode;
}

const trimmed = (path: string) => path.replace(/\/$/, '');

/**
 * A console's frame (运营后台, 供应商中心): the side menu under the console's name and the site's, the top bar,
 * the section's page (the route's outlet) below it. The shop's top bar and footer are not here.
 */
export function ConsoleFrame({ area, sections, items, lead, account }: ConsoleFrameProps) {
  const { site_name } = useSiteConfig();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const current = sections.find((s) => s.path && trimmed(s.path) === trimmed(pathname));

  return (
    <Shell>
      <Side>
        <Brand>
          <strong>{area}</strong>
          <span>{site_name}</span>
        </Brand>
        <nav aria-label={`${area}菜单`}>
          <Menu
            mode="inline"
            selectedKeys={current ? [current.key] : []}
            onClick={({ key }) => {
              const path = sections.find((s) => s.key === key)?.path;
              if (path) navigate(path);
            }}
            items={items}
          />
        </nav>
      </Side>
      <Body>
        <Header>
          {lead}
          <Account>{account}</Account>
        </Header>
        <Content>
          <Outlet />
        </Content>
      </Body>
    </Shell>
  );
}
