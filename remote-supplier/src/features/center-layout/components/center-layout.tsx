import { routePath } from 'shared-contracts';
import { SUPPLIER_ROLE_NAMES, type SupplierMe } from 'shared-contracts/supplier';
import { LockOutlined, LogoutOutlined } from 'shared-contracts/icons/more';
import { useNavigate } from 'shared-contracts/router';
import { Avatar, Button, Tag } from 'shared-contracts/ui';
import { ConsoleFrame } from 'shared-kits/console-frame';
import styled from 'styled-components';
import { useSupplierSignOut } from '../../supplier-auth';

const Shop = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.marginXS}px;
  font-weight: ${({ theme }) => theme.fontWeightStrong};
  color: ${({ theme }) => theme.colorTextHeading};
`;

/** The supplier centre's sections, in the menu's order. */
const SECTIONS = [
  { key: 'supplierWorkbench', label: '工作台' },
  { key: 'supplierGoods', label: '商品' },
  { key: 'supplierParcels', label: '待发货' },
  { key: 'supplierSettlement', label: '结算' },
].map((section) => ({ ...section, path: routePath(section.key) }));

const MENU_ITEMS = SECTIONS.map(({ key, label }) => ({ key, label }));

/**
 * 供应商中心's frame (shared-kits/console-frame): the side menu (工作台, 商品, 待发货, 结算), the shop and the
 * signed-in supplier on top with 修改密码 and 退出. The shop's top bar, footer and dialogs are not here.
 */
export function CenterLayout({ supplier }: { supplier: SupplierMe }) {
  const navigate = useNavigate();
  const { signOut, signingOut } = useSupplierSignOut();

  return (
    <ConsoleFrame
      area="供应商中心"
      sections={SECTIONS}
      items={MENU_ITEMS}
      lead={
        <Shop data-testid="supplier-shop">
          {supplier.shop.logo ? <Avatar size="small" src={supplier.shop.logo} alt="" /> : null}
          {supplier.shop.name}
        </Shop>
      }
      account={
        <>
          <span data-testid="supplier-name">{supplier.name}</span>
          <Tag color={supplier.role === 'owner' ? 'gold' : 'blue'}>{SUPPLIER_ROLE_NAMES[supplier.role]}</Tag>
          <Button icon={<LockOutlined />} onClick={() => navigate(routePath('supplierPassword'))}>
            修改密码
          </Button>
          <Button icon={<LogoutOutlined />} loading={signingOut} onClick={() => void signOut()}>
            退出
          </Button>
        </>
      }
    />
  );
}
