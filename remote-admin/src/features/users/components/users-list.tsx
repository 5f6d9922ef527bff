import { useMemo, useState } from 'react';
import { can, isSiteRole, type AdminUserRow, type OperatorRole } from 'shared-contracts/admin';
import { Button, Tag } from 'shared-contracts/ui';
import { ListFilters, ListTable, useListParams, type ListColumn } from 'shared-kits/list-page';
import { useAdminGroupOptionsQuery, useAdminUsersListQuery } from '../api/users-api';
import { REAL_NAME_STATUS, toUsersQuery, usersListParams } from '../hooks/users-params';
import { siteColumn } from '../../../shared/site-column';
import { useSiteFilter } from '../../../shared/site-filter';
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

const FROZEN_OPTIONS = [
  { value: '1' as const, label: '已冻结' },
  { value: '0' as const, label: '正常' },
];

/**
 * 用户 (issue 20): search by whole mobile, its last 4 digits or the username; filters by group and frozen,
 * held in the URL; 详情 opens the drawer, where roles holding users.write change the group, freeze /
 * unfreeze and force a sign-out. A main-site operator also sees each user's site and filters by it (the group
 * filter then offers that site's groups: groups are per site); a 分站's operators see only their members.
 */
export function UsersList({ role }: { role: OperatorRole }) {
  const writable = can(role, 'users.write');
  const main = !isSiteRole(role);
  const list = useListParams(usersListParams);
  const { params, paging, filtered } = list;
  // another site's groups are another list: the group chosen goes with the site
  const site = useSiteFilter(list, role, ['group_id']);
  const result = useAdminUsersListQuery(toUsersQuery(params, main));
  const groups = useAdminGroupOptionsQuery(main ? params.site_id : undefined);
  const [shown, setShown] = useState<number | null>(null);

  const columns = useMemo<ListColumn<AdminUserRow>[]>(
    () => [
      ...baseColumns.slice(0, 3),
      ...(main ? [siteColumn<AdminUserRow>()] : []),
      ...baseColumns.slice(3),
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
    [main],
  );

  return (
    <>
      <ListFilters
        list={list}
        filters={[
          { kind: 'search', key: 'keyword', label: '搜索用户', placeholder: '手机号、手机号后 4 位或用户名', width: 260 },
          ...site,
          {
            kind: 'choice',
            key: 'group_id',
            label: '会员等级',
            all: '全部等级',
            width: 160,
            loading: groups.isFetching,
            options: (groups.data ?? []).map((g) => ({ value: g.id, label: g.name })),
          },
          { kind: 'choice', key: 'frozen', label: '冻结状态', all: '全部状态', width: 120, options: FROZEN_OPTIONS },
        ]}
      />
      <ListTable label="用户列表" columns={columns} rowKey="id" result={result} paging={paging} emptyText={filtered ? '没有符合条件的用户' : '暂无用户'} exportAs={{ fileName: '用户' }} />
      <UserDetailDrawer userId={shown} writable={writable} showSite={main} onClose={() => setShown(null)} />
    </>
  );
}
