import { UserOutlined } from 'shared-contracts/icons';
import { Outlet, useLocation, useNavigate } from 'shared-contracts/router';
import styled from 'styled-components';
import { routeByName } from 'shared-contracts';
import { useCurrentUser } from 'shared-contracts/app';
import { Avatar, Tag, theme } from 'shared-contracts/ui';
import { Badge, Card, Menu, Typography } from 'shared-contracts/ui/more';
import { useUnreadCounts } from '../../features/work-orders';

const Layout = styled.div`
  display: grid;
  grid-template-columns: 220px 1fr;
  gap: 16px;
  align-items: start;
`;

const Profile = styled.div`
  text-align: center;
  padding: 8px 0 16px;
  border-bottom: 1px solid ${(p) => p.theme.colorBorderSecondary};
  margin-bottom: 8px;
`;

const children = (routeByName('userCenter')?.children ?? []).filter((r) => !r.hidden);

/** User centre (/user-center): side menu from the route table, the child page in the outlet. */
export function UserCenterLayout() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const unread = useUnreadCounts();
  const { colorPrimary } = theme.useToken().token;
  const selected = children.find((c) => pathname.startsWith(`/user-center/${c.path}`))?.path;
  return (
    <Layout>
      <Card styles={{ body: { padding: 8 } }}>
        <Profile>
          <Avatar size={56} icon={<UserOutlined />} style={{ background: colorPrimary }} />
          <Typography.Title level={5} style={{ margin: '8px 0 4px' }}>
            {user?.username ?? '—'}
          </Typography.Title>
          {user?.group_name ? <Tag color="gold">{user.group_name}</Tag> : null}
        </Profile>
        <Menu
          mode="inline"
          style={{ borderInlineEnd: 0 }}
          selectedKeys={selected ? [selected] : []}
          items={children.map((c) => ({
            key: c.path,
            // 工单管理: unread replies and 消息
            label:
              c.name === 'merchantNews' ? (
                <span>
                  {c.title} <Badge count={unread.total} size="small" aria-label={`${unread.total} 条未读`} />
                </span>
              ) : (
                c.title
              ),
          }))}
          onClick={({ key }) => navigate(`/user-center/${key}`)}
        />
      </Card>
      <Outlet />
    </Layout>
  );
}
