import { routePath, servesRoute } from 'shared-contracts';
import { useSiteConfig } from 'shared-contracts/app';
import { useNavigate } from 'shared-contracts/router';
import { Button, Empty, Skeleton } from 'shared-contracts/ui';
import styled from 'styled-components';
import { useUserOrderListQuery } from '../../orders';
import { StatusTag } from '../../../shared/order-lists/components/status-tag';
import { chinaTime } from '../../../utils/china-time';
import { yuan } from '../../../utils/yuan';

/** How many of the newest orders the workbench shows. */
export const RECENT_ORDERS = 5;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: grid;
    grid-template-columns: 48px minmax(0, 1fr) auto auto;
    align-items: center;
    gap: 12px;
    padding: 10px 0;
  }
  li + li {
    border-top: 1px solid ${(p) => p.theme.colorBorderSecondary};
  }
  img {
    width: 48px;
    height: 48px;
    border-radius: 4px;
    object-fit: cover;
    background: ${(p) => p.theme.colorFillTertiary};
  }
  .name {
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
  small {
    display: block;
    font-size: 12px;
    color: ${(p) => p.theme.colorTextSecondary};
  }
  .amount {
    text-align: right;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
`;

/** A new user's empty state: nothing ordered yet, a way to the goods. */
export function NoOrdersYet() {
  const shop = servesRoute(useSiteConfig(), 'giftList');
  const navigate = useNavigate();
  return (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="还没有订单，挑一件礼品发给客户吧">
      {shop ? (
        <Button type="primary" onClick={() => navigate(routePath('giftList'))}>
          去选购
        </Button>
      ) : null}
    </Empty>
  );
}

/**
 * 最近订单: the newest orders (the order list's first page — SPEC §9 has no page of 5, so the first 10 are
 * asked, the same call and cache entry 订单列表 opens with, and 5 shown).
 */
export function RecentOrders() {
  const { data, isLoading, error } = useUserOrderListQuery({ page: 1, page_size: 10 });
  if (isLoading) return <Skeleton active avatar paragraph={{ rows: 3 }} />;
  if (error && !data) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="最近订单加载失败" />;
  const orders = data?.list.slice(0, RECENT_ORDERS) ?? [];
  if (orders.length === 0) return <NoOrdersYet />;
  return (
    <List aria-label="最近订单">
      {orders.map((o) => (
        <li key={o.order_sn}>
          <img src={o.goods_pic} alt="" loading="lazy" />
          <div style={{ minWidth: 0 }}>
            <div className="name" title={o.goods_name}>
              {o.goods_name}
            </div>
            <small>
              {o.order_sn} · {o.rec_count} 个收件人 · {chinaTime(o.created_at)}
            </small>
          </div>
          <div className="amount">
            ¥{yuan(o.total_price)}
            <small>
              已发 {o.dispatched_count}/总 {o.rec_count}
            </small>
          </div>
          <StatusTag status={o.status} />
        </li>
      ))}
    </List>
  );
}
