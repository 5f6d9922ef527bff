import { useState } from 'react';
import type { AdminBanner } from 'shared-contracts/admin';
import { Button } from 'shared-contracts/ui';
import { Image, Switch } from 'shared-contracts/ui/more';
import { ListTable, type ListColumn } from 'shared-kits/list-page';
import type { FormTarget } from '../../../shared/form-drawer';
import { RowActions } from '../../../shared/row-actions';
import { runWrite } from '../../../shared/run-write';
import { useAdminBannersQuery, useAdminDeleteBannerMutation, useAdminMoveBannerMutation, useAdminUpdateBannerMutation } from '../api/content-api';
import { BannerFormModal } from './banner-form-modal';
import { OrderButtons } from './order-buttons';

const nameOf = (banner: AdminBanner) => banner.btn_txt || `轮播图 #${banner.id}`;

/**
 * 轮播图 (issue 20 "内容"): the home carousel's banners in order, on and off; 新增 / 编辑 in a dialog, 上架 / 下架
 * at once from the list, 上移 / 下移, 删除 after a confirmation. The home page shows only those on.
 */
export function BannerList() {
  const result = useAdminBannersQuery();
  const [editing, setEditing] = useState<FormTarget<AdminBanner>>(null);
  const [update, updating] = useAdminUpdateBannerMutation();
  const [move, moving] = useAdminMoveBannerMutation();
  const [remove] = useAdminDeleteBannerMutation();
  const rows = result.data ?? [];
  const count = rows.length;
  // the place in the whole list (the table's index restarts on each page)
  const place = (row: AdminBanner) => rows.findIndex((r) => r.id === row.id);

  const columns: ListColumn<AdminBanner>[] = [
    {
      title: '顺序',
      key: 'order',
      width: 70,
      render: (_, row) => place(row) + 1,
    },
    {
      title: '图片',
      dataIndex: 'image',
      width: 200,
      render: (image, row) => <Image src={image} alt={nameOf(row)} width={180} height={72} style={{ objectFit: 'cover' }} />,
    },
    {
      title: '按钮文字',
      dataIndex: 'btn_txt',
      width: 120,
      render: (text) => text || '—',
    },
    {
      title: '链接',
      dataIndex: 'url',
      width: 220,
      render: (url) => url || '/gift-list（默认）',
    },
    {
      title: '状态',
      dataIndex: 'is_on',
      width: 100,
      render: (on, row) => (
        <Switch
          checked={on}
          checkedChildren="上架"
          unCheckedChildren="下架"
          aria-label={`「${nameOf(row)}」上架`}
          loading={updating.isLoading && updating.originalArgs?.id === row.id}
          onChange={(next) => void runWrite(() => update({ id: row.id, body: { is_on: next } }).unwrap(), next ? '已上架' : '已下架')}
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
          confirm={{ title: `确认删除「${nameOf(row)}」？`, description: '删除后不可恢复，首页不再显示这张轮播图。' }}
          onDelete={() => remove(row.id).unwrap()}
          deleted="轮播图已删除"
          deleteFailed="操作失败，请稍后再试"
          name={nameOf(row)}
        >
          <OrderButtons
            name={nameOf(row)}
            first={place(row) === 0}
            last={place(row) === count - 1}
            busy={moving.isLoading}
            onMove={(direction) => move({ id: row.id, direction }).unwrap()}
          />
        </RowActions>
      ),
    },
  ];

  return (
    <>
      <ListTable<AdminBanner>
        label="轮播图列表"
        rowKey="id"
        columns={columns}
        result={result}
        emptyText="还没有轮播图（首页显示默认横幅）"
        toolbar={
          <Button type="primary" onClick={() => setEditing('new')}>
            新增轮播图
          </Button>
        }
      />
      <BannerFormModal target={editing} onClose={() => setEditing(null)} />
    </>
  );
}
