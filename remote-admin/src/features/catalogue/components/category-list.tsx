import { useMemo, useState } from 'react';
import { can, type AdminCategory, type OperatorRole } from 'shared-contracts/admin';
import { errorMessage } from 'shared-contracts/app';
import { Button, showNotice, Space } from 'shared-contracts/ui';
import { Popconfirm } from 'shared-contracts/ui/more';
import { ListTable, type ListColumn } from 'shared-kits/list-page';
import { useAdminCategoriesQuery, useAdminDeleteCategoryMutation } from '../api/catalogue-api';
import { CategoryFormModal } from './category-form-modal';

const baseColumns: ListColumn<AdminCategory>[] = [
  { title: 'ID', dataIndex: 'id', width: 70 },
  { title: '分类名称', dataIndex: 'name', width: 200 },
  { title: '排序', dataIndex: 'sort', width: 90 },
  { title: '商品数', dataIndex: 'goods_count', width: 90 },
];

/**
 * 商品分类 (issue 20): the categories in their order. With catalogue.write: 新增分类 / 编辑 (dialog) and
 * 删除 after a confirmation (the server refuses a category still used by goods, and says so).
 */
export function CategoryList({ role }: { role: OperatorRole }) {
  const writable = can(role, 'catalogue.write');
  const result = useAdminCategoriesQuery();
  const [editing, setEditing] = useState<AdminCategory | 'new' | null>(null);
  const [remove] = useAdminDeleteCategoryMutation();

  const columns = useMemo<ListColumn<AdminCategory>[]>(() => {
    if (!writable) return baseColumns;
    const drop = async (row: AdminCategory) => {
      try {
        await remove(row.id).unwrap();
        showNotice({ level: 'success', text: `分类「${row.name}」已删除` });
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
        render: (_, row) => (
          <Space size={0}>
            <Button type="link" size="small" onClick={() => setEditing(row)}>
              编辑
            </Button>
            <Popconfirm title={`删除分类「${row.name}」？`} description="还有商品的分类不能删除。" okText="删除" okButtonProps={{ danger: true }} cancelText="取消" onConfirm={() => drop(row)}>
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
        label="分类列表"
        columns={columns}
        rowKey="id"
        result={result}
        emptyText="暂无分类"
        exportAs={{ fileName: '商品分类' }}
        toolbar={
          writable ? (
            <Button type="primary" onClick={() => setEditing('new')}>
              新增分类
            </Button>
          ) : undefined
        }
      />
      {writable ? <CategoryFormModal target={editing} onClose={() => setEditing(null)} /> : null}
    </>
  );
}
