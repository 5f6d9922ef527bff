import { WORK_ORDER_CONTENT_MAX, WORK_ORDER_TYPES, WorkOrderMessages, type TrackState, type WorkOrderDetail, type WorkOrderParcel } from 'shared-contracts';
import { errorMessage, isApiError } from 'shared-contracts/app';
import { Button, Space, Spin, showNotice } from 'shared-contracts/ui';
import { Alert, Descriptions, Divider, Drawer, Form, Input, Popconfirm, Result } from 'shared-contracts/ui/more';
import { useState } from 'react';
import styled from 'styled-components';
import { TrackCell } from '../../parcels';
import { useCloseWorkOrderMutation, useReopenWorkOrderMutation, useReplyWorkOrderMutation, useWorkOrderDetailQuery } from '../api/work-orders';
import { PictureUpload } from './picture-upload';
import { CONTENT_RULES } from './work-order-form';
import { WorkOrderStatusTag } from './work-order-status';
import { WorkOrderThread } from './thread';

const Section = styled.section`
  margin-top: 16px;
  h4 {
    margin: 0 0 8px;
    font-size: 14px;
  }
`;

const ParcelRow = styled.li`
  display: flex;
  justify-content: space-between;
  gap: 12px;
  padding: 8px 0;
  border-bottom: 1px solid ${(p) => p.theme.colorBorderSecondary};
  font-variant-numeric: tabular-nums;
  small {
    display: block;
    font-size: 12px;
    color: ${(p) => p.theme.colorTextSecondary};
  }
`;

/** Says a refusal from the server (transport and HTTP errors were said by the api layer). */
const sayRefusal = (error: unknown, fallback: string) => {
  if (!isApiError(error) || error.status === 'BUSINESS') showNotice({ level: 'error', text: errorMessage(error, fallback) });
};

/** One parcel of the order: 包裹号, 运单号 and courier, goods and recipient; 物流状态, 已赔付 and 物流 as in 包裹列表. */
function ParcelLine({ parcel }: { parcel: WorkOrderParcel }) {
  return (
    <ParcelRow aria-label={`包裹 ${parcel.parcel_sn}`}>
      <div>
        <div>包裹号 {parcel.parcel_sn}</div>
        <small>
          运单号 {parcel.waybill_code || '—'} {parcel.express_name}
        </small>
        <small>
          {parcel.goods_name} · {parcel.consignee}
        </small>
      </div>
      <TrackCell
        parcel={{
          id: parcel.id,
          waybill_code: parcel.waybill_code,
          express_name: parcel.express_name,
          rec_name: parcel.consignee,
          track_state: parcel.track_state as TrackState,
          compensation: parcel.compensation,
        }}
      />
    </ParcelRow>
  );
}

/** 回复: text and up to 6 pictures; what was typed stays when the server refuses it. */
function ReplyBox({ order }: { order: WorkOrderDetail }) {
  const [form] = Form.useForm<{ content?: string; attachment_ids?: number[] }>();
  const [reply, { isLoading }] = useReplyWorkOrderMutation();
  const [uploading, setUploading] = useState(false);
  // a new picture field after each reply sent
  const [round, setRound] = useState(0);
  const send = async (values: { content?: string; attachment_ids?: number[] }) => {
    try {
      await reply({ id: order.id, content: (values.content ?? '').trim(), attachment_ids: values.attachment_ids ?? [] }).unwrap();
      showNotice({ level: 'success', text: WorkOrderMessages.replied });
      form.resetFields();
      setRound((r) => r + 1);
    } catch (error) {
      sayRefusal(error, '回复失败，请稍后再试');
    }
  };
  return (
    <Form form={form} layout="vertical" aria-label="回复工单" onFinish={(values) => void send(values)} initialValues={{ attachment_ids: [] }}>
      <Form.Item name="content" rules={CONTENT_RULES} style={{ marginBottom: 12 }}>
        <Input.TextArea aria-label="回复内容" rows={3} showCount maxLength={WORK_ORDER_CONTENT_MAX} placeholder="补充说明或回复客服" />
      </Form.Item>
      <Form.Item name="attachment_ids" style={{ marginBottom: 12 }}>
        <PictureUpload key={round} onBusyChange={setUploading} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={isLoading} disabled={uploading}>
        发送
      </Button>
    </Form>
  );
}

