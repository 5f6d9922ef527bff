import { UserOutlined } from 'shared-contracts/icons';
import { Link } from 'shared-contracts/router';
import styled from 'styled-components';
import { OrderStatus, routePath, servesRoute } from 'shared-contracts';
import { useCurrentUser, useSiteConfig } from 'shared-contracts/app';
import { Avatar, Button, Flex, Skeleton, Tag, theme, Tooltip } from 'shared-contracts/ui';
import { Muted, Note, StrongLine } from './text';
import { useHomeUserInfoQuery } from '../api/home';

const Counters = styled.nav`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  text-align: center;
  margin-top: auto;
  border-top: 1px solid ${(p) => p.theme.colorBorderSecondary};
  padding-top: 14px;
  > a,
  > span {
    color: ${(p) => p.theme.colorTextSecondary};
    font-size: 12px;
  }
  strong {
    display: block;
    font-size: 20px;
    color: ${(p) => p.theme.colorText};
  }
  a:hover strong {
    color: ${(p) => p.theme.colorPrimary};
  }
`;

const Thumbs = styled.div`
  display: grid;
  grid-template-columns: repeat(5, 1fr);
  gap: 6px;
  img {
    width: 100%;
    aspect-ratio: 1;
    border-radius: 4px;
    display: block;
    background: ${(p) => p.theme.colorBgLayout};
  }
`;

const COUNTERS = [
  { key: 'unpaid', label: '待付款', route: 'orderList', status: OrderStatus.UNPAID },
  { key: 'paid', label: '待发货', route: 'packageList', status: OrderStatus.PAID },
  { key: 'un_receive', label: '已发货', route: 'packageList', status: OrderStatus.DISPATCHED },
] as const;

/** The user panel of a signed-in user: greeting, often-sent goods, order counters. */
export function LoggedInPanel() {
  const user = useCurrentUser();
  const site = useSiteConfig();
  const { data, isLoading } = useHomeUserInfoQuery();
  const { colorPrimary } = theme.useToken().token;
  // a sub-station without the user centre shows the counts without links into it
  const withCentre = servesRoute(site, 'userCenter');
  return (
    <>
      <Flex gap={12} align="center">
        <Avatar size={48} icon={<UserOutlined />} style={{ background: colorPrimary, flex: 'none' }} />
        <div style={{ minWidth: 0 }}>
          <StrongLine>你好，{user?.username}</StrongLine>
          {user?.group_name ? <Tag color="gold">{user.group_name}</Tag> : null}
        </div>
      </Flex>
      {withCentre ? (
        <Link to={routePath('userCenter')}>
          <Button type="primary" block>
            进入用户中心
          </Button>
        </Link>
      ) : null}
      <div>
        <Muted>常发商品</Muted>
        {isLoading ? (
          <Skeleton active title={false} paragraph={{ rows: 1 }} />
        ) : data?.goods_list.length ? (
          <Thumbs style={{ marginTop: 8 }}>
            {data.goods_list.slice(0, 5).map((g) => (
              <Tooltip key={g.goods_id} title={g.goods_name}>
                <Link to={`/product-detail/${g.goods_id}`}>
                  <img src={g.goods_pic} alt={g.goods_name} />
                </Link>
              </Tooltip>
            ))}
          </Thumbs>
        ) : (
          <Note style={{ marginTop: 8 }}>暂无记录</Note>
        )}
      </div>
      <Counters aria-label="订单动态">
        {COUNTERS.map((c) => {
          const count = (
            <>
              <strong>{data?.package_info[c.key] ?? 0}</strong>
              {c.label}
            </>
          );
          return servesRoute(site, c.route) ? (
            <Link key={c.key} to={`${routePath(c.route)}?status=${c.status}`}>
              {count}
            </Link>
          ) : (
            <span key={c.key}>{count}</span>
          );
        })}
      </Counters>
    </>
  );
}
