import { ORDER_STATUS_NAMES } from 'shared-contracts';
import type { AdminOrderRow } from 'shared-contracts/admin';
import { Typography } from 'shared-contracts/ui/more';
import type { ListColumn } from 'shared-kits/list-page';
import { siteColumn } from '../../../shared/site-column';
import { yuanText } from '../../../shared/yuan-text';
import { timeText } from '../utils/time-text';
import { StatusTag } from './status-tag';

const orDash = (amount: number | null) => (amount === null ? '—' : yuanText(amount));

/**
 * 订单's columns: the user centre's (order, goods, courier, recipients, amount and refund, status with how many
 * parcels went out, time) plus 会员 (masked mobile), 站点 for a main-site operator, and 分站毛利 — the margin booked
 * for a 分站's order (— on the main site's). 金额 and 分站毛利 only for a role that sees amounts (issue 34).
 */
export function orderColumns(showSite: boolean, showAmounts: boolean): ListColumn<AdminOrderRow>[] {
  const amounts: ListColumn<AdminOrderRow>[] = [
    {
      title: '金额',
      dataIndex: 'total_price',
      width: 120,
      align: 'right',
      render: (paid: number | null, row) => (
        <>
          <div>{orDash(paid)}</div>
          {row.refund_price ? <Typography.Text type="danger">{`已退 ${yuanText(row.refund_price)}`}</Typography.Text> : null}
        </>
      ),
      exportValue: (paid: number | null) => paid ?? '',
    },
    { title: '分站毛利', dataIndex: 'margin', width: 100, align: 'right', render: orDash, exportValue: (margin: number | null) => margin ?? '' },
  ];
  return [
    { title: '订单号', dataIndex: 'order_sn', width: 180 },
    { title: '会员', dataIndex: 'mobile', width: 130 },
    ...(showSite ? [siteColumn<AdminOrderRow>()] : []),
    {
      title: '商品',
      dataIndex: 'goods_name',
      width: 180,
      render: (name: string, row) => (
        <>
          <div>{name}</div>
          <Typography.Text type="secondary">{`${row.express_name} · 每人 ${row.goods_num} 件`}</Typography.Text>
        </>
      ),
      exportValue: (name: string, row) => `${name}（${row.express_name}，每人 ${row.goods_num} 件）`,
    },
    { title: '收件人数', dataIndex: 'rec_count', width: 90, align: 'center' },
    ...(showAmounts ? amounts : []),
    {
      title: '状态',
      dataIndex: 'status',
      width: 120,
      render: (status: AdminOrderRow['status'], row) => (
        <>
          <StatusTag status={status} />
          <div>
            <Typography.Text type="secondary">{`已发 ${row.dispatched_count}/总 ${row.rec_count}`}</Typography.Text>
          </div>
        </>
      ),
      exportValue: (status: AdminOrderRow['status']) => ORDER_STATUS_NAMES[status],
    },
    { title: '下单时间', dataIndex: 'created_at', width: 170, render: timeText, exportValue: timeText },
  ];
}
