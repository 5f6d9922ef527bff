import { routePath } from 'shared-contracts';
import { SUPPLIER_ROLE_NAMES, type SupplierMe } from 'shared-contracts/supplier';
import { useSiteConfig } from 'shared-contracts/app';
import { LockOutlined, LogoutOutlined } from 'shared-contracts/icons/more';
import { Outlet, useLocation, useNavigate } from 'shared-contracts/router';
import { Avatar, Button, Tag } from 'shared-contracts/ui';
import { Menu } from 'shared-contracts/ui/more';
import styled from 'styled-components';
import { useSupplierSignOut } from '../../supplier-auth';

const Shell = styled.div`
  display: grid;
  grid-template-columns: 200px minmax(0, 1fr);
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
  .shop {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.marginXS}px;
    font-weight: ${({ theme }) => theme.fontWeightStrong};
    color: ${({ theme }) => theme.colorTextHeading};
  }
  .who {
    margin-left: auto;
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.marginXS}px;
  }
`;

const Content = styled.main`
  flex: 1;
  padding: 24px;
`;

/** The supplier centre's sections, in the menu's order. */
const SECTIONS = [
  { key: 'supplierWorkbench', label: '工作台' },
  { key: 'supplierGoods', label: '商品' },
  { key: 'supplierParcels', label: '待发货' },
  { key: 'supplierSettlement', label: '结算' },
].map((section) => ({ ...section, path: routePath(section.key) }));

/**
 * 供应商中心's frame: the side menu (工作台, 商品, 待发货, 结算), the shop and the signed-in supplier on top with
 * 修改密码 and 退出. The shop's top bar, footer and dialogs are not here.
 */
export function CenterLayout({ supplier }: { supplier: SupplierMe }) {
  const { site_name } = useSiteConfig();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { signOut, signingOut } = useSupplierSignOut();
  const here = pathname.replace(/\/$/, '');
  const current = SECTIONS.find((s) => s.path === here);

  return (
    <Shell>
      <Side>
        <Brand>
          <strong>供应商中心</strong>
          <span>{site_name}</span>
        </Brand>
        <nav aria-label="供应商中心菜单">
          <Menu
            mode="inline"
            selectedKeys={current ? [current.key] : []}
            onClick={({ key }) => {
              const path = SECTIONS.find((s) => s.key === key)?.path;
              if (path) navigate(path);
            }}
            items={SECTIONS.map(({ key, label }) => ({ key, label }))}
          />
        </nav>
      </Side>
      <Body>
        <Header>
          <span className="shop" data-testid="supplier-shop">
            {supplier.shop.logo ? <Avatar size="small" src={supplier.shop.logo} alt="" /> : null}
            {supplier.shop.name}
          </span>
          <span className="who">
            <span data-testid="supplier-name">{supplier.name}</span>
            <Tag color={supplier.role === 'owner' ? 'gold' : 'blue'}>{SUPPLIER_ROLE_NAMES[supplier.role]}</Tag>
            <Button icon={<LockOutlined />} onClick={() => navigate(routePath('supplierPassword'))}>
              修改密码
            </Button>
            <Button icon={<LogoutOutlined />} loading={signingOut} onClick={() => void signOut()}>
              退出
            </Button>
          </span>
        </Header>
        <Content>
          <Outlet />
        </Content>
      </Body>
    </Shell>
  );
}
