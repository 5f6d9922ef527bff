import type { CallbackDelivery } from 'shared-contracts';
import type { ListColumn } from 'shared-kits/list-page';
import { Button } from 'shared-contracts/ui';
import { Popconfirm, Typography } from 'shared-contracts/ui/more';
import { TimeCell } from '../../../shared/order-lists/components/time-cell';
import { DeliveryStatusTag } from './delivery-status-tag';

function LastAnswer({ row }: { row: CallbackDelivery }) {
  if (row.last_status_code === null && !row.last_error) return <>—</>;
  return (
    <>
      {row.last_status_code !== null ? <div>HTTP {row.last_status_code}</div> : null}
      {row.last_error ? <Typography.Text type="secondary">{row.last_error}</Typography.Text> : null}
    </>
  );
}

/** 回调记录's columns; 重发 asks first, then sends the same event (same 事件ID) again. */
export function deliveryColumns(onResend: (row: CallbackDelivery) => Promise<void>): ListColumn<CallbackDelivery>[] {
  return [
    { title: '事件', dataIndex: 'event_name', width: 150 },
    {
      title: '事件ID',
      dataIndex: 'event_id',
      render: (id) => (
        <Typography.Text code style={{ whiteSpace: 'nowrap' }}>
          {id}
        </Typography.Text>
      ),
    },
    { title: '时间', dataIndex: 'created_at', width: 110, render: (at) => <TimeCell at={at} /> },
    { title: '状态', dataIndex: 'status', width: 90, render: (status, row) => <DeliveryStatusTag status={status} text={row.status_text} /> },
    { title: '尝试次数', dataIndex: 'attempts', align: 'right', width: 90 },
    { title: '最后响应', key: 'last_answer', width: 200, render: (_, row) => <LastAnswer row={row} /> },
    { title: '下次重试', dataIndex: 'next_attempt_at', width: 110, render: (at) => (at ? <TimeCell at={at} /> : '—') },
    {
      title: '操作',
      key: 'actions',
      width: 80,
      render: (_, row) => (
        <Popconfirm title="重新发送该回调？" description="以相同的事件ID再次推送到当前回调地址" okText="重发" cancelText="取消" onConfirm={() => onResend(row)}>
          <Button type="link" size="small" style={{ paddingInline: 0 }}>
            重发
          </Button>
        </Popconfirm>
      ),
    },
  ];
}