/** 关闭工单 (after a confirmation) and 重新打开 (within 7 days of its end), as the server allows now. */
function OrderActions({ order }: { order: WorkOrderDetail }) {
  const [close, closing] = useCloseWorkOrderMutation();
  const [reopen, reopening] = useReopenWorkOrderMutation();
  const run = async (action: 'close' | 'reopen') => {
    try {
      if (action === 'close') await close({ id: order.id }).unwrap();
      else await reopen({ id: order.id }).unwrap();
      showNotice({ level: 'success', text: action === 'close' ? WorkOrderMessages.closed : WorkOrderMessages.reopened });
    } catch (error) {
      sayRefusal(error, '操作失败，请稍后再试');
    }
  };
  if (!order.can_close && !order.can_reopen) return null;
  return (
    <Space>
      {order.can_close ? (
        <Popconfirm title="确定关闭该工单吗？" description="关闭后 7 天内可重新打开" okText="关闭工单" cancelText="取消" onConfirm={() => run('close')}>
          <Button danger loading={closing.isLoading}>
            关闭工单
          </Button>
        </Popconfirm>
      ) : null}
      {order.can_reopen ? (
        <Button loading={reopening.isLoading} onClick={() => void run('reopen')}>
          重新打开
        </Button>
      ) : null}
    </Space>
  );
}

/** The order itself once loaded: header, parcels, conversation, and what the merchant may do now. */
function OrderBody({ order }: { order: WorkOrderDetail }) {
  return (
    <>
      <Descriptions
        size="small"
        column={2}
        items={[
          { key: 'sn', label: '工单号', children: order.work_order_sn },
          { key: 'type', label: '问题类型', children: WORK_ORDER_TYPES[order.type] ?? order.type_name },
          { key: 'status', label: '状态', children: <WorkOrderStatusTag status={order.status} /> },
          { key: 'created', label: '提交时间', children: order.created_at },
        ]}
      />
      {order.can_reopen && order.reopen_until ? (
        <Alert type="info" showIcon style={{ marginTop: 12 }} title={`工单已结束，${order.reopen_until} 前可重新打开`} />
      ) : null}
      <Section aria-label="关联包裹">
        <h4>关联包裹</h4>
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {order.parcels.map((p) => (
            <ParcelLine key={p.id} parcel={p} />
          ))}
        </ul>
      </Section>
      <Section>
        <h4>沟通记录</h4>
        <WorkOrderThread messages={order.messages} />
      </Section>
      {order.can_reply ? (
        <>
          <Divider />
          <ReplyBox order={order} />
        </>
      ) : null}
    </>
  );
}

/**
 * One work order in a drawer (`?id=` in the URL, so it survives a reload): asked again on each opening,
 * which marks it read on the server. Loading, not found and failure each have their state.
 */
export function WorkOrderDetailDrawer({ id, onClose }: { id: number; onClose: () => void }) {
  const { data, error, isFetching, refetch } = useWorkOrderDetailQuery({ id }, { refetchOnMountOrArgChange: true });
  const order = data && data.id === id ? data : undefined;
  return (
    <Drawer
      title={order ? `工单 ${order.work_order_sn}` : '工单详情'}
      open
      onClose={onClose}
      size={640}
      destroyOnHidden
      extra={order ? <OrderActions order={order} /> : null}
    >
      {order ? (
        <OrderBody order={order} />
      ) : error && !isFetching ? (
        isApiError(error) && error.status === 404 ? (
          <Result status="404" title={WorkOrderMessages.notFound} />
        ) : (
          <Result
            status="warning"
            title="工单加载失败"
            subTitle={errorMessage(error)}
            extra={
              <Button type="primary" onClick={() => void refetch()}>
                重试
              </Button>
            }
          />
        )
      ) : (
        <div role="status" aria-label="工单加载中" style={{ textAlign: 'center', padding: 48 }}>
          <Spin />
        </div>
      )}
    </Drawer>
  );
}
