import { useCallback, type ReactNode } from 'react';
import type { Goods } from 'shared-contracts';
import { useBuyGoods } from 'shared-contracts/app';
import { HeartFilled, HeartOutlined } from 'shared-contracts/icons';
import { Button, theme, Tooltip } from 'shared-contracts/ui';
import { GoodsCard as KitGoodsCard } from 'shared-kits/goods';
import { useFavourite } from '../hooks/use-favourite';

export interface GoodsCardProps {
  goods: Goods;
  /** Replaces the 加入收藏 / 取消收藏 toggle, e.g. the favourites list's delete icon (RemoveFavourite). */
  action?: ReactNode;
}

/**
 * The goods card of SPEC §2.4 (shared-kits/goods) as every storefront list shows it: picture and name open the
 * goods detail, 立即购买 opens the purchase dialog (the login dialog first when logged out), and a logged-in
 * user gets 加入收藏 / 取消收藏 beside it unless `action` replaces that.
 */
export function GoodsCard({ goods, action }: GoodsCardProps) {
  const buy = useBuyGoods();
  const { canFavourite, toggle } = useFavourite();
  const { colorPrimary } = theme.useToken().token;
  const onBuy = useCallback((g: Goods) => buy(g.goods_id), [buy]);
  const favourite = canFavourite ? (
    <Tooltip title={goods.is_collect ? '取消收藏' : '加入收藏'}>
      <Button
        aria-label={goods.is_collect ? '取消收藏' : '加入收藏'}
        aria-pressed={goods.is_collect}
        icon={goods.is_collect ? <HeartFilled style={{ color: colorPrimary }} /> : <HeartOutlined />}
        onClick={() => void toggle(goods.goods_id, goods.is_collect)}
      />
    </Tooltip>
  ) : null;
  return <KitGoodsCard goods={goods} href={`/product-detail/${goods.goods_id}`} onBuy={onBuy} action={action === undefined ? favourite : action} />;
}
