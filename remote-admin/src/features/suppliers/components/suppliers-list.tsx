import { useMemo, useState } from 'react';
import type { AdminSupplierRow } from 'shared-contracts/admin';
import { Button, Tag } from 'shared-contracts/ui';
import { Popconfirm } from 'shared-contracts/ui/more';
import { ListFilters, ListTable, useListParams, type ListColumn } from 'shared-kits/list-page';
import { runWrite } from '../../../shared/run-write';
import { useAdminSetSupplierDisabledMutation, useAdminSuppliersQuery } from '../api/suppliers-api';
import { suppliersListParams, toSuppliersQuery } from '../hooks/suppliers-params';
import { CreateSupplierDialog } from './create-supplier-dialog';
import { useShopFilter } from '../../../shared/shop-filter';

const COLUMNS: ListColumn<AdminSupplierRow>[] = [
  { title: '供货店铺', dataIndex: 'shop_name', width: 180 },
  { title: '姓名', dataIndex: 'name', width: 120 },
  { title: '手机号', dataIndex: 'mobile', width: 130 },
  {
    title: '角色',
    dataIndex: 'role_text',
    width: 90,
    render: (text: string, row) => <Tag color={row.role === 'owner' ? 'gold' : 'default'}>{text}</Tag>,
  },
  {
    title: '状态',
    dataIndex: 'disabled',
    width: 90,
    render: (disabled: boolean) => (disabled ? <Tag color="error">已停用</Tag> : <Tag color="success">正常</Tag>),
    exportValue: (disabled: boolean) => (disabled ? '已停用' : '正常'),
  },
  { title: '创建时间', dataIndex: 'created_at', width: 165 },
];

/** 停用 / 启用 behind a confirmation: 停用 ends the supplier's sign-in at once. */
function ToggleAction({ row }: { row: AdminSupplierRow }) {
  const [setDisabled] = useAdminSetSupplierDisabledMutation();
  const disabling = !row.disabled;
  const label = `${disabling ? '停用' : '启用'}「${row.name}」`;
  return (
    <Popconfirm
      title={disabling ? `停用供应商账号「${row.name}」？` : `启用供应商账号「${row.name}」？`}
      description={disabling ? '停用后该账号立即退出登录，且不能再登录，直到重新启用。' : '启用后该账号可以重新登录。'}
      okText={disabling ? '停用' : '启用'}
      okButtonProps={disabling ? { danger: true } : undefined}
      cancelText="取消"
      onConfirm={() => runWrite(() => setDisabled({ id: row.id, disabled: disabling }).unwrap(), disabling ? `已停用「${row.name}」` : `已启用「${row.name}」`)}
    >
      <Button type="link" size="small" danger={disabling} aria-label={label}>
        {disabling ? '停用' : '启用'}
      </Button>
    </Popconfirm>
  );
}

/**
 * 供应商 (issue 33): the supplier accounts of every 供货店铺 (shop and keyword filters in the URL; mobiles masked). With
 * suppliers.write: 新建账号 (the one-time password shown once) and 停用 / 启用 after a confirmation.
 */
export function SuppliersList({ canWrite }: { canWrite: boolean }) {
  const list = useListParams(suppliersListParams);
  const { params, paging, filtered } = list;
  const shop = useShopFilter(list);
  const result = useAdminSuppliersQuery(toSuppliersQuery(params));
  const [creating, setCreating] = useState(false);

  const columns = useMemo<ListColumn<AdminSupplierRow>[]>(
    () => (canWrite ? [...COLUMNS, { title: '操作', key: 'actions', width: 90, fixed: 'right', render: (_, row) => <ToggleAction row={row} /> }] : COLUMNS),
    [canWrite],
  );

  return (
    <>
      <ListFilters
        list={list}
        filters={[...shop, { kind: 'search', key: 'keyword', label: '姓名或手机号', placeholder: '姓名、完整手机号或后 4 位', width: 240 }]}
      />
      <ListTable
        label="供应商账号列表"
        columns={columns}
        rowKey="id"
        result={result}
        paging={paging}
        toolbar={
          canWrite ? (
            <Button type="primary" onClick={() => setCreating(true)}>
              新建账号
            </Button>
          ) : null
        }
        emptyText={filtered ? '没有符合条件的供应商账号' : '暂无供应商账号，入驻申请通过后会出现在这里'}
        exportAs={{ fileName: '供应商账号' }}
      />
      {canWrite ? <CreateSupplierDialog open={creating} shopId={params.shop_id} onClose={() => setCreating(false)} /> : null}
    </>
  );
}
