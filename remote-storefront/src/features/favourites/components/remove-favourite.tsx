import { DeleteOutlined } from 'shared-contracts/icons/more';
import { Button, Tooltip } from 'shared-contracts/ui';
import { Popconfirm } from 'shared-contracts/ui/more';
import { useFavourite } from '../../../hooks/use-favourite';

/** The favourites list's delete icon (SPEC §2.4): asks first, then removes the goods from the favourites. */
export function RemoveFavourite({ goodsId }: { goodsId: number }) {
  const { toggle } = useFavourite();
  return (
    <Popconfirm title="确定取消收藏该商品吗？" okText="取消收藏" cancelText="再想想" onConfirm={() => void toggle(goodsId, true)}>
      <Tooltip title="删除收藏">
        <Button aria-label="删除收藏" icon={<DeleteOutlined />} />
      </Tooltip>
    </Popconfirm>
  );
}
