import { useMemo, useState } from 'react';
import { can, type AdminShop, type OperatorRole } from 'shared-contracts/admin';
import { errorMessage } from 'shared-contracts/app';
import { Button, showNotice, Space } from 'shared-contracts/ui';
import { Popconfirm, Typography } from 'shared-contracts/ui/more';
import { ListTable, type ListColumn } from 'shared-kits/list-page';
import { useAdminDeleteShopMutation, useAdminShopsQuery } from '../api/catalogue-api';
import { ShopFormDrawer } from './shop-form-drawer';

const baseColumns: ListColumn<AdminShop>[] = [
  { title: 'ID', dataIndex: 'id', width: 70 },
  {
    title: '店铺',
    dataIndex: 'name',
    width: 220,
    render: (name, row) => (
      <Space>
        {row.logo ? <img src={row.logo} alt="" width={28} height={28} style={{ objectFit: 'contain' }} /> : null}
        {name}
      </Space>
    ),
  },
  {
    title: '简介',
    dataIndex: 'intro',
    render: (intro) =>
      intro ? (
        <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
          {intro}
        </Typography.Paragraph>
      ) : (
        '—'
      ),
  },
  { title: '商品数', dataIndex: 'goods_count', width: 90 },
];

/**
 * 供货店铺 (issue 20): the suppliers' shops. With catalogue.write: 新增店铺 / 编辑 (drawer) and 删除 after a
 * confirmation (the server refuses a shop that still has goods, and says so).
 */
export function ShopList({ role }: { role: OperatorRole }) {
  const writable = can(role, 'catalogue.write');
  const result = useAdminShopsQuery();
  const [editing, setEditing] = useState<AdminShop | 'new' | null>(null);
  const [remove] = useAdminDeleteShopMutation();

  const columns = useMemo<ListColumn<AdminShop>[]>(() => {
    if (!writable) return baseColumns;
    const drop = async (row: AdminShop) => {
      try {
        await remove(row.id).unwrap();
        showNotice({ level: 'success', text: `店铺「${row.name}」已删除` });
      } catch (error) {
        showNotice({
          level: 'error',
          text: errorMessage(error, '删除失败，请稍后再试'),
        });
      }
    };
    return [
      ...baseColumns,
      {
        title: '操作',
        key: 'actions',
        width: 130,
        fixed: 'right',
        render: (_, row) => (
          <Space size={0}>
            <Button type="link" size="small" onClick={() => setEditing(row)}>
              编辑
            </Button>
            <Popconfirm title={`删除店铺「${row.name}」？`} description="还有商品的店铺不能删除。" okText="删除" okButtonProps={{ danger: true }} cancelText="取消" onConfirm={() => drop(row)}>
              <Button type="link" size="small" danger>
                删除
              </Button>
            </Popconfirm>
          </Space>
        ),
      },
    ];
  }, [writable, remove]);

  return (
    <>
      <ListTable
        label="店铺列表"
        columns={columns}
        rowKey="id"
        result={result}
        emptyText="暂无店铺"
        exportAs={{ fileName: '供货店铺' }}
        toolbar={
          writable ? (
            <Button type="primary" onClick={() => setEditing('new')}>
              新增店铺
            </Button>
          ) : undefined
        }
      />
      {writable ? <ShopFormDrawer target={editing} onClose={() => setEditing(null)} /> : null}
    </>
  );
}
