import { useMemo } from 'react';
import type { GiftOrderItem } from 'shared-contracts';
import { useBuyGoods } from 'shared-contracts/app';
import { ListTable, toPageQuery, useListParams, defineListParams, type ListColumn } from 'shared-kits/list-page';
import { Button, Space, Tag, Tooltip } from 'shared-contracts/ui';
import { GoodsCell } from '../../orders';
import { TimeCell } from '../../../shared/order-lists/components/time-cell';
import { chinaTime } from '../../../utils/china-time';
import { yuan } from '../../../utils/yuan';
import { useGiftOrdersQuery } from '../api/gift-orders';
import { useAddToSelected } from '../hooks/use-add-to-selected';
import { GiftsEmpty } from './gifts-empty';
import { MoneyCell } from '../../../shared/order-lists/components/money-cell';

const giftOrderParams = defineListParams({});

interface Actions {
  reorder: (row: GiftOrderItem) => void;
  select: (row: GiftOrderItem) => void;
  addingGoodsId: number | undefined;
}

function giftOrderColumns({ reorder, select, addingGoodsId }: Actions): ListColumn<GiftOrderItem>[] {
  return [
    { title: '商品', dataIndex: 'goods_name', render: (name, row) => <GoodsCell pic={row.goods_pic} name={name} /> },
    {
      title: '快递',
      dataIndex: 'express_names',
      render: (names) => (
        <Space size={[0, 4]} wrap style={{ maxWidth: 200 }}>
          {names.map((name) => (
            <Tag key={name}>{name}</Tag>
          ))}
        </Space>
      ),
      exportValue: (names) => names.join('、'),
    },
    { title: '订单数', dataIndex: 'order_count', align: 'center' },
    { title: '包裹数', dataIndex: 'parcel_count', align: 'center' },
    { title: '实付金额', dataIndex: 'total_price', align: 'right', render: (paid, row) => <MoneyCell paid={paid} refunded={row.refund_price} />, exportValue: (p) => yuan(p) },
    { title: '最近下单', dataIndex: 'last_ordered_at', render: (at) => <TimeCell at={at} />, exportValue: (at) => chinaTime(at) },
    {
      title: '操作',
      key: 'actions',
      fixed: 'right',
      render: (_, row) => (
        <Space size={4}>
          <Tooltip title={row.can_buy ? `${row.express_name}发货` : '库存不足或已下架'}>
            <Button type="primary" size="small" disabled={!row.can_buy} onClick={() => reorder(row)} aria-label={`再来一单：${row.goods_name}`}>
              再来一单
            </Button>
          </Tooltip>
          <Button size="small" disabled={row.selected} loading={addingGoodsId === row.goods_id} onClick={() => select(row)} aria-label={`加入已选：${row.goods_name}`}>
            {row.selected ? '已加入' : '加入已选'}
          </Button>
        </Space>
      ),
    },
  ];
}

/**
 * 我的礼品 (/user-center/gift-order): the merchant's orders grouped by goods — couriers used, parcels,
 * amount paid, last order — paged on the server (page in the URL). 再来一单 opens the purchase dialog
 * with the goods and its courier; 加入已选 saves it to 已选礼品.
 */
export function GiftOrderList() {
  const { params, paging } = useListParams(giftOrderParams);
  const result = useGiftOrdersQuery(toPageQuery(params));
  const buy = useBuyGoods();
  const { add, addingGoodsId } = useAddToSelected();
  const columns = useMemo(
    () => giftOrderColumns({ reorder: (row) => buy(row.goods_id, { expressId: row.express_id }), select: (row) => void add(row), addingGoodsId }),
    [buy, add, addingGoodsId],
  );
  if (!result.isFetching && !result.error && result.data?.data_count === 0) {
    return <GiftsEmpty text="还没有买过礼品" hint="下单后，买过的礼品会按商品汇总在这里，可一键再来一单" />;
  }
  return <ListTable label="我的礼品" columns={columns} rowKey="goods_id" result={result} paging={paging} size="middle" emptyText="暂无礼品" />;
}
