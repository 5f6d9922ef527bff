import { ORDER_STATUS_NAMES, PLATFORMS, type OrderListItem } from 'shared-contracts';
import type { ListColumn } from 'shared-kits/list-page';
import { Button } from 'shared-contracts/ui';
import styled from 'styled-components';
import { chinaTime } from '../../../utils/china-time';
import { yuan } from '../../../utils/yuan';
import { GoodsCell } from './goods-cell';
import { MoneyCell } from '../../../shared/order-lists/components/money-cell';
import { TimeCell } from '../../../shared/order-lists/components/time-cell';
import { StatusTag } from '../../../shared/order-lists/components/status-tag';

export const platformName = (id: number) => PLATFORMS.find((p) => p.id === id)?.name ?? '—';

const Stacked = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 4px;
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
  small {
    font-size: 12px;
    color: ${(p) => p.theme.colorTextSecondary};
  }
  .refunded {
    color: ${(p) => p.theme.colorError};
  }
`;

/** The status tag with how many of its parcels went out: 已发 n/总 m (and how many were refunded). */
export function OrderProgress({ order }: { order: Pick<OrderListItem, 'status' | 'dispatched_count' | 'rec_count' | 'refunded_count'> }) {
  return (
    <Stacked>
      <StatusTag status={order.status} />
      <small>
        已发 {order.dispatched_count}/总 {order.rec_count}
      </small>
      {order.refunded_count > 0 ? <small className="refunded">已退款 {order.refunded_count}</small> : null}
    </Stacked>
  );
}

/** 订单列表's columns; 详情 calls `onDetail` with the row. */
export function orderColumns(onDetail: (order: OrderListItem) => void): ListColumn<OrderListItem>[] {
  return [
    { title: '订单号', dataIndex: 'order_sn', render: (sn) => <span style={{ whiteSpace: 'nowrap' }}>{sn}</span> },
    { title: '商品', dataIndex: 'goods_name', render: (name, row) => <GoodsCell pic={row.goods_pic} name={name} /> },
    { title: '数量', dataIndex: 'goods_num', align: 'center', render: (n) => <span style={{ whiteSpace: 'nowrap' }}>每人 {n} 件</span> },
    { title: '收件人数', dataIndex: 'rec_count', align: 'center' },
    {
      title: '金额',
      dataIndex: 'total_price',
      align: 'right',
      render: (paid, row) => <MoneyCell paid={paid} refunded={row.refund_price} />,
      exportValue: (p) => yuan(p),
    },
    { title: '状态', dataIndex: 'status', render: (_, row) => <OrderProgress order={row} />, exportValue: (s) => ORDER_STATUS_NAMES[s] },
    { title: '平台', dataIndex: 'platform', render: (id) => <span style={{ whiteSpace: 'nowrap' }}>{platformName(id)}</span>, exportValue: platformName },
    { title: '下单时间', dataIndex: 'created_at', render: (t) => <TimeCell at={t} />, exportValue: (t) => chinaTime(t) },
    {
      title: '操作',
      key: 'actions',
      fixed: 'right',
      render: (_, row) => (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => onDetail(row)} aria-label={`订单 ${row.order_sn} 详情`}>
          详情
        </Button>
      ),
    },
  ];
}
