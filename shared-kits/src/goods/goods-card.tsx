import { memo, type ReactNode } from 'react';
import styled from 'styled-components';
import type { Goods } from 'shared-contracts';
import { EnvironmentOutlined } from 'shared-contracts/icons';
import { Link } from 'shared-contracts/router';
import { Button, Flex } from 'shared-contracts/ui';
import { formatWeight, Price } from './price';
import { Ribbon } from './ribbon';

const Card = styled.article`
  position: relative;
  height: 100%;
`;

const Box = styled.div`
  display: flex;
  flex-direction: column;
  height: 100%;
  background: ${(p) => p.theme.colorBgContainer};
  border: 1px solid ${(p) => p.theme.colorBorderSecondary};
  border-radius: ${(p) => p.theme.borderRadiusLG}px;
  overflow: hidden;
  transition:
    box-shadow 0.2s,
    transform 0.2s;
  &:hover {
    box-shadow: 0 6px 18px rgba(0, 0, 0, 0.1);
    transform: translateY(-2px);
  }
`;

const picture = `
  display: block;
  aspect-ratio: 1;
  background: #f7f7f7;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
`;
const PictureLink = styled(Link)`
  ${picture}
`;
const Picture = styled.div`
  ${picture}
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  padding: 10px 12px 12px;
  flex: 1;
`;

const name = `
  font-size: 14px;
  line-height: 20px;
  height: 40px;
  overflow: hidden;
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
`;
const NameLink = styled(Link)`
  ${name}
  color: ${(p) => p.theme.colorText};
  &:hover {
    color: ${(p) => p.theme.colorPrimary};
  }
`;
const Name = styled.div`
  ${name}
`;

const Weight = styled.span`
  color: ${(p) => p.theme.colorTextSecondary};
  font-size: 12px;
`;

const Meta = styled(Flex)`
  font-size: 12px;
  color: ${(p) => p.theme.colorTextSecondary};
  img {
    width: 18px;
    height: 18px;
    border-radius: 50%;
    vertical-align: middle;
    margin-right: 4px;
  }
`;

export interface GoodsCardProps {
  goods: Goods;
  /** 立即购买 (a goods out of stock shows a disabled 库存不足 instead). */
  onBuy: (goods: Goods) => void;
  /** The goods detail page: picture and name link to it. Without it they do not (the product selection dialog). */
  href?: string;
  /** Beside 立即购买: e.g. the storefront's 加入收藏 toggle, or the favourites list's delete icon. */
  action?: ReactNode;
  /** The card's data-testid. */
  testId?: string;
}

/**
 * The goods card of SPEC §2.4, the one every goods list shows (the storefront's lists, the product selection
 * dialog): picture, price with 包邮, weight per piece, name, courier, city, the tag as a corner ribbon and
 * 立即购买 or 库存不足. The card is the article named after the goods.
 */
export const GoodsCard = memo(function GoodsCard({ goods, onBuy, href, action, testId = 'goods-card' }: GoodsCardProps) {
  const img = <img src={goods.goods_pic} alt={goods.goods_name} loading="lazy" width={220} height={220} />;
  return (
    <Card data-testid={testId} aria-label={goods.goods_name}>
      <Box>
        {href ? (
          <PictureLink to={href} tabIndex={-1}>
            {img}
          </PictureLink>
        ) : (
          <Picture>{img}</Picture>
        )}
        <Body>
          <Flex justify="space-between" align="center">
            <Price value={goods.price} />
            <Weight>{formatWeight(goods.goods_weight)}</Weight>
          </Flex>
          {href ? (
            <NameLink to={href} title={goods.goods_name}>
              {goods.goods_name}
            </NameLink>
          ) : (
            <Name title={goods.goods_name}>{goods.goods_name}</Name>
          )}
          <Meta justify="space-between" align="center">
            <span>
              <img src={goods.express_image} alt="" />
              {goods.express_name}
            </span>
            <span>
              <EnvironmentOutlined /> {goods.city}
            </span>
          </Meta>
          <Flex gap={8} style={{ marginTop: 'auto' }}>
            {goods.is_no_sku ? (
              <Button block disabled>
                库存不足
              </Button>
            ) : (
              <Button type="primary" block onClick={() => onBuy(goods)}>
                立即购买
              </Button>
            )}
            {action}
          </Flex>
        </Body>
      </Box>
      {goods.tag ? <Ribbon>{goods.tag}</Ribbon> : null}
    </Card>
  );
});
