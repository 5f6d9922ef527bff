import { useMemo, useState } from 'react';
import { can, type AdminUserRow, type OperatorRole } from 'shared-contracts/admin';
import { Button, Space, Tag } from 'shared-contracts/ui';
import { Input, Select } from 'shared-contracts/ui/more';
import { ListTable, useListParams, type ListColumn } from 'shared-kits/list-page';
import { useAdminGroupOptionsQuery, useAdminUsersListQuery } from '../api/users-api';
import { REAL_NAME_STATUS, toUsersQuery, usersListParams } from '../hooks/users-params';
import { yuanText } from '../../../shared/yuan-text';
import { UserDetailDrawer } from './user-detail-drawer';

const baseColumns: ListColumn<AdminUserRow>[] = [
  { title: 'ID', dataIndex: 'id', width: 80 },
  { title: '用户名', dataIndex: 'username', width: 160 },
  { title: '手机号', dataIndex: 'mobile', width: 130 },
  { title: '会员等级', dataIndex: 'group_name', width: 140 },
  {
    title: '实名状态',
    dataIndex: 'real_name_status',
    width: 100,
    render: (status) => REAL_NAME_STATUS[status] ?? '未认证',
    exportValue: (status) => REAL_NAME_STATUS[status] ?? '未认证',
  },
  {
    title: '余额',
    dataIndex: 'balance',
    width: 120,
    render: (balance) => yuanText(balance),
  },
  {
    title: '状态',
    dataIndex: 'frozen',
    width: 90,
    render: (frozen) => (frozen ? <Tag color="error">已冻结</Tag> : <Tag color="success">正常</Tag>),
    exportValue: (frozen) => (frozen ? '已冻结' : '正常'),
  },
  { title: '注册时间', dataIndex: 'created_at', width: 170 },
];

/**
 * 用户 (issue 20): search by whole mobile, its last 4 digits or the username; filters by group and frozen,
 * held in the URL; 详情 opens the drawer, where roles holding users.write change the group, freeze /
 * unfreeze and force a sign-out.
 */
export function UsersList({ role }: { role: OperatorRole }) {
  const writable = can(role, 'users.write');
  const { params, update, paging, reset, filtered } = useListParams(usersListParams);
  const result = useAdminUsersListQuery(toUsersQuery(params));
  const groups = useAdminGroupOptionsQuery();
  const [shown, setShown] = useState<number | null>(null);

  const columns = useMemo<ListColumn<AdminUserRow>[]>(
    () => [
      ...baseColumns,
      {
        title: '操作',
        key: 'actions',
        width: 80,
        fixed: 'right',
        render: (_, row) => (
          <Button type="link" size="small" onClick={() => setShown(row.id)}>
            详情
          </Button>
        ),
      },
    ],
    [],
  );

  return (
    <>
      <Space wrap style={{ marginBottom: 12 }}>
        <Input.Search
          key={`keyword-${params.keyword}`}
          defaultValue={params.keyword}
          aria-label="搜索用户"
          placeholder="手机号、手机号后 4 位或用户名"
          allowClear
          style={{ width: 260 }}
          onSearch={(keyword) => update({ keyword: keyword.trim() })}
        />
        <Select
          aria-label="会员等级"
          placeholder="全部等级"
          allowClear
          style={{ width: 160 }}
          value={params.group_id}
          loading={groups.isFetching}
          options={(groups.data ?? []).map((g) => ({
            value: g.id,
            label: g.name,
          }))}
          onChange={(group_id?: number) => update({ group_id })}
        />
        <Select
          aria-label="冻结状态"
          placeholder="全部状态"
          allowClear
          style={{ width: 120 }}
          value={params.frozen}
          options={[
            { value: '1', label: '已冻结' },
            { value: '0', label: '正常' },
          ]}
          onChange={(frozen?: '1' | '0') => update({ frozen })}
        />
        {filtered ? <Button onClick={reset}>重置</Button> : null}
      </Space>
      <ListTable label="用户列表" columns={columns} rowKey="id" result={result} paging={paging} emptyText={filtered ? '没有符合条件的用户' : '暂无用户'} exportAs={{ fileName: '用户' }} />
      <UserDetailDrawer userId={shown} writable={writable} onClose={() => setShown(null)} />
    </>
  );
}
