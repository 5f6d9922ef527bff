import { useMemo, useState } from 'react';
import { GiftMessages, type GiftSelectedItem } from 'shared-contracts';
import { isApiError, useBuyGoods } from 'shared-contracts/app';
import { ListTable, toPageQuery, useListParams, defineListParams, type ListColumn } from 'shared-kits/list-page';
import { Button, showNotice, Space, Tag, Tooltip } from 'shared-contracts/ui';
import { Popconfirm } from 'shared-contracts/ui/more';
import { GoodsCell } from '../../orders';
import { TimeCell } from '../../../shared/order-lists/components/time-cell';
import { chinaTime } from '../../../utils/china-time';
import { yuan } from '../../../utils/yuan';
import { useGiftSelectedQuery, useRemoveGiftSelectedMutation } from '../api/gift-selected';
import { GiftSelectedEditor } from './gift-selected-editor';
import { GiftsEmpty } from './gifts-empty';

const giftSelectedParams = defineListParams({});

interface Actions {
  buy: (row: GiftSelectedItem) => void;
  edit: (row: GiftSelectedItem) => void;
  remove: (row: GiftSelectedItem) => Promise<void>;
}

/** The saved courier, and a warning when the goods ships with another one now. */
function CourierCell({ row }: { row: GiftSelectedItem }) {
  if (row.express_id === row.goods_express_id) return <span style={{ whiteSpace: 'nowrap' }}>{row.express_name}</span>;
  return (
    <Space orientation="vertical" size={2}>
      <span style={{ whiteSpace: 'nowrap', textDecoration: 'line-through' }}>{row.express_name}</span>
      <Tag color="warning">现由{row.goods_express_name}发货</Tag>
    </Space>
  );
}

function giftSelectedColumns({ buy, edit, remove }: Actions): ListColumn<GiftSelectedItem>[] {
  return [
    { title: '商品', dataIndex: 'goods_name', render: (name, row) => <GoodsCell pic={row.goods_pic} name={name} /> },
    { title: '单价', dataIndex: 'price', align: 'right', render: (price) => <span style={{ whiteSpace: 'nowrap' }}>¥{yuan(price)}</span>, exportValue: (p) => yuan(p) },
    { title: '快递', dataIndex: 'express_name', render: (_, row) => <CourierCell row={row} /> },
    { title: '每人数量', dataIndex: 'goods_num', align: 'center', render: (n) => <span style={{ whiteSpace: 'nowrap' }}>{n} 件</span> },
    { title: '加入时间', dataIndex: 'created_at', render: (at) => <TimeCell at={at} />, exportValue: (at) => chinaTime(at) },
    {
      title: '操作',
      key: 'actions',
      fixed: 'right',
      render: (_, row) => (
        <Space size={4}>
          <Tooltip title={row.can_buy ? undefined : '库存不足或已下架'}>
            <Button type="primary" size="small" disabled={!row.can_buy} onClick={() => buy(row)} aria-label={`立即购买：${row.goods_name}`}>
              立即购买
            </Button>
          </Tooltip>
          <Button type="link" size="small" onClick={() => edit(row)} aria-label={`修改：${row.goods_name}`}>
            修改
          </Button>
          <Popconfirm
            title={`移除「${row.goods_name}」？`}
            description="移除后可在我的礼品中重新加入。"
            okText="移除"
            okButtonProps={{ danger: true }}
            cancelText="取消"
            onConfirm={() => remove(row)}
          >
            <Button type="link" size="small" danger aria-label={`移除：${row.goods_name}`}>
              移除
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];
}

/**
 * 已选礼品 (/user-center/gift-selected): the saved goods with courier and quantity per recipient; 立即购买
 * opens the purchase dialog with all three; 修改 in a dialog; 移除 after a confirmation.
 */
export function GiftSelectedList() {
  const { params, paging } = useListParams(giftSelectedParams);
  const result = useGiftSelectedQuery(toPageQuery(params));
  const buyGoods = useBuyGoods();
  const [removeGift] = useRemoveGiftSelectedMutation();
  const [editing, setEditing] = useState<GiftSelectedItem | null>(null);
  const columns = useMemo(
    () =>
      giftSelectedColumns({
        buy: (row) => buyGoods(row.goods_id, { expressId: row.express_id, goodsNum: row.goods_num }),
        edit: setEditing,
        remove: async (row) => {
          try {
            await removeGift(row.id).unwrap();
            showNotice({ level: 'success', text: GiftMessages.removed });
          } catch (error) {
            if (!isApiError(error) || error.status === 'BUSINESS') showNotice({ level: 'error', text: (isApiError(error) && error.msg) || '移除失败，请稍后再试' });
          }
        },
      }),
    [buyGoods, removeGift],
  );
  if (!result.isFetching && !result.error && result.data?.data_count === 0) {
    return <GiftsEmpty text="还没有已选礼品" hint="在我的礼品中点“加入已选”，常发的礼品可一键购买" />;
  }
  return (
    <>
      <ListTable label="已选礼品" columns={columns} rowKey="id" result={result} paging={paging} size="middle" emptyText="暂无已选礼品" />
      {editing ? <GiftSelectedEditor key={editing.id} row={editing} onClose={() => setEditing(null)} /> : null}
    </>
  );
}
