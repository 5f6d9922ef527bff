import { HeartOutlined } from 'shared-contracts/icons';
import { lazy, Suspense } from 'react';
import { Link, NavLink } from 'shared-contracts/router';
import styled from 'styled-components';
import { navRoutes, servesRoute } from 'shared-contracts';
import { openLogin, useAppDispatch, useCurrentUser, useIsLoggedIn, useSiteConfig } from 'shared-contracts/app';
import { Button, Space } from 'shared-contracts/ui';

// the dropdown (menu) is not needed for the first paint of a visitor's page
const UserMenu = lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })));

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 100;
  background: ${(p) => p.theme.colorBgContainer};
  box-shadow: 0 1px 4px rgba(0, 0, 0, 0.06);
`;

const Inner = styled.div`
  max-width: 1200px;
  height: 64px;
  margin: 0 auto;
  display: flex;
  align-items: center;
  gap: 40px;
`;

const Logo = styled(Link)`
  display: flex;
  align-items: center;
  img {
    height: 40px;
    display: block;
  }
`;

const Nav = styled.nav`
  display: flex;
  gap: 8px;
  flex: 1;
  a {
    padding: 8px 14px;
    border-radius: ${(p) => p.theme.borderRadius}px;
    color: ${(p) => p.theme.colorText};
    font-size: 15px;
    text-decoration: none;
    transition: color 0.2s, background 0.2s;
  }
  a:hover {
    color: ${(p) => p.theme.colorPrimary};
  }
  a.active {
    color: ${(p) => p.theme.colorPrimary};
    background: ${(p) => p.theme.colorPrimaryBg};
    font-weight: 600;
  }
`;

const FavLink = styled(Link)`
  color: ${(p) => p.theme.colorTextSecondary};
  &:hover {
    color: ${(p) => p.theme.colorPrimary};
  }
`;

/** SPEC §2.2: logo, navigation from the route table, favourites, login/register or the user dropdown. */
export function TopBar() {
  const site = useSiteConfig();
  const user = useCurrentUser();
  const loggedIn = useIsLoggedIn();
  const dispatch = useAppDispatch();
  const links = navRoutes(site.hidden_routes).filter((r) => servesRoute(site, r));

  return (
    <Bar>
      <Inner>
        <Logo to="/" aria-label={site.site_name}>
          <img src={site.logo} alt={site.site_name} />
        </Logo>
        <Nav aria-label="主导航">
          {links.map((r) => (
            <NavLink key={r.name} to={r.fullPath} end={r.fullPath === '/'}>
              {r.title}
            </NavLink>
          ))}
        </Nav>
        <Space size={20}>
          <FavLink to="/collect">
            <HeartOutlined /> 我的收藏
          </FavLink>
          {loggedIn && user ? (
            <Suspense fallback={<span data-testid="user-menu-loading">{user.username}</span>}>
              <UserMenu username={user.username} groupName={user.group_name} />
            </Suspense>
          ) : (
            <Space>
              <Button type="primary" onClick={() => dispatch(openLogin({ mode: 'login' }))}>
                登录
              </Button>
              <Button onClick={() => dispatch(openLogin({ mode: 'register' }))}>注册</Button>
            </Space>
          )}
        </Space>
      </Inner>
    </Bar>
  );
}
