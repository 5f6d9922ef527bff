import { EnvironmentOutlined, HeartFilled, HeartOutlined } from 'shared-contracts/icons';
import type { ReactNode } from 'react';
import { Link } from 'shared-contracts/router';
import styled from 'styled-components';
import type { Goods } from 'shared-contracts';
import { useBuyGoods } from 'shared-contracts/app';
import { Button, Flex, Tooltip } from 'shared-contracts/ui';
import { useFavourite } from '../../favourites/hooks/use-favourite';
import { formatWeight, Price } from './price';
import { Ribbon } from './ribbon';
import { Muted } from './text';

const Card = styled.article`
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

const Picture = styled(Link)`
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

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  padding: 10px 12px 12px;
  flex: 1;
`;

const Name = styled(Link)`
  color: ${(p) => p.theme.colorText};
  font-size: 14px;
  line-height: 20px;
  height: 40px;
  overflow: hidden;
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  &:hover {
    color: ${(p) => p.theme.colorPrimary};
  }
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
  /** Replaces the 加入收藏 / 取消收藏 toggle, e.g. the favourites list's delete icon (RemoveFavourite). */
  action?: ReactNode;
}

/** The goods card of SPEC §2.4, used by every list. */
export function GoodsCard({ goods, action }: GoodsCardProps) {
  const buy = useBuyGoods();
  const { canFavourite, toggle } = useFavourite();
  const detail = `/product-detail/${goods.goods_id}`;

  const card = (
    <Card data-testid="goods-card" aria-label={goods.goods_name}>
      <Picture to={detail} tabIndex={-1}>
        <img src={goods.goods_pic} alt={goods.goods_name} loading="lazy" width={220} height={220} />
      </Picture>
      <Body>
        <Flex justify="space-between" align="center">
          <Price value={goods.price} />
          <Muted>{formatWeight(goods.goods_weight)}</Muted>
        </Flex>
        <Name to={detail} title={goods.goods_name}>
          {goods.goods_name}
        </Name>
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
            <Button type="primary" block onClick={() => buy(goods.goods_id)}>
              立即购买
            </Button>
          )}
          {action}
          {canFavourite && action === undefined ? (
            <Tooltip title={goods.is_collect ? '取消收藏' : '加入收藏'}>
              <Button
                aria-label={goods.is_collect ? '取消收藏' : '加入收藏'}
                aria-pressed={goods.is_collect}
                icon={goods.is_collect ? <HeartFilled style={{ color: '#e4393c' }} /> : <HeartOutlined />}
                onClick={() => void toggle(goods.goods_id, goods.is_collect)}
              />
            </Tooltip>
          ) : null}
        </Flex>
      </Body>
    </Card>
  );

  return goods.tag ? (
    <Ribbon text={goods.tag}>{card}</Ribbon>
  ) : (
    card
  );
}
