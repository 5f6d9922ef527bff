import { routePath, servesRoute } from 'shared-contracts';
import { useBuyGoods, useSiteConfig } from 'shared-contracts/app';
import { Link } from 'shared-contracts/router';
import { Button, Empty, Skeleton } from 'shared-contracts/ui';
import styled from 'styled-components';
import { useWorkbenchSummaryQuery } from '../api/workbench-summary';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: grid;
    grid-template-columns: 56px minmax(0, 1fr) auto;
    align-items: center;
    gap: 12px;
    padding: 8px 0;
  }
  li + li {
    border-top: 1px solid ${(p) => p.theme.colorBorderSecondary};
  }
  img {
    width: 56px;
    height: 56px;
    border-radius: 4px;
    object-fit: cover;
    display: block;
    background: ${(p) => p.theme.colorFillTertiary};
  }
  .name {
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    overflow: hidden;
    color: ${(p) => p.theme.colorText};
  }
`;

/** 常发商品: the goods the user orders most (`goods_list`, ≤ 5), each with 立即购买 (the purchase dialog). */
export function FrequentGoods() {
  const { data, isLoading } = useWorkbenchSummaryQuery();
  const buy = useBuyGoods();
  const detailShown = servesRoute(useSiteConfig(), 'productDetail');
  if (isLoading) return <Skeleton active avatar paragraph={{ rows: 3 }} />;
  const goods = data?.goods_list ?? [];
  if (goods.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="下单后，常发的商品会出现在这里" />;
  return (
    <List aria-label="常发商品">
      {goods.map((g) => (
        <li key={g.goods_id}>
          <img src={g.goods_pic} alt="" loading="lazy" />
          {detailShown ? (
            <Link to={routePath('productDetail', { id: g.goods_id })} className="name" title={g.goods_name}>
              {g.goods_name}
            </Link>
          ) : (
            <span className="name" title={g.goods_name}>
              {g.goods_name}
            </span>
          )}
          <Button size="small" type="primary" ghost onClick={() => buy(g.goods_id)} aria-label={`立即购买 ${g.goods_name}`}>
            立即购买
          </Button>
        </li>
      ))}
    </List>
  );
}
