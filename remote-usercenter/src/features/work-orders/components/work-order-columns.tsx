import { WORK_ORDER_STATUSES, WORK_ORDER_TYPES, type WorkOrderItem } from 'shared-contracts';
import type { ListColumn } from 'shared-kits/list-page';
import { Button, Tag } from 'shared-contracts/ui';
import { Badge } from 'shared-contracts/ui/more';
import styled from 'styled-components';
import { TimeCell } from '../../../shared/order-lists/components/time-cell';
import { WorkOrderStatusTag } from './work-order-status';

const Sn = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
  .ant-tag {
    margin-inline-end: 0;
  }
`;

const Summary = styled.span`
  display: inline-block;
  max-width: 220px;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  vertical-align: bottom;
`;

const Parcels = styled.span`
  display: inline-flex;
  flex-direction: column;
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
`;

/** At most two parcel numbers, then 等 N 个. */
function ParcelSns({ sns }: { sns: readonly string[] }) {
  return (
    <Parcels>
      {sns.slice(0, 2).map((sn) => (
        <span key={sn}>{sn}</span>
      ))}
      {sns.length > 2 ? <span>等 {sns.length} 个</span> : null}
    </Parcels>
  );
}

/** 工单管理's columns; 查看 opens the order (`onOpen`). An order with a reply not yet read has a red dot and 新回复. */
export function workOrderColumns(onOpen: (row: WorkOrderItem) => void): ListColumn<WorkOrderItem>[] {
  return [
    {
      title: '工单号',
      dataIndex: 'work_order_sn',
      render: (sn, row) => (
        <Sn>
          {row.unread ? <Badge status="error" aria-label="未读" /> : null}
          <span>{sn}</span>
          {row.unread ? <Tag color="red">新回复</Tag> : null}
        </Sn>
      ),
    },
    { title: '问题类型', dataIndex: 'type', render: (type, row) => WORK_ORDER_TYPES[type] ?? row.type_name },
    { title: '关联包裹', dataIndex: 'parcel_sns', render: (sns) => <ParcelSns sns={sns} />, exportValue: (sns) => sns.join(' ') },
    { title: '问题描述', dataIndex: 'summary', render: (text) => <Summary title={text}>{text}</Summary> },
    { title: '状态', dataIndex: 'status', render: (status) => <WorkOrderStatusTag status={status} />, exportValue: (s) => WORK_ORDER_STATUSES[s] },
    { title: '提交时间', dataIndex: 'created_at', render: (t) => <TimeCell at={t} /> },
    { title: '最后更新', dataIndex: 'updated_at', render: (t) => <TimeCell at={t} /> },
    {
      title: '操作',
      key: 'actions',
      render: (_, row) => (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => onOpen(row)} aria-label={`查看 ${row.work_order_sn}`}>
          查看
        </Button>
      ),
    },
  ];
}
