import { UserOutlined } from 'shared-contracts/icons';
import { DownOutlined, LockOutlined, LogoutOutlined, WalletOutlined } from 'shared-contracts/icons/more';
import { useNavigate } from 'shared-contracts/router';
import { routePath, servesRoute } from 'shared-contracts';
import { openLogin, useAppDispatch, useSiteConfig } from 'shared-contracts/app';
import { Avatar, Space, Tag, theme, type MenuProps } from 'shared-contracts/ui';
import { Dropdown } from 'shared-contracts/ui/more';
import { useLogout } from '../features/auth/hooks/use-logout';
import { MenuBalance } from './menu-balance';

/** The logged-in user's dropdown: 余额 (to 我的钱包), 用户中心, 修改密码, 退出登录 (logging out reloads the page). */
export function UserMenu({ username, groupName }: { username: string; groupName: string }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [logout] = useLogout();
  const site = useSiteConfig();
  const { colorPrimary } = theme.useToken().token;
  const servesWallet = servesRoute(site, 'wallet');
  const items: MenuProps['items'] = [
    // the balance links to the wallet where the Host serves it, and is plain text where it does not
    { key: 'balance', icon: <WalletOutlined />, label: <MenuBalance />, ...(servesWallet ? { onClick: () => navigate(routePath('wallet')) } : { disabled: true }) },
    // a sub-station that does not mount the user centre has none to go to
    ...(servesRoute(site, 'userCenter') ? [{ key: 'center', icon: <UserOutlined />, label: '用户中心', onClick: () => navigate(routePath('userCenter')) }] : []),
    { key: 'password', icon: <LockOutlined />, label: '修改密码', onClick: () => dispatch(openLogin({ mode: 'modifyPassword' })) },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: '退出登录', danger: true, onClick: () => void logout() },
  ];
  return (
    <Dropdown menu={{ items }} placement="bottomRight" trigger={['hover', 'click']}>
      <Space style={{ cursor: 'pointer' }} data-testid="user-menu">
        <Avatar size="small" icon={<UserOutlined />} style={{ background: colorPrimary }} />
        <span>{username}</span>
        {groupName ? <Tag color="gold">{groupName}</Tag> : null}
        <DownOutlined style={{ fontSize: 10 }} />
      </Space>
    </Dropdown>
  );
}
