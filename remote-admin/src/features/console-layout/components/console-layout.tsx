import type { OperatorInfo } from 'shared-contracts/admin';
import { ROLE_NAMES } from 'shared-contracts/admin';
import { useSiteConfig } from 'shared-contracts/app';
import { LogoutOutlined } from 'shared-contracts/icons/more';
import { Outlet, useLocation, useNavigate } from 'shared-contracts/router';
import { Button, Tag } from 'shared-contracts/ui';
import { Menu } from 'shared-contracts/ui/more';
import styled from 'styled-components';
import { useOperatorSignOut } from '../../operator-auth';
import { sectionsFor, type ConsoleSection } from '../../../shared/console-sections';

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
  justify-content: flex-end;
  gap: ${({ theme }) => theme.marginSM}px;
  height: 56px;
  padding: 0 24px;
  background: ${({ theme }) => theme.colorBgContainer};
  border-bottom: 1px solid ${({ theme }) => theme.colorBorderSecondary};
`;

const Content = styled.main`
  flex: 1;
  padding: 24px;
`;

const Soon = styled.span`
  margin-left: 6px;
  font-size: ${({ theme }) => theme.fontSizeSM}px;
  color: ${({ theme }) => theme.colorTextQuaternary};
`;

const itemOf = (s: ConsoleSection) => ({
  key: s.key,
  disabled: !s.path,
  label: s.path ? (
    s.label
  ) : (
    <>
      {s.label}
      <Soon>即将上线</Soon>
    </>
  ),
});

/** The menu: sections in order, those of one group under its heading. */
function menuItems(sections: ConsoleSection[]) {
  const items: ({ type: 'group'; key: string; label: string; children: ReturnType<typeof itemOf>[] } | ReturnType<typeof itemOf>)[] = [];
  for (const section of sections) {
    const last = items[items.length - 1];
    if (!section.group) items.push(itemOf(section));
    else if (last && 'type' in last && last.label === section.group) last.children.push(itemOf(section));
    else items.push({ type: 'group', key: `group-${section.group}`, label: section.group, children: [itemOf(section)] });
  }
  return items;
}

/**
 * 运营后台's layout: the side menu of the sections the operator's role may use (`can()` on the shared
 * permission table), the operator's name and role, 退出. The shop's top bar and footer are not here.
 */
export function ConsoleLayout({ operator }: { operator: OperatorInfo }) {
  const { site_name } = useSiteConfig();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { signOut, signingOut } = useOperatorSignOut();
  const sections = sectionsFor(operator.role);
  const current = sections.find((s) => s.path && s.path.replace(/\/$/, '') === pathname.replace(/\/$/, ''));

  return (
    <Shell>
      <Side>
        <Brand>
          <strong>运营后台</strong>
          <span>{site_name}</span>
        </Brand>
        <nav aria-label="运营后台菜单">
          <Menu
            mode="inline"
            selectedKeys={current ? [current.key] : []}
            onClick={({ key }) => {
              const path = sections.find((s) => s.key === key)?.path;
              if (path) navigate(path);
            }}
            items={menuItems(sections)}
          />
        </nav>
      </Side>
      <Body>
        <Header>
          <span data-testid="operator-name">{operator.name}</span>
          <Tag color="blue">{ROLE_NAMES[operator.role]}</Tag>
          <Button icon={<LogoutOutlined />} loading={signingOut} onClick={() => void signOut()}>
            退出
          </Button>
        </Header>
        <Content>
          <Outlet />
        </Content>
      </Body>
    </Shell>
  );
}
