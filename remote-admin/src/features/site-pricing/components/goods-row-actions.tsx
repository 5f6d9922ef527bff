import type { SiteGoodsRow } from 'shared-contracts/admin';
import { Button, Space } from 'shared-contracts/ui';
import { Popconfirm } from 'shared-contracts/ui/more';
import { runWrite } from '../../../shared/run-write';
import { useSaveSiteGoodsMutation } from '../api/site-pricing-api';

/** A goods row's 定价 (the dialog) and 隐藏 (after a confirmation) / 显示 (at once), keeping its fixed price. */
export function GoodsRowActions({ row, onPrice }: { row: SiteGoodsRow; onPrice: () => void }) {
  const [save] = useSaveSiteGoodsMutation();
  const setHidden = (hidden: boolean) =>
    runWrite(() => save({ id: row.goods_id, body: { fixed_price: row.fixed_price, hidden } }).unwrap(), hidden ? `已在本分站隐藏「${row.goods_name}」` : `「${row.goods_name}」已恢复在售`);
  return (
    <Space size={0}>
      <Button type="link" size="small" aria-label={`定价「${row.goods_name}」`} onClick={onPrice}>
        定价
      </Button>
      {row.hidden ? (
        <Button type="link" size="small" aria-label={`显示「${row.goods_name}」`} onClick={() => void setHidden(false)}>
          显示
        </Button>
      ) : (
        <Popconfirm
          title={`在本分站隐藏「${row.goods_name}」？`}
          description="隐藏后本站会员看不到、也买不到该商品，可随时恢复。"
          okText="隐藏"
          cancelText="取消"
          onConfirm={() => setHidden(true)}
        >
          <Button type="link" size="small" danger aria-label={`隐藏「${row.goods_name}」`}>
            隐藏
          </Button>
        </Popconfirm>
      )}
    </Space>
  );
}
