import { useState } from 'react';
import { HOME_BLOCK_KINDS, type AdminHomeBlock } from 'shared-contracts/admin';
import { Button, Tag } from 'shared-contracts/ui';
import { Switch } from 'shared-contracts/ui/more';
import { ListTable, type ListColumn } from 'shared-kits/list-page';
import type { FormTarget } from '../../../shared/form-drawer';
import { RowActions } from '../../../shared/row-actions';
import { runWrite } from '../../../shared/run-write';
import { useAdminDeleteHomeBlockMutation, useAdminHomeBlocksQuery, useAdminMoveHomeBlockMutation, useAdminUpdateHomeBlockMutation } from '../api/content-api';
import { bodyOf, HomeBlockFormModal, valuesOf } from './home-block-form-modal';
import { OrderButtons } from './order-buttons';

const kindOf = (block: AdminHomeBlock) => HOME_BLOCK_KINDS[block.name]?.label ?? block.name;
const nameOf = (block: AdminHomeBlock) => block.title || kindOf(block);

/** What a block shows, in a few words. */
function contentOf(block: AdminHomeBlock): string {
  const { params, data } = block.page;
  switch (block.name) {
    case 'hot':
      return `销量前 ${typeof params.limit === 'number' ? params.limit : 10} 个商品`;
    case 'advantage':
      return Array.isArray(data) ? (data as { title?: string }[]).map((t) => t.title).join('、') : '默认优势';
    case 'image':
      return `图片，链接 ${typeof params.url === 'string' && params.url ? params.url : '/gift-list'}`;
    default:
      return HOME_BLOCK_KINDS[block.name]?.hint ?? '';
  }
}

/**
 * 首页布局 (issue 20 "内容"): the home page's blocks, top to bottom, as the storefront builds it (only those
 * shown); 新增 / 编辑 in a dialog, 显示 / 隐藏, 上移 / 下移, 删除 after a confirmation. With no block shown the home
 * page falls back to its default layout.
 */
export function HomeBlockList() {
  const result = useAdminHomeBlocksQuery();
  const [editing, setEditing] = useState<FormTarget<AdminHomeBlock>>(null);
  const [update, updating] = useAdminUpdateHomeBlockMutation();
  const [move, moving] = useAdminMoveHomeBlockMutation();
  const [remove] = useAdminDeleteHomeBlockMutation();
  const rows = result.data ?? [];
  const place = (row: AdminHomeBlock) => rows.findIndex((r) => r.id === row.id);

  const columns: ListColumn<AdminHomeBlock>[] = [
    { title: '顺序', key: 'order', width: 70, render: (_, row) => place(row) + 1 },
    { title: '类型', dataIndex: 'name', width: 160, render: (_, row) => <Tag>{kindOf(row)}</Tag> },
    { title: '标题', dataIndex: 'title', width: 160, render: (title) => title || '（默认）' },
    { title: '内容', key: 'content', width: 260, render: (_, row) => contentOf(row) },
    {
      title: '显示',
      dataIndex: 'is_on',
      width: 100,
      render: (on, row) => (
        <Switch
          checked={on}
          checkedChildren="显示"
          unCheckedChildren="隐藏"
          aria-label={`「${nameOf(row)}」显示`}
          loading={updating.isLoading && updating.originalArgs?.id === row.id}
          onChange={(next) => void runWrite(() => update({ id: row.id, body: bodyOf({ ...valuesOf(row), is_on: next }, row.icon) }).unwrap(), next ? '区块已显示' : '区块已隐藏')}
        />
      ),
    },
    {
      title: '操作',
      key: 'actions',
      width: 240,
      fixed: 'right',
      render: (_, row) => (
        <RowActions
          onEdit={() => setEditing(row)}
          confirm={{ title: `确认删除区块「${nameOf(row)}」？`, description: '删除后不可恢复，首页不再显示这个区块。' }}
          onDelete={() => remove(row.id).unwrap()}
          deleted="区块已删除"
          deleteFailed="操作失败，请稍后再试"
          name={nameOf(row)}
        >
          <OrderButtons
            name={nameOf(row)}
            first={place(row) === 0}
            last={place(row) === rows.length - 1}
            busy={moving.isLoading}
            onMove={(direction) => move({ id: row.id, direction }).unwrap()}
          />
        </RowActions>
      ),
    },
  ];

  return (
    <>
      <ListTable<AdminHomeBlock>
        label="首页区块列表"
        rowKey="id"
        columns={columns}
        result={result}
        emptyText="还没有区块（首页使用默认布局）"
        toolbar={
          <Button type="primary" onClick={() => setEditing('new')}>
            新增区块
          </Button>
        }
      />
      <HomeBlockFormModal target={editing} onClose={() => setEditing(null)} />
    </>
  );
}
