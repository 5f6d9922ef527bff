import { parseRouteId } from 'shared-contracts';
import { useParams } from 'shared-contracts/router';
import styled from 'styled-components';
import { Avatar, Button, Skeleton } from 'shared-contracts/ui';
import { Result, Typography } from 'shared-contracts/ui/more';
import { useShopDetailQuery } from '../../api/goods';
import { GoodsList } from '../gift-list/goods-list';
import { Link } from 'shared-contracts/router';

const Header = styled.header`
  display: flex;
  align-items: center;
  gap: 20px;
  padding: 24px;
  margin-bottom: 16px;
  border-radius: ${(p) => p.theme.borderRadiusLG}px;
  background: linear-gradient(100deg, #fff 40%, #fff1f0 100%);
`;

/** One supplier's goods (/shop/{id}, hidden from menus): the supplier's header and its goods list. */
export function ShopPage() {
  const id = parseRouteId(useParams().id);
  const { data: shop, isLoading, isError } = useShopDetailQuery(id ?? 0, { skip: id === null });
  if (id === null || (isError && !shop)) {
    return (
      <Result status="404" title="店铺不存在" subTitle="该店铺不存在或已关闭" extra={<Link to="/gift-list"><Button type="primary">去看看全部商品</Button></Link>} />
    );
  }
  return (
    <div data-testid="shop-page">
      <Header>
        {isLoading || !shop ? (
          <Skeleton avatar active paragraph={{ rows: 1 }} />
        ) : (
          <>
            <Avatar src={shop.logo} size={72} shape="square" alt={shop.shop_name} />
            <div>
              <Typography.Title level={3} style={{ margin: 0 }}>
                {shop.shop_name}
              </Typography.Title>
              <Typography.Paragraph type="secondary" style={{ margin: '6px 0 0' }}>
                {shop.intro}
              </Typography.Paragraph>
              <Typography.Text type="secondary">在售商品 {shop.goods_count} 件</Typography.Text>
            </div>
          </>
        )}
      </Header>
      <GoodsList shopId={id} />
    </div>
  );
}
