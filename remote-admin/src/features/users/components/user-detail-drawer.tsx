import { useState } from 'react';
import type { AdminUserOrder } from 'shared-contracts/admin';
import { errorMessage } from 'shared-contracts/app';
import { Button, Skeleton, Space, Tag } from 'shared-contracts/ui';
import { Alert, Descriptions, Drawer, Popconfirm, Result } from 'shared-contracts/ui/more';
import { ListTable, type ListColumn } from 'shared-kits/list-page';
import { runWrite } from '../../../shared/run-write';
import { useAdminUserDetailQuery, useAdminUserFreezeMutation, useAdminUserSignOutMutation } from '../api/users-api';
import { ORDER_STATUS, REAL_NAME_STATUS } from '../hooks/users-params';
import { yuanText } from '../../../shared/yuan-text';
import { FreezeDialog } from './freeze-dialog';
import { GroupDialog } from './group-dialog';

const orderColumns: ListColumn<AdminUserOrder>[] = [
  { title: '订单号', dataIndex: 'order_sn', width: 180 },
  { title: '商品', dataIndex: 'goods_name', width: 140 },
  { title: '快递', dataIndex: 'express_name', width: 100 },
  { title: '包裹数', dataIndex: 'rec_count', width: 80 },
  {
    title: '金额',
    dataIndex: 'total',
    width: 100,
    render: (total) => yuanText(total),
  },
  {
    title: '退款',
    dataIndex: 'refund',
    width: 100,
    render: (refund) => (refund > 0 ? yuanText(refund) : '—'),
  },
  {
    title: '状态',
    dataIndex: 'status',
    width: 90,
    render: (status) => ORDER_STATUS[status] ?? String(status),
  },
  { title: '下单时间', dataIndex: 'created_at', width: 170 },
];

interface Props {
  /** null: closed */
  userId: number | null;
  /** users.write: 修改等级, 冻结 / 解冻, 强制下线 */
  writable: boolean;
  /** a main-site operator: the user's site is shown */
  showSite?: boolean;
  onClose: () => void;
}

/**
 * A user's detail (GET /api/admin/users/:id): group, real-name status with the masked name, balance and
 * totals, counts, the last orders. With users.write: 修改等级, 冻结 (a reason is required) / 解冻 and 强制下线,
 * each confirmed first; the server's refusal is said as it comes.
 */
export function UserDetailDrawer({ userId, writable, showSite = false, onClose }: Props) {
  const detail = useAdminUserDetailQuery(userId ?? 0, {
    skip: userId === null,
  });
  const [freeze, freezing] = useAdminUserFreezeMutation();
  const [signOut, signingOut] = useAdminUserSignOutMutation();
  const [dialog, setDialog] = useState<'group' | 'freeze' | null>(null);
  const user = userId !== null && detail.data?.id === userId ? detail.data : undefined;

  const unfreeze = async () => {
    if (user) await runWrite(() => freeze({ id: user.id, frozen: false }).unwrap(), '用户已解冻', '解冻失败，请稍后再试');
  };

  const endSessions = async () => {
    if (user) await runWrite(() => signOut(user.id).unwrap(), ({ ended }) => (ended > 0 ? `已强制下线，结束了 ${ended} 个登录会话` : '该用户当前没有登录会话'));
  };

  const actions =
    writable && user ? (
      <Space wrap>
        <Button onClick={() => setDialog('group')}>修改等级</Button>
        {user.frozen ? (
          <Popconfirm title={`确认解冻用户 ${user.username}？`} description="解冻后该用户可以重新下单、提现。" okText="确认解冻" cancelText="取消" onConfirm={() => unfreeze()}>
            <Button loading={freezing.isLoading}>解冻</Button>
          </Popconfirm>
        ) : (
          <Button danger onClick={() => setDialog('freeze')}>
            冻结
          </Button>
        )}
        <Popconfirm title={`确认强制下线 ${user.username}？`} description="将结束该用户的全部登录会话，需要重新登录。" okText="确认下线" cancelText="取消" onConfirm={() => endSessions()}>
          <Button loading={signingOut.isLoading}>强制下线</Button>
        </Popconfirm>
      </Space>
    ) : null;

  return (
    <Drawer title={user ? `用户详情 · ${user.username}` : '用户详情'} open={userId !== null} onClose={onClose} size={760} extra={actions}>
      {detail.error && !user ? (
        <Result status="warning" title={errorMessage(detail.error, '用户详情加载失败')} extra={<Button onClick={() => void detail.refetch()}>重试</Button>} />
      ) : !user ? (
        <Skeleton active />
      ) : (
        <>
          {user.frozen ? (
            <Alert type="error" showIcon title={`已冻结：${user.frozen_reason || '未填写原因'}`} description="冻结的用户可以登录查看，不能下单、提现。" style={{ marginBottom: 16 }} />
          ) : null}
          <section aria-label="用户信息">
            <Descriptions bordered size="small" column={2}>
              <Descriptions.Item label="用户 ID">{user.id}</Descriptions.Item>
              <Descriptions.Item label="用户名">{user.username}</Descriptions.Item>
              <Descriptions.Item label="手机号">{user.mobile}</Descriptions.Item>
              <Descriptions.Item label="会员等级">{user.group_name}</Descriptions.Item>
              <Descriptions.Item label="实名状态">{`${REAL_NAME_STATUS[user.real_name_status] ?? '未认证'}${user.real_name ? `（${user.real_name}）` : ''}`}</Descriptions.Item>
              <Descriptions.Item label="状态">{user.frozen ? <Tag color="error">已冻结</Tag> : <Tag color="success">正常</Tag>}</Descriptions.Item>
              <Descriptions.Item label="余额">{yuanText(user.balance)}</Descriptions.Item>
              <Descriptions.Item label="累计充值">{yuanText(user.recharge_total)}</Descriptions.Item>
              <Descriptions.Item label="累计消费">{yuanText(user.spend_total)}</Descriptions.Item>
              <Descriptions.Item label="订单数">{user.order_count}</Descriptions.Item>
              <Descriptions.Item label="包裹数">{user.parcel_count}</Descriptions.Item>
              <Descriptions.Item label="店铺数">{user.store_count}</Descriptions.Item>
              {showSite ? <Descriptions.Item label="站点">{user.site_name}</Descriptions.Item> : null}
              <Descriptions.Item label="注册时间" span={showSite ? 1 : 2}>
                {user.created_at}
              </Descriptions.Item>
            </Descriptions>
          </section>
          <h4 style={{ margin: '20px 0 8px' }}>最近订单</h4>
          <ListTable label="最近订单" columns={orderColumns} rowKey="id" result={{ data: user.recent_orders }} emptyText="暂无订单" size="small" />
          {writable ? (
            <>
              <GroupDialog open={dialog === 'group'} user={user} onClose={() => setDialog(null)} />
              <FreezeDialog open={dialog === 'freeze'} user={user} onClose={() => setDialog(null)} />
            </>
          ) : null}
        </>
      )}
    </Drawer>
  );
}
