import { UserOutlined } from 'shared-contracts/icons';
import { Link } from 'shared-contracts/router';
import styled from 'styled-components';
import { OrderStatus } from 'shared-contracts';
import { useCurrentUser } from 'shared-contracts/app';
import { Avatar, Button, Flex, Skeleton, Tag, Tooltip } from 'shared-contracts/ui';
import { Muted, Note, StrongLine } from '../../catalogue/components/text';
import { useHomeUserInfoQuery } from '../api/home';

const Counters = styled.nav`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  text-align: center;
  margin-top: auto;
  border-top: 1px solid ${(p) => p.theme.colorBorderSecondary};
  padding-top: 14px;
  a {
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
    background: #f5f5f5;
  }
`;

const COUNTERS = [
  { key: 'unpaid', label: '待付款', to: `/user-center/order-list?status=${OrderStatus.UNPAID}` },
  { key: 'paid', label: '待发货', to: `/user-center/package-list?status=${OrderStatus.PAID}` },
  { key: 'un_receive', label: '已发货', to: `/user-center/package-list?status=${OrderStatus.DISPATCHED}` },
] as const;

/** The user panel of a signed-in user: greeting, often-sent goods, order counters. */
export function LoggedInPanel() {
  const user = useCurrentUser();
  const { data, isLoading } = useHomeUserInfoQuery();
  return (
    <>
      <Flex gap={12} align="center">
        <Avatar size={48} icon={<UserOutlined />} style={{ background: '#e4393c', flex: 'none' }} />
        <div style={{ minWidth: 0 }}>
          <StrongLine>你好，{user?.username}</StrongLine>
          {user?.group_name ? <Tag color="gold">{user.group_name}</Tag> : null}
        </div>
      </Flex>
      <Link to="/user-center">
        <Button type="primary" block>
          进入用户中心
        </Button>
      </Link>
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
        {COUNTERS.map((c) => (
          <Link key={c.key} to={c.to}>
            <strong>{data?.package_info[c.key] ?? 0}</strong>
            {c.label}
          </Link>
        ))}
      </Counters>
    </>
  );
}
