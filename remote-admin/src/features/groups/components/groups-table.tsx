import { useMemo, useState } from 'react';
import type { AdminGroup } from 'shared-contracts/admin';
import { errorMessage } from 'shared-contracts/app';
import { Button, showNotice, Space, Tag } from 'shared-contracts/ui';
import { Popconfirm } from 'shared-contracts/ui/more';
import { ListTable, type ListColumn } from 'shared-kits/list-page';
import { useAdminDeleteGroupMutation, useAdminGroupsQuery } from '../api/groups-api';
import { GroupFormDrawer } from './group-form-drawer';

const discountText = (percent: number) => (percent >= 100 ? '无折扣' : `标价的 ${percent}%`);

/**
 * The VIP groups by level: discount, top-up threshold, users. 新增等级 / 编辑 in a drawer, 删除 after a
 * confirmation (not the default group; the server refuses a group that still has users, and says why).
 */
export function GroupsTable() {
  const result = useAdminGroupsQuery();
  const [editing, setEditing] = useState<AdminGroup | 'new' | null>(null);
  const [remove] = useAdminDeleteGroupMutation();

  const columns = useMemo<ListColumn<AdminGroup>[]>(() => {
    const removeGroup = async (group: AdminGroup) => {
      try {
        await remove(group.id).unwrap();
        showNotice({
          level: 'success',
          text: `已删除会员等级「${group.name}」`,
        });
      } catch (error) {
        showNotice({
          level: 'error',
          text: errorMessage(error, '删除失败，请稍后再试'),
        });
      }
    };
    return [
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
          <Space size={0}>
            <Button type="link" size="small" onClick={() => setEditing(row)}>
              编辑
            </Button>
            {row.is_default ? null : (
              <Popconfirm
                title={`确认删除会员等级「${row.name}」？`}
                description="删除后不可恢复；仍有用户的等级不能删除。"
                okText="确认删除"
                okButtonProps={{ danger: true }}
                cancelText="取消"
                onConfirm={() => removeGroup(row)}
              >
                <Button type="link" size="small" danger>
                  删除
                </Button>
              </Popconfirm>
            )}
          </Space>
        ),
      },
    ];
  }, [remove]);

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
