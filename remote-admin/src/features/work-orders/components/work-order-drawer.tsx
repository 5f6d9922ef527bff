import { useState } from 'react';
import { routePath, WORK_ORDER_ENDED, WORK_ORDER_REOPEN_DAYS, WORK_ORDER_STATUSES, WorkOrderMessages, type WorkOrderStatus } from 'shared-contracts';
import type { AdminWorkOrderDetail } from 'shared-contracts/admin';
import { errorMessage, isApiError } from 'shared-contracts/app';
import { Link } from 'shared-contracts/router';
import { Button, Space, Spin } from 'shared-contracts/ui';
import { Descriptions, Divider, Drawer, Popconfirm, Result, Select, Typography } from 'shared-contracts/ui/more';
import { runWrite } from '../../../shared/run-write';
import { useAdminWorkOrderQuery, useAdminWorkOrderStatusMutation } from '../api/work-orders-api';
import { ClaimButton } from './claim-button';
import { WorkOrderParcels } from './work-order-parcels';
import { WorkOrderReply } from './work-order-reply';
import { WorkOrderStatusTag } from './work-order-status-tag';
import { WorkOrderThread } from './work-order-thread';

/** What 客服 may set a work order to by hand (待处理 is only ever the unclaimed state). */
const SETTABLE: WorkOrderStatus[] = ['processing', 'awaiting_merchant', 'done', 'closed'];
const SETTABLE_OPTIONS = SETTABLE.map((value) => ({ value, label: WORK_ORDER_STATUSES[value] }));

/** 更改状态: a Select and 确定; ending it (已完成 / 已关闭) asks first. */
function StatusChanger({ order }: { order: AdminWorkOrderDetail }) {
  const [chosen, setChosen] = useState<WorkOrderStatus>(order.status);
  const [change, { isLoading }] = useAdminWorkOrderStatusMutation();
  const run = () => runWrite(() => change({ id: order.id, body: { status: chosen } }).unwrap(), WorkOrderMessages.statusChanged, '状态更新失败，请稍后再试');
  const ends = WORK_ORDER_ENDED.includes(chosen);
  // 待处理 is shown while it is the status, never offered
  const options = SETTABLE.includes(order.status) ? SETTABLE_OPTIONS : [{ value: order.status, label: WORK_ORDER_STATUSES[order.status], disabled: true }, ...SETTABLE_OPTIONS];
  const button = (
    <Button type="primary" disabled={chosen === order.status} loading={isLoading} onClick={ends ? undefined : () => void run()}>
      确定
    </Button>
  );
  return (
    <Space role="group" aria-label="更改状态">
      <Select aria-label="更改状态" style={{ width: 140 }} value={chosen} options={options} onChange={setChosen} />
      {ends && chosen !== order.status ? (
        <Popconfirm
          title={`确定将工单设为${WORK_ORDER_STATUSES[chosen]}？`}
          description={`结束后商家可在 ${WORK_ORDER_REOPEN_DAYS} 天内重新打开`}
          okText="确定"
          cancelText="取消"
          onConfirm={run}
        >
          {button}
        </Popconfirm>
      ) : (
        button
      )}
    </Space>
  );
}

interface DetailProps {
  order: AdminWorkOrderDetail;
  operatorId: number;
  canWrite: boolean;
}

/** A work order as 客服 works on it: who and what, the parcels, the conversation, then reply and status. */
function WorkOrderDetailView({ order, operatorId, canWrite }: DetailProps) {
  return (
    <>
      <Descriptions size="small" column={2} bordered aria-label="工单信息">
        <Descriptions.Item label="状态">
          <WorkOrderStatusTag status={order.status} />
        </Descriptions.Item>
        <Descriptions.Item label="问题类型">{order.type_name}</Descriptions.Item>
        <Descriptions.Item label="用户">
          <Link to={`${routePath('adminUsers')}?keyword=${encodeURIComponent(order.username)}`}>{order.username}</Link>
          <Typography.Text type="secondary">{`（${order.mobile}）`}</Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label="处理人">
          <Space size={4}>
            {order.assignee_name ?? <Typography.Text type="secondary">未认领</Typography.Text>}
            {canWrite ? <ClaimButton order={order} operatorId={operatorId} /> : null}
          </Space>
        </Descriptions.Item>
        <Descriptions.Item label="提交时间">{order.created_at}</Descriptions.Item>
        <Descriptions.Item label="首次回复">{order.first_reply_at || '—'}</Descriptions.Item>
        {order.resolved_at ? <Descriptions.Item label="结束时间">{order.resolved_at}</Descriptions.Item> : null}
      </Descriptions>
      {canWrite ? (
        <div style={{ marginTop: 12 }}>
          {/* a new status from the server starts the choice again */}
          <StatusChanger key={order.status} order={order} />
        </div>
      ) : null}
      <Divider titlePlacement="start">关联包裹</Divider>
      <WorkOrderParcels parcels={order.parcels} />
      <Divider titlePlacement="start">对话</Divider>
      <WorkOrderThread messages={order.messages} merchant={order.username} />
      {canWrite ? (
        <>
          <Divider titlePlacement="start">回复</Divider>
          <WorkOrderReply key={order.id} workOrderId={order.id} />
        </>
      ) : null}
    </>
  );
}

/** The drawer's body for one work order: loading, 工单不存在 / a failure with 重试, or the work order. */
function WorkOrderBody({ id, operatorId, canWrite }: { id: number; operatorId: number; canWrite: boolean }) {
  const { data, error, isFetching, refetch } = useAdminWorkOrderQuery(id, { refetchOnMountOrArgChange: true });
  if (data && data.id === id) return <WorkOrderDetailView order={data} operatorId={operatorId} canWrite={canWrite} />;
  if (isFetching)
    return (
      <div role="status" aria-label="工单加载中" style={{ textAlign: 'center', padding: 48 }}>
        <Spin />
      </div>
    );
  // 工单不存在 (404) as the server says it; anything else with 重试
  if (error && isApiError(error) && error.status === 404) return <Result status="404" title={errorMessage(error, WorkOrderMessages.notFound)} />;
  return (
    <Result
      status="warning"
      title="工单加载失败"
      subTitle={error ? errorMessage(error) : undefined}
      extra={
        <Button type="primary" onClick={() => void refetch()}>
          重试
        </Button>
      }
    />
  );
}

interface WorkOrderDrawerProps {
  /** the work order shown (`?id=`), or null: closed */
  id: number | null;
  operatorId: number;
  canWrite: boolean;
  onClose: () => void;
}

/** 查看: one work order in a drawer over the queue, opened by `?id=` so a link to it opens it. */
export function WorkOrderDrawer({ id, operatorId, canWrite, onClose }: WorkOrderDrawerProps) {
  const { data } = useAdminWorkOrderQuery(id ?? 0, { skip: id === null });
  const title = data && data.id === id ? `工单 ${data.work_order_sn}` : '工单';
  return (
    <Drawer title={title} open={id !== null} onClose={onClose} size={760} destroyOnHidden>
      {id !== null ? <WorkOrderBody id={id} operatorId={operatorId} canWrite={canWrite} /> : null}
    </Drawer>
  );
}
