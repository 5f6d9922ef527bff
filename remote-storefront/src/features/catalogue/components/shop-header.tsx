import type { ShopDetail } from 'shared-contracts';
import styled from 'styled-components';
import { Avatar, Skeleton } from 'shared-contracts/ui';
import { Typography } from 'shared-contracts/ui/more';

const Header = styled.header`
  display: flex;
  align-items: center;
  gap: 20px;
  padding: 24px;
  margin-bottom: 16px;
  border-radius: ${(p) => p.theme.borderRadiusLG}px;
  background: linear-gradient(100deg, ${(p) => p.theme.colorBgContainer} 40%, ${(p) => p.theme.colorPrimaryBg} 100%);
`;

/** A supplier's header: logo, name, introduction and how many goods it sells (a skeleton while loading). */
export function ShopHeader({ shop }: { shop: ShopDetail | undefined }) {
  return (
    <Header>
      {!shop ? (
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
  );
}
