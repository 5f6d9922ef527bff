import { useMemo, useState } from 'react';
import type { AdminGroup } from 'shared-contracts/admin';
import { Button, Tag } from 'shared-contracts/ui';
import { ListTable, type ListColumn } from 'shared-kits/list-page';
import type { FormTarget } from '../../../shared/form-drawer';
import { RowActions } from '../../../shared/row-actions';
import { useAdminDeleteGroupMutation, useAdminGroupsQuery } from '../api/groups-api';
import { GroupFormDrawer } from './group-form-drawer';

const discountText = (percent: number) => (percent >= 100 ? '无折扣' : `标价的 ${percent}%`);

/**
 * The VIP groups by level: discount, top-up threshold, users. 新增等级 / 编辑 in a drawer, 删除 after a
 * confirmation (not the default group; the server refuses a group that still has users, and says why).
 */
export function GroupsTable() {
  const result = useAdminGroupsQuery();
  const [editing, setEditing] = useState<FormTarget<AdminGroup>>(null);
  const [remove] = useAdminDeleteGroupMutation();

  const columns = useMemo<ListColumn<AdminGroup>[]>(
    () => [
      { title: '等级', dataIndex: 'level', width: 70 },
      {
        title: '名称',
        dataIndex: 'name',
        width: 180,
        render: (name, row) => (
          <>
            {name} {row.is_default ? <Tag>默认</Tag> : null}
          </>
        ),
      },
      {
        title: '折扣',
        dataIndex: 'price_percent',
        width: 130,
        render: discountText,
        exportValue: discountText,
      },
      {
        title: '充值门槛',
        dataIndex: 'upgrade_amount',
        width: 130,
        render: (amount, row) => (row.is_default ? '—' : `单笔充值 ¥${amount.toFixed(2)}`),
      },
      { title: '用户数', dataIndex: 'user_count', width: 90 },
      {
        title: '操作',
        key: 'actions',
        width: 140,
        render: (_, row) => (
          <RowActions
            onEdit={() => setEditing(row)}
            confirm={{ title: `确认删除会员等级「${row.name}」？`, description: '删除后不可恢复；仍有用户的等级不能删除。', okText: '确认删除' }}
            onDelete={row.is_default ? undefined : () => remove(row.id).unwrap()}
            deleted={`已删除会员等级「${row.name}」`}
          />
        ),
      },
    ],
    [remove],
  );

  return (
    <>
      <ListTable
        label="会员等级列表"
        columns={columns}
        rowKey="id"
        result={result}
        emptyText="暂无会员等级"
        toolbar={
          <Button type="primary" onClick={() => setEditing('new')}>
            新增等级
          </Button>
        }
      />
      <GroupFormDrawer target={editing} onClose={() => setEditing(null)} />
    </>
  );
}
